import type { ItemResponse } from '@site/shared';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useRecordCluster } from '../../../session/useRecordCluster';
import { isNotFound, useCloseWhenUnloadable } from '../../../ui/RecordNotFound';

/**
 * The record a side panel shows or edits: loaded, its complex picked (choosing another complex then leaves it
 * for `listPath`), and the panel closed when it cannot be loaded (spec §8). `notFound` when there is no such
 * record for this user.
 */
export function usePanelRecord<R extends { cluster_id: number }, K extends QueryKey>(
  options: UseQueryOptions<ItemResponse<R>, Error, ItemResponse<R>, K>,
  listPath: string,
  onUnloadable: () => void,
) {
  const record = useQuery(options);
  useCloseWhenUnloadable(record.error, onUnloadable);
  const loaded = record.data?.data;
  useRecordCluster(loaded?.cluster_id, listPath);
  return { loaded, notFound: isNotFound(record.error) };
}
