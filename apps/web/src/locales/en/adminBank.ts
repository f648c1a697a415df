import type { adminBank as tr } from '../tr/adminBank';

/** English messages of the admin area: being built. */
export const adminBank: typeof tr = { admin: {} };
