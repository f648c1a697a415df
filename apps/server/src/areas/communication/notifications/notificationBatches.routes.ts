import {
  deletedSchema,
  listAnswerOf,
  notificationBatchPreviewRow,
  notificationBatchPreviewSchema,
  notificationBatchRow,
  notificationBatchSchema,
  notificationBatchUpdateSchema,
  notificationRow,
  recordOf,
} from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/connection';
import { authOf } from '../../../http/auth';
import { clusterParams, idParams } from '../../../http/routes';
import { actorOf } from '../../../kernel/changeLog';
import type { FileStorage } from '../../../storage/fileStorage';
import { deleteBatch, updateBatch } from './notificationBatchEdit';
import { batchToApi, cancelBatch, createBatch, previewBatch, visibleBatch } from './notificationBatches.service';
import { listBatches, listNotifications } from './notifications.list';

type Row = Record<string, unknown>;

const tags = ['notification-batches'];
const send = { permission: 'send-notification' } as const;
const batch = { response: { 200: recordOf(notificationBatchRow) } };

/**
 * Toplu Bildirimler: choosing recipients (preview), creating a batch (sent by the background sender), its
 * progress, changing or deleting it before it starts, cancellation; and the sent notifications list. Writes
 * need `send-notification`.
 */
export const notificationBatchRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (
  app,
  { db, files },
) => {
  app.post(
    '/clusters/:clusterId/notification-batches/preview',
    {
      config: send,
      schema: {
        tags,
        params: clusterParams,
        body: notificationBatchPreviewSchema,
        response: { 200: recordOf(notificationBatchPreviewRow) },
      },
    },
    async (request) => ({
      data: await previewBatch(db, authOf(request), request.params.clusterId, request.body),
    }),
  );
  app.post(
    '/clusters/:clusterId/notification-batches',
    {
      config: send,
      schema: { tags, params: clusterParams, body: notificationBatchSchema, response: { 201: batch.response[200] } },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await createBatch(db, authOf(request), actorOf(request), request.params.clusterId, request.body),
      }),
  );
  app.get(
    '/notification-batches',
    { schema: { tags, response: { 200: listAnswerOf(notificationBatchRow) } } },
    async (request) => listBatches(db, files, authOf(request), request.query as Row),
  );
  app.get('/notification-batches/:id', { schema: { tags, params: idParams, ...batch } }, async (request) => ({
    data: batchToApi(await visibleBatch(db, authOf(request), request.params.id)),
  }));
  app.put(
    '/notification-batches/:id',
    { config: send, schema: { tags, params: idParams, body: notificationBatchUpdateSchema, ...batch } },
    async (request) => ({
      data: await updateBatch(db, authOf(request), actorOf(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/notification-batches/:id',
    { config: send, schema: { tags, params: idParams, response: { 200: deletedSchema } } },
    async (request) => {
      await deleteBatch(db, authOf(request), actorOf(request), request.params.id);
      return { data: { deleted: true as const } };
    },
  );
  app.post(
    '/notification-batches/:id/cancel',
    { config: send, schema: { tags, params: idParams, ...batch } },
    async (request) => ({ data: await cancelBatch(db, authOf(request), actorOf(request), request.params.id) }),
  );
  app.get(
    '/notifications',
    { schema: { tags: ['notifications'], response: { 200: listAnswerOf(notificationRow) } } },
    async (request) => listNotifications(db, files, authOf(request), request.query as Row),
  );
};
