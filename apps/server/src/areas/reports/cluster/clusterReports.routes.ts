import {
  auditAnswer,
  auditQuerySchema,
  projectItemsAnswer,
  projectReportQuerySchema,
  projectStatementAnswer,
} from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/connection';
import { authOf } from '../../../http/auth';
import { wantsExport } from '../../../kernel/reportScope';
import type { FileStorage } from '../../../storage/fileStorage';
import { auditReport } from './audit.service';
import { budgetOfReport, projectItems, projectStatement } from './project.service';
import { exportProjectItems, exportProjectStatement } from './projectExport';

const tags = ['reports'];

/**
 * Site raporları: the audit board's report (`GET /reports/audit`, a complex or the whole company) and the
 * reports against a complex's budget (`GET /reports/operating-items`, `GET /reports/operating`).
 */
export const clusterReportRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (
  app,
  { db, files },
) => {
  app.get(
    '/reports/audit',
    { schema: { tags, querystring: auditQuerySchema, response: { 200: auditAnswer } } },
    async (request) => auditReport(db, files, authOf(request), request.query),
  );

  app.get(
    '/reports/operating-items',
    { schema: { tags, querystring: projectReportQuerySchema, response: { 200: projectItemsAnswer } } },
    async (request) => {
      const budget = await budgetOfReport(db, authOf(request), request.query);
      const items = await projectItems(db, budget);
      if (wantsExport(request.query)) return exportProjectItems(db, files, budget, request.query, items);
      return { data: items.rows, meta: { ...budget.meta, totals: items.totals } };
    },
  );

  app.get(
    '/reports/operating',
    { schema: { tags, querystring: projectReportQuerySchema, response: { 200: projectStatementAnswer } } },
    async (request) => {
      const budget = await budgetOfReport(db, authOf(request), request.query);
      const statement = await projectStatement(db, budget);
      if (wantsExport(request.query)) return exportProjectStatement(db, files, budget, request.query, statement);
      return { data: statement, meta: budget.meta };
    },
  );
};
