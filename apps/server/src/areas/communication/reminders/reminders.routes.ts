import { listAnswerOf, recordOf, reminderDetailRow, reminderRow, reminderSchema } from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/connection';
import { authOf } from '../../../http/auth';
import { listRoute } from '../../../http/listRoute';
import { clusterParams, idParams } from '../../../http/routes';
import { actorOf } from '../../../kernel/changeLog';
import type { FileStorage } from '../../../storage/fileStorage';
import { reminderList } from './reminders.list';
import { selectReminders } from './reminders.repository';
import { changeReminder, showReminder } from './reminders.service';

const tags = ['reminders'];
const detail = { response: { 200: recordOf(reminderDetailRow) } };

/**
 * Hatırlatmalar: automatic due reminders, one per complex and reminder period (made with the complex, so
 * there is no create or delete). Listed, shown with their latest sends, and changed (on/off, channel,
 * template) with `send-notification`; the job in `reminders.job.ts` sends them.
 */
export const reminderRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (app, { db, files }) => {
  const list = { ...reminderList, tags, db, files, response: listAnswerOf(reminderRow) };
  listRoute(app, {
    ...list,
    path: '/reminders',
    scope: { cluster: 'reminders.cluster_id' },
    base: () => selectReminders(db),
  });
  listRoute(app, {
    ...list,
    path: '/clusters/:clusterId/reminders',
    params: clusterParams,
    scope: { cluster: 'reminders.cluster_id' },
    base: () => selectReminders(db),
  });
  app.get('/reminders/:id', { schema: { tags, params: idParams, ...detail } }, async (request) => ({
    data: await showReminder(db, authOf(request), request.params.id),
  }));
  app.put(
    '/reminders/:id',
    {
      config: { permission: 'send-notification', recordTable: 'reminders' },
      schema: { tags, params: idParams, body: reminderSchema, ...detail },
    },
    async (request) => ({
      data: await changeReminder(db, authOf(request), actorOf(request), request.params.id, request.body),
    }),
  );
};
