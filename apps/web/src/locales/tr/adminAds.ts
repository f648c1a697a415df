/** Turkish messages of the admin area: being built. */
export const adminAds = { admin: {} };
