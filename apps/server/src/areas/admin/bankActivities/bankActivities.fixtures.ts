import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/connection';

// What the seller's bank statement tests share: customers of each kind, their invoices, statement files and
// the upload as the web's form sends it.

export const VKN = '1234567018';
export const TCKN = '12345678950';
export const IBAN = 'TR890006200000000006295001';

/** One customer of each way to be found: by VKN, by TCKN, by IBAN, by name. */
export async function insertCustomers(db: Db) {
  const now = new Date().toISOString();
  const insert = async (values: { name: string; title?: string; tax_number?: string; iban?: string }) =>
    (
      await db
        .insertInto('customers')
        .values({ ...values, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  return {
    byVkn: await insert({ name: 'Mavi Yapı Yönetim', title: 'Mavi Yapı Yönetim Hizmetleri A.Ş.', tax_number: VKN }),
    byTckn: await insert({ name: 'Ayşe Çağlar', tax_number: TCKN }),
    byIban: await insert({ name: 'Güneş Site Hizmetleri', iban: IBAN }),
    byName: await insert({ name: 'Yıldız Konut Yönetimi' }),
  };
}

/** An invoice of `amount` kuruş (tax included) due on `dueOn`. */
export async function insertInvoice(db: Db, customerId: number, dueOn: string, amount: number) {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('customer_invoices')
    .values({
      customer_id: customerId,
      period_start: `${dueOn.slice(0, 7)}-01`,
      period_end: `${dueOn.slice(0, 7)}-28`,
      invoiced_on: `${dueOn.slice(0, 7)}-01`,
      due_on: dueOn,
      amount: Math.round(amount / 1.2),
      tax_amount: amount - Math.round(amount / 1.2),
      amount_tax_included: amount,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A statement with VKN, TCKN and IBAN columns: one line for each customer, an outgoing one and an unknown one. */
export const STATEMENT = [
  'Garanti BBVA Hesap Hareketleri;;;;;;',
  'Tarih;Açıklama;VKN;TCKN;IBAN;Tutar;Referans No',
  '01.11.2026;Kasım hizmet bedeli;1234567018;;;1.500,00;R1',
  '02.11.2026;Yazılım ödemesi;;12345678950;;300,00;R2',
  '03.11.2026;Havale;;;TR89 0006 2000 0000 0006 2950 01;450,00;R3',
  '04.11.2026;YILDIZ KONUT YONETIMI odeme;;;;200,00;R4',
  '05.11.2026;Ofis kirası;;;;-1.000,00;R5',
  '06.11.2026;Bilinmeyen gönderen;;;;50,00;R6',
].join('\r\n');

/** A statement with neither references nor number columns: the numbers are in the descriptions. */
export const PLAIN_STATEMENT = [
  'İşlem Tarihi;Açıklama;Tutar',
  '07.11.2026;Mavi Yapı VKN 1234567018 kasım;100,00',
  '08.11.2026;EFT TR890006200000000006295001 gunes;120,00',
  '09.11.2026;Ödeme TC 12345678950;130,00',
].join('\n');

/** An XLSX statement with headers no guess recognises. */
export async function oddXlsx(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const sink = new PassThrough();
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useSharedStrings: false });
  const sheet = writer.addWorksheet('Ekstre');
  sheet.addRow(['Gün', 'Not', 'Para', 'Vergi Kimlik']).commit();
  sheet.addRow([new Date(Date.UTC(2026, 10, 10)), 'Aralık faturası', 75.5, VKN]).commit();
  sheet.commit();
  await writer.commit();
  return Buffer.concat(chunks);
}

function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const boundary = '----saas-ekstre';
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

/** POST /api-super-admin/bank-activities/import with the file and the form's fields. */
export function uploadStatement(
  app: FastifyInstance,
  token: string,
  file?: { name: string; bytes: Buffer },
  fields: Record<string, string> = {},
) {
  const form = multipart(fields, file);
  return app.inject({
    method: 'POST',
    url: '/api/api-super-admin/bank-activities/import',
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
  });
}
