import { useQuery } from '@tanstack/react-query';
import { clusterPicker, type Named } from '../../../api/pickers';
import { useCluster } from '../../../session/ClusterProvider';
import { houseOptions, housesPicker } from '../../definitions/public';

export type Option = { value: number; label: string; disabled?: boolean };
export type HouseOption = Option & { blockId: number | null };

type IncomeType = Named & { is_active?: boolean };

/** One per-complex picker list of the selected complex. */
function useClusterList<T>(resource: string, query: Record<string, unknown>) {
  const { clusterId } = useCluster();
  return useQuery(clusterPicker<T>(resource, clusterId, query));
}

/** Income types of the complex and the system ones (Aidat …); passive ones stay readable but not selectable. */
export function useIncomeTypeOptions(): Option[] {
  const { data } = useClusterList<IncomeType>('income-types', { per_page: 1000 });
  return (data?.data ?? []).map((r) => ({ value: r.id, label: r.name, disabled: r.is_active === false }));
}

/** Spec §7: blocks ordered by name, 150 at most. */
export function useBlockOptions(): Option[] {
  const { data } = useClusterList<Named>('blocks', { order_by: 'name', per_page: 150 });
  return (data?.data ?? []).map((r) => ({ value: r.id, label: r.name }));
}

/** The unit (house) types of the complex: 2+1, 3+1, Dükkan … */
export function useHouseTypeOptions(): { options: Option[]; isLoading: boolean } {
  const { data, isLoading } = useClusterList<Named>('house-types', {});
  return { options: (data?.data ?? []).map((r) => ({ value: r.id, label: r.name })), isLoading };
}

/** Spec §9: house pickers load 1000; `activeOnly` for houses that can still be charged. */
export function useHouseOptions(activeOnly = false): { options: HouseOption[]; isLoading: boolean } {
  const { clusterId } = useCluster();
  const { data, isLoading } = useQuery({
    ...housesPicker(clusterId, activeOnly ? { is_active: 1 } : {}),
    select: houseOptions,
  });
  return { options: data ?? [], isLoading };
}

/** Residents of the complex (or of one house, spec §7 `residents?house_id=`), 1000 at most. */
export function useResidentOptions(houseId?: number | null): Option[] {
  const query = houseId
    ? { house_id: houseId, per_page: 1000, order_by: 'name' }
    : { per_page: 1000, order_by: 'name' };
  const { data } = useClusterList<Named>('residents', query);
  return (data?.data ?? []).map((r) => ({ value: r.id, label: r.name }));
}
