import { WORKER_ROLE_NAMES } from '@site/shared';
import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { hasRow } from '../../../db/hasRow';
import { isPostgres } from '../../../db/schemaHelpers';
import { SUPERADMIN } from '../../../http/authContext';
import { USER_COLUMNS } from '../../../kernel/userAccounts';

// Every query of the company's workers (My company › Çalışanlar): users of a management company who are not
// super administrators.

/** The user is a super administrator (who is nobody's worker). */
const isSuperadminSql = sql<SqlBool>`exists (select 1 from user_roles sr inner join roles srr on srr.id = sr.role_id
  where sr.user_id = users.id and srr.name = ${sql.lit(SUPERADMIN)})`;

/** How many complexes the worker is limited to (0: all of their company's). */
export const clusterCountSql = sql<number>`(select count(*) from cluster_users cc where cc.user_id = users.id)`;

/** `<id>:<display name>` of one worker role when the user holds it, else null (read by `rolesOfRow`). */
const roleCell = (name: string) =>
  sql<string | null>`(select cast(r.id as text) || ':' || r.display_name from user_roles ur
    inner join roles r on r.id = ur.role_id where ur.user_id = users.id and r.name = ${sql.lit(name)})`;

/** The column of each worker role's cell in a list row. */
export const roleCellKey = (name: string) => `role_${name.replace(/-/g, '_')}`;

/** Every worker of every company with the list's columns; callers narrow it to what the caller may see. */
export function selectCompanyUsers(db: Db) {
  return db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .leftJoin('worker_positions', 'worker_positions.id', 'users.position_id')
    .select([
      ...USER_COLUMNS,
      'users.position_id',
      'users.tech_authorization_id',
      'companies.name as company_name',
      'worker_positions.name as position_name',
      clusterCountSql.as('cluster_count'),
      ...WORKER_ROLE_NAMES.map((name) => roleCell(name).as(roleCellKey(name))),
    ])
    .where(sql<SqlBool>`not ${isSuperadminSql}`);
}

/** The worker's roles as a list row holds them: ids and display names, in role order. */
export function rolesOfRow(row: Record<string, unknown>): { ids: number[]; names: string[] } {
  const cells = WORKER_ROLE_NAMES.map((name) => row[roleCellKey(name)])
    .filter((cell): cell is string => typeof cell === 'string')
    .map((cell) => {
      const colon = cell.indexOf(':');
      return { id: Number(cell.slice(0, colon)), name: cell.slice(colon + 1) };
    })
    .sort((a, b) => a.id - b.id);
  return { ids: cells.map((c) => c.id), names: cells.map((c) => c.name) };
}

/** A company's worker as the routes answer it, or undefined (another company's, a super administrator). */
export function findCompanyUser(db: Db, id: number) {
  return selectCompanyUsers(db).where('users.id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
}

/** The roles workers may hold, by id. */
export function findWorkerRoles(db: Db) {
  return db
    .selectFrom('roles')
    .select(['id', 'name', 'display_name'])
    .where('name', 'in', WORKER_ROLE_NAMES)
    .orderBy('id')
    .execute();
}

/** Whether a worker position is the company's own. */
export function isCompanyPosition(db: Db, positionId: number, companyId: number): Promise<boolean> {
  return hasRow(
    db.selectFrom('worker_positions').select('id').where('id', '=', positionId).where('company_id', '=', companyId),
  );
}

/** Every complex of a company, by name. */
export function companyClusters(db: Db, companyId: number) {
  return db
    .selectFrom('clusters')
    .select(['id', 'name', 'is_active'])
    .where('company_id', '=', companyId)
    .orderBy('search')
    .orderBy('id')
    .execute();
}

/** The complexes a worker is limited to, with the permissions held in each (JSON text). */
export function clusterRowsOf(db: Db, userId: number) {
  return db
    .selectFrom('cluster_users')
    .innerJoin('clusters', 'clusters.id', 'cluster_users.cluster_id')
    .select(['cluster_users.cluster_id', 'clusters.name as cluster_name', 'cluster_users.permissions'])
    .where('cluster_users.user_id', '=', userId)
    .orderBy('clusters.search')
    .orderBy('clusters.id')
    .execute();
}

export async function replaceClusterRows(
  trx: Db,
  userId: number,
  rows: { cluster_id: number; permissions: string[] }[],
): Promise<void> {
  await trx.deleteFrom('cluster_users').where('user_id', '=', userId).execute();
  if (rows.length) {
    await trx
      .insertInto('cluster_users')
      .values(
        rows.map((r) => ({ user_id: userId, cluster_id: r.cluster_id, permissions: JSON.stringify(r.permissions) })),
      )
      .execute();
  }
}

/**
 * The active company administrators of a company other than `exceptId`. On PostgreSQL the company's row is
 * locked first, so two administrators demoting each other at once queue up and the second sees the first.
 */
export async function otherActiveAdmins(trx: Db, companyId: number, exceptId: number): Promise<number> {
  if (isPostgres(trx)) await sql`select id from companies where id = ${companyId} for update`.execute(trx);
  const row = await trx
    .selectFrom('users')
    .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('users.company_id', '=', companyId)
    .where('users.is_active', '=', 1)
    .where('roles.name', '=', 'company-admin')
    .where('users.id', '<>', exceptId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether the user's name is in the action log as the author of a change: then they are kept, not deleted. */
export function hasActed(db: Db, userId: number): Promise<boolean> {
  return hasRow(db.selectFrom('action_logs').select('id').where('user_id', '=', userId));
}
