import { storage } from './storage';

/** A session as local storage keeps it: the bearer token and its id. */
export type StoredSession = { token: string; token_id: string };

/** The super administrator's own session, kept aside (spec §3 "a saved admin token") while they act as a user. */
export function stashedAdminSession(): StoredSession | null {
  const raw = storage.get('adminToken');
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredSession>;
    return typeof value.token === 'string' && typeof value.token_id === 'string'
      ? { token: value.token, token_id: value.token_id }
      : null;
  } catch {
    return null;
  }
}

/**
 * Spec §4: the super administrator's token goes aside and the user's temporary one takes its place. False, and
 * nothing changed, when no one is signed in.
 */
export function switchToImpersonation(session: { token: string; token_id: number | string }): boolean {
  const token = storage.get('token');
  const tokenId = storage.get('tokenId');
  if (!token || !tokenId) return false;
  storage.set('adminToken', JSON.stringify({ token, token_id: tokenId } satisfies StoredSession));
  storage.set('token', session.token);
  storage.set('tokenId', session.token_id);
  return true;
}

/**
 * Puts the super administrator's own session back and forgets the saved one. Null, with the current session
 * left as it is, when none was saved (or what was saved is unreadable, which is dropped).
 */
export function restoreAdminSession(): StoredSession | null {
  const saved = stashedAdminSession();
  storage.set('adminToken', null);
  if (!saved) return null;
  storage.set('token', saved.token);
  storage.set('tokenId', saved.token_id);
  return saved;
}

// A full load of the next screen starts every part of the app anew under the other session (the session check
// of SessionProvider, the complex picker, the query cache). Until it comes, the answers of requests made with the
// session left are ignored (`returnToAdminSession`): a late 401 of the user's revoked token must not sign the
// super administrator out.
let leaving = false;
const open = (path: string) => window.location.assign(path);

/** Signs the super administrator in as a user with the token `impersonate` answered, and opens the dashboard. */
export function startImpersonation(session: { token: string; token_id: number }, go = open): void {
  if (!switchToImpersonation(session)) return;
  leaving = true;
  go('/dashboard');
}

/**
 * 'Geri dön': ends the user's session on the server (`revoke`, with the user's token still in place), returns to
 * the super administrator's and opens the users list. Without a saved session there is nothing to return to:
 * sign-in.
 */
export async function endImpersonation(revoke: (tokenId: string) => Promise<unknown>, go = open): Promise<void> {
  leaving = true;
  const tokenId = storage.get('tokenId');
  if (tokenId) await revoke(tokenId).catch(() => undefined);
  go(restoreAdminSession() ? '/admin/users' : '/login');
}

/**
 * A 401, or a failed session check, while acting as a user: the user's token has ended on its own (its hour is
 * over, or it was revoked), so back to the super administrator's own session on the users list. True when that
 * is under way (or the app is already leaving for another session), false when no session was kept aside.
 */
export function returnToAdminSession(go = open): boolean {
  if (leaving) return true;
  if (!restoreAdminSession()) return false;
  leaving = true;
  go('/admin/users');
  return true;
}
