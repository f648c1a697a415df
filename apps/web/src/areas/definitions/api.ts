import type {
  BankAccount,
  ClusterPart,
  ClusterProvider,
  ClusterProviderInput,
  Company,
  House,
  HouseUser,
  HouseUserInput,
  ListResponse,
  PeriodicalAssessmentPeriod,
  Resident,
} from '@site/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { clusterPicker } from '../../api/pickers';
import { type Query, queryKeys } from '../../api/queryKeys';

type One<T> = { data: T };
type Saved = One<{ id: number }>;

/** A row of a complex's provider settings (notification or payment providers), as its section lists it. */
export type ProviderRow = Record<string, unknown> & { id: number };
/** The provider settings a complex's panel edits. */
export type ProviderResource = 'cluster-notification-providers' | 'cluster-payment-providers';
/** The parts of a complex edited in its panel. */
export type ClusterPartResource = 'blocks' | 'house-types';
/** What 'Şimdi oluştur' of a recurring due answers. */
export type Generated = { created: number; skipped: number; failed: { period: string; message: string }[] };

export const companiesApi = {
  /** The companies are not per complex: their list has its own path. */
  listPath: '/companies',
  record: (id: number) =>
    queryOptions({
      queryKey: queryKeys.record('companies', id),
      queryFn: () => api.get<One<Company>>(`/companies/${id}`),
    }),
  uploadLogo: (id: number, kind: string, file: File) => api.upload(`/companies/${id}/logo`, file, { kind }),
  deleteLogo: (id: number, kind: string) => api.delete(`/companies/${id}/logo?kind=${kind}`, true),
};

export const clustersApi = {
  /** The complexes are listed by company, not by complex: their list has its own path. */
  listPath: '/clusters',
  parts: (clusterId: number, part: ClusterPartResource) =>
    queryOptions({
      queryKey: queryKeys.list(part, clusterId),
      queryFn: () => api.get<ListResponse<ClusterPart>>(`/clusters/${clusterId}/${part}`),
    }),
  addPart: (clusterId: number, part: ClusterPartResource, name: string) =>
    api.post<Saved>(`/clusters/${clusterId}/${part}`, { name }, true),
  deletePart: (part: ClusterPartResource, id: number) => api.delete(`/${part}/${id}`, true),
};

const PROVIDER_PAGE = { per_page: 100 };

/** A complex's notification and payment providers: one client for both, named by their resource. */
export const providerSettingsApi = {
  list: (resource: ProviderResource, clusterId: number) =>
    queryOptions({
      queryKey: queryKeys.list(resource, clusterId, PROVIDER_PAGE),
      queryFn: () => api.get<ListResponse<ProviderRow>>(`/clusters/${clusterId}/${resource}`, PROVIDER_PAGE),
    }),
  record: (resource: ProviderResource, id: number | null) =>
    queryOptions({
      queryKey: queryKeys.record(resource, id),
      queryFn: () => api.get<One<ProviderRow>>(`/${resource}/${id}`),
      enabled: id !== null,
    }),
  /** A new record goes to the complex; a saved one is replaced. */
  save: (resource: ProviderResource, clusterId: number, id: number | null, body: Record<string, unknown>) =>
    id === null
      ? api.post<Saved>(`/clusters/${clusterId}/${resource}`, body, true)
      : api.put<Saved>(`/${resource}/${id}`, body, true),
  delete: (resource: ProviderResource, id: number) => api.delete(`/${resource}/${id}`, true),
};

export const bankAccountsApi = {
  // The account's title, when the answer carries one, is the IBAN title a payment provider shows.
  record: (id: number | undefined) =>
    queryOptions({
      queryKey: queryKeys.record('bank-accounts', id),
      queryFn: () => api.get<One<BankAccount & { title?: string }>>(`/bank-accounts/${id}`),
      enabled: Boolean(id),
    }),
  picker: (clusterId: number) => clusterPicker<BankAccount>('bank-accounts', clusterId, { per_page: 100 }),
};

export const periodicalAssessmentsApi = {
  periods: (id: number) =>
    queryOptions({
      queryKey: queryKeys.record('periodical-assessments', id, 'periods'),
      queryFn: () => api.get<{ data: PeriodicalAssessmentPeriod[] }>(`/periodical-assessments/${id}/periods`),
    }),
  /** Charges the due now, up to `until` (YYYY-MM). */
  generate: (id: number, until: string) =>
    api.post<One<Generated>>(`/periodical-assessments/${id}/generate`, { until }),
};

export const clusterProvidersApi = {
  /** All the complex's providers (spec §9: 1000), or one type of them (lawyers: 150). */
  picker: (clusterId: number | null, providerType?: number) =>
    clusterPicker<ClusterProvider>('cluster-providers', clusterId, {
      ...(providerType === undefined ? { per_page: 1000 } : { provider_type: providerType, per_page: 150 }),
      order_by: 'name',
    }),
  create: (body: ClusterProviderInput) => api.post<Saved>('/cluster-providers', body, true),
  /** The complex's own provider for a company provider: the one copied before, or a new copy (spec §7 `company-providers`). */
  fromCompany: (clusterId: number, companyProviderId: number) =>
    api.post<One<ClusterProvider>>(`/clusters/${clusterId}/cluster-providers/from-company/${companyProviderId}`),
};

/** Spec §9: a house picker loads the complex's first 1000 houses by block (`filters`: e.g. the active ones). */
export const housesPicker = (clusterId: number | null, filters: Query = {}) =>
  clusterPicker<House>('houses', clusterId, { per_page: 1000, order_by: 'block_name', ...filters });

export const housesApi = {
  picker: housesPicker,
  transfer: (id: number, body: Record<string, unknown>) => api.post<Saved>(`/houses/${id}/transfer`, body, true),
};

export const residentsApi = {
  record: (id: number) =>
    queryOptions({
      queryKey: queryKeys.record('residents', id),
      queryFn: () => api.get<One<Resident>>(`/residents/${id}`),
    }),
  /** The active residents, to pick one. */
  picker: (clusterId: number | null) =>
    clusterPicker<Resident>('residents', clusterId, { per_page: 1000, is_active: 1 }),
};

export const houseUsersApi = {
  /** A house's or a resident's links (`house_id` or `resident_id` in `query`), all on one page. */
  list: (clusterId: number | null, query: Query) =>
    queryOptions({
      queryKey: queryKeys.list('house-users', clusterId, { ...query, per_page: 1000 }),
      queryFn: () =>
        api.get<ListResponse<HouseUser>>(`/clusters/${clusterId}/house-users`, { ...query, per_page: 1000 }),
    }),
  create: (body: HouseUserInput) => api.post<Saved>('/house-users', body, true),
  delete: (id: number) => api.delete(`/house-users/${id}`),
};
