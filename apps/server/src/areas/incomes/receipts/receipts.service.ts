import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type InvoiceReceiptData,
  type PaymentReceiptData,
  RECEIPT_MAIL_NOT_CONFIGURED,
  RECEIPT_MAIL_NOT_SENT,
  RECEIPT_NO_RECIPIENT_EMAIL,
  type ReceiptCompany,
  type ReceiptData,
  type ReceiptFileType,
  type ReceiptPaperSize,
  type ReceiptTemplate,
} from '@site/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/connection';
import { assertClusterAccess } from '../../../http/auth';
import type { AuthContext } from '../../../http/authContext';
import { invalid, notFound } from '../../../http/errors';
import { ACTION, writeActionLog } from '../../../kernel/actionLog';
import type { Mailer } from '../../../kernel/mailer';
import type { FileStorage } from '../../../storage/fileStorage';
import { amountInWords } from './amountInWords';
import { companyLines, receiptDocument } from './receiptDocument';
import { receiptMail } from './receiptMail';
import * as repo from './receipts.repository';
import { writeReceiptDocx } from './writers/docx';
import { writeReceiptOds } from './writers/ods';
import { writeReceiptOdt } from './writers/odt';
import { writeReceiptPdf } from './writers/pdf';
import { writeReceiptPng } from './writers/png';
import type { ReceiptLogo, ReceiptWriter } from './writers/types';
import { writeReceiptXlsx } from './writers/xlsx';

const LOGO_NAME = /^[0-9]+-report-logo-[0-9a-f-]{36}\.(png|jpg|webp)$/;

async function header(db: Db, clusterId: number) {
  const row = await repo.findClusterHeader(db, clusterId);
  const place = [row.district_name, row.city_name].filter(Boolean).join(' / ');
  const address = [row.company_address, place].filter(Boolean).join(' ') || null;
  const logo = row.company_report_logo_path;
  const company: ReceiptCompany = {
    name: row.company_name,
    title: row.company_title,
    address,
    tax_office: row.company_tax_office,
    tax_number: row.company_tax_number,
    report_logo_url: logo && LOGO_NAME.test(logo) ? `/api/logos/${logo}` : null,
  };
  return { company, cluster: { id: row.cluster_id, name: row.cluster_name, title: row.cluster_title } };
}

/**
 * What every receipt of a complex prints at its top: the management company's lines, its report logo, and the
 * complex. The collection receipt uses it, so all receipts carry the same heading.
 */
export async function receiptHeading(
  db: Db,
  files: FileStorage,
  clusterId: number,
): Promise<{ company: string[]; logo: ReceiptLogo | null; cluster: { id: number; name: string } }> {
  const { company, cluster } = await header(db, clusterId);
  return { company: companyLines({ company }), logo: await readLogo(files, company.report_logo_url), cluster };
}

type ReceiptInvoice = NonNullable<Awaited<ReturnType<typeof repo.findInvoice>>>;

/**
 * What both receipts print of their record (the invoice, or the payment) and its invoice: number, company and
 * complex, the provider (the recipient of a sent receipt), the invoice's numbers and the amount, also in words.
 */
async function receiptParts(
  db: Db,
  record: { id: number; cluster_id: number; receipt_no: number | null; amount: number | string },
  invoice: ReceiptInvoice,
) {
  const amount = Number(record.amount);
  return {
    id: record.id,
    receipt_no: String(record.receipt_no ?? ''),
    ...(await header(db, record.cluster_id)),
    provider: { name: invoice.provider_name, title: invoice.provider_title, tax_number: invoice.provider_tax_number },
    recipient_email: invoice.provider_email,
    billed_on: invoice.billed_on,
    bill_no: invoice.bill_no,
    utility_no: invoice.utility_no,
    amount,
    amount_in_words: amountInWords(amount),
  };
}

/** The settlement receipt's data of an invoice the caller may see; anything else is a 404. */
export async function invoiceReceiptData(db: Db, auth: AuthContext, id: number): Promise<InvoiceReceiptData> {
  const invoice = await repo.findInvoice(db, id);
  if (!invoice) throw notFound();
  assertClusterAccess(auth, invoice.cluster_id);
  const items = await repo.findInvoiceItems(db, invoice.id);
  return {
    print_template: 'Invoice',
    ...(await receiptParts(db, invoice, invoice)),
    last_payment_on: invoice.last_payment_on,
    description: invoice.description,
    items: items.map((item) => ({ ...item, amount: Number(item.amount) })),
  };
}

/** The payment receipt's data of an invoice payment the caller may see; anything else is a 404. */
export async function paymentReceiptData(db: Db, auth: AuthContext, id: number): Promise<PaymentReceiptData> {
  const payment = await repo.findPayment(db, id);
  if (!payment) throw notFound();
  assertClusterAccess(auth, payment.cluster_id);
  const invoice = await repo.findInvoice(db, payment.invoice_id);
  if (!invoice) throw notFound();
  const invoiceAmount = Number(invoice.amount);
  const paid = Number(invoice.paid);
  const place = payment.bank_account_name
    ? { kind: 'bank_account' as const, name: payment.bank_account_name }
    : payment.safe_name
      ? { kind: 'safe' as const, name: payment.safe_name }
      : null;
  return {
    print_template: 'InvoicePayment',
    ...(await receiptParts(db, payment, invoice)),
    collected_on: payment.collected_on,
    description: payment.description,
    place,
    invoice: { id: invoice.id, amount: invoiceAmount, paid, remaining: invoiceAmount - paid },
  };
}

const writers: Record<ReceiptFileType, ReceiptWriter> = {
  pdf: writeReceiptPdf,
  xlsx: writeReceiptXlsx,
  ods: writeReceiptOds,
  odt: writeReceiptOdt,
  docx: writeReceiptDocx,
  png: writeReceiptPng,
};

const FILE_PREFIX: Record<ReceiptTemplate, string> = { Invoice: 'mahsup-fisi', InvoicePayment: 'odeme-makbuzu' };
const LOGO_TYPES = { png: 'png', jpg: 'jpeg' } as const;

/** The company's report logo, when it is an image every format can embed (PNG or JPEG). */
async function readLogo(files: FileStorage, url: string | null): Promise<ReceiptLogo | null> {
  const name = url?.split('/').pop();
  if (!name || !LOGO_NAME.test(name)) return null;
  const ext = name.split('.').pop() as string;
  if (!(ext in LOGO_TYPES)) return null;
  const data = await files.read(`logos/${name}`);
  return data ? { data, type: LOGO_TYPES[ext as keyof typeof LOGO_TYPES] } : null;
}

type PrintInput = {
  template: ReceiptTemplate;
  id: number;
  fileType: ReceiptFileType;
  paper: ReceiptPaperSize;
  copies: number;
};

/** The receipt's data, re-read for the caller: a record they may not see is a 404. */
function loadReceiptData(db: Db, auth: AuthContext, input: { template: ReceiptTemplate; id: number }) {
  return input.template === 'Invoice' ? invoiceReceiptData(db, auth, input.id) : paymentReceiptData(db, auth, input.id);
}

/** Writes `copies` copies of the receipt, one per page, as one file at `file`. */
async function writeReceiptFile(file: string, files: FileStorage, data: ReceiptData, input: PrintInput): Promise<void> {
  const doc = receiptDocument(data, await readLogo(files, data.company.report_logo_url));
  await writers[input.fileType](file, doc, { paper: input.paper, copies: input.copies });
}

/**
 * Prints the receipt of the record named by `id` (re-read here, scoped to the caller) under an unguessable
 * name in `files`, and returns the file's name.
 */
export async function printReceipt(db: Db, auth: AuthContext, files: FileStorage, input: PrintInput): Promise<string> {
  const data = await loadReceiptData(db, auth, input);
  const fileName = `${FILE_PREFIX[input.template]}-${randomUUID()}.${input.fileType}`;
  await files.create(fileName, (file) => writeReceiptFile(file, files, data, input));
  return fileName;
}

/**
 * Prints the receipt as a download would and e-mails the file to `email`, or else to the recipient's own
 * address (the invoice's provider); the send is written into the action log. Returns the address it went to.
 */
export async function sendReceipt(
  db: Db,
  auth: AuthContext,
  context: { files: FileStorage; mailer: Mailer | null; log: FastifyBaseLogger; pageUrl: string | null },
  input: PrintInput & { email: string | null },
): Promise<string> {
  const data = await loadReceiptData(db, auth, input);
  if (!context.mailer) throw invalid('usage_type_id', RECEIPT_MAIL_NOT_CONFIGURED);
  const to = input.email ?? data.recipient_email;
  if (!to) throw invalid('email', RECEIPT_NO_RECIPIENT_EMAIL);
  // Nobody is given a link to it: the e-mail holds the only copy, written to a folder of its own and removed.
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'receipt-'));
  const file = path.join(dir, `${FILE_PREFIX[input.template]}.${input.fileType}`);
  try {
    await writeReceiptFile(file, context.files, data, input);
    await context.mailer.send({
      to,
      ...receiptMail(data),
      attachments: [{ filename: `${FILE_PREFIX[input.template]}-${data.receipt_no}.${input.fileType}`, path: file }],
    });
  } catch (error) {
    context.log.error({ err: error, template: input.template, id: input.id }, 'receipt e-mail was not sent');
    throw invalid('email', RECEIPT_MAIL_NOT_SENT);
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
  await writeActionLog(db, {
    userId: auth.user.id,
    clusterId: data.cluster.id,
    entityType: 'receipt',
    entityId: data.id,
    action: ACTION.create,
    before: null,
    after: { print_template: input.template, id: data.id, to, file_type: input.fileType },
    pageUrl: context.pageUrl,
    impersonatorId: auth.impersonatorId,
  });
  return to;
}
