/** Turkish messages of the admin area: being built. */
export const adminBank = { admin: {} };
