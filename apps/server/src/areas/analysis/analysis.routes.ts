import {
  financialStatusAnswer,
  financialStatusQuerySchema,
  pivotAnswer,
  pivotParamsSchema,
  pivotQuerySchema,
} from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection';
import { authOf } from '../../http/auth';
import type { FileStorage } from '../../storage/fileStorage';
import { financialStatusReport } from './financialStatus/financialStatus.service';
import { pivot } from './pivot/pivot.service';

const tags = ['analysis'];

/** Analiz: read-only pivots and the financial status of a complex or of the whole company. */
export const analysisRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (app, { db, files }) => {
  app.get(
    '/analysis/pivot/:dataset',
    { schema: { tags, params: pivotParamsSchema, querystring: pivotQuerySchema, response: { 200: pivotAnswer } } },
    async (request) => pivot(db, files, authOf(request), request.params.dataset, request.query),
  );

  app.get(
    '/analysis/financial-status',
    { schema: { tags, querystring: financialStatusQuerySchema, response: { 200: financialStatusAnswer } } },
    async (request) => financialStatusReport(db, files, authOf(request), request.query),
  );
};
