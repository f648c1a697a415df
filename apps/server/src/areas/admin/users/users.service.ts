import {
  type AdminUser,
  type AdminUserInput,
  adminUserMessages,
  authMessages,
  foreignReferenceMessage,
  IMPERSONATION_MINUTES,
  type SessionPayload,
} from '@site/shared';
import type { Db } from '../../../db/connection';
import type { AuthContext } from '../../../http/authContext';
import { SUPERADMIN } from '../../../http/authContext';
import { nowIso } from '../../../http/clock';
import { HttpError, invalid, notFound } from '../../../http/errors';
import { ACTION } from '../../../kernel/actionLog';
import { type Actor, logChange } from '../../../kernel/changeLog';
import * as accounts from '../../../kernel/userAccounts';
import { issueToken } from '../../system';
import * as repo from './users.repository';

export function userToApi(row: repo.UserRow): AdminUser {
  const { role_keys, ...rest } = row;
  return {
    ...rest,
    roles: role_keys ? role_keys.split(',') : [],
    role_names: row.role_names ?? '',
    is_active: row.is_active === 1,
    has_temporary_password: row.has_temporary_password === 1,
  };
}

export async function showUser(db: Db, id: number): Promise<AdminUser> {
  const row = await repo.findUser(db, id);
  if (!row) throw notFound();
  return userToApi(row);
}

/** What the action log keeps of a user: the fields this screen changes. */
const logged = (user: AdminUser): Record<string, unknown> => ({
  name: user.name,
  email: user.email,
  phone: user.phone,
  company_id: user.company_id,
  roles: user.roles,
  is_active: user.is_active,
});

/**
 * Saves a user's details, company, roles and active flag. A deactivated user is signed out everywhere; a user
 * moved to another company loses their grants in the old company's complexes. The super administrator cannot
 * lock themselves out (deactivate themselves or drop their own super administrator role).
 */
export async function updateUser(
  db: Db,
  auth: AuthContext,
  actor: Actor,
  id: number,
  input: AdminUserInput,
): Promise<AdminUser> {
  const before = await showUser(db, id);
  const email = input.email.toLowerCase();
  if (await repo.emailTakenByOther(db, email, id)) throw invalid('email', authMessages.emailTaken);
  const companyId = input.company_id ?? null;
  if (companyId !== null && !(await accounts.companyExists(db, companyId)))
    throw invalid('company_id', foreignReferenceMessage);
  const names = [...new Set(input.roles)];
  const roles = await repo.rolesNamed(db, names);
  if (roles.length !== names.length) throw invalid('roles', adminUserMessages.unknownRole);
  if (id === auth.user.id) {
    if (!input.is_active) throw invalid('is_active', adminUserMessages.deactivateSelf);
    if (!names.includes(SUPERADMIN)) throw invalid('roles', adminUserMessages.dropOwnSuperadmin);
  }

  await db.transaction().execute(async (trx) => {
    await repo.updateUserRow(trx, id, {
      name: input.name,
      email,
      phone: input.phone ?? null,
      company_id: companyId,
      is_active: input.is_active ? 1 : 0,
      updated_at: nowIso(),
    });
    await accounts.replaceUserRoles(
      trx,
      id,
      roles.map((r) => r.id),
    );
    if (companyId !== before.company_id) await repo.dropGrantsOutside(trx, id, companyId);
    if (!input.is_active) await accounts.signOutEverywhere(trx, id);
    await logChange(trx, actor, {
      clusterId: null,
      entityType: 'user',
      entityId: id,
      action: ACTION.update,
      before: logged(before),
      after: {
        name: input.name,
        email,
        phone: input.phone ?? null,
        company_id: companyId,
        roles: names,
        is_active: input.is_active,
      },
    });
  });
  return showUser(db, id);
}

/**
 * Gives the user a new temporary password, answered once and never stored in clear: they are signed out
 * everywhere and, at their next sign-in, can do nothing but change it.
 */
export async function resetPassword(db: Db, auth: AuthContext, actor: Actor, id: number): Promise<string> {
  if (id === auth.user.id) throw invalid('id', adminUserMessages.resetOwnPassword);
  const user = await showUser(db, id);
  return accounts.resetToTemporaryPassword(db, actor, id, {
    before: { has_temporary_password: user.has_temporary_password },
    after: { has_temporary_password: true },
  });
}

/** Signs the user out everywhere; a user who does not exist is a 404. */
export async function revokeUserTokens(db: Db, id: number): Promise<number> {
  await showUser(db, id);
  return accounts.signOutEverywhere(db, id);
}

/**
 * A super administrator signs in as a user (spec §4): a token of the user that names the super administrator
 * and lasts an hour, answered as sign-in answers, and an entry in the log. Never as oneself, another super
 * administrator, an inactive user or one who must first change a temporary password.
 */
export async function impersonateUser(
  db: Db,
  auth: AuthContext,
  actor: Actor,
  id: number,
  matomoToken: string | null,
): Promise<SessionPayload> {
  const target = await showUser(db, id);
  const record = await accounts.findUserRow(db, id);
  if (!record) throw notFound();
  if (id === auth.user.id) throw invalid('id', adminUserMessages.impersonateSelf);
  if (target.roles.includes(SUPERADMIN)) throw new HttpError(403, adminUserMessages.impersonateSuperadmin);
  if (!target.is_active) throw invalid('id', adminUserMessages.impersonateInactive);
  if (target.has_temporary_password) throw invalid('id', adminUserMessages.impersonateTemporaryPassword);
  return db.transaction().execute(async (trx) => {
    const session = await issueToken(trx, record, 'web', matomoToken, {
      impersonatorId: auth.user.id,
      lifetimeMs: IMPERSONATION_MINUTES * 60_000,
    });
    await logChange(trx, actor, {
      clusterId: null,
      entityType: 'user',
      entityId: id,
      action: ACTION.impersonate,
      before: null,
      after: { token_id: session.token_id },
    });
    return session;
  });
}
