import {
  idParam,
  incomeExpenseReviewQuerySchema,
  operatingReportAnswer,
  operatingReportQuerySchema,
  reportCommentAnswer,
  reportCommentBodySchema,
} from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Period } from '../../../accounting/period';
import type { Db } from '../../../db/connection';
import { assertClusterAccess, authOf } from '../../../http/auth';
import type { ExportType } from '../../../http/export/exportList';
import { actorOf } from '../../../kernel/changeLog';
import { type ReportScope, reportPeriod, reportScope, wantsExport } from '../../../kernel/reportScope';
import type { FileStorage } from '../../../storage/fileStorage';
import { exportOperatingReport } from './operatingExport';
import { operatingReport, type ReportKind } from './operatingReports.service';
import { commentsOf, saveReportComment } from './reportComments';

const response = { 200: operatingReportAnswer };
const tags = ['reports'];

/**
 * Raporlar → Faaliyet: income and expense by type and month on a cash or accrual basis, the income and the
 * expense report, and the reviewed income-expense report with a comment per line.
 */
export const operatingReportRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (
  app,
  { db, files },
) => {
  const answer = async (
    scope: ReportScope,
    period: Period,
    report: ReportKind,
    q: { basis: 'cash' | 'accrual'; compare?: 'previous'; export?: string; export_type: ExportType },
  ) => {
    const built = await operatingReport(db, scope, period, {
      report,
      basis: q.basis,
      compare: q.compare === 'previous',
    });
    if (report === 'income-expense-review') {
      const comments =
        scope.clusterId === null ? new Map<string, string>() : await commentsOf(db, scope.clusterId, report, period);
      for (const row of built.data) row.comment = comments.get(row.key) ?? null;
      built.meta.commentable = scope.clusterId !== null && period.from !== null;
    }
    if (wantsExport(q)) return exportOperatingReport(db, files, scope, period, report, built, q.export_type);
    return built;
  };

  for (const report of ['income-expense', 'income', 'expense'] as const) {
    app.get(
      `/reports/${report}`,
      { schema: { tags, querystring: operatingReportQuerySchema, response } },
      async (request) => {
        const scope = await reportScope(db, authOf(request), request.query);
        const period = await reportPeriod(db, scope, request.query);
        return answer(scope, period, report, request.query);
      },
    );
  }

  app.get(
    '/reports/income-expense-review',
    { schema: { tags, querystring: incomeExpenseReviewQuerySchema, response } },
    async (request) => {
      const scope = await reportScope(db, authOf(request), request.query);
      const period = await reportPeriod(db, scope, request.query);
      return answer(scope, period, 'income-expense-review', { ...request.query, basis: 'accrual' });
    },
  );

  app.put(
    '/clusters/:clusterId/report-comments',
    {
      schema: {
        tags,
        params: z.object({ clusterId: idParam }),
        body: reportCommentBodySchema,
        response: { 200: reportCommentAnswer },
      },
    },
    async (request) => {
      const { clusterId } = request.params;
      assertClusterAccess(authOf(request), clusterId);
      return { data: await saveReportComment(db, clusterId, request.body, actorOf(request)) };
    },
  );
};
