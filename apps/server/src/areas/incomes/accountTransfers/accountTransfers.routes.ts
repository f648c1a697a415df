import {
  accountTransferAnswer,
  accountTransferListAnswer,
  accountTransferSchema,
  deletedSchema,
  refineAccountTransfer,
} from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/connection';
import { assertClusterAccess, authOf, visibleRecord } from '../../../http/auth';
import { clusterListRoute, idParams, recordRoute } from '../../../http/routes';
import { actorOf } from '../../../kernel/changeLog';
import type { FileStorage } from '../../../storage/fileStorage';
import { findAccountTransfer } from './accountTransfers.repository';
import {
  listAccountTransfers,
  recordAccountTransfer,
  takeBackAccountTransfer,
  transferToApi,
} from './accountTransfers.service';

const tags = ['account-transfers'];

/** 'Virman': money moved between the complex's bank accounts and safes (list, show, record, take back). */
export const accountTransferRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (
  app,
  { db, files },
) => {
  const find = async (request: Parameters<typeof authOf>[0], id: number) =>
    visibleRecord(request, await findAccountTransfer(db, id));

  clusterListRoute(
    app,
    '/clusters/:clusterId/account-transfers',
    { tags, response: accountTransferListAnswer },
    (clusterId, query) => listAccountTransfers(db, files, clusterId, query),
  );
  recordRoute(
    app,
    '/account-transfers/:id',
    { tags, response: accountTransferAnswer },
    (id) => findAccountTransfer(db, id),
    async (row) => ({ data: transferToApi(row) }),
  );

  app.post(
    '/account-transfers',
    {
      schema: {
        tags,
        body: accountTransferSchema.superRefine(refineAccountTransfer),
        response: { 201: accountTransferAnswer },
      },
    },
    async (request, reply) => {
      assertClusterAccess(authOf(request), request.body.cluster_id);
      const id = await recordAccountTransfer(db, actorOf(request), request.body);
      return reply.status(201).send({ data: transferToApi(await find(request, id)) });
    },
  );

  app.delete(
    '/account-transfers/:id',
    { schema: { tags, params: idParams, response: { 200: deletedSchema } } },
    async (request) => {
      await takeBackAccountTransfer(db, actorOf(request), await find(request, request.params.id));
      return { data: { deleted: true as const } };
    },
  );
};
