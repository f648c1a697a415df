import type { FinancialStatusAnswer, PivotAnswer, PivotDataset } from '@site/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';

type Query = Record<string, unknown> & { cluster_id?: number };

// Keyed as lists of the complex (or 'company'), so that a money write of the complex refreshes them.
const scopeOf = (query: Query) => query.cluster_id ?? 'company';

/** Analiz: the pivots and the financial status. */
export const analysisApi = {
  pivotPath: (dataset: PivotDataset) => `/analysis/pivot/${dataset}`,
  pivot: (dataset: PivotDataset, query: Query, enabled: boolean) =>
    queryOptions({
      queryKey: queryKeys.list(`analysis/pivot/${dataset}`, scopeOf(query), query),
      queryFn: () => api.get<Extract<PivotAnswer, { meta: unknown }>>(`/analysis/pivot/${dataset}`, query),
      enabled,
    }),
  financialStatusPath: '/analysis/financial-status',
  financialStatus: (query: Query, enabled: boolean) =>
    queryOptions({
      queryKey: queryKeys.list('analysis/financial-status', scopeOf(query), query),
      queryFn: () => api.get<Extract<FinancialStatusAnswer, { meta: unknown }>>('/analysis/financial-status', query),
      enabled,
    }),
};
