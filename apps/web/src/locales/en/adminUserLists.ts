import type { adminUserLists as tr } from '../tr/adminUserLists';

/** English messages of the admin area: being built. */
export const adminUserLists: typeof tr = { admin: {} };
