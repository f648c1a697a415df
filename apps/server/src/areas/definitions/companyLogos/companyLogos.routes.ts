import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { httpMessages } from '@site/shared';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../db/connection';
import { authOf, isCompanyAdmin, pageUrlOf } from '../../../http/auth';
import { nowIso } from '../../../http/clock';
import { forbidden, invalid, notFound } from '../../../http/errors';
import { ACTION, writeActionLog } from '../../../kernel/actionLog';
import type { FileStorage } from '../../../storage/fileStorage';
import { imageType } from '../../../storage/fileType';

export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_TYPE_MESSAGE = 'Sadece PNG, JPEG veya WEBP dosyası yükleyebilirsiniz.';
export const LOGO_SIZE_MESSAGE = 'Dosya en fazla 1 MB olabilir.';
const NAME = /^[0-9]+-(logo|report-logo)-[0-9a-f-]{36}\.(png|jpg|webp)$/;
const COLUMN = { logo: 'logo_path', 'report-logo': 'report_logo_path' } as const;
type Kind = keyof typeof COLUMN;

const CONTENT_TYPE = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;

/** The logo file's answer as OpenAPI documents it: the image, in the type it was stored as. */
const IMAGE_ANSWER = {
  content: Object.fromEntries(
    Object.values(CONTENT_TYPE).map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }]),
  ),
};

/** `/logos/{name}`: company logos for `<img>` tags, public by unguessable name like generated files. */
export const logoFileRoutes: FastifyPluginAsync<{ files: FileStorage }> = async (app, { files }) => {
  app.get<{ Params: { name: string } }>(
    '/logos/:name',
    { schema: { response: { 200: IMAGE_ANSWER } } },
    async (request, reply) => {
      const { name } = request.params;
      const file = NAME.test(name) ? await files.get(`logos/${name}`) : null;
      if (!file) return reply.status(404).send({ message: httpMessages.notFound });
      const ext = name.split('.').pop() as keyof typeof CONTENT_TYPE;
      return reply
        .type(CONTENT_TYPE[ext])
        .header('Content-Length', file.size)
        .header('cache-control', 'private, max-age=86400')
        .send(file.body);
    },
  );
};

/** `POST|DELETE /companies/{id}/logo?kind=logo|report-logo`: the company's logo and report logo. */
export const companyLogoRoutes: FastifyPluginAsync<{ db: Db; files: FileStorage }> = async (app, { db, files }) => {
  await app.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1 } });

  const target = async (request: { params: unknown; query: unknown }, auth: ReturnType<typeof authOf>) => {
    const id = Number((request.params as { id: string }).id);
    const kind = ((request.query as { kind?: string }).kind ?? 'logo') as Kind;
    if (!(kind in COLUMN)) throw invalid('kind', 'Zorunlu alan');
    const company = await db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();
    if (!company || (!auth.isSuperadmin && auth.user.company_id !== id)) throw notFound();
    if (!isCompanyAdmin(auth)) throw forbidden();
    return { company, kind, column: COLUMN[kind] };
  };

  const replace = async (
    request: Parameters<typeof pageUrlOf>[0],
    companyId: number,
    column: 'logo_path' | 'report_logo_path',
    before: Record<string, unknown>,
    name: string | null,
  ) => {
    const auth = authOf(request);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('companies')
        .set({ [column]: name, updated_at: nowIso() })
        .where('id', '=', companyId)
        .execute();
      await writeActionLog(trx, {
        userId: auth.user.id,
        clusterId: null,
        entityType: 'company',
        entityId: companyId,
        action: ACTION.update,
        before,
        after: { ...before, [column]: name },
        pageUrl: pageUrlOf(request),
        impersonatorId: auth.impersonatorId,
      });
    });
    const old = before[column];
    if (typeof old === 'string' && NAME.test(old)) await files.remove(`logos/${old}`);
  };

  // The logos are part of the company's record: its administrators change them, like the rest of it.
  const config = { permission: 'edit-company' as const };

  app.post('/companies/:id/logo', { config }, async (request) => {
    const auth = authOf(request);
    const { company, kind, column } = await target(request, auth);
    const file = await request.file();
    if (!file) throw invalid('file', 'Zorunlu alan');
    const bytes = await file.toBuffer().catch(() => null);
    if (!bytes || file.file.truncated) throw invalid('file', LOGO_SIZE_MESSAGE);
    const type = imageType(bytes);
    if (!type) throw invalid('file', LOGO_TYPE_MESSAGE);
    const name = `${company.id}-${kind}-${randomUUID()}.${type}`;
    await files.put(`logos/${name}`, bytes, CONTENT_TYPE[type]);
    await replace(request, company.id, column, company, name);
    return { data: { [column]: name, url: `/api/logos/${name}` } };
  });

  app.delete('/companies/:id/logo', { config }, async (request) => {
    const auth = authOf(request);
    const { company, column } = await target(request, auth);
    await replace(request, company.id, column, company, null);
    return { data: { [column]: null } };
  });
};
