import { appConfigRow, healthAnswer, recordOf } from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { Config } from '../../../config';
import type { Db } from '../../../db/connection';

/** Liveness with a real database round trip, and the settings the web needs before sign-in. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Is the database reachable?',
        response: { 200: healthAnswer, 503: healthAnswer },
      },
    },
    async (_request, reply) => {
      try {
        await sql`select 1`.execute(db);
        return { data: { status: 'ok' as const, database: 'up' as const } };
      } catch {
        return reply.status(503).send({ data: { status: 'error', database: 'down' } });
      }
    },
  );

  app.get(
    '/app-config',
    {
      schema: {
        tags: ['system'],
        summary: 'Public settings of the web app',
        response: { 200: recordOf(appConfigRow) },
      },
    },
    async () => ({
      data: {
        production_host: config.productionHost,
        matomo_url: config.matomoUrl,
        matomo_site_id: config.matomoSiteId,
      },
    }),
  );
};
