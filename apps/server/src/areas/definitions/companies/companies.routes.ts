import { companyRow, companySchema, listAnswerOf } from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/connection';
import { listRoute } from '../../../http/listRoute';
import type { FileStorage } from '../../../storage/fileStorage';
import { recordRoutes } from '../recordRoutes';
import { selectCompanies, companyList as spec } from './companies.repository';
import { createCompany, deleteCompany, showCompany, companyToApi as toApi, updateCompany } from './companies.service';

type Row = Record<string, unknown>;
const tags = ['companies'];

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

  recordRoutes(
    app,
    '/companies',
    {
      tags,
      row: companyRow,
      body: companySchema,
      db,
      // A company is added and removed by super administrators; its own administrators edit it.
      permission: { create: 'superadmin', update: 'edit-company', remove: 'superadmin' },
    },
    {
      show: showCompany,
      create: createCompany,
      update: updateCompany,
      remove: deleteCompany,
    },
  );
};
