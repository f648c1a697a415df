import type { adminPayments as tr } from '../tr/adminPayments';

/** English messages of the admin area: being built. */
export const adminPayments: typeof tr = { admin: {} };
