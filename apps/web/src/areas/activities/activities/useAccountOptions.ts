import { type ActivityAccountKind, houseLabel } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { useCluster } from '../../../session/ClusterProvider';
import { type AccountRow, activitiesApi } from '../api';

export type AccountOption = { value: number; label: string };

/** A house as people name it: "A Blok 12"; everything else by its name. */
export const accountLabel = (row: AccountRow): string =>
  row.door_number !== undefined ? houseLabel(row.block_name, row.door_number) : (row.name ?? '');

/** The accounts of one kind in the selected complex, as picker options. */
export function useAccountOptions(kind: ActivityAccountKind) {
  const { clusterId } = useCluster();
  return useQuery({
    ...activitiesApi.accounts(kind, clusterId),
    select: (response): AccountOption[] => response.data.map((row) => ({ value: row.id, label: accountLabel(row) })),
  });
}
