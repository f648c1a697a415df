import multipart from '@fastify/multipart';
import {
  BANK_LIST_TYPES,
  type BankColumnMapping,
  bankActivityDetailRow,
  bankActivityExpenseSchema,
  bankActivityInvoicePaymentSchema,
  bankActivityListAnswer,
  bankActivityMatchManySchema,
  bankActivityMatchSchema,
  bankActivityRow,
  bankActivityTransferSchema,
  bankBalanceCheckRow,
  bankColumnMappingAnswer,
  bankColumnMappingSchema,
  bankStatementImportRow,
  messages,
  openInvoiceRow,
  recordOf,
} from '@site/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/connection';
import { assertClusterAccess, authOf, visibleRecord } from '../../../http/auth';
import { HttpError, invalid, notFound } from '../../../http/errors';
import type { ExportColumn } from '../../../http/export/exportList';
import { runList, scopeList } from '../../../http/listRoute';
import { clusterParams, idParams } from '../../../http/routes';
import { type Actor, actorOf } from '../../../kernel/changeLog';
import { assertLinked } from '../../../kernel/definitionRules';
import type { FileStorage } from '../../../storage/fileStorage';
import { balanceCheck } from './bankActivities.balanceCheck.service';
import { openInvoices } from './bankActivities.booking.repository';
import { bookExpense, bookInvoicePayment, bookTransfer, unmatchActivity } from './bankActivities.booking.service';
import { findMapping } from './bankActivities.import.repository';
import { importStatement, updateMapping } from './bankActivities.import.service';
import { matchActivities, matchActivity } from './bankActivities.match.service';
import {
  collectionAllocations,
  findActivity,
  findBankAccount,
  findCollection,
  selectActivities,
  bankActivityListSpec as spec,
} from './bankActivities.repository';
import { activityToApi, bookedDocument } from './bankActivities.service';
import { FILE_SIZE_MESSAGE, FILE_TYPE_MESSAGE, STATEMENT_MAX_BYTES } from './bankStatement.limits';

const tags = ['bank-activities'];
/** A booking answers the line as it is afterwards. */
const bookedLine = { 200: recordOf(bankActivityRow) };

const EXPORT_TITLES = { open: 'Açık Banka Hareketleri', closed: 'Kapalı Banka Hareketleri' } as const;
/** What a closed line was booked as, in an exported file. */
const BOOKING_LABELS: Record<string, string> = {
  collection: 'Tahsilat',
  invoice_payment: 'Fatura Ödemesi',
  expense: 'Gider',
  transfer: 'Virman',
};
const COMMON_COLUMNS: ExportColumn[] = [
  { key: 'reference', header: 'Referans' },
  { key: 'activity_on', header: 'Tarih', kind: 'date' },
  { key: 'bank_account_name', header: 'Banka Hesabı' },
  { key: 'amount', header: 'Tutar', kind: 'money' },
  { key: 'sender_name', header: 'Gönderen' },
  { key: 'description', header: 'Açıklama' },
  { key: 'iban', header: 'IBAN' },
];
const EXPORT_COLUMNS: Record<'open' | 'closed', ExportColumn[]> = {
  open: [
    ...COMMON_COLUMNS,
    { key: 'suggested_house_label', header: 'Önerilen Bağımsız Bölüm' },
    { key: 'suggested_resident_name', header: 'Önerilen Sakin' },
    { key: 'confidence', header: 'Güven (%)', kind: 'number' },
    { key: 'suggestion_reason', header: 'Öneri Nedeni' },
  ],
  closed: [
    ...COMMON_COLUMNS,
    { key: 'booking_label', header: 'Kayıt Türü' },
    { key: 'counterpart_name', header: 'Tedarikçi / Aktarılan Hesap' },
    { key: 'collection_house_label', header: 'Bağımsız Bölüm' },
    { key: 'collection_resident_name', header: 'Sakin' },
    { key: 'collected_on', header: 'Tahsilat Tarihi', kind: 'date' },
    { key: 'receipt_no', header: 'Makbuz No', kind: 'number' },
  ],
};

type UploadForm = { fields: Record<string, string>; file: { name: string; bytes: Buffer } | null };

/** The multipart form of an import: its text fields and the one statement file. */
async function readUpload(request: FastifyRequest): Promise<UploadForm> {
  if (!request.isMultipart()) throw invalid('file', messages.required);
  const form: UploadForm = { fields: {}, file: null };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw invalid('file', FILE_SIZE_MESSAGE);
        form.file = { name: part.filename || 'ekstre', bytes };
      } else form.fields[part.fieldname] = String(part.value ?? '');
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw invalid('file', FILE_SIZE_MESSAGE);
    throw invalid('file', FILE_TYPE_MESSAGE);
  }
  return form;
}

/** The mapping field of the form (JSON), checked like a body: 422 on `mapping.<field>`. */
function mappingOf(raw: string | undefined): BankColumnMapping | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw invalid('mapping', messages.required);
  }
  const parsed = bankColumnMappingSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = ['mapping', ...issue.path.map(String)].join('.');
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  throw new HttpError(422, parsed.error.issues[0]?.message ?? messages.required, errors);
}

/**
 * Imported bank statements: import with column mapping, open/closed lists, matching into collections
 * (one, many, undo) and the balance check.
 */
export const bankActivityRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (app, { db, files }) => {
  await app.register(multipart, {
    limits: { fileSize: STATEMENT_MAX_BYTES, files: 1, fields: 10, fieldSize: 100_000 },
  });

  /** A line the caller may see (another company's is a 404). */
  const visibleActivity = async (request: FastifyRequest, id: number) => {
    const row = await findActivity(db, id);
    return visibleRecord(request, row);
  };

  const visibleBankAccount = async (request: FastifyRequest, id: number) => {
    const account = await findBankAccount(db, id);
    if (!account) throw notFound();
    assertClusterAccess(authOf(request), account.cluster_id);
    return account;
  };

  const list = async (request: FastifyRequest, raw: Record<string, unknown>, clusterId: number | null) => {
    const { list_type: rawType = 'open', ...query } = raw;
    const listType = String(rawType) as (typeof BANK_LIST_TYPES)[number];
    if (!BANK_LIST_TYPES.includes(listType)) throw invalid('list_type', 'Geçerli bir seçim yapın.');
    const open = selectActivities(db).where('bank_activities.is_closed', '=', listType === 'closed' ? 1 : 0);
    const base = scopeList(open, authOf(request), { cluster: 'bank_activities.cluster_id' }, clusterId);
    // The rows are activityToApi's; the response schema holds them to the shared row's shape.
    return runList(
      db,
      files,
      {
        spec,
        idColumn: 'bank_activities.id',
        toApi: activityToApi,
        exportTitle: EXPORT_TITLES[listType],
        exportColumns: EXPORT_COLUMNS[listType],
        exportRow: (row) => {
          const out = activityToApi(row);
          return { ...out, booking_label: BOOKING_LABELS[String(out.booked_as)] ?? null };
        },
      },
      { base, raw: query, clusterId },
    ) as Promise<z.infer<typeof bankActivityListAnswer>>;
  };

  app.get(
    '/clusters/:clusterId/bank-activities',
    { schema: { tags, params: clusterParams, response: { 200: bankActivityListAnswer } } },
    async (request) => list(request, request.query as Record<string, unknown>, request.params.clusterId),
  );
  // Spec §7 reads the open count of a complex or a company from `income/bank-activities`; both paths serve it.
  for (const path of ['/bank-activities', '/income/bank-activities']) {
    app.get(path, { schema: { tags, response: { 200: bankActivityListAnswer } } }, async (request) =>
      list(request, request.query as Record<string, unknown>, null),
    );
  }

  app.get(
    '/clusters/:clusterId/bank-activities/balance-check',
    { schema: { tags, params: clusterParams, response: { 200: recordOf(z.array(bankBalanceCheckRow)) } } },
    async (request) => {
      assertClusterAccess(authOf(request), request.params.clusterId);
      return { data: await balanceCheck(db, request.params.clusterId) };
    },
  );

  app.get(
    '/bank-activities/:id',
    { schema: { tags, params: idParams, response: { 200: recordOf(bankActivityDetailRow) } } },
    async (request) => {
      const row = await visibleActivity(request, request.params.id);
      const collection = row.collection_id ? await findCollection(db, row.collection_id) : undefined;
      const allocations = collection ? await collectionAllocations(db, collection.id) : [];
      return {
        data: {
          ...activityToApi(row),
          document: await bookedDocument(db, row),
          collection: collection
            ? {
                ...collection,
                amount: Number(collection.amount),
                allocations: allocations.map((a) => ({
                  ...a,
                  amount: Number(a.amount),
                  debt_amount: Number(a.debt_amount),
                })),
              }
            : null,
        },
      };
    },
  );

  app.post(
    '/clusters/:clusterId/bank-activities/import',
    { schema: { tags, params: clusterParams, response: { 200: recordOf(bankStatementImportRow) } } },
    async (request) => {
      const clusterId = request.params.clusterId;
      assertClusterAccess(authOf(request), clusterId);
      const form = await readUpload(request);
      const bankAccountId = Number(form.fields.bank_account_id);
      if (!form.fields.bank_account_id) throw invalid('bank_account_id', messages.required);
      if (!Number.isInteger(bankAccountId) || bankAccountId < 1) throw invalid('bank_account_id', messages.digitsOnly);
      await assertLinked(db, 'bank_accounts', 'bank_account_id', bankAccountId, clusterId);
      if (!form.file) throw invalid('file', messages.required);
      const result = await importStatement(
        db,
        {
          clusterId,
          bankAccountId,
          fileName: form.file.name,
          bytes: form.file.bytes,
          mapping: mappingOf(form.fields.mapping),
          remap: form.fields.remap === '1' || form.fields.remap === 'true',
        },
        actorOf(request),
      );
      return { data: result };
    },
  );

  app.get(
    '/bank-accounts/:id/column-mapping',
    {
      config: { recordTable: 'bank_accounts' },
      schema: { tags, params: idParams, response: { 200: bankColumnMappingAnswer } },
    },
    async (request) => {
      const account = await visibleBankAccount(request, request.params.id);
      return { data: { bank_account_id: account.id, mapping: await findMapping(db, account.id) } };
    },
  );

  app.put(
    '/bank-accounts/:id/column-mapping',
    { schema: { tags, params: idParams, body: bankColumnMappingSchema, response: { 200: bankColumnMappingAnswer } } },
    async (request) => {
      const account = await visibleBankAccount(request, request.params.id);
      await updateMapping(db, account, request.body, actorOf(request));
      return { data: { bank_account_id: account.id, mapping: await findMapping(db, account.id) } };
    },
  );

  app.post(
    '/bank-activities/:id/match',
    {
      config: { recordTable: 'bank_activities' },
      schema: { tags, params: idParams, body: bankActivityMatchSchema, response: bookedLine },
    },
    async (request) => {
      const row = await visibleActivity(request, request.params.id);
      await matchActivity(db, row.cluster_id, { id: row.id, ...request.body }, actorOf(request));
      return { data: activityToApi(await visibleActivity(request, row.id)) };
    },
  );

  app.post(
    '/clusters/:clusterId/bank-activities/match-many',
    {
      schema: {
        tags,
        params: clusterParams,
        body: bankActivityMatchManySchema,
        response: { 200: recordOf(z.object({ matched: z.number().int() })) },
      },
    },
    async (request) => {
      const clusterId = request.params.clusterId;
      assertClusterAccess(authOf(request), clusterId);
      await matchActivities(db, clusterId, request.body.items, actorOf(request));
      return { data: { matched: request.body.items.length } };
    },
  );

  // An outgoing line booked as an invoice payment, an expense or a transfer; amount, date and bank account
  // are the line's own, and the line closes in the same transaction as the document.
  app.get(
    '/bank-activities/:id/open-invoices',
    { schema: { tags, params: idParams, response: { 200: recordOf(z.array(openInvoiceRow)) } } },
    async (request) => {
      const row = await visibleActivity(request, request.params.id);
      const rows = await openInvoices(db, row.cluster_id);
      return {
        data: rows.map((invoice) => {
          const amount = Number(invoice.amount);
          const remaining = amount - Number(invoice.paid);
          return {
            ...invoice,
            amount,
            paid: Number(invoice.paid),
            remaining,
          };
        }),
      };
    },
  );

  /** A booking of an outgoing line: read for the caller, booked in the line's complex, answered as it is then. */
  const bookingRoute = <Body extends z.ZodType>(
    path: string,
    body: Body,
    book: (db: Db, clusterId: number, id: number, input: z.infer<Body>, actor: Actor) => Promise<unknown>,
  ) =>
    app.post(
      path,
      { config: { recordTable: 'bank_activities' }, schema: { tags, params: idParams, body, response: bookedLine } },
      async (request) => {
        const row = await visibleActivity(request, request.params.id);
        await book(db, row.cluster_id, row.id, request.body as z.infer<Body>, actorOf(request));
        return { data: activityToApi(await visibleActivity(request, row.id)) };
      },
    );
  bookingRoute('/bank-activities/:id/invoice-payment', bankActivityInvoicePaymentSchema, bookInvoicePayment);
  bookingRoute('/bank-activities/:id/expense', bankActivityExpenseSchema, bookExpense);
  bookingRoute('/bank-activities/:id/transfer', bankActivityTransferSchema, bookTransfer);

  app.post(
    '/bank-activities/:id/unmatch',
    { schema: { tags, params: idParams, response: bookedLine } },
    async (request) => {
      const row = await visibleActivity(request, request.params.id);
      await unmatchActivity(db, row.id, actorOf(request));
      return { data: activityToApi(await visibleActivity(request, row.id)) };
    },
  );
};
