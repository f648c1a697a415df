import { isPermissionName, permissionScope } from '@site/shared/permissions';
import { useQuery } from '@tanstack/react-query';
import { sessionApi } from '../api/sessionApi';
import { useCluster } from './ClusterProvider';
import { useSession } from './SessionProvider';

export type Permissions = {
  /** Whether the caller holds a permission of the catalogue in the selected complex (or company-wide). */
  has: (permission: string) => boolean;
  /**
   * Whether the caller may make a write of the API, by its route as the server declares it
   * (`mayWrite('POST', '/clusters/:clusterId/houses')`); false until the declarations are loaded.
   */
  mayWrite: (method: 'POST' | 'PUT' | 'DELETE', path: string) => boolean;
};

/** What one needs given the held permissions: pure, so the rules are tested without a screen. */
export function permissionChecks(
  user: { is_superadmin: boolean; permissions: string[] } | null,
  heldInCluster: string[],
  routes: Record<string, string> | undefined,
): Permissions {
  const has = (permission: string) => {
    if (user?.is_superadmin) return true;
    if (heldInCluster.includes(permission)) return true;
    // Company-wide permissions come with the roles, whatever complex is selected.
    return (
      isPermissionName(permission) &&
      permissionScope(permission) === 'company' &&
      Boolean(user?.permissions.includes(permission))
    );
  };
  const mayWrite = (method: string, path: string) => {
    if (user?.is_superadmin) return true;
    const needed = routes?.[`${method} /api${path}`];
    if (!needed) return false;
    if (needed === 'self') return true;
    if (needed === 'superadmin') return false;
    return has(needed);
  };
  return { has, mayWrite };
}

/** The caller's permissions in the selected complex (super administrators may do all). */
export function usePermissions(): Permissions {
  const { user } = useSession();
  const { clusterId } = useCluster();
  const { data } = useQuery({ ...sessionApi.permissions(clusterId), staleTime: 5 * 60_000 });
  const { data: routes } = useQuery(sessionApi.routePermissions());
  return permissionChecks(user ?? null, data?.data ?? [], routes?.data);
}
