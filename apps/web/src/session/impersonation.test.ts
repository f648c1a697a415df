import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Module = typeof import('./impersonation');

/** The browser's local storage, in memory (the web's unit tests run without a browser). */
class MemoryStorage {
  private readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, String(value));
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
  keys() {
    return [...this.values.keys()].sort();
  }
}

const ADMIN = { token: '7|adminadminadminadminadminadminadminadmin', token_id: '7' };
const USER = { token: '42|useruseruseruseruseruseruseruseruseruser', token_id: 42 };

describe('impersonation: the super administrator’s token kept aside and put back', () => {
  let store: MemoryStorage;
  // A fresh module each test: whether the app is leaving for another session is the module's own state.
  let switchToImpersonation: Module['switchToImpersonation'];
  let restoreAdminSession: Module['restoreAdminSession'];
  let stashedAdminSession: Module['stashedAdminSession'];
  let startImpersonation: Module['startImpersonation'];
  let endImpersonation: Module['endImpersonation'];
  let returnToAdminSession: Module['returnToAdminSession'];

  beforeEach(async () => {
    vi.resetModules();
    ({
      switchToImpersonation,
      restoreAdminSession,
      stashedAdminSession,
      startImpersonation,
      endImpersonation,
      returnToAdminSession,
    } = await import('./impersonation'));
    store = new MemoryStorage();
    vi.stubGlobal('localStorage', store);
    store.setItem('token', ADMIN.token);
    store.setItem('token_id', ADMIN.token_id);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('switches to the user’s token and keeps the super administrator’s under the saved admin token key', () => {
    expect(switchToImpersonation(USER)).toBe(true);
    expect(store.getItem('token')).toBe(USER.token);
    expect(store.getItem('token_id')).toBe('42');
    expect(JSON.parse(store.getItem('admin_token') ?? '')).toEqual(ADMIN);
    expect(stashedAdminSession()).toEqual(ADMIN);
  });

  it('restores the super administrator’s token and forgets the saved one', () => {
    switchToImpersonation(USER);
    expect(restoreAdminSession()).toEqual(ADMIN);
    expect(store.getItem('token')).toBe(ADMIN.token);
    expect(store.getItem('token_id')).toBe(ADMIN.token_id);
    expect(store.getItem('admin_token')).toBeNull();
    // Twice is nothing: the session stays the super administrator's.
    expect(restoreAdminSession()).toBeNull();
    expect(store.getItem('token')).toBe(ADMIN.token);
  });

  it('switches nothing when no one is signed in', () => {
    store.removeItem('token');
    store.removeItem('token_id');
    expect(switchToImpersonation(USER)).toBe(false);
    expect(store.keys()).toEqual([]);
  });

  it('drops an unreadable saved token and leaves the current session alone', () => {
    store.setItem('admin_token', '{"token": 5}');
    expect(restoreAdminSession()).toBeNull();
    expect(store.getItem('admin_token')).toBeNull();
    store.setItem('admin_token', 'not json');
    expect(stashedAdminSession()).toBeNull();
    expect(store.getItem('token')).toBe(ADMIN.token);
  });

  it('starts on the dashboard and, on the way back, revokes the user’s token first and opens the users list', async () => {
    const go = vi.fn();
    startImpersonation(USER, go);
    expect(go).toHaveBeenCalledWith('/dashboard');
    const revoked: { tokenId: string; bearer: string | null }[] = [];
    const revoke = async (tokenId: string) => revoked.push({ tokenId, bearer: store.getItem('token') });
    await endImpersonation(revoke, go);
    // Revoked while the user's token was still the one sent.
    expect(revoked).toEqual([{ tokenId: '42', bearer: USER.token }]);
    expect(store.getItem('token')).toBe(ADMIN.token);
    expect(go).toHaveBeenLastCalledWith('/admin/users');
  });

  it('goes back even when the revocation fails, and to sign-in when nothing was saved', async () => {
    const go = vi.fn();
    switchToImpersonation(USER);
    await endImpersonation(() => Promise.reject(new Error('offline')), go);
    expect(store.getItem('token')).toBe(ADMIN.token);
    expect(go).toHaveBeenLastCalledWith('/admin/users');
    await endImpersonation(async () => undefined, go);
    expect(go).toHaveBeenLastCalledWith('/login');
  });

  it('returns to the super administrator once when the user’s token ends on its own (a 401)', () => {
    const go = vi.fn();
    switchToImpersonation(USER);
    expect(returnToAdminSession(go)).toBe(true);
    expect(store.getItem('token')).toBe(ADMIN.token);
    expect(go).toHaveBeenCalledWith('/admin/users');
    // A second late 401 of the user's token changes nothing more: the super administrator stays signed in.
    expect(returnToAdminSession(go)).toBe(true);
    expect(go).toHaveBeenCalledTimes(1);
    expect(store.getItem('token')).toBe(ADMIN.token);
  });

  it('a 401 without a saved session is the sign-out it always was', () => {
    const go = vi.fn();
    expect(returnToAdminSession(go)).toBe(false);
    expect(go).not.toHaveBeenCalled();
  });

  it('a 401 of the revoked token while going back does not take over', async () => {
    const go = vi.fn();
    switchToImpersonation(USER);
    let during: boolean | null = null;
    await endImpersonation(async () => {
      during = returnToAdminSession(go);
    }, go);
    expect(during).toBe(true);
    expect(go.mock.calls).toEqual([['/admin/users']]);
    expect(store.getItem('token')).toBe(ADMIN.token);
  });
});
