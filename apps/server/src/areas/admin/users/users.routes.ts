import {
  adminRoleRow,
  adminTemporaryPasswordRow,
  adminUserRow,
  adminUserSchema,
  listAnswerOf,
  recordOf,
  sessionPayloadRow,
} from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/connection';
import { authOf } from '../../../http/auth';
import { listRoute } from '../../../http/listRoute';
import { idParams } from '../../../http/routes';
import { actorOf } from '../../../kernel/changeLog';
import type { FileStorage } from '../../../storage/fileStorage';
import { listRoles, selectUsers, usersList } from './users.repository';
import { impersonateUser, resetPassword, revokeUserTokens, showUser, updateUser, userToApi } from './users.service';

type Options = { db: Db; files: FileStorage; matomoToken: string | null };

const tags = ['api-super-admin'];
const PATH = '/api-super-admin/users';

/** The super administrator's users (Yönetim › Kullanıcılar): list, edit, password reset, sign-out, sign in as. */
export const adminUserRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, files, matomoToken }) => {
  listRoute(app, {
    path: PATH,
    tags,
    scope: 'superadmin',
    base: () => selectUsers(db),
    db,
    files,
    response: listAnswerOf(adminUserRow),
    ...usersList(db, userToApi),
  });

  app.get(
    `${PATH}/:id`,
    { schema: { tags, params: idParams, response: { 200: recordOf(adminUserRow) } } },
    async (request) => ({ data: await showUser(db, request.params.id) }),
  );

  app.put(
    `${PATH}/:id`,
    { schema: { tags, params: idParams, body: adminUserSchema, response: { 200: recordOf(adminUserRow) } } },
    async (request) => ({
      data: await updateUser(db, authOf(request), actorOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    `${PATH}/:id/reset-password`,
    {
      schema: {
        tags,
        summary: 'A new temporary password, answered once; the user is signed out everywhere',
        params: idParams,
        response: { 200: recordOf(adminTemporaryPasswordRow) },
      },
    },
    async (request) => ({
      data: { temporary_password: await resetPassword(db, authOf(request), actorOf(request), request.params.id) },
    }),
  );

  app.delete(
    `${PATH}/:id/tokens`,
    {
      schema: {
        tags,
        summary: 'Sign the user out everywhere',
        params: idParams,
        response: { 200: recordOf(z.object({ revoked: z.number().int() })) },
      },
    },
    async (request) => ({ data: { revoked: await revokeUserTokens(db, request.params.id) } }),
  );

  app.post(
    `${PATH}/:id/impersonate`,
    {
      schema: {
        tags,
        summary: 'Sign in as the user for an hour (answers as sign-in does)',
        params: idParams,
        response: { 200: recordOf(sessionPayloadRow) },
      },
    },
    async (request) => ({
      data: await impersonateUser(db, authOf(request), actorOf(request), request.params.id, matomoToken),
    }),
  );

  app.get(
    '/api-super-admin/roles',
    { schema: { tags, summary: 'The roles a user may be given', response: { 200: recordOf(z.array(adminRoleRow)) } } },
    async () => ({ data: await listRoles(db) }),
  );
};
