import {
  type CompanyUserCreated,
  companyUserClustersRow,
  companyUserClustersSchema,
  companyUserCreatedRow,
  companyUserMessages,
  companyUserRow,
  companyUserSchema,
  companyUserUpdateSchema,
  deletedSchema,
  listAnswerOf,
  permissionsOfRoles,
  recordOf,
  recordWithWarningsOf,
  temporaryPasswordRow,
  workerRoleRow,
} from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/connection';
import { authOf } from '../../../http/auth';
import { listRoute } from '../../../http/listRoute';
import { idParams } from '../../../http/routes';
import { actorOf } from '../../../kernel/changeLog';
import type { Mailer } from '../../../kernel/mailer';
import type { FileStorage } from '../../../storage/fileStorage';
import { getCompanyUserClusters, setCompanyUserClusters } from './companyUserClusters.service';
import { companyUserListDefinition } from './companyUsers.list';
import { findWorkerRoles, selectCompanyUsers } from './companyUsers.repository';
import {
  createCompanyUser,
  deleteCompanyUser,
  getCompanyUser,
  resetCompanyUserPassword,
  updateCompanyUser,
} from './companyUsers.service';

const tags = ['company-users'];
/** Every write of a company's workers. */
const config = { permission: 'edit-worker' as const };
const record = recordOf(companyUserRow);

/** A password that did not go by e-mail although a mailer is set: the caller is told to pass it on. */
const warningsOf = (emailed: boolean, mailer: Mailer | null) =>
  mailer && !emailed ? { meta: { warnings: [companyUserMessages.passwordNotEmailed] } } : {};

/**
 * My company › Çalışanlar: `/company-users` (list, show, create, update, delete), a worker's temporary password
 * (`/reset-password`) and complexes (`/clusters`), and the roles a worker may hold (`/company-users/roles`). A
 * worker reads their own company's workers; writes need `edit-worker`; super administrators see every company's.
 */
export const companyUserRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage; mailer: Mailer | null }> = async (
  app,
  { db, files, mailer },
) => {
  listRoute(app, {
    ...companyUserListDefinition(db),
    path: '/company-users',
    tags,
    response: listAnswerOf(companyUserRow),
    scope: { company: 'users.company_id' },
    base: () => selectCompanyUsers(db),
    db,
    files,
  });

  app.get(
    '/company-users/roles',
    { schema: { tags, response: { 200: z.object({ data: z.array(workerRoleRow) }) } } },
    async () => ({
      data: (await findWorkerRoles(db)).map((role) => ({ ...role, permissions: permissionsOfRoles([role.name]) })),
    }),
  );

  app.get('/company-users/:id', { schema: { tags, params: idParams, response: { 200: record } } }, async (request) => ({
    data: await getCompanyUser(db, authOf(request), request.params.id),
  }));

  app.post(
    '/company-users',
    {
      config,
      schema: { tags, body: companyUserSchema, response: { 201: recordWithWarningsOf(companyUserCreatedRow) } },
    },
    async (request, reply) => {
      const mail = { mailer, log: request.log };
      const created = await createCompanyUser(db, authOf(request), actorOf(request), request.body, mail);
      const data: CompanyUserCreated = {
        ...created.worker,
        temporary_password: created.temporaryPassword,
        password_emailed: created.emailed,
      };
      return reply.status(201).send({ data, ...warningsOf(created.emailed, mailer) });
    },
  );

  app.put(
    '/company-users/:id',
    { config, schema: { tags, params: idParams, body: companyUserUpdateSchema, response: { 200: record } } },
    async (request) => ({
      data: await updateCompanyUser(db, authOf(request), actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/company-users/:id',
    { config, schema: { tags, params: idParams, response: { 200: deletedSchema } } },
    async (request) => {
      await deleteCompanyUser(db, authOf(request), actorOf(request), request.params.id);
      return { data: { deleted: true as const } };
    },
  );

  app.post(
    '/company-users/:id/reset-password',
    { config, schema: { tags, params: idParams, response: { 200: recordWithWarningsOf(temporaryPasswordRow) } } },
    async (request) => {
      const mail = { mailer, log: request.log };
      const answer = await resetCompanyUserPassword(db, authOf(request), actorOf(request), request.params.id, mail);
      return { data: answer, ...warningsOf(answer.password_emailed, mailer) };
    },
  );

  app.get(
    '/company-users/:id/clusters',
    { schema: { tags, params: idParams, response: { 200: recordOf(companyUserClustersRow) } } },
    async (request) => ({ data: await getCompanyUserClusters(db, authOf(request), request.params.id) }),
  );

  app.put(
    '/company-users/:id/clusters',
    {
      config,
      schema: {
        tags,
        params: idParams,
        body: companyUserClustersSchema,
        response: { 200: recordOf(companyUserClustersRow) },
      },
    },
    async (request) => ({
      data: await setCompanyUserClusters(db, authOf(request), actorOf(request), request.params.id, request.body),
    }),
  );
};
