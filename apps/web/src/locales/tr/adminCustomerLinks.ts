/** Turkish messages of the admin area: being built. */
export const adminCustomerLinks = { admin: {} };
