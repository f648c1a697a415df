import type { ActionLog, ReleaseNotesAnswer } from '@site/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';
import { sessionApi } from '../../api/sessionApi';

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

export const releaseNotesApi = {
  /** The releases with `is_new` and `meta.unseen`; the same query as the menu's badge (`sessionApi`). */
  list: sessionApi.releaseNotes,
  /** Marks every release seen by the signed-in user (their own mark: no permission needed). */
  markSeen: () => api.post<{ data: { release_notes_seen_at: string } }>('/release-notes/seen', undefined, true),
  /**
   * After marking: the menu's badge goes (no unseen left) while the open screen keeps its 'Yeni' tags; the
   * next load shows them seen.
   */
  badgeCleared: (client: QueryClient) =>
    client.setQueryData(sessionApi.releaseNotes().queryKey, (old: ReleaseNotesAnswer | undefined) =>
      old ? { ...old, meta: { unseen: 0 } } : old,
    ),
};
