import type { AdminRole, AdminUser, SessionPayload } from '@site/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';

const USERS = 'api-super-admin/users';
const TOKENS = 'api-super-admin/tokens';
const ROLES = 'api-super-admin/roles';

/** The super administrator's users (`/api-super-admin/users`): the list, one user and what can be done to them. */
export const adminUsersApi = {
  /** The API name `ResourceForm` and `DataTable` build the paths and keys from. */
  resource: USERS,
  listPath: `/${USERS}`,
  record: (id: number) =>
    queryOptions({
      queryKey: queryKeys.record(USERS, id),
      queryFn: () => api.get<{ data: AdminUser }>(`/${USERS}/${id}`),
    }),
  /** The roles a user may be given, in role order. */
  roles: () =>
    queryOptions({
      queryKey: queryKeys.picker(ROLES, 'all'),
      queryFn: () => api.get<{ data: AdminRole[] }>(`/${ROLES}`),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  /** A new temporary password, answered once; the user is signed out everywhere. */
  resetPassword: (id: number) => api.post<{ data: { temporary_password: string } }>(`/${USERS}/${id}/reset-password`),
  /** The user's token for an hour, answered as sign-in answers (spec §4 impersonation). */
  impersonate: (id: number) => api.post<{ data: SessionPayload }>(`/${USERS}/${id}/impersonate`),
};

/** The revocation of a user's sessions (`/api-super-admin/tokens`; the user page's 'Cihazlar' tab lists them). */
export const adminTokensApi = {
  resource: TOKENS,
  revoke: (tokenId: number) => api.delete<{ data: { deleted: true } }>(`/${TOKENS}/${tokenId}`),
  revokeAll: (userId: number) => api.delete<{ data: { revoked: number } }>(`/${USERS}/${userId}/tokens`),
};
