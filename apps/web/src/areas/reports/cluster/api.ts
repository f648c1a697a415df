import type { AuditReport, ProjectItemRow, ProjectStatement, ReportMeta } from '@site/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';

/** The typed client of the complex reports: the audit board's report and the two reports against a budget. */

export type BudgetReportName = 'operating-items' | 'operating';
export type BudgetMeta = ReportMeta & {
  budget: { id: number; name: string; status: string; starts_on: string; ends_on: string };
  months: string[];
};
export type ProjectItemsAnswer = {
  data: ProjectItemRow[];
  meta: BudgetMeta & { totals: Omit<ProjectItemRow, 'expense_type_id' | 'name'> };
};
export type ProjectStatementAnswer = { data: ProjectStatement; meta: BudgetMeta };
export type AuditAnswer = { data: AuditReport; meta: ReportMeta };

const scopeOf = (query: Record<string, unknown>) => (query.cluster_id as number | undefined) ?? 'company';

export const clusterReportsApi = {
  auditPath: '/reports/audit',
  budgetPath: (report: BudgetReportName) => `/reports/${report}`,
  /** Keyed as a list of the complex (or the company), so that a write that moves its money refreshes it. */
  audit: (query: Record<string, unknown>, enabled: boolean) =>
    queryOptions({
      queryKey: queryKeys.list('reports/audit', scopeOf(query), query),
      queryFn: () => api.get<AuditAnswer>('/reports/audit', query),
      enabled,
    }),
  items: (query: Record<string, unknown>, enabled: boolean) =>
    queryOptions({
      queryKey: queryKeys.list('reports/operating-items', scopeOf(query), query),
      queryFn: () => api.get<ProjectItemsAnswer>('/reports/operating-items', query),
      enabled,
      retry: false,
    }),
  statement: (query: Record<string, unknown>, enabled: boolean) =>
    queryOptions({
      queryKey: queryKeys.list('reports/operating', scopeOf(query), query),
      queryFn: () => api.get<ProjectStatementAnswer>('/reports/operating', query),
      enabled,
      retry: false,
    }),
  /** The complex's active budgets, for the budget select. */
  budgets: (clusterId: number | null) =>
    queryOptions({
      queryKey: queryKeys.picker('budgets', clusterId, { per_page: 100, is_active: 1 }),
      queryFn: () =>
        api.get<{ data: { id: number; name: string; status: string; starts_on: string }[] }>('/budgets', {
          cluster_id: clusterId,
          per_page: 100,
          is_active: 1,
        }),
      enabled: clusterId !== null,
    }),
};
