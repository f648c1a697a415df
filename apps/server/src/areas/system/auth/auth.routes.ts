import {
  changePasswordSchema,
  idParam,
  loginSchema,
  recordOf,
  registerSchema,
  sessionPayloadRow,
  sessionUserRow,
} from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/connection';
import { authOf, pageUrlOf, requireAuth } from '../../../http/auth';
import { notFound } from '../../../http/errors';
import { changePassword, register, revokeToken, signIn, toSessionUser } from './auth.service';

type Options = { db: Db; matomoToken: string | null };

const session = recordOf(sessionPayloadRow);

/** Sign-in, registration, the current user and password change (spec §7 "Session and shared"). */
export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, matomoToken }) => {
  app.post(
    '/sanctum/token',
    { schema: { tags: ['auth'], summary: 'Sign in and get a token', body: loginSchema, response: { 200: session } } },
    async (request) => ({ data: await signIn(db, request.body, request.ip, matomoToken) }),
  );

  app.post(
    '/login',
    { schema: { tags: ['auth'], summary: 'Register a new user', body: registerSchema, response: { 201: session } } },
    async (request, reply) => reply.status(201).send({ data: await register(db, request.body, matomoToken) }),
  );

  const authenticated = requireAuth(db);

  app.delete(
    '/sanctum/token/:tokenId',
    {
      onRequest: authenticated,
      schema: {
        tags: ['auth'],
        summary: 'Sign out (revoke a token)',
        params: z.object({ tokenId: idParam }),
        response: { 200: recordOf(z.object({ revoked: z.literal(true) })) },
      },
    },
    async (request) => {
      if (!(await revokeToken(db, authOf(request), request.params.tokenId, pageUrlOf(request)))) throw notFound();
      return { data: { revoked: true as const } };
    },
  );

  app.get(
    '/who-am-i',
    {
      onRequest: authenticated,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: recordOf(z.object({ user: sessionUserRow })) },
      },
    },
    async (request) => ({
      data: { user: await toSessionUser(db, authOf(request).user, authOf(request).impersonatorId) },
    }),
  );

  app.put(
    '/password',
    {
      onRequest: authenticated,
      schema: {
        tags: ['auth'],
        summary: 'Change own password',
        body: changePasswordSchema,
        response: { 200: recordOf(z.object({ message: z.string() })) },
      },
    },
    async (request) => {
      await changePassword(db, authOf(request), request.body);
      return { data: { message: 'Şifreniz değiştirildi.' } };
    },
  );
};
