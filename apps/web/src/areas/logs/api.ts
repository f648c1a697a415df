import type { ActionLog } from '@site/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';

export const actionLogsApi = {
  /** The log is the company's, not a complex's: its list has its own path. */
  listPath: '/action-logs',
  record: (id: number | null) =>
    queryOptions({
      queryKey: queryKeys.record('action-logs', id),
      queryFn: () => api.get<{ data: ActionLog }>(`/action-logs/${id}`),
      enabled: id !== null,
    }),
};
