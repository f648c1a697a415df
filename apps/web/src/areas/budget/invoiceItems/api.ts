import type {
  Budget,
  BudgetItemsAnswer,
  BudgetItemView,
  BudgetWizardInput,
  WizardApplied,
  WizardPreview,
} from '@site/shared';
import type { ListResponse } from '@site/shared/http';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';

type One<T> = { data: T };

/** Budget planning: the budget select, the invoice items against a budget and the dues wizard. */
export const planningApi = {
  /** The complex's active budgets, for the budget select (`GET /budgets?cluster_id=&per_page=100&is_active=1`). */
  budgets: (clusterId: number | null) =>
    queryOptions({
      queryKey: queryKeys.list('budgets', clusterId, { per_page: 100, is_active: 1 }),
      queryFn: () => api.get<ListResponse<Budget>>('/budgets', { cluster_id: clusterId, per_page: 100, is_active: 1 }),
      enabled: clusterId !== null,
    }),
  /** `GET /budgets/{id}/invoice-items?view=`; keyed under invoices so that invoice writes refresh it. */
  items: (clusterId: number | null, budgetId: number | null, view: BudgetItemView) =>
    queryOptions({
      queryKey: queryKeys.list('budget-invoice-items', clusterId, { budget: budgetId, view }),
      queryFn: () => api.get<BudgetItemsAnswer>(`/budgets/${budgetId}/invoice-items`, { view }),
      enabled: budgetId !== null,
    }),
  /** The shown view written to a file (`export=1`): answers the download's address. */
  exportItems: (budgetId: number, view: BudgetItemView, type: string) =>
    api.get<One<{ url: string }>>(`/budgets/${budgetId}/invoice-items`, { view, export: 1, export_type: type }),
  preview: (budgetId: number, body: BudgetWizardInput) =>
    api.post<One<WizardPreview>>(`/budgets/${budgetId}/wizard/preview`, body),
  apply: (budgetId: number, body: BudgetWizardInput) =>
    api.post<One<WizardApplied>>(`/budgets/${budgetId}/wizard/apply`, body),
};
