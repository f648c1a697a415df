import {
  BANK_LIST_TYPES,
  type BankActivity,
  type BankActivityDetail,
  type BankBooking,
  type BookedDocument,
  type bankActivityListAnswer,
} from '@site/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/connection';
import type { AuthContext } from '../../../http/authContext';
import { invalid } from '../../../http/errors';
import type { ExportColumn } from '../../../http/export/exportList';
import { runList, scopeList } from '../../../http/listRoute';
import type { FileStorage } from '../../../storage/fileStorage';
import { findAccountTransfer } from '../accountTransfers/accountTransfers.repository';
import { findCollection } from '../collections/collections.repository';
import { paidDebts } from '../collections/collections.service';
import { findPaymentWithInvoice } from './bankActivities.booking.repository';
import { type ActivityRow, bankActivityListSpec, houseLabel, selectActivities } from './bankActivities.repository';
import { DERIVED_REFERENCE } from './bankStatement.parser';
import { turkishDate } from './bankStatement.values';

// A line as the API and the exports show it, its lists and its panel; the use cases live in the import,
// match, booking and balance-check services beside this file.

export type { Actor } from '../../../kernel/changeLog';

/** Kuruş as a number (PostgreSQL may read bigints as text), null staying null. */
export const kurusOrNull = (kurus: number | string | null) => (kurus === null ? null : Number(kurus));

/**
 * The reference a person reads: the bank's own reference number, or, for a statement without one (where
 * the stored reference is a hash), the line's date and description.
 */
export function readableReference(row: {
  reference_no: string;
  activity_on: string;
  description: string | null;
  sender_name: string | null;
}): string {
  if (!row.reference_no.startsWith(DERIVED_REFERENCE)) return row.reference_no;
  const text = (row.description || row.sender_name || '').trim();
  return [turkishDate(row.activity_on), text].filter(Boolean).join(' – ');
}

/** What a closed line was booked as, from the document it points at. */
export function bookingOf(row: {
  collection_id: number | null;
  invoice_payment_id: number | null;
  invoice_id: number | null;
  account_transfer_id: number | null;
}): BankBooking | null {
  if (row.collection_id !== null) return 'collection';
  if (row.invoice_id !== null) return 'expense';
  if (row.invoice_payment_id !== null) return 'invoice_payment';
  if (row.account_transfer_id !== null) return 'transfer';
  return null;
}

/** A list/show row as the API gives it: money in kuruş, flags as booleans, house labels. */
export function activityToApi(row: ActivityRow): BankActivity {
  return {
    id: row.id,
    cluster_id: row.cluster_id,
    cluster_name: row.cluster_name,
    bank_account_id: row.bank_account_id,
    bank_account_name: row.bank_account_name,
    import_id: row.import_id,
    reference_no: row.reference_no,
    reference: readableReference(row),
    activity_on: row.activity_on,
    amount: Number(row.amount),
    balance_after: kurusOrNull(row.balance_after),
    is_incoming: Number(row.amount) > 0,
    sender_name: row.sender_name,
    description: row.description,
    iban: row.iban,
    identity_number: row.identity_number,
    tax_number: row.tax_number,
    is_closed: row.is_closed === 1,
    suggested_house_id: row.suggested_house_id,
    suggested_house_label: houseLabel(row.suggested_block_name, row.suggested_door_number),
    suggested_resident_id: row.suggested_resident_id,
    suggested_resident_name: row.suggested_resident_name,
    confidence: Number(row.confidence),
    suggestion_reason: row.suggestion_reason,
    collection_id: row.collection_id,
    collected_on: row.collected_on,
    receipt_no: row.receipt_no,
    collection_house_id: row.collection_house_id,
    collection_house_label: houseLabel(row.collection_block_name, row.collection_door_number),
    collection_resident_id: row.collection_resident_id,
    collection_resident_name: row.collection_resident_name,
    booked_as: bookingOf(row),
    invoice_payment_id: row.invoice_payment_id,
    invoice_id: row.invoice_id ?? row.paid_invoice_id,
    account_transfer_id: row.account_transfer_id,
    /** Whom the money went to: the invoice's provider, or the account a transfer filled. */
    counterpart_name: row.provider_name ?? row.transfer_to_name,
    created_at: row.created_at,
  };
}

/** The document a closed outgoing line was booked as, for its detail: the invoice payment or the transfer. */
export async function bookedDocument(db: Db, row: ActivityRow): Promise<BookedDocument | null> {
  // A line pointing at a document is booked as something.
  const kind = bookingOf(row) as BankBooking;
  if (row.invoice_payment_id !== null) {
    const payment = await findPaymentWithInvoice(db, row.invoice_payment_id);
    if (!payment) return null;
    const invoiceAmount = Number(payment.invoice_amount);
    return {
      kind,
      payment: {
        id: payment.id,
        amount: Number(payment.amount),
        collected_on: payment.collected_on,
        receipt_no: payment.receipt_no,
        description: payment.description,
      },
      invoice: {
        id: payment.invoice_id,
        bill_no: payment.bill_no,
        billed_on: payment.billed_on,
        invoice_type_id: payment.invoice_type_id,
        receipt_no: payment.invoice_receipt_no,
        provider_name: payment.provider_name,
        amount: invoiceAmount,
        remaining: invoiceAmount - Number(payment.invoice_paid),
      },
      transfer: null,
    };
  }
  if (row.account_transfer_id !== null) {
    const transfer = await findAccountTransfer(db, row.account_transfer_id);
    if (!transfer) return null;
    return {
      kind,
      payment: null,
      invoice: null,
      transfer: {
        id: transfer.id,
        amount: Number(transfer.amount),
        transferred_on: transfer.transferred_on,
        from_name: transfer.from_name,
        to_name: transfer.to_name,
        description: transfer.description,
      },
    };
  }
  return null;
}

/** A line as its panel shows it: the document it was booked as, or its collection with the debts that paid. */
export async function showActivity(db: Db, row: ActivityRow): Promise<BankActivityDetail> {
  const collection = row.collection_id ? await findCollection(db, row.collection_id) : undefined;
  return {
    ...activityToApi(row),
    document: await bookedDocument(db, row),
    collection: collection
      ? {
          id: collection.id,
          amount: Number(collection.amount),
          collected_on: collection.collected_on,
          description: collection.description,
          receipt_no: collection.receipt_no,
          bank_account_id: collection.bank_account_id,
          allocations: await paidDebts(db, collection.id),
        }
      : null,
  };
}

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

/**
 * The open or closed lines (`list_type`) of one complex, or of every complex the caller may see: one page or
 * the whole filtered list as a file.
 */
export function listActivities(
  db: Db,
  files: FileStorage,
  auth: AuthContext,
  raw: Record<string, unknown>,
  clusterId: number | null,
) {
  const { list_type: rawType = 'open', ...query } = raw;
  const listType = String(rawType) as (typeof BANK_LIST_TYPES)[number];
  if (!BANK_LIST_TYPES.includes(listType)) throw invalid('list_type', 'Geçerli bir seçim yapın.');
  const open = selectActivities(db).where('bank_activities.is_closed', '=', listType === 'closed' ? 1 : 0);
  const base = scopeList(open, auth, { cluster: 'bank_activities.cluster_id' }, clusterId);
  // The rows are activityToApi's; the response schema holds them to the shared row's shape.
  return runList(
    db,
    files,
    {
      spec: bankActivityListSpec,
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
}
