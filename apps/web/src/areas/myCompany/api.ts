import type { CompanyProvider, ExpenseType, ListResponse } from '@site/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';

/** API paths of the My company area: its records belong to the management company, not to a complex. */
export const workerPositionsApi = {
  /** The company's positions are not per complex: their list has its own path. */
  listPath: '/worker-positions',
};

export const companyResidentsApi = {
  resource: 'company-residents',
  /** Every complex's residents of the company, read-only: not per complex, so a path of its own. */
  listPath: '/company-residents',
};

const COMPANY_PROVIDERS = 'company-providers';
const EXPENSE_TYPES = 'types/expense-types';

export const companyProvidersApi = {
  /** The company's providers are not per complex: their list has its own path. */
  listPath: `/${COMPANY_PROVIDERS}`,
  /**
   * The active providers of a company, by name (spec §7: `company-providers`, 1000): the ones a complex of
   * that company may pick. Keyed under the resource, so any provider edit refreshes it.
   */
  picker: (companyId: number | null) => {
    const query = { is_active: 1, per_page: 1000, order_by: 'name', order: 'asc', company_id: companyId };
    return queryOptions({
      queryKey: queryKeys.picker(COMPANY_PROVIDERS, 'company', query),
      queryFn: () => api.get<ListResponse<CompanyProvider>>(`/${COMPANY_PROVIDERS}`, query),
      enabled: companyId !== null,
    });
  },
  /**
   * The expense types a company provider may provide among (the system ones, `is_system`, which every complex
   * shares, as `useProvidesOptions` keeps). Keyed under the expense types, so their edits refresh it.
   */
  providesPicker: () => {
    const query = { per_page: 1000, order_by: 'name' };
    return queryOptions({
      queryKey: queryKeys.picker(EXPENSE_TYPES, 'all', query),
      queryFn: () => api.get<ListResponse<ExpenseType>>(`/${EXPENSE_TYPES}`, query),
    });
  },
};
