import { CLUSTER_PERMISSION_NAMES, type PermissionName, permissionsOfRoles, ROLE_PERMISSIONS } from '@site/shared';
import type { AuthContext } from '../../../http/authContext';
import { forbidden } from '../../../http/errors';
import { permissionsIn } from '../../../http/permissions';

// "Nobody can give more than they have": what a caller who is not a super administrator may give a worker.

/** The complex permissions a worker's roles bundle: what they hold in every complex with no list of their own. */
export function clusterBundle(roles: readonly string[]): PermissionName[] {
  return permissionsOfRoles(roles).filter((p) => CLUSTER_PERMISSION_NAMES.includes(p));
}

/**
 * What a worker may do in each complex of their company: their own list's permissions where they have a list,
 * else their roles' bundle in every complex (as `resolveGrants` reads it on each request).
 */
export function effectiveGrants(
  companyClusterIds: readonly number[],
  rows: readonly { cluster_id: number; permissions: readonly string[] }[],
  roles: readonly string[],
): Map<number, string[]> {
  if (rows.length) return new Map(rows.map((r) => [r.cluster_id, [...r.permissions]]));
  const bundle = clusterBundle(roles);
  return new Map(companyClusterIds.map((id) => [id, bundle]));
}

/** A role the caller may give: everything it bundles is theirs (company-wide, from their own roles). */
export function mayGiveRole(auth: AuthContext, role: string): boolean {
  if (auth.isSuperadmin) return true;
  return (ROLE_PERMISSIONS[role] ?? []).every((p) => auth.permissions.has(p));
}

/** 403 unless the caller may give every role in `added` (the roles the worker did not hold before). */
export function assertMayGiveRoles(auth: AuthContext, added: readonly string[]): void {
  if (!added.every((role) => mayGiveRole(auth, role))) throw forbidden();
}

/** The complex permissions the caller holds in a complex, and so may give there. */
export function grantableIn(auth: AuthContext, clusterId: number): PermissionName[] {
  return permissionsIn(auth, clusterId).filter((p) => CLUSTER_PERMISSION_NAMES.includes(p));
}

/**
 * 403 unless every permission the worker gains in a complex (held after, not before) is one the caller holds
 * there. Losing permissions is always allowed.
 */
export function assertMayGiveGrants(
  auth: AuthContext,
  before: ReadonlyMap<number, readonly string[]>,
  after: ReadonlyMap<number, readonly string[]>,
): void {
  if (auth.isSuperadmin) return;
  for (const [clusterId, permissions] of after) {
    const held = new Set(before.get(clusterId) ?? []);
    const gained = permissions.filter((p) => !held.has(p));
    if (!gained.length) continue;
    const grantable = new Set<string>(grantableIn(auth, clusterId));
    if (!gained.every((p) => grantable.has(p))) throw forbidden();
  }
}
