import type { OperatingReportData, ReportCommentBody } from '@site/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';

/** The five routes of the screen and the API report each shows. */
export type OperatingRoute =
  | 'income-expense'
  | 'accounting-income-expense'
  | 'expense'
  | 'income'
  | 'income-expense-review';

export type OperatingReportName = 'income-expense' | 'income' | 'expense' | 'income-expense-review';

/** The API report of a route: both income-expense routes ask `reports/income-expense`, on their own basis. */
export const reportOf = (route: OperatingRoute): OperatingReportName =>
  route === 'accounting-income-expense' ? 'income-expense' : route;

const reportPath = (report: OperatingReportName) => `/reports/${report}`;

export const operatingApi = {
  path: reportPath,
  /**
   * A report's lines and meta. Keyed as a list of the complex (or the company), so that a write that moves the
   * complex's money refreshes it.
   */
  report: (report: OperatingReportName, query: Record<string, unknown>, enabled: boolean) =>
    queryOptions({
      queryKey: queryKeys.list(`reports/${report}`, (query.cluster_id as number | undefined) ?? 'company', query),
      queryFn: () => api.get<OperatingReportData>(reportPath(report), query),
      enabled,
    }),
  /** Writes (or with an empty text deletes) a line's comment on the review report. */
  saveComment: (clusterId: number, body: ReportCommentBody) =>
    api.put<{ data: { id: number; comment: string } | null }>(`/clusters/${clusterId}/report-comments`, body),
  commentPath: '/clusters/:clusterId/report-comments',
};
