import { recordOf, type VisitorLog, visitorLogRow } from '@site/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/connection';
import { visibleRecord } from '../../../http/auth';
import { notFound } from '../../../http/errors';
import { idParams } from '../../../http/routes';
import { actorOf } from '../../../kernel/changeLog';
import { type AreaOptions, registerResources } from '../../area';
import { findVisitorLog } from './visitorLogs.repository';
import { visitorLogsResource } from './visitorLogs.resource';
import { leaveVisitorLog } from './visitorLogs.service';

/** `POST /visitor-logs/{id}/leave`: the visitor leaves now (422 when they already left); answers the log. */
export const visitorLogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const select = visitorLogsResource.select(db);
  app.post(
    '/visitor-logs/:id/leave',
    {
      schema: { tags: ['visitor-logs'], params: idParams, response: { 200: recordOf(visitorLogRow) } },
    },
    async (request) => {
      const log = visibleRecord(request, await findVisitorLog(db, request.params.id));
      await leaveVisitorLog(db, log, actorOf(request));
      const row = await select.where('visitor_logs.id', '=', log.id).executeTakeFirst();
      if (!row) throw notFound();
      return { data: visitorLogsResource.toApi(row as Record<string, unknown>) as VisitorLog };
    },
  );
};

/** The visitor logs' declared resource and their 'Çıkış' route. */
export async function registerVisitorLogs(app: FastifyInstance, options: AreaOptions): Promise<void> {
  await registerResources(app, [visitorLogsResource], options);
  await app.register(visitorLogRoutes, { db: options.db });
}
