import { CLUSTER_PERMISSION_NAMES, type PermissionName, permissionsOfRoles, type RoutePermission } from '@site/shared';
import { withOneParameter } from '../db/compiledQueries';
import type { Db } from '../db/connection';
import type { User } from '../db/types';
import { sameHash, sha256 } from '../kernel/passwords';
import { nowIso } from './clock';

/** The role name of super administrators, who may see and do everything. */
export const SUPERADMIN = 'superadministrator';

/** Who is calling: the signed-in user, their token and the complexes they may act in. */
export type AuthContext = {
  user: User;
  tokenId: number;
  roles: string[];
  isSuperadmin: boolean;
  /**
   * cluster id → permissions held there; ignored for super administrators, who may do all. A worker with no
   * complexes of their own holds their roles' permissions in every complex of their company.
   */
  grants: Map<number, string[]>;
  /** What the roles bundle: the company-wide permissions come from here only. */
  permissions: Set<PermissionName>;
  /** The super administrator who signed in as this user (an impersonation token), or null. */
  impersonatorId: number | null;
  /** The permission the current write needs (set by the permission hook, checked per complex). */
  required: RoutePermission | null;
};

/**
 * A token with its user, the user's role names and complex grants, in one query compiled once per database:
 * this runs on every signed-in request. The rows are the user's roles × grants (one, with nulls, when there
 * are none).
 */
const tokenWithAccess = withOneParameter((db: Db, id: number) =>
  db
    .selectFrom('personal_access_tokens as t')
    .innerJoin('users', 'users.id', 't.user_id')
    .leftJoin('user_roles', 'user_roles.user_id', 'users.id')
    .leftJoin('roles', 'roles.id', 'user_roles.role_id')
    .leftJoin('cluster_users', 'cluster_users.user_id', 'users.id')
    .selectAll('users')
    .select([
      't.id as token_id',
      't.token_hash',
      't.expires_at',
      't.last_used_at',
      't.impersonator_id',
      'roles.id as role_id',
      'roles.name as role_name',
      'cluster_users.cluster_id as grant_cluster_id',
      'cluster_users.permissions as grant_permissions',
    ])
    .where('t.id', '=', id),
);

export async function findTokenWithAccess(db: Db, id: number) {
  const rows = await tokenWithAccess(db, id);
  if (!rows.length) return null;
  const {
    token_id,
    token_hash,
    expires_at,
    last_used_at,
    impersonator_id,
    role_id: _r,
    role_name: _n,
    grant_cluster_id: _c,
    grant_permissions: _p,
    ...user
  } = rows[0];
  const roles = new Map<number, string>();
  const grants = new Map<number, string>();
  for (const row of rows) {
    if (row.role_id !== null && row.role_name !== null) roles.set(row.role_id, row.role_name);
    if (row.grant_cluster_id !== null && row.grant_permissions !== null)
      grants.set(row.grant_cluster_id, row.grant_permissions);
  }
  return {
    token: { id: token_id, token_hash, expires_at, last_used_at, impersonator_id },
    user,
    // In the order of findRoles and findClusterGrants.
    roles: [...roles].sort(([a], [b]) => a - b).map(([, name]) => name),
    grants: [...grants].sort(([a], [b]) => a - b),
  };
}

const companyClusterIds = withOneParameter((db: Db, companyId: number) =>
  db.selectFrom('clusters').select('id').where('company_id', '=', companyId).orderBy('id'),
);

/**
 * Where a user may act and what they may do there: their own complexes as granted, or, with none, every complex
 * of their company with what their roles bundle. Super administrators need no grants.
 */
export async function resolveGrants(
  db: Db,
  user: Pick<User, 'company_id'>,
  roles: string[],
  rows: [number, string][],
): Promise<Map<number, string[]>> {
  if (rows.length || roles.includes(SUPERADMIN) || user.company_id === null) {
    return new Map(rows.map(([clusterId, permissions]) => [clusterId, JSON.parse(permissions)]));
  }
  const bundled = permissionsOfRoles(roles).filter((p) => CLUSTER_PERMISSION_NAMES.includes(p));
  const clusters = await companyClusterIds(db, user.company_id);
  return new Map(clusters.map((c) => [c.id, bundled]));
}

function touchToken(db: Db, id: number, at: string) {
  return db.updateTable('personal_access_tokens').set({ last_used_at: at }).where('id', '=', id).execute();
}

/** Resolves `Authorization: Bearer <id>|<secret>`; null for a missing, wrong, revoked or expired token. */
export async function authenticate(db: Db, header: string | undefined): Promise<AuthContext | null> {
  const match = /^Bearer (\d+)\|([A-Za-z0-9]{40})$/.exec(header ?? '');
  if (!match) return null;
  // One round trip for the token, its user and what the user may do: this runs on every signed-in request.
  const found = await findTokenWithAccess(db, Number(match[1]));
  if (!found || !sameHash(found.token.token_hash, sha256(match[2]))) return null;
  const { token, user } = found;
  const now = nowIso();
  if (token.expires_at && token.expires_at < now) return null;
  if (user.is_active !== 1) return null;
  // Writing last use on every request would serialise SQLite writers; once a minute is enough.
  if (!token.last_used_at || Date.parse(now) - Date.parse(token.last_used_at) > 60_000) {
    await touchToken(db, token.id, now);
  }
  return {
    user,
    tokenId: token.id,
    roles: found.roles,
    isSuperadmin: found.roles.includes(SUPERADMIN),
    grants: await resolveGrants(db, user, found.roles, found.grants),
    permissions: new Set(permissionsOfRoles(found.roles)),
    impersonatorId: token.impersonator_id,
    required: null,
  };
}
