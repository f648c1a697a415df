// Types only from the shared index: the sign-in imports this file, and must not download zod with it.
import type {
  AppConfig,
  ChangePasswordInput,
  ClusterListItem,
  Company,
  LoginInput,
  RegisterInput,
  ReleaseNotesAnswer,
  SessionPayload,
  SessionUser,
} from '@site/shared';
import type { ListResponse } from '@site/shared/http';
import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './queryKeys';

/** The company picker reads only these of the companies list. */
export type CompanyOption = Pick<Company, 'id' | 'name'>;

/** What the open bank lines' badge counts: the selected complex's, or the company's when none is selected. */
export type BankLineScope = { cluster_id: number } | { company_id: number | null };

const COMPANY_PICKER = { company_type_id: 1, is_active: 1, per_page: 1000 };

/**
 * The shell's own calls: the session (sign-in, who am I, sign-out, password), the app's settings, and what
 * every screen shows around it (permissions, the company and complex pickers, the open bank lines' count).
 */
export const sessionApi = {
  /** Signs in (`login`) or registers and signs in (`register`). */
  signIn: (action: 'login' | 'register', values: LoginInput | RegisterInput) =>
    api.post<{ data: SessionPayload }>(
      action === 'login' ? '/sanctum/token' : '/login',
      { ...values, device_name: 'web' },
      true,
    ),
  whoAmI: () => api.get<{ data: { user: SessionUser } }>('/who-am-i', undefined, true),
  /** Ends the session on the server (the token is revoked). */
  dropToken: (tokenId: string | null) => api.delete(`/sanctum/token/${tokenId}`, true),
  changePassword: (values: ChangePasswordInput) => api.put('/password', values, true),
  appConfig: () => api.get<{ data: AppConfig }>('/app-config', undefined, true),

  /** The caller's permissions in a complex. */
  permissions: (clusterId: number | null) =>
    queryOptions({
      queryKey: queryKeys.list('permissions', clusterId),
      queryFn: () => api.get<{ data: string[] }>('/permissions', { cluster_id: clusterId }),
      enabled: clusterId !== null,
    }),
  /** What each write of the API needs (`POST /api/clusters/:clusterId/houses` → `edit-house`); fixed per release. */
  routePermissions: () =>
    queryOptions({
      queryKey: queryKeys.view('permissions', 'routes'),
      queryFn: () => api.get<{ data: Record<string, string> }>('/permissions/routes'),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  /** The active management companies (super administrators pick one). */
  companyPicker: () =>
    queryOptions({
      queryKey: queryKeys.picker('companies', 'all', COMPANY_PICKER),
      queryFn: () => api.get<ListResponse<CompanyOption>>('/companies', COMPANY_PICKER),
    }),
  /** The complexes the caller may see, by name; of one company when `companyId` is given. */
  clusterPicker: (companyId: number | undefined) => {
    const query = { per_page: 1000, order_by: 'name', order: 'asc', company_id: companyId };
    return queryOptions({
      queryKey: queryKeys.picker('clusters', 'company', query),
      queryFn: () => api.get<ListResponse<ClusterListItem>>('/clusters', query),
    });
  },
  /** The product's release notes (CHANGELOG.md) with how many the user has not seen: the menu's badge and the screen. */
  releaseNotes: () =>
    queryOptions({
      queryKey: queryKeys.view('release-notes', 'all'),
      queryFn: () => api.get<ReleaseNotesAnswer>('/release-notes', undefined, true),
      staleTime: 10 * 60_000,
    }),
  /** How many bank-statement lines are still open (a list of one line: its total). */
  openBankLines: (scope: BankLineScope) => {
    const query = { list_type: 'open', per_page: 1, ...scope };
    return queryOptions({
      queryKey: queryKeys.list('bank-activities', 'cluster_id' in scope ? scope.cluster_id : 'company', query),
      queryFn: () => api.get<ListResponse<unknown>>('/income/bank-activities', query, true),
    });
  },
};
