import type { Area } from '../area';
import { appAdvertRoutes } from './adverts/appAdverts.routes';
import { authRoutes } from './auth/auth.routes';
import { fileRoutes } from './files/files.routes';
import { healthRoutes } from './health/health.routes';
import { locationRoutes } from './locations/locations.routes';
import { typeRoutes } from './types/types.routes';

/** Not a menu area: sign-in, health, generated files, and the lookups every screen uses (locations, types). */
export const systemArea: Area = {
  name: 'system',
  open: async (app, { db, config, files }) => {
    await app.register(healthRoutes, { db, config });
    await app.register(authRoutes, { db, matomoToken: config.matomoReadonlyToken });
    // Generated files open in a new tab without the token: their names are random and they expire.
    await app.register(fileRoutes, { files });
  },
  secured: async (app, { db, files }) => {
    await app.register(locationRoutes, { db });
    await app.register(appAdvertRoutes, { db, files });
    await app.register(typeRoutes);
  },
};

// What code outside this area (other areas, start-up, the demo seed) uses of it.
export { issueToken } from './auth/auth.service';
export { purgeOldFiles } from './files/files.routes';
