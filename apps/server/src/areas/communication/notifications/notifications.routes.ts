import { notificationRecordRow, notificationUpdateSchema, recordOf } from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/connection';
import { authOf } from '../../../http/auth';
import { idParams } from '../../../http/routes';
import { actorOf } from '../../../kernel/changeLog';
import type { FileStorage } from '../../../storage/fileStorage';
import {
  notificationRecordToApi,
  resendNotification,
  updateNotification,
  visibleNotification,
} from './notifications.service';

const tags = ['notifications'];
const send = { permission: 'send-notification' } as const;
const record = { response: { 200: recordOf(notificationRecordRow) } };

/**
 * Gönderilen and Kullanıcı Bildirimleri: one message whole (`GET /notifications/{id}`), shown or hidden and
 * read or unread (`PUT`), and a failed or cancelled one sent again as a new copy (`POST …/resend`). The list,
 * `GET /notifications`, is registered with the batches. Writes need `send-notification`.
 */
export const notificationRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (app, { db }) => {
  app.get('/notifications/:id', { schema: { tags, params: idParams, ...record } }, async (request) => ({
    data: notificationRecordToApi(await visibleNotification(db, authOf(request), request.params.id)),
  }));
  app.put(
    '/notifications/:id',
    { config: send, schema: { tags, params: idParams, body: notificationUpdateSchema, ...record } },
    async (request) => ({
      data: await updateNotification(db, authOf(request), actorOf(request), request.params.id, request.body),
    }),
  );
  app.post(
    '/notifications/:id/resend',
    { config: send, schema: { tags, params: idParams, response: { 201: recordOf(notificationRecordRow) } } },
    async (request, reply) =>
      reply.status(201).send({
        data: await resendNotification(db, authOf(request), actorOf(request), request.params.id),
      }),
  );
};
