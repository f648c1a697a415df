import { companyRow, companySchema, deletedSchema, idParam, listAnswerOf, recordOf } from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/connection';
import { authOf } from '../../../http/auth';
import { listRoute } from '../../../http/listRoute';
import { actorOf } from '../../../kernel/changeLog';
import type { FileStorage } from '../../../storage/fileStorage';
import { selectCompanies, companyList as spec } from './companies.repository';
import { createCompany, deleteCompany, showCompany, companyToApi as toApi, updateCompany } from './companies.service';

type Row = Record<string, unknown>;
const idParams = z.object({ id: idParam });
const tags = ['companies'];
const companyAnswer = { 200: recordOf(companyRow) };

/** Management companies and suppliers (spec §3 "Company"); the company picker uses the same list. */
export const companyRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (app, { db, files }) => {
  // Workers list their own company, super administrators every one.
  listRoute(app, {
    path: '/companies',
    tags,
    response: listAnswerOf(companyRow),
    scope: { company: 'companies.id' },
    base: () => selectCompanies(db),
    db,
    files,
    spec,
    idColumn: 'companies.id',
    toApi: (row) => toApi(row as Row),
    exportTitle: 'Şirketler',
    exportRow: (row) => toApi(row as Row),
    exportColumns: [
      { key: 'name', header: 'Şirket Adı' },
      { key: 'short_name', header: 'Kısa Ad' },
      { key: 'tax_number', header: 'Vergi No' },
      { key: 'phone', header: 'Telefon' },
      { key: 'email', header: 'E-posta' },
      { key: 'is_active', header: 'Aktif', kind: 'boolean' },
    ],
  });

  app.get('/companies/:id', { schema: { tags, params: idParams, response: companyAnswer } }, async (request) => ({
    data: await showCompany(db, authOf(request), request.params.id),
  }));

  app.post(
    '/companies',
    { schema: { tags, body: companySchema, response: { 201: recordOf(companyRow) } } },
    async (request, reply) =>
      reply.status(201).send({ data: await createCompany(db, authOf(request), actorOf(request), request.body) }),
  );

  app.put(
    '/companies/:id',
    { schema: { tags, params: idParams, body: companySchema.partial(), response: companyAnswer } },
    async (request) => ({
      data: await updateCompany(db, authOf(request), actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/companies/:id',
    { schema: { tags, params: idParams, response: { 200: deletedSchema } } },
    async (request) => {
      await deleteCompany(db, authOf(request), actorOf(request), request.params.id);
      return { data: { deleted: true as const } };
    },
  );
};
