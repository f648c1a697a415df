import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Db } from '../../../db/connection';
import { systemExpenseTypeId } from '../../../test/apiRecords';
import { apiCaller, createTwoTenants } from '../../../test/fixtures';
import { createTestApp, type DbKind } from '../../../test/testDb';

// What the bank-activity tests share: statement files, the import upload, journal figures and the complexes
// they start from.

export type Json = Record<string, unknown>;
type Call = ReturnType<typeof apiCaller>;
export type StatementFile = { name: string; bytes: Buffer };

const WINDOWS_1254: Record<string, number> = {
  ç: 0xe7,
  Ç: 0xc7,
  ğ: 0xf0,
  Ğ: 0xd0,
  ı: 0xfd,
  İ: 0xdd,
  ö: 0xf6,
  Ö: 0xd6,
  ş: 0xfe,
  Ş: 0xde,
  ü: 0xfc,
  Ü: 0xdc,
};

/** The text as a Turkish bank's Windows-1254 export (one byte per letter). */
export const ansi = (text: string) =>
  Buffer.from([...text].map((ch) => WINDOWS_1254[ch] ?? (ch.charCodeAt(0) < 0x80 ? ch.charCodeAt(0) : 0x3f)));
export const utf8WithBom = (text: string) =>
  Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);

/** An XLSX statement of `rows` lines under a header. */
export async function xlsxOf(rows: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const sink = new PassThrough();
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useSharedStrings: false });
  const sheet = writer.addWorksheet('Hareketler');
  sheet.addRow(['Tarih', 'Açıklama', 'Tutar']).commit();
  for (let i = 0; i < rows; i++) sheet.addRow([new Date(Date.UTC(2024, 2, 1)), `Aidat ${i}`, 100]).commit();
  sheet.commit();
  await writer.commit();
  return Buffer.concat(chunks);
}

/** A Ziraat statement: two incoming lines (a T.C. kimlik no, a house in the description) and one outgoing. */
export const HEADER = 'Tarih;Açıklama;Gönderen;TCKN;Tutar;Bakiye;Referans No';
export const LINES = [
  '01.03.2024;Aidat ödemesi mart;ŞÜKRÜ IŞIK;10000000146;1.500,00;11.500,00;REF001',
  '02.03.2024;A Blok 12 aidat;Zeynep Öztürk;;750,50;12.250,50;REF002',
  '03.03.2024;Elektrik faturası;;;-300,00;11.950,50;REF003',
];
/** The next day's line, paid by a resident under her name without Turkish letters. */
export const LINE_REF004 = '04.03.2024;Gülsüm Çağlar havale;GULSUM CAGLAR;;200,00;12.150,50;REF004';
export const STATEMENT = ['Ziraat Bankası Hesap Hareketleri;;;;;;', HEADER, ...LINES].join('\r\n');
export const MAPPING = {
  activity_on: 'Tarih',
  amount: 'Tutar',
  description: 'Açıklama',
  sender_name: 'Gönderen',
  identity_number: 'TCKN',
  balance_after: 'Bakiye',
  reference_no: 'Referans No',
};

function multipart(fields: Record<string, string>, file?: StatementFile) {
  const boundary = '----ekstre-test';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A statement import as the web's form sends it. */
function uploadStatement(
  app: FastifyInstance,
  token: string,
  clusterId: number,
  fields: Record<string, string>,
  file?: StatementFile,
) {
  const form = multipart(fields, file);
  return app.inject({
    method: 'POST',
    url: `/api/clusters/${clusterId}/bank-activities/import`,
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
  });
}

/** Makes a record through the API and answers its id. */
export async function createdId(call: Call, token: string, url: string, payload: Json): Promise<number> {
  const res = await call(token, 'POST', url, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

/** An account's journal balance in kuruş. */
export async function journalBalance(db: Db, accountKind: string, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('journal_entries')
    .select(sql<number | string>`coalesce(sum(amount), 0)`.as('total'))
    .where('account_kind', '=', accountKind)
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Journal transactions whose entries do not sum to zero (there must be none). */
async function unbalancedTransactions(db: Db) {
  const result = await sql<{
    transaction_id: number;
  }>`select transaction_id from journal_entries group by transaction_id having sum(amount) <> 0`.execute(db);
  return result.rows;
}

/** The stored line of a bank account by its reference; 'h:' finds the one whose reference was derived. */
async function storedLine(db: Db, bankAccountId: number, reference: string) {
  const derived = reference.startsWith('h:');
  return db
    .selectFrom('bank_activities')
    .selectAll()
    .where('bank_account_id', '=', bankAccountId)
    .where('reference_no', derived ? 'like' : '=', derived ? 'h:%' : reference)
    .executeTakeFirstOrThrow();
}

/** The open lines of a complex, 100 to a page, with more of the list's query after `query`. */
async function openLines(call: Call, token: string, clusterId: number, query = '') {
  const res = await call(token, 'GET', `/clusters/${clusterId}/bank-activities?list_type=open&per_page=100${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Json[]; meta: Json };
}

/**
 * A complex with two bank accounts and houses 5 and 12 of its block owned by Şükrü Işık (with his T.C.
 * kimlik no) and Gülsüm Çağlar, and a house of another company's complex.
 */
async function createStatementComplex(app: FastifyInstance, db: Db, call: Call) {
  const tenants = await createTwoTenants(app, db);
  const clusterId = tenants.own.clusterId;
  const w = tenants.worker;
  const made = (url: string, payload: Json) => createdId(call, w, url, payload);
  const bankId = await made(`/clusters/${clusterId}/bank-accounts`, { name: 'Ziraat Bankası', is_active: true });
  const otherBankId = await made(`/clusters/${clusterId}/bank-accounts`, { name: 'Garanti BBVA', is_active: true });
  const houses: Record<string, number> = {};
  for (const door of ['5', '12']) {
    houses[door] = await made(`/clusters/${clusterId}/houses`, {
      block_id: tenants.own.blockId,
      type: 'house',
      door_number: door,
    });
  }
  const residents = {
    sukru: await made(`/clusters/${clusterId}/residents`, { name: 'Şükrü Işık', identity_number: '10000000146' }),
    gulsum: await made(`/clusters/${clusterId}/residents`, { name: 'Gülsüm Çağlar' }),
  };
  for (const [house, resident] of [
    [houses['5'], residents.sukru],
    [houses['12'], residents.gulsum],
  ]) {
    await made(`/clusters/${clusterId}/house-users`, { house_id: house, resident_id: resident, house_user_type_id: 1 });
  }
  const foreignHouseId = await createdId(call, tenants.outsider, `/clusters/${tenants.other.clusterId}/houses`, {
    block_id: tenants.other.blockId,
    type: 'house',
    door_number: '1',
  });
  return { tenants, clusterId, bankId, otherBankId, houses, residents, foreignHouseId };
}

// A statement with four outgoing lines and one incoming; REF102 has no bank reference (the parser hashes it).
const BOOKING_STATEMENT = [
  'Tarih;Açıklama;Tutar;Bakiye;Referans No',
  '01.03.2024;Elektrik otomatik ödeme;-1.250,40;8.749,60;REF101',
  '02.03.2024;Hesap işletim ücreti;-37,50;8.712,10;',
  '03.03.2024;Kasaya nakit çekim;-2.000,00;6.712,10;REF103',
  '04.03.2024;Aidat havalesi;500,00;7.212,10;REF104',
  '05.03.2024;Elektrik ek ödeme;-900,00;6.312,10;REF105',
].join('\n');
const BOOKING_MAPPING = {
  activity_on: 'Tarih',
  amount: 'Tutar',
  description: 'Açıklama',
  balance_after: 'Bakiye',
  reference_no: 'Referans No',
};

/**
 * A complex whose Ziraat account imported the booking statement, with a second bank account, a safe and an
 * electricity invoice of 1.500,00 (nothing paid); another company's bank account, safe, provider and invoice.
 */
async function createBookingComplex(app: FastifyInstance, db: Db, call: Call) {
  const t = await createTwoTenants(app, db);
  const clusterId = t.own.clusterId;
  const w = t.worker;
  const made = (token: string, url: string, payload: Json) => createdId(call, token, url, payload);
  const bankId = await made(w, `/clusters/${clusterId}/bank-accounts`, { name: 'Ziraat Bankası', is_active: true });
  const otherBankId = await made(w, `/clusters/${clusterId}/bank-accounts`, { name: 'Garanti BBVA', is_active: true });
  const safeId = await made(w, `/clusters/${clusterId}/safes`, { name: 'Yönetim Kasası', is_active: true });
  const providerId = await made(w, '/cluster-providers', {
    cluster_id: clusterId,
    provider_type_id: 5,
    name: 'Boğaziçi Elektrik',
    title: 'Boğaziçi Elektrik Dağıtım A.Ş.',
  });
  const energy = await systemExpenseTypeId(db, 'Enerji Giderleri');
  const electricity = await systemExpenseTypeId(db, 'Elektrik');
  const management = await systemExpenseTypeId(db, 'Yönetim Giderleri');
  const bankFees = await systemExpenseTypeId(db, 'Banka Masrafları');
  // An electricity invoice of 1.500,00 (1.000,00 + 500,00), nothing paid yet.
  const invoiceId = await made(w, '/expense/invoices', {
    cluster_id: clusterId,
    provider_id: providerId,
    billed_on: '2024-02-20',
    last_payment_on: '2024-03-05',
    bill_no: 'BEL2024000045',
    invoice_type_id: 2,
    payment_type_id: 1,
    items: [
      { expense_type_id: energy, child_expense_type_id: electricity, amount: 1000 },
      { expense_type_id: energy, child_expense_type_id: electricity, amount: 500 },
    ],
  });

  const o = t.outsider;
  const oc = t.other.clusterId;
  const foreignProvider = await made(o, '/cluster-providers', {
    cluster_id: oc,
    provider_type_id: 5,
    name: 'Başka Tedarikçi',
    title: 'Başka Tedarikçi Ltd.',
  });
  const foreign = {
    bankId: await made(o, `/clusters/${oc}/bank-accounts`, { name: 'Başka Banka', is_active: true }),
    safeId: await made(o, `/clusters/${oc}/safes`, { name: 'Başka Kasa', is_active: true }),
    providerId: foreignProvider,
    invoiceId: await made(o, '/expense/invoices', {
      cluster_id: oc,
      provider_id: foreignProvider,
      billed_on: '2024-02-20',
      invoice_type_id: 2,
      payment_type_id: 1,
      items: [{ expense_type_id: energy, amount: 5000 }],
    }),
  };

  const imported = await uploadStatement(
    app,
    w,
    clusterId,
    { bank_account_id: String(bankId), mapping: JSON.stringify(BOOKING_MAPPING) },
    { name: 'mart.csv', bytes: Buffer.from(BOOKING_STATEMENT, 'utf8') },
  );
  expect(imported.statusCode, imported.body).toBe(200);
  expect(imported.json().data).toMatchObject({ new_count: 5 });
  return { t, clusterId, bankId, otherBankId, safeId, providerId, invoiceId, foreign, management, bankFees };
}

/** An invoice as its screen shows it, with its payments. */
async function invoiceFigures(call: Call, token: string, id: number) {
  const res = await call(token, 'GET', `/expense/invoices/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Json & { payments: Json[] };
}

/**
 * A fresh app and database for the describe block it is called in, with what `setUp` makes; the scope's
 * fields are filled once its `beforeAll` has run. Requests carry `pageUrl` as the screen they come from.
 */
function useTestApp<T extends object>(
  kind: DbKind,
  pageUrl: string,
  setUp: (app: FastifyInstance, db: Db, call: Call) => Promise<T>,
) {
  const s = {} as T & { app: FastifyInstance; db: Db };
  let close = async () => {};
  const call: Call = (token, method, url, payload) => apiCaller(s.app, pageUrl)(token, method, url, payload);
  beforeAll(async () => {
    const test = await createTestApp(kind);
    close = test.close;
    Object.assign(s, { app: test.app, db: test.db });
    Object.assign(s, await setUp(test.app, test.db, call));
  }, 60_000);
  afterAll(() => close());
  return { s, call, balance: (accountKind: string, accountId: number) => journalBalance(s.db, accountKind, accountId) };
}

/** The statement complex (see createStatementComplex) of a describe block, with its import and list helpers. */
export function useStatementComplex(kind: DbKind) {
  const scope = useTestApp(kind, 'http://localhost/incomes/bank/open', createStatementComplex);
  const { s, call } = scope;
  return {
    ...scope,
    upload: (token: string, fields: Record<string, string>, file?: StatementFile) =>
      uploadStatement(s.app, token, s.clusterId, fields, file),
    openList: (query = '') => openLines(call, s.tenants.worker, s.clusterId, query),
    lineByRef: (reference: string) => storedLine(s.db, s.bankId, reference),
  };
}

/** The booking complex (see createBookingComplex) of a describe block, with its line and journal helpers. */
export function useBookingComplex(kind: DbKind) {
  const scope = useTestApp(kind, '/incomes/bank/1', createBookingComplex);
  const { s, call } = scope;
  return {
    ...scope,
    unbalanced: () => unbalancedTransactions(s.db),
    line: (reference: string) => storedLine(s.db, s.bankId, reference),
    invoiceFigures: (id: number) => invoiceFigures(call, s.t.worker, id),
  };
}
