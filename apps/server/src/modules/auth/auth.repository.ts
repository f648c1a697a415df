import { withOneParameter } from '../../db/compiledQueries';
import type { Db } from '../../db/connection';

export function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export function findUserById(db: Db, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findRoles(db: Db, userId: number) {
  return db
    .selectFrom('roles')
    .innerJoin('user_roles', 'user_roles.role_id', 'roles.id')
    .select(['roles.id', 'roles.name', 'roles.display_name'])
    .where('user_roles.user_id', '=', userId)
    .orderBy('roles.id')
    .execute();
}

export function findClusterGrants(db: Db, userId: number) {
  return db
    .selectFrom('cluster_users')
    .select(['cluster_id', 'permissions'])
    .where('user_id', '=', userId)
    .orderBy('cluster_id')
    .execute();
}

/**
 * A token with its user, the user's role names and complex grants, in one query: this runs on every
 * signed-in request. The rows are the user's roles × grants (one, with nulls, when there are none).
 */
/** Compiled once per database: it runs on every signed-in request. */
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
    token: { id: token_id, token_hash, expires_at, last_used_at },
    user,
    // In the order of findRoles and findClusterGrants.
    roles: [...roles].sort(([a], [b]) => a - b).map(([, name]) => name),
    grants: [...grants].sort(([a], [b]) => a - b),
  };
}

export async function insertToken(
  db: Db,
  token: { user_id: number; name: string; token_hash: string; expires_at: string; created_at: string },
): Promise<number> {
  const row = await db.insertInto('personal_access_tokens').values(token).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function deleteToken(db: Db, id: number, userId: number) {
  return db.deleteFrom('personal_access_tokens').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export function deleteOtherTokens(db: Db, userId: number, keepId: number) {
  return db.deleteFrom('personal_access_tokens').where('user_id', '=', userId).where('id', '!=', keepId).execute();
}

export function touchToken(db: Db, id: number, at: string) {
  return db.updateTable('personal_access_tokens').set({ last_used_at: at }).where('id', '=', id).execute();
}

/** Failed sign-ins since `since`: for this e-mail from this IP, from this IP, and for this e-mail from anywhere. */
export async function countFailedLogins(db: Db, email: string, ip: string, since: string) {
  const row = await db
    .selectFrom('login_attempts')
    .select((eb) => [
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb('email', '=', email), eb('ip', '=', ip)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('pair'),
      eb.fn.sum<number>(eb.case().when('ip', '=', ip).then(1).else(0).end()).as('ip'),
      eb.fn.sum<number>(eb.case().when('email', '=', email).then(1).else(0).end()).as('email'),
    ])
    .where('created_at', '>=', since)
    .where((eb) => eb.or([eb('email', '=', email), eb('ip', '=', ip)]))
    .executeTakeFirstOrThrow();
  return { byPair: Number(row.pair ?? 0), byIp: Number(row.ip ?? 0), byEmail: Number(row.email ?? 0) };
}

export function recordFailedLogin(db: Db, email: string, ip: string, at: string) {
  return db.insertInto('login_attempts').values({ email, ip, created_at: at }).execute();
}

export function clearFailedLogins(db: Db, email: string) {
  return db.deleteFrom('login_attempts').where('email', '=', email).execute();
}
