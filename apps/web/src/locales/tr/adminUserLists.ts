/** Turkish messages of the admin area: being built. */
export const adminUserLists = { admin: {} };
