import { appAdvertClickRow, appAdvertRow, recordOf } from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/connection';
import { authOf } from '../../../http/auth';
import { nowIso, todayInTurkey } from '../../../http/clock';
import { notFound } from '../../../http/errors';
import { idParams } from '../../../http/routes';
import type { FileStorage } from '../../../storage/fileStorage';
import { UPLOAD_CONTENT_TYPES } from '../../../storage/fileType';
import { clickResident, insertClick, visibleAdverts } from './appAdverts.repository';

const tags = ['adverts'];

// Where the admin area's advert upload stores an image (admin/adverts/adverts.service.ts): `adverts/<name>`.
const IMAGE_NAME = /^advert-[0-9a-f-]{36}\.(png|jpg|webp)$/;

const IMAGE_ANSWER = {
  content: Object.fromEntries(
    ['image/png', 'image/jpeg', 'image/webp'].map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }]),
  ),
};

/**
 * The residents' mobile app side of the adverts: the ones running today that target the signed-in user, their
 * images, and a click on one. An advert that does not target the user does not exist for them (404).
 */
export const appAdvertRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (app, { db, files }) => {
  const visible = async (userId: number, id: number) => {
    const advert = await visibleAdverts(db, userId, todayInTurkey()).where('adverts.id', '=', id).executeTakeFirst();
    if (!advert) throw notFound();
    return advert;
  };

  app.get(
    '/adverts',
    {
      schema: {
        tags,
        summary: 'The adverts shown to the signed-in user today',
        response: { 200: recordOf(z.array(appAdvertRow)) },
      },
    },
    async (request) => {
      const rows = await visibleAdverts(db, authOf(request).user.id, todayInTurkey())
        .orderBy('adverts.starts_on', 'desc')
        .orderBy('adverts.id', 'desc')
        .execute();
      return {
        data: rows.map((row) => ({
          id: row.id,
          title: row.title,
          image_url: row.image_file ? `/api/adverts/${row.id}/image` : null,
          link_url: row.link_url,
          starts_on: row.starts_on,
          ends_on: row.ends_on,
        })),
      };
    },
  );

  app.get(
    '/adverts/:id/image',
    { schema: { tags, params: idParams, response: { 200: IMAGE_ANSWER } } },
    async (request, reply) => {
      const advert = await visible(authOf(request).user.id, request.params.id);
      const match = advert.image_file ? IMAGE_NAME.exec(advert.image_file) : null;
      const file = match ? await files.get(`adverts/${advert.image_file}`) : null;
      if (!match || !file) throw notFound();
      // The answer is the file's stream; the schema's binary string only documents it.
      return reply
        .type(UPLOAD_CONTENT_TYPES[match[1] as 'png' | 'jpg' | 'webp'])
        .header('Content-Length', file.size)
        .header('cache-control', 'private, max-age=86400')
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.body as unknown as string);
    },
  );

  app.post(
    '/adverts/:id/clicks',
    {
      // A user records their own click: no permission of a complex is involved.
      config: { permission: 'self' },
      schema: {
        tags,
        summary: 'Records a click of the signed-in user',
        params: idParams,
        response: { 201: recordOf(appAdvertClickRow) },
      },
    },
    async (request, reply) => {
      const userId = authOf(request).user.id;
      const today = todayInTurkey();
      const advert = await visible(userId, request.params.id);
      const residentId = await clickResident(db, userId, advert, today);
      const id = await insertClick(db, {
        advert_id: advert.id,
        user_id: userId,
        resident_id: residentId,
        created_at: nowIso(),
      });
      return reply.status(201).send({ data: { id, advert_id: advert.id, resident_id: residentId } });
    },
  );
};
