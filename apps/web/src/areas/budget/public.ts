import { useQuery } from '@tanstack/react-query';
import { clusterPicker, type Named } from '../../api/pickers';
import { useCluster } from '../../session/ClusterProvider';
import { budgetsApi } from './api';
import { presetFromBudget } from './budgetPreset';

// What other areas may use of this one (the periodical assessment form opened from a budget).

/**
 * The periodical assessment form's preset from budget `budgetId` (null: none): its name, the 'Aidat' income type,
 * an equal split of the first month's budget total over its months with that total. `ready` once loaded.
 */
export function useBudgetPreset(budgetId: number | null): { ready: boolean; preset: Record<string, unknown> } {
  const { clusterId } = useCluster();
  const budget = useQuery({ ...budgetsApi.record(budgetId ?? 0), enabled: budgetId !== null });
  const types = useQuery(clusterPicker<Named>('income-types', clusterId, { per_page: 1000 }));
  if (budgetId === null) return { ready: true, preset: {} };
  if (budget.isError) return { ready: true, preset: { budget_id: budgetId } };
  if (!budget.data || types.isLoading) return { ready: false, preset: {} };
  const dues = types.data?.data.find((type) => type.name === 'Aidat') ?? null;
  return { ready: true, preset: presetFromBudget(budget.data.data, budgetId, dues?.id ?? null) };
}
