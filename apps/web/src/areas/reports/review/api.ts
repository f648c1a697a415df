import type { ExpenseDetailRow, ReportMeta, ReviewDetailRow, ReviewTypeRow } from '@site/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { clusterPicker } from '../../../api/pickers';
import { queryKeys } from '../../../api/queryKeys';

/** The typed client of the review reports (İnceleme Raporu, its detail) and the expense detail sums. */

export type ReviewAnswer = { data: ReviewTypeRow[]; meta: ReportMeta & { totals: { count: number; amount: number } } };
export type ReviewDetailAnswer = {
  data: ReviewDetailRow[];
  meta: ReportMeta & {
    total: number;
    current_page: number;
    per_page: number;
    last_page: number;
    totals: { amount: number };
  };
};
export type ExpenseDetailAnswer = {
  data: ExpenseDetailRow[];
  meta: ReportMeta & { months: string[]; month_totals: number[]; total: number };
};

export type ReviewReportName = 'review' | 'review-detail' | 'expense-detail';
const scopeOf = (query: Record<string, unknown>) => (query.cluster_id as number | undefined) ?? 'company';
const report = <Answer>(name: ReviewReportName, query: Record<string, unknown>, enabled: boolean) =>
  queryOptions({
    queryKey: queryKeys.list(`reports/${name}`, scopeOf(query), query),
    queryFn: () => api.get<Answer>(`/reports/${name}`, query),
    enabled,
  });

export const reviewReportsApi = {
  path: (name: ReviewReportName) => `/reports/${name}`,
  /** Keyed as lists of the complex (or the company), so that a write that moves its money refreshes them. */
  review: (query: Record<string, unknown>, enabled: boolean) => report<ReviewAnswer>('review', query, enabled),
  detail: (query: Record<string, unknown>, enabled: boolean) =>
    report<ReviewDetailAnswer>('review-detail', query, enabled),
  expenseDetail: (query: Record<string, unknown>, enabled: boolean) =>
    report<ExpenseDetailAnswer>('expense-detail', query, enabled),
  /** The complex's providers, for the provider filter. */
  providers: (clusterId: number | null) =>
    clusterPicker<{ id: number; name: string }>('cluster-providers', clusterId, { per_page: 1000, order_by: 'name' }),
  /** The complex's expense types and the system's, for the type filter. */
  expenseTypes: (clusterId: number | null) =>
    queryOptions({
      queryKey: queryKeys.picker('types/expense-types', clusterId, { per_page: 1000 }),
      queryFn: () =>
        api.get<{ data: { id: number; name: string }[] }>('/types/expense-types', {
          cluster_id: clusterId,
          per_page: 1000,
        }),
      enabled: clusterId !== null,
    }),
};
