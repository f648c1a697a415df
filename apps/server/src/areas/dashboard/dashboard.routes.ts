import { dashboardChartsAnswer, dashboardChartsQuerySchema } from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection';
import { authOf } from '../../http/auth';
import type { FileStorage } from '../../storage/fileStorage';
import { dashboardCharts } from './dashboard.service';

const tags = ['dashboard'];

/** Gösterge paneli: the charts of a complex or of the whole company the caller sees. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (app, { db }) => {
  app.get(
    '/dashboard/charts',
    { schema: { tags, querystring: dashboardChartsQuerySchema, response: { 200: dashboardChartsAnswer } } },
    async (request) => dashboardCharts(db, authOf(request), request.query),
  );
};
