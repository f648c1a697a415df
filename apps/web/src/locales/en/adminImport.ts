import type { adminImport as tr } from '../tr/adminImport';

/** English messages of the admin area: being built. */
export const adminImport: typeof tr = { admin: {} };
