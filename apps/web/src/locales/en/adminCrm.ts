import type { adminCrm as tr } from '../tr/adminCrm';

/** English messages of the admin area: being built. */
export const adminCrm: typeof tr = { admin: {} };
