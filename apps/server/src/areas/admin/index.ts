import type { FastifyRequest } from 'fastify';
import { authOf } from '../../http/auth';
import { forbidden } from '../../http/errors';
import type { Area } from '../area';
import { adminTokenRoutes } from './tokens/tokens.routes';
import { adminUserRoutes } from './users/users.routes';

/**
 * Every route of the area, reads too, is for super administrators: the route permission guards writes only.
 * A super administrator's impersonation token is the user's, never a super administrator's.
 */
async function superadminOnly(request: FastifyRequest): Promise<void> {
  const auth = authOf(request);
  if (!auth.isSuperadmin || auth.impersonatorId !== null) throw forbidden();
}

/** Yönetim: the super administrator's side (`/api-super-admin/*`): users and their sessions so far. */
export const adminArea: Area = {
  name: 'admin',
  permission: 'superadmin',
  secured: async (app, { db, config, files }) => {
    app.addHook('onRequest', superadminOnly);
    await app.register(adminUserRoutes, { db, files, matomoToken: config.matomoReadonlyToken });
    await app.register(adminTokenRoutes, { db, files });
  },
};
