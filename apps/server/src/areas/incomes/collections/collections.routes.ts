import {
  collectionDetailRow,
  collectionListAnswer,
  collectionSchema,
  deletedSchema,
  exportFileSchema,
  recordOf,
  refineCollection,
} from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../../db/connection';
import { assertClusterAccess, authOf, visibleRecord } from '../../../http/auth';
import { clusterListRoute, clusterParams, idParams, recordRoute } from '../../../http/routes';
import { actorOf } from '../../../kernel/changeLog';
import type { FileStorage } from '../../../storage/fileStorage';
import { findCollection } from './collections.repository';
import {
  listCollections,
  printCollectionReceipt,
  recordCollection,
  showCollection,
  takeBackCollection,
} from './collections.service';

const tags = ['collections'];
const body = collectionSchema.superRefine(refineCollection);
const created = { 201: recordOf(collectionDetailRow) };

/** Collections (tahsilat): record, list, show with what they paid, take back, and the receipt. */
export const collectionRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (app, { db, files }) => {
  const find = async (request: Parameters<typeof authOf>[0], id: number) =>
    visibleRecord(request, await findCollection(db, id));

  app.post('/collections', { schema: { tags, body, response: created } }, async (request, reply) => {
    assertClusterAccess(authOf(request), request.body.cluster_id);
    return reply.status(201).send({ data: await recordCollection(db, actorOf(request), request.body) });
  });
  app.post(
    '/clusters/:clusterId/collections',
    {
      schema: {
        tags,
        params: clusterParams,
        body: collectionSchema.partial({ cluster_id: true }).superRefine(refineCollection),
        response: created,
      },
    },
    async (request, reply) => {
      const input = { ...request.body, cluster_id: request.params.clusterId } as z.infer<typeof collectionSchema>;
      assertClusterAccess(authOf(request), input.cluster_id);
      return reply.status(201).send({ data: await recordCollection(db, actorOf(request), input) });
    },
  );

  clusterListRoute(
    app,
    '/clusters/:clusterId/collections',
    { tags, response: collectionListAnswer },
    (clusterId, query) => listCollections(db, files, clusterId, query),
  );
  recordRoute(
    app,
    '/collections/:id',
    { tags, response: recordOf(collectionDetailRow) },
    (id) => findCollection(db, id),
    async (row) => ({ data: await showCollection(db, row.id) }),
  );

  app.delete(
    '/collections/:id',
    { schema: { tags, params: idParams, response: { 200: deletedSchema } } },
    async (request) => {
      await takeBackCollection(db, actorOf(request), await find(request, request.params.id));
      return { data: { deleted: true as const } };
    },
  );

  // The receipt (tahsilat makbuzu) as a PDF, opened in a new tab: the answer is the file's address.
  app.get(
    '/collections/:id/receipt',
    { schema: { tags, params: idParams, response: { 200: exportFileSchema } } },
    async (request) => {
      await find(request, request.params.id);
      return { data: { url: `/api/files/${await printCollectionReceipt(db, files, request.params.id)}` } };
    },
  );
};
