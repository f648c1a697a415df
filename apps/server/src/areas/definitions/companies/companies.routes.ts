import { companySchema, idParam } from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/connection';
import { authOf } from '../../../http/auth';
import { writeExport } from '../../../http/export/exportList';
import { applyFilters, applyOrder, listMeta, parseListQuery } from '../../../http/listQuery';
import { actorOf } from '../../../kernel/changeLog';
import type { FileStorage } from '../../../storage/fileStorage';
import { scopedCompanies as scoped, companyList as spec } from './companies.repository';
import { createCompany, deleteCompany, showCompany, companyToApi as toApi, updateCompany } from './companies.service';

type Row = Record<string, unknown>;
const idParams = z.object({ id: idParam });
const tags = ['companies'];

/** Management companies and suppliers (spec §3 "Company"); the company picker uses the same list. */
export const companyRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (app, { db, files }) => {
  app.get('/companies', { schema: { tags: ['companies'] } }, async (request) => {
    const auth = authOf(request);
    const params = parseListQuery(request.query as Row, spec);
    const filtered = applyFilters(scoped(db, auth), spec, params);
    if (params.export) {
      const rows = (await applyOrder(filtered, spec, params, 'companies.id').execute()).map((r) => toApi(r as Row));
      const file = await writeExport({
        type: params.export.type,
        title: 'Şirketler',
        files,
        rows,
        columns: [
          { key: 'name', header: 'Şirket Adı' },
          { key: 'short_name', header: 'Kısa Ad' },
          { key: 'tax_number', header: 'Vergi No' },
          { key: 'phone', header: 'Telefon' },
          { key: 'email', header: 'E-posta' },
          { key: 'is_active', header: 'Aktif', kind: 'boolean' },
        ],
      });
      return { data: { url: `/api/files/${file.fileName}` } };
    }
    const { total } = await filtered
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await applyOrder(filtered, spec, params, 'companies.id')
      .limit(params.perPage)
      .offset((params.page - 1) * params.perPage)
      .execute();
    return { data: rows.map((r) => toApi(r as Row)), meta: listMeta(Number(total), params) };
  });

  app.get('/companies/:id', { schema: { tags, params: idParams } }, async (request) => ({
    data: await showCompany(db, authOf(request), request.params.id),
  }));

  app.post('/companies', { schema: { tags, body: companySchema } }, async (request, reply) =>
    reply.status(201).send({ data: await createCompany(db, authOf(request), actorOf(request), request.body) }),
  );

  app.put('/companies/:id', { schema: { tags, params: idParams, body: companySchema.partial() } }, async (request) => ({
    data: await updateCompany(db, authOf(request), actorOf(request), request.params.id, request.body),
  }));

  app.delete('/companies/:id', { schema: { tags, params: idParams } }, async (request) => {
    await deleteCompany(db, authOf(request), actorOf(request), request.params.id);
    return { data: { deleted: true } };
  });
};
