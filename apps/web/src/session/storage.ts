/** Every value the app keeps in local storage (spec §3 "Local storage keys"). */
export const storageKeys = {
  token: 'token',
  tokenId: 'token_id',
  adminToken: 'admin_token',
  clusterId: 'clusterId',
  appVersion: 'app_version',
  language: 'language',
  perPage: 'perPage',
  companyId: 'companyId',
} as const;

type Key = keyof typeof storageKeys;

export const storage = {
  get(key: Key): string | null {
    return localStorage.getItem(storageKeys[key]);
  },
  set(key: Key, value: string | number | null): void {
    if (value === null) localStorage.removeItem(storageKeys[key]);
    else localStorage.setItem(storageKeys[key], String(value));
  },
  getNumber(key: Key): number | null {
    const value = Number(localStorage.getItem(storageKeys[key]));
    return Number.isFinite(value) && value > 0 ? value : null;
  },
};
