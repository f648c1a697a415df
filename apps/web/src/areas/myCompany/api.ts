import type {
  CompanyProvider,
  CompanyUser,
  CompanyUserClusters,
  CompanyUserClustersInput,
  CompanyUserCreated,
  CompanyUserInput,
  CompanyUserUpdate,
  ExpenseType,
  ListResponse,
  TemporaryPassword,
  WorkerPosition,
  WorkerRole,
} from '@site/shared';
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

const COMPANY_USERS = 'company-users';
const WORKER_POSITIONS = 'worker-positions';

/** Workers (Çalışanlar): the company's users, their temporary passwords and the complexes they may act in. */
export const companyUsersApi = {
  resource: COMPANY_USERS,
  /** The company's workers are not per complex: their list has its own path. */
  listPath: `/${COMPANY_USERS}`,
  record: (id: number | null) =>
    queryOptions({
      queryKey: queryKeys.record(COMPANY_USERS, id),
      queryFn: () => api.get<{ data: CompanyUser }>(`/${COMPANY_USERS}/${id}`),
      enabled: id !== null,
    }),
  /** The roles a worker may be given, with what each bundles. */
  roles: () =>
    queryOptions({
      queryKey: queryKeys.view(COMPANY_USERS, 'roles'),
      queryFn: () => api.get<{ data: WorkerRole[] }>(`/${COMPANY_USERS}/roles`),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  /**
   * A company's active positions, by name (spec §7 `worker-positions (company_id)`): a worker's own company's, or
   * the one a super administrator names. Keyed under the positions, so their edits refresh it.
   */
  positions: (companyId: number | null) => {
    const query = { is_active: 1, per_page: 1000, order_by: 'name', order: 'asc', company_id: companyId ?? undefined };
    return queryOptions({
      queryKey: queryKeys.picker(WORKER_POSITIONS, 'company', query),
      queryFn: () => api.get<ListResponse<WorkerPosition>>(`/${WORKER_POSITIONS}`, query),
    });
  },
  create: (values: CompanyUserInput) =>
    api.post<{ data: CompanyUserCreated; meta?: { warnings?: string[] } }>(`/${COMPANY_USERS}`, values, true),
  update: (id: number, values: CompanyUserUpdate) =>
    api.put<{ data: CompanyUser }>(`/${COMPANY_USERS}/${id}`, values, true),
  resetPassword: (id: number) =>
    api.post<{ data: TemporaryPassword; meta?: { warnings?: string[] } }>(`/${COMPANY_USERS}/${id}/reset-password`),
  /** The worker's complexes tab: their own list, their roles' bundle and their company's complexes. */
  clusters: (id: number) =>
    queryOptions({
      queryKey: queryKeys.record(COMPANY_USERS, id, 'clusters'),
      queryFn: () => api.get<{ data: CompanyUserClusters }>(`/${COMPANY_USERS}/${id}/clusters`),
    }),
  saveClusters: (id: number, values: CompanyUserClustersInput) =>
    api.put<{ data: CompanyUserClusters }>(`/${COMPANY_USERS}/${id}/clusters`, values, true),
};
