import { type ActivityAccountKind, houseLabel, type ListResponse } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useCluster } from '../../../session/ClusterProvider';

type Named = { id: number; name?: string; block_name?: string | null; door_number?: string };
export type AccountOption = { value: number; label: string };

/** Where each kind of account is listed, and how many a picker loads (spec §9 page sizes for selects). */
const SOURCES: Record<ActivityAccountKind, { resource: string; query: Record<string, unknown> }> = {
  house: { resource: 'houses', query: { per_page: 1000, order_by: 'block_name' } },
  resident: { resource: 'residents', query: { per_page: 1000, order_by: 'name' } },
  provider: { resource: 'cluster-providers', query: { per_page: 1000, order_by: 'name' } },
  safe: { resource: 'safes', query: { per_page: 100, order_by: 'name' } },
  bank_account: { resource: 'bank-accounts', query: { per_page: 100, order_by: 'name' } },
};

/** A house as people name it: "A Blok 12"; everything else by its name. */
export const accountLabel = (row: Named): string =>
  row.door_number !== undefined ? houseLabel(row.block_name, row.door_number) : (row.name ?? '');

/** The accounts of one kind in the selected complex, as picker options. */
export function useAccountOptions(kind: ActivityAccountKind) {
  const { clusterId } = useCluster();
  const { resource, query } = SOURCES[kind];
  return useQuery({
    queryKey: ['cluster', clusterId, resource, 'picker', query],
    queryFn: () => api.get<ListResponse<Named>>(`/clusters/${clusterId}/${resource}`, query),
    enabled: clusterId !== null,
    select: (response): AccountOption[] => response.data.map((row) => ({ value: row.id, label: accountLabel(row) })),
  });
}

/** Option search that ignores case the Turkish way: "ayşe" finds "AYŞE", "ışık" finds "IŞIK". */
export const filterByLabel = (input: string, option?: { label?: unknown }): boolean =>
  String(option?.label ?? '')
    .toLocaleLowerCase('tr')
    .includes(input.toLocaleLowerCase('tr'));
