import type { adminInvoices as tr } from '../tr/adminInvoices';

/** English messages of the admin area: being built. */
export const adminInvoices: typeof tr = { admin: {} };
