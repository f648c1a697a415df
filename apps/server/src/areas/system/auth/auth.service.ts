import {
  authMessages,
  type ChangePasswordInput,
  type LoginInput,
  permissionsOfRoles,
  type RegisterInput,
  type SessionPayload,
  type SessionUser,
} from '@site/shared';
import type { Db } from '../../../db/connection';
import type { User } from '../../../db/types';
import { type AuthContext, resolveGrants, SUPERADMIN } from '../../../http/authContext';
import { nowIso } from '../../../http/clock';
import { HttpError, invalid } from '../../../http/errors';
import { ACTION, writeActionLog } from '../../../kernel/actionLog';
import { hashPassword, newTokenSecret, sha256, verifyDummyPassword, verifyPassword } from '../../../kernel/passwords';
import { findRoles, findUserRow } from '../../../kernel/userAccounts';
import * as repo from './auth.repository';
import { hasPaymentWarning } from './paymentWarning';

const TOKEN_DAYS = 30;
const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;
// Sign-in limits per 15 minutes (README, "Sign-in limits"). The tight one counts an e-mail together with the
// caller's address, so a stranger elsewhere cannot lock the owner out; the per-e-mail one across all addresses
// is loose, and only slows a spray from many addresses.
const MAX_FAILURES_PER_EMAIL_AND_IP = 5;
const MAX_FAILURES_PER_IP = 30;
const MAX_FAILURES_PER_EMAIL = 100;

export async function toSessionUser(db: Db, user: User, impersonatorId: number | null = null): Promise<SessionUser> {
  const roles = await findRoles(db, user.id);
  const roleNames = roles.map((r) => r.name);
  const rows = await repo.findClusterGrants(db, user.id);
  const grants = await resolveGrants(
    db,
    user,
    roleNames,
    rows.map((g) => [g.cluster_id, g.permissions]),
  );
  const impersonator = impersonatorId ? await findUserRow(db, impersonatorId) : undefined;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    company_id: user.company_id,
    has_temporary_password: user.has_temporary_password === 1,
    is_superadmin: roleNames.includes(SUPERADMIN),
    roles,
    cluster_ids: [...grants.keys()],
    permissions: permissionsOfRoles(roleNames),
    impersonator: impersonator ? { id: impersonator.id, name: impersonator.name } : null,
  };
}

/**
 * A new token for `user` and the session payload sign-in answers. A super administrator's impersonation token
 * names them (`impersonatorId`) and lasts `lifetimeMs` instead of the usual 30 days.
 */
export async function issueToken(
  db: Db,
  user: User,
  deviceName: string | undefined,
  matomoToken: string | null,
  {
    impersonatorId = null,
    lifetimeMs = TOKEN_DAYS * 86_400_000,
  }: { impersonatorId?: number | null; lifetimeMs?: number } = {},
) {
  const secret = newTokenSecret();
  const now = new Date();
  const tokenId = await repo.insertToken(db, {
    user_id: user.id,
    name: deviceName || 'web',
    token_hash: sha256(secret),
    expires_at: new Date(now.getTime() + lifetimeMs).toISOString(),
    created_at: now.toISOString(),
    impersonator_id: impersonatorId,
  });
  const sessionUser = await toSessionUser(db, user, impersonatorId);
  const payload: SessionPayload = {
    user: sessionUser,
    token: `${tokenId}|${secret}`,
    token_id: tokenId,
    has_payment_warning: await hasPaymentWarning(db, user, sessionUser.is_superadmin),
    matomo_readonly_auth_token: matomoToken,
  };
  return payload;
}

export async function signIn(
  db: Db,
  input: LoginInput,
  ip: string,
  matomoToken: string | null,
): Promise<SessionPayload> {
  const email = input.email.trim().toLowerCase();
  const since = new Date(Date.now() - ATTEMPT_WINDOW_MS).toISOString();
  const failures = await repo.countFailedLogins(db, email, ip, since);
  if (
    failures.byPair >= MAX_FAILURES_PER_EMAIL_AND_IP ||
    failures.byIp >= MAX_FAILURES_PER_IP ||
    failures.byEmail >= MAX_FAILURES_PER_EMAIL
  ) {
    throw new HttpError(429, 'Çok fazla hatalı giriş denemesi. Lütfen 15 dakika sonra tekrar deneyin.');
  }
  const user = await repo.findUserByEmail(db, email);
  const ok = user
    ? await verifyPassword(user.password_hash, input.password)
    : await verifyDummyPassword(input.password);
  if (!user || !ok) {
    await repo.recordFailedLogin(db, email, ip, nowIso());
    throw invalid('email', authMessages.invalidCredentials);
  }
  if (user.is_active !== 1) throw invalid('email', authMessages.inactiveUser);
  await repo.clearFailedLogins(db, email);
  await db.updateTable('users').set({ last_login_at: nowIso() }).where('id', '=', user.id).execute();
  return issueToken(db, user, input.device_name, matomoToken);
}

export async function register(db: Db, input: RegisterInput, matomoToken: string | null): Promise<SessionPayload> {
  const email = input.email.trim().toLowerCase();
  if (await repo.findUserByEmail(db, email)) throw invalid('email', authMessages.emailTaken);
  const now = nowIso();
  const row = await db
    .insertInto('users')
    .values({
      name: input.name.trim(),
      email,
      password_hash: await hashPassword(input.password),
      company_id: null,
      phone: null,
      last_login_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await findUserRow(db, row.id);
  if (!user) throw new Error('registered user vanished');
  return issueToken(db, user, input.device_name, matomoToken);
}

/** Revokes one of the caller's tokens; the end of an impersonation is logged on the user as its start was. */
export async function revokeToken(
  db: Db,
  auth: AuthContext,
  tokenId: number,
  pageUrl: string | null,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await repo.deleteToken(trx, tokenId, auth.user.id);
    const revoked = Number(result.numDeletedRows) > 0;
    if (revoked && tokenId === auth.tokenId && auth.impersonatorId !== null) {
      await writeActionLog(trx, {
        userId: auth.impersonatorId,
        clusterId: null,
        entityType: 'user',
        entityId: auth.user.id,
        action: ACTION.impersonationEnd,
        before: null,
        after: { token_id: tokenId },
        pageUrl,
      });
    }
    return revoked;
  });
}

export async function changePassword(db: Db, auth: AuthContext, input: ChangePasswordInput): Promise<void> {
  if (!(await verifyPassword(auth.user.password_hash, input.current_password))) {
    throw invalid('current_password', authMessages.wrongCurrentPassword);
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: await hashPassword(input.password), has_temporary_password: 0, updated_at: nowIso() })
      .where('id', '=', auth.user.id)
      .execute();
    // Other devices must sign in again with the new password.
    await repo.deleteOtherTokens(trx, auth.user.id, auth.tokenId);
  });
}
