import { companySchema, fromKurus, idParam, toKurus } from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/connection';
import { foldTurkish } from '../../../db/turkish';
import { authOf, pageUrlOf } from '../../../http/auth';
import { type AuthContext, SUPERADMIN } from '../../../http/authContext';
import { nowIso } from '../../../http/clock';
import { flagsToApi, flagsToRow } from '../../../http/defineResource';
import { forbidden, HttpError, notFound } from '../../../http/errors';
import { writeExport } from '../../../http/export/exportList';
import { applyFilters, applyOrder, type ListSpec, listMeta, parseListQuery } from '../../../http/listQuery';
import { ACTION, writeActionLog } from '../../../kernel/actionLog';
import { encryptSecret } from '../../../security/secrets';
import type { FileStorage } from '../../../storage/fileStorage';

const FLAGS = ['has_lawyer_services', 'has_budget_services', 'is_active'] as const;
const MONEY = ['contract_fee', 'person_risk_parameter', 'house_risk_amount'] as const;

const spec: ListSpec = {
  orderBy: {
    name: 'companies.search',
    short_name: 'companies.short_name',
    company_type_id: 'companies.company_type_id',
    id: 'companies.id',
    created_at: 'companies.created_at',
  },
  defaultOrder: ['name', 'asc'],
  filters: {
    company_type_id: { column: 'companies.company_type_id', kind: 'number' },
    is_active: { column: 'companies.is_active', kind: 'flag' },
    name: { column: 'companies.search', kind: 'text', op: 'like' },
  },
  search: ['companies.search'],
};

type Row = Record<string, unknown>;

function toRow(input: Row): Row {
  const row: Row = { ...input, ...flagsToRow(input, FLAGS) };
  for (const key of MONEY)
    if (input[key] !== undefined) row[key] = input[key] === null ? null : toKurus(input[key] as number);
  if (typeof input.name === 'string')
    row.search = foldTurkish(`${input.name} ${input.short_name ?? ''} ${input.tax_number ?? ''}`);
  // An empty password field in the form means "keep the saved one".
  if (!input.sms_password) delete row.sms_password;
  else row.sms_password = encryptSecret(String(input.sms_password));
  return row;
}

function toApi({ search: _s, sms_password, ...row }: Row): Row {
  const out: Row = {
    ...row,
    ...flagsToApi(row, FLAGS),
    has_sms_password: Boolean(sms_password),
    logo_url: row.logo_path ? `/api/logos/${row.logo_path}` : null,
    report_logo_url: row.report_logo_path ? `/api/logos/${row.report_logo_path}` : null,
  };
  for (const key of MONEY) out[key] = row[key] === null || row[key] === undefined ? null : fromKurus(Number(row[key]));
  return out;
}

/** Workers see their own company; super administrators see and manage all. */
function scoped(db: Db, auth: AuthContext) {
  const q = db.selectFrom('companies').selectAll('companies');
  return auth.isSuperadmin ? q : q.where('companies.id', '=', auth.user.company_id ?? -1);
}

const isCompanyAdmin = (auth: AuthContext) => auth.roles.includes('company-admin') || auth.roles.includes(SUPERADMIN);

/** Management companies and suppliers (spec §3 "Company"); the company picker uses the same list. */
export const companyRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (app, { db, files }) => {
  const findOne = async (auth: AuthContext, id: number) => {
    const row = await scoped(db, auth).where('companies.id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return row as Row;
  };

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

  const idParams = z.object({ id: idParam });

  app.get('/companies/:id', { schema: { tags: ['companies'], params: idParams } }, async (request) => ({
    data: toApi(await findOne(authOf(request), request.params.id)),
  }));

  app.post('/companies', { schema: { tags: ['companies'], body: companySchema } }, async (request, reply) => {
    const auth = authOf(request);
    if (!auth.isSuperadmin) throw forbidden();
    const id = await db.transaction().execute(async (trx) => {
      const now = nowIso();
      const values = { ...toRow(request.body as Row), created_at: now, updated_at: now };
      const { id } = await trx
        .insertInto('companies')
        .values(values as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeActionLog(trx, {
        userId: auth.user.id,
        clusterId: null,
        entityType: 'company',
        entityId: id,
        action: ACTION.create,
        before: null,
        after: { id, ...values },
        pageUrl: pageUrlOf(request),
      });
      return id;
    });
    return reply.status(201).send({ data: toApi(await findOne(auth, id)) });
  });

  app.put(
    '/companies/:id',
    { schema: { tags: ['companies'], params: idParams, body: companySchema.partial() } },
    async (request) => {
      const auth = authOf(request);
      const before = await findOne(auth, request.params.id);
      if (!isCompanyAdmin(auth)) throw forbidden();
      await db.transaction().execute(async (trx) => {
        const values = { ...toRow(request.body as Row), updated_at: nowIso() };
        await trx
          .updateTable('companies')
          .set(values as never)
          .where('id', '=', request.params.id)
          .execute();
        await writeActionLog(trx, {
          userId: auth.user.id,
          clusterId: null,
          entityType: 'company',
          entityId: request.params.id,
          action: ACTION.update,
          before,
          after: { ...before, ...values },
          pageUrl: pageUrlOf(request),
        });
      });
      return { data: toApi(await findOne(auth, request.params.id)) };
    },
  );

  app.delete('/companies/:id', { schema: { tags: ['companies'], params: idParams } }, async (request) => {
    const auth = authOf(request);
    const before = await findOne(auth, request.params.id);
    if (!auth.isSuperadmin) throw forbidden();
    const clusters = await db
      .selectFrom('clusters')
      .select('id')
      .where('company_id', '=', request.params.id)
      .executeTakeFirst();
    if (clusters) {
      const message = 'Bu şirkete bağlı siteler olduğu için silinemez.';
      throw new HttpError(422, message, { id: [message] });
    }
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ company_id: null }).where('company_id', '=', request.params.id).execute();
      await trx.deleteFrom('companies').where('id', '=', request.params.id).execute();
      await writeActionLog(trx, {
        userId: auth.user.id,
        clusterId: null,
        entityType: 'company',
        entityId: request.params.id,
        action: ACTION.delete,
        before,
        after: null,
        pageUrl: pageUrlOf(request),
      });
    });
    return { data: { deleted: true } };
  });
};
