import type { ClusterDashboard } from '@site/shared';
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
};
