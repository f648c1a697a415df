import {
  deletedSchema,
  listAnswerOf,
  notificationTemplateRow,
  notificationTemplateSchema,
  recordOf,
  refineTemplateText,
  systemNotificationTemplateSchema,
  templatePreviewQuery,
  templatePreviewRow,
  templatePreviewSchema,
} from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../../db/connection';
import { authOf } from '../../../http/auth';
import { idParams } from '../../../http/routes';
import { actorOf } from '../../../kernel/changeLog';
import type { FileStorage } from '../../../storage/fileStorage';
import { listSystemTemplates, listTemplates } from './notificationTemplates.list';
import {
  changeSystemTemplate,
  changeTemplate,
  createTemplate,
  previewTemplate,
  refuseSystemDelete,
  removeTemplate,
  templateToApi,
  visibleTemplate,
} from './notificationTemplates.service';

type Row = Record<string, unknown>;

// The placeholder and subject rules run beside the field rules, so a form shows every message at once.
// biome-ignore lint/suspicious/noExplicitAny: any template payload schema
const refined = <S extends z.ZodObject<any>>(schema: S) =>
  schema.superRefine(refineTemplateText, {
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });

const tags = ['notification-templates'];
const systemTags = ['system-notification-templates'];
const list = { response: { 200: listAnswerOf(notificationTemplateRow) } };
const record = { response: { 200: recordOf(notificationTemplateRow) } };
const preview = { response: { 200: recordOf(templatePreviewRow) } };
const send = { permission: 'send-notification' } as const;
const superadmin = { permission: 'superadmin' } as const;

/**
 * Bildirim Şablonları: `/notification-templates` (a complex's templates and its company's company-wide ones;
 * writes need `send-notification`, company-wide ones a company administrator) and
 * `/system-notification-templates` (read by all, changed by super administrators, deleted by nobody).
 * `preview` fills a text in with a resident's data and counts its SMS.
 */
export const notificationTemplateRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (
  app,
  { db, files },
) => {
  app.get('/notification-templates', { schema: { tags, ...list } }, async (request) =>
    listTemplates(db, files, authOf(request), request.query as Row),
  );
  app.get('/notification-templates/:id', { schema: { tags, params: idParams, ...record } }, async (request) => {
    return { data: templateToApi(await visibleTemplate(db, authOf(request), request.params.id)) };
  });
  app.post(
    '/notification-templates',
    {
      config: send,
      schema: { tags, body: refined(notificationTemplateSchema), response: { 201: record.response[200] } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createTemplate(db, authOf(request), actorOf(request), request.body) }),
  );
  app.put(
    '/notification-templates/:id',
    {
      config: send,
      schema: { tags, params: idParams, body: refined(notificationTemplateSchema.partial()), ...record },
    },
    async (request) => ({
      data: await changeTemplate(db, authOf(request), actorOf(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/notification-templates/:id',
    { config: send, schema: { tags, params: idParams, response: { 200: deletedSchema } } },
    async (request) => {
      await removeTemplate(db, authOf(request), actorOf(request), request.params.id);
      return { data: { deleted: true as const } };
    },
  );

  app.get(
    '/notification-templates/:id/preview',
    { schema: { tags, params: idParams, querystring: templatePreviewQuery, ...preview } },
    async (request) => {
      const auth = authOf(request);
      const row = await visibleTemplate(db, auth, request.params.id);
      const text = { subject: row.subject, body: row.body, clusterId: row.cluster_id, companyId: row.company_id };
      return { data: await previewTemplate(db, auth, text, request.query.resident_id) };
    },
  );
  // An unsaved text (the form's live preview): the resident must be of the complex named.
  app.post(
    '/notification-templates/preview',
    { config: send, schema: { tags, body: templatePreviewSchema, ...preview } },
    async (request) => {
      const { cluster_id, resident_id, subject, body } = request.body;
      const text = { subject: subject ?? null, body, clusterId: cluster_id, companyId: null };
      return { data: await previewTemplate(db, authOf(request), text, resident_id) };
    },
  );

  app.get('/system-notification-templates', { schema: { tags: systemTags, ...list } }, async (request) =>
    listSystemTemplates(db, files, request.query as Row),
  );
  app.get(
    '/system-notification-templates/:id',
    { schema: { tags: systemTags, params: idParams, ...record } },
    async (request) => {
      return { data: templateToApi(await visibleTemplate(db, authOf(request), request.params.id, true)) };
    },
  );
  app.get(
    '/system-notification-templates/:id/preview',
    { schema: { tags: systemTags, params: idParams, querystring: templatePreviewQuery, ...preview } },
    async (request) => {
      const auth = authOf(request);
      const row = await visibleTemplate(db, auth, request.params.id, true);
      const text = { subject: row.subject, body: row.body, clusterId: null, companyId: null };
      return { data: await previewTemplate(db, auth, text, request.query.resident_id) };
    },
  );
  app.put(
    '/system-notification-templates/:id',
    {
      config: superadmin,
      schema: { tags: systemTags, params: idParams, body: refined(systemNotificationTemplateSchema), ...record },
    },
    async (request) => ({ data: await changeSystemTemplate(db, actorOf(request), request.params.id, request.body) }),
  );
  app.delete(
    '/system-notification-templates/:id',
    { config: superadmin, schema: { tags: systemTags, params: idParams, response: { 200: deletedSchema } } },
    async (request) => refuseSystemDelete(db, request.params.id),
  );
};
