import multipart from '@fastify/multipart';
import {
  ADVERT_IMAGE_MAX_BYTES,
  adminAdvertClickRow,
  adminAdvertClickSchema,
  adminAdvertImageRow,
  adminAdvertMessages,
  adminAdvertRow,
  adminAdvertSchema,
  deletedSchema,
  listAnswerOf,
  recordOf,
} from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalid, notFound } from '../../../http/errors';
import { listRoute } from '../../../http/listRoute';
import { idParams } from '../../../http/routes';
import { actorOf } from '../../../kernel/changeLog';
import type { AreaOptions } from '../../area';
import { advertClicksList, selectAdvertClicks } from './advertClicks.repository';
import { advertsList, selectAdverts } from './adverts.repository';
import {
  advertClickToApi,
  advertToApi,
  createAdvert,
  deleteAdvert,
  readAdvertImage,
  setClickActive,
  showAdvert,
  storeAdvertImage,
  updateAdvert,
} from './adverts.service';

const tags = ['api-super-admin'];
const PATH = '/api-super-admin/adverts';
const CLICKS = '/api-super-admin/advert-clicks';

const IMAGE_ANSWER = {
  content: Object.fromEntries(
    ['image/png', 'image/jpeg', 'image/webp'].map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }]),
  ),
};

/** Yönetim › Reklamlar: the adverts of the residents' mobile app, their images and their clicks. */
export const adminAdvertRoutes: FastifyPluginAsyncZod<AreaOptions> = async (app, { db, files }) => {
  await app.register(multipart, { limits: { fileSize: ADVERT_IMAGE_MAX_BYTES, files: 1 } });

  listRoute(app, {
    path: PATH,
    tags,
    scope: 'superadmin',
    base: () => selectAdverts(db),
    db,
    files,
    response: listAnswerOf(adminAdvertRow),
    ...advertsList(advertToApi),
  });

  app.get(
    `${PATH}/:id`,
    { schema: { tags, params: idParams, response: { 200: recordOf(adminAdvertRow) } } },
    async (request) => ({ data: await showAdvert(db, request.params.id) }),
  );

  app.post(
    PATH,
    { schema: { tags, body: adminAdvertSchema, response: { 201: recordOf(adminAdvertRow) } } },
    async (request, reply) => {
      const data = await createAdvert(db, files, actorOf(request), request.body);
      return reply.status(201).send({ data });
    },
  );

  app.put(
    `${PATH}/:id`,
    { schema: { tags, params: idParams, body: adminAdvertSchema, response: { 200: recordOf(adminAdvertRow) } } },
    async (request) => ({ data: await updateAdvert(db, files, actorOf(request), request.params.id, request.body) }),
  );

  app.delete(
    `${PATH}/:id`,
    { schema: { tags, params: idParams, response: { 200: deletedSchema } } },
    async (request) => {
      await deleteAdvert(db, files, actorOf(request), request.params.id);
      return { data: { deleted: true as const } };
    },
  );

  app.post(
    `${PATH}/images`,
    {
      schema: {
        tags,
        summary: 'Uploads an advert image (PNG, JPEG or WebP up to 2 MB, checked by content); answers its name',
        response: { 201: recordOf(adminAdvertImageRow) },
      },
    },
    async (request, reply) => {
      const file = await request.file().catch(() => undefined);
      if (!file) throw invalid('file', 'Zorunlu alan');
      const bytes = await file.toBuffer().catch(() => null);
      if (!bytes || file.file.truncated) throw invalid('file', adminAdvertMessages.imageSize);
      return reply.status(201).send({ data: { image_file: await storeAdvertImage(files, bytes) } });
    },
  );

  app.get(
    `${PATH}/images/:name`,
    { schema: { tags, params: z.object({ name: z.string().max(200) }), response: { 200: IMAGE_ANSWER } } },
    async (request, reply) => {
      const image = await readAdvertImage(files, request.params.name);
      if (!image) throw notFound();
      // The answer is the file's stream; the schema's binary string only documents it.
      return reply
        .type(image.type)
        .header('Content-Length', image.file.size)
        .header('cache-control', 'private, max-age=86400')
        .header('X-Content-Type-Options', 'nosniff')
        .send(image.file.body as unknown as string);
    },
  );

  listRoute(app, {
    path: CLICKS,
    tags,
    scope: 'superadmin',
    base: () => selectAdvertClicks(db),
    db,
    files,
    response: listAnswerOf(adminAdvertClickRow),
    ...advertClicksList(advertClickToApi),
  });

  app.put(
    `${CLICKS}/:id`,
    {
      schema: {
        tags,
        summary: 'Counts a click in or out',
        params: idParams,
        body: adminAdvertClickSchema,
        response: { 200: recordOf(adminAdvertClickRow) },
      },
    },
    async (request) => ({
      data: await setClickActive(db, actorOf(request), request.params.id, request.body.is_active),
    }),
  );
};
