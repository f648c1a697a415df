import {
  accountTransferAnswer,
  accountTransferListAnswer,
  accountTransferSchema,
  deletedSchema,
  idParam,
  refineAccountTransfer,
} from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/connection';
import { assertClusterAccess, authOf, visibleRecord } from '../../../http/auth';
import { actorOf } from '../../../kernel/changeLog';
import type { FileStorage } from '../../../storage/fileStorage';
import { findAccountTransfer } from './accountTransfers.repository';
import {
  listAccountTransfers,
  recordAccountTransfer,
  takeBackAccountTransfer,
  transferToApi,
} from './accountTransfers.service';

type Row = Record<string, unknown>;
const idParams = z.object({ id: idParam });
const clusterParams = z.object({ clusterId: idParam });
const tags = ['account-transfers'];

/** 'Virman': money moved between the complex's bank accounts and safes (list, show, record, take back). */
export const accountTransferRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (
  app,
  { db, files },
) => {
  const find = async (request: Parameters<typeof authOf>[0], id: number) =>
    visibleRecord(request, await findAccountTransfer(db, id));

  app.get(
    '/clusters/:clusterId/account-transfers',
    { schema: { tags, params: clusterParams, response: { 200: accountTransferListAnswer } } },
    async (request) => {
      assertClusterAccess(authOf(request), request.params.clusterId);
      return listAccountTransfers(db, files, request.params.clusterId, request.query as Row);
    },
  );

  app.get(
    '/account-transfers/:id',
    { schema: { tags, params: idParams, response: { 200: accountTransferAnswer } } },
    async (request) => ({ data: transferToApi(await find(request, request.params.id)) }),
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
