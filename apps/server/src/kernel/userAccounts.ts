import type { Db } from '../db/connection';
import { hasRow } from '../db/hasRow';
import { nowIso } from '../http/clock';
import { ACTION } from './actionLog';
import { type Actor, logChange } from './changeLog';
import { hashPassword, newTemporaryPassword } from './passwords';

// What the super administrator's users screen and a company's workers screen both do to a user account.

/** The columns of a user's own that both lists show (a select adds the company's name, roles, …). */
export const USER_COLUMNS = [
  'users.id',
  'users.name',
  'users.email',
  'users.phone',
  'users.company_id',
  'users.is_active',
  'users.has_temporary_password',
  'users.last_login_at',
  'users.created_at',
  'users.updated_at',
] as const;

/** The user's whole row, as sign-in and token issue read it. */
export function findUserRow(db: Db, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The roles the user holds, in role order (sign-in reads them, and a company's workers screen). */
export function findRoles(db: Db, userId: number) {
  return db
    .selectFrom('roles')
    .innerJoin('user_roles', 'user_roles.role_id', 'roles.id')
    .select(['roles.id', 'roles.name', 'roles.display_name'])
    .where('user_roles.user_id', '=', userId)
    .orderBy('roles.id')
    .execute();
}

/** The names of the roles the user holds, in role order. */
export async function roleNamesOf(db: Db, userId: number): Promise<string[]> {
  return (await findRoles(db, userId)).map((r) => r.name);
}

export function companyExists(db: Db, id: number): Promise<boolean> {
  return hasRow(db.selectFrom('companies').select('id').where('id', '=', id));
}

/** Gives the user exactly these roles (each once). */
export async function replaceUserRoles(trx: Db, userId: number, roleIds: number[]): Promise<void> {
  await trx.deleteFrom('user_roles').where('user_id', '=', userId).execute();
  if (roleIds.length) {
    await trx
      .insertInto('user_roles')
      .values([...new Set(roleIds)].map((role_id) => ({ user_id: userId, role_id })))
      .execute();
  }
}

/**
 * Gives the user a new temporary password, returned once and stored only as a hash, signs them out everywhere
 * and logs the change (`logged`: the flag before and after, as the caller's log shows it), in one transaction.
 * At their next sign-in they can do nothing but change it.
 */
export async function resetToTemporaryPassword(
  db: Db,
  actor: Actor,
  userId: number,
  logged: { before: Record<string, unknown>; after: Record<string, unknown> },
): Promise<string> {
  const password = newTemporaryPassword();
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, has_temporary_password: 1, updated_at: nowIso() })
      .where('id', '=', userId)
      .execute();
    await signOutEverywhere(trx, userId);
    await logChange(trx, actor, {
      clusterId: null,
      entityType: 'user',
      entityId: userId,
      action: ACTION.update,
      ...logged,
    });
  });
  return password;
}

/** Deletes every token of the user (their next request is a 401); returns how many went. */
export async function signOutEverywhere(trx: Db, userId: number): Promise<number> {
  const result = await trx.deleteFrom('personal_access_tokens').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
