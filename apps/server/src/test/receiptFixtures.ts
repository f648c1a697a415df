import type { FastifyInstance } from 'fastify';
import { createBankAccount } from './accountingFixtures';
import { createInvoice, createSupplier, payInvoice, systemExpenseTypeId } from './apiRecords';
import type { Call, Json, TestApp, TwoTenants } from './apiTest';
import { downloadFile } from './exportedFiles';
import { pdfLayout } from './pdfLayout';

export const RECEIPT_PROVIDER = 'Şişli Asansör Bakım Ltd. Şti.';
export const RECEIPT_PROVIDER_TITLE = 'Şişli Asansör Bakım ve Onarım Limited Şirketi';
/** 1.250,50 ₺ in words, as the receipts write it. */
export const RECEIPT_AMOUNT_IN_WORDS = 'Bin iki yüz elli Türk lirası elli kuruş';

/**
 * What the expense receipts print: the first company's title and tax details, an invoice ŞAB2026-0815 of
 * 1.250,50 ₺ in two items from the lift supplier, and its payment in full from 'Vakıfbank Kadıköy'.
 */
export async function seedPaidInvoice(t: TestApp & TwoTenants) {
  const bankId = await createBankAccount(t.db, t.own.clusterId, 'Vakıfbank Kadıköy');
  await t.db
    .updateTable('companies')
    .set({ title: 'Kardelen Site Yönetim Hizmetleri A.Ş.', tax_office: 'Kadıköy', tax_number: '1234567890' })
    .where('id', '=', t.own.companyId)
    .execute();
  const providerId = await createSupplier(t.call, t.worker, t.own.clusterId, {
    name: RECEIPT_PROVIDER,
    title: RECEIPT_PROVIDER_TITLE,
  });
  const maintenance = await systemExpenseTypeId(t.db, 'Bakım Onarım');
  const invoice = await createInvoice(t.call, t.worker, {
    cluster_id: t.own.clusterId,
    provider_id: providerId,
    billed_on: '2026-08-31',
    last_payment_on: '2026-09-15',
    bill_no: 'ŞAB2026-0815',
    utility_no: 'ASN-42',
    invoice_type_id: 2,
    payment_type_id: 1,
    items: [
      { expense_type_id: maintenance, amount: 1000, description: 'Ağustos bakımı' },
      { expense_type_id: maintenance, amount: 250.5, description: 'Kabin ışığı değişimi' },
    ],
  });
  const paymentId = await payInvoice(t.call, t.worker, invoice.id, {
    collected_on: '2026-09-10',
    amount: 1250.5,
    bank_account_id: bankId,
    description: 'Ağustos ödemesi',
  });
  return { invoiceId: invoice.id, paymentId };
}

/** Prints through `POST /print-file` and downloads the file as a browser tab would (no token). */
export async function printFile(app: FastifyInstance, call: Call, token: string, body: Json) {
  const res = await call(token, 'POST', '/print-file', body);
  const file = await downloadFile(app, res);
  return { url: res.json().data.url as string, data: file.rawPayload, type: file.headers['content-type'] };
}

/** Each page of a printed receipt: its text (white space folded) and its size in whole points. */
export async function receiptPages(data: Uint8Array) {
  return (await pdfLayout(data)).map((page) => ({
    text: page.words,
    width: Math.round(page.width),
    height: Math.round(page.height),
  }));
}
