import type { adminAds as tr } from '../tr/adminAds';

/** English messages of the admin area: being built. */
export const adminAds: typeof tr = { admin: {} };
