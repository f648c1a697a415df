import type { ClusterDashboard, DashboardChartsAnswer, DashboardChartsQuery } from '@site/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';

export const dashboardApi = {
  /** The complex's figures: a part of its record, so that a money write of the complex refreshes it. */
  figures: (clusterId: number | null) =>
    queryOptions({
      queryKey: queryKeys.record('clusters', clusterId, 'dashboard'),
      queryFn: () => api.get<{ data: ClusterDashboard }>(`/clusters/${clusterId}/dashboard`),
      enabled: clusterId !== null,
    }),

  /**
   * The charts of a complex or of the whole company. Both are keyed as a part of a record (the complex's, or the
   * company's), so that any money write refreshes them as it does the figures.
   */
  charts: (query: DashboardChartsQuery, enabled: boolean) =>
    queryOptions({
      queryKey:
        query.cluster_id !== undefined
          ? queryKeys.record('clusters', query.cluster_id, 'charts')
          : queryKeys.record('companies', query.company_id ?? 'own', 'dashboard-charts'),
      queryFn: () => api.get<DashboardChartsAnswer>('/dashboard/charts', query),
      enabled,
    }),
};
