import type { BudgetDetail, BudgetInput } from '@site/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';

type One<T> = { data: T };

/** Bütçe Tanımı: the budgets' API (lists go through DataTable under `resource`). */
export const budgetsApi = {
  resource: 'budgets',
  record: (id: number) =>
    queryOptions({
      queryKey: queryKeys.record('budgets', id),
      queryFn: () => api.get<One<BudgetDetail>>(`/budgets/${id}`),
    }),
  create: (clusterId: number, body: BudgetInput) => api.post<One<BudgetDetail>>(`/clusters/${clusterId}/budgets`, body),
  update: (id: number, body: BudgetInput) => api.put<One<BudgetDetail>>(`/budgets/${id}`, body),
  approve: (id: number, body: { approved_on: string; decision_no: string }) =>
    api.post<One<BudgetDetail>>(`/budgets/${id}/approve`, body),
  close: (id: number) => api.post<One<BudgetDetail>>(`/budgets/${id}/close`),
  copy: (id: number, body: { raise_percent: number }) => api.post<One<BudgetDetail>>(`/budgets/${id}/copy`, body),
  /** The complex's expense types and the system's, for the lines grid. */
  expenseTypes: (clusterId: number) =>
    queryOptions({
      queryKey: queryKeys.picker('types/expense-types', clusterId, { budget: 1 }),
      queryFn: () =>
        api.get<{ data: { id: number; name: string }[] }>('/types/expense-types', {
          cluster_id: clusterId,
          per_page: 1000,
          is_active: 1,
        }),
    }),
};
