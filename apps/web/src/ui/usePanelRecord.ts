import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useRecordCluster } from '../session/useRecordCluster';
import { isNotFound, useCloseWhenUnloadable } from './RecordNotFound';

/**
 * The record a side panel shows or edits (`options`: its area's `record` query): loaded, its complex picked
 * (choosing another complex then leaves it for `listPath`), and the panel closed by `onUnloadable` when it
 * cannot be loaded (spec §8). `notFound` when there is no such record for this user (shown as `RecordNotFound`).
 */
export function usePanelRecord<R extends object, K extends QueryKey>(
  options: UseQueryOptions<{ data: R }, Error, { data: R }, K>,
  listPath: string,
  onUnloadable: (() => void) | undefined,
) {
  const record = useQuery(options);
  useCloseWhenUnloadable(record.error, onUnloadable);
  const loaded = record.data?.data;
  useRecordCluster((loaded as { cluster_id?: number | null } | undefined)?.cluster_id, listPath);
  return { loaded, notFound: isNotFound(record.error), isLoading: record.isLoading };
}
