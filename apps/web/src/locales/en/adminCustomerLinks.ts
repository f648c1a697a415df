import type { adminCustomerLinks as tr } from '../tr/adminCustomerLinks';

/** English messages of the admin area: being built. */
export const adminCustomerLinks: typeof tr = { admin: {} };
