import { type ActivityAccountKind, type ActivityRow, dateAfter } from '@site/shared';
import type { Db } from '../../../db/connection';
import { invalid, notFound } from '../../../http/errors';
import { type ExportColumn, type ExportRow, writeExport } from '../../../http/export/exportList';
import type { FileStorage } from '../../../storage/fileStorage';
import {
  type AccountRef,
  type DateRange,
  type EntryRow,
  findAccountName,
  houseLabel,
  listEntries,
  type RangeSummary,
  summarizeRange,
} from './activities.repository';

/** Turkish names of journal transaction kinds, for exported files; an unknown kind shows as it is. */
const TRANSACTION_KINDS: Record<string, string> = {
  assessment: 'Tahakkuk',
  periodical: 'Periyodik Tahakkuk',
  collection: 'Tahsilat',
  late_fee: 'Gecikme Tazminatı',
  transfer_due: 'Devir',
  other_income: 'Diğer Gelir',
  opening: 'Açılış',
  invoice: 'Fatura',
  invoice_payment: 'Fatura Ödemesi',
  transfer: 'Virman',
  payback: 'İade',
};
export const transactionKindLabel = (kind: string): string => TRANSACTION_KINDS[kind] ?? kind;

export const ACCOUNT_KIND_LABELS: Record<ActivityAccountKind, string> = {
  house: 'Bağımsız Bölüm',
  resident: 'Sakin',
  provider: 'Tedarikçi',
  safe: 'Kasa',
  bank_account: 'Banka Hesabı',
};

/** The account's name; a 404 when it is not an account of this complex. */
export async function resolveAccount(db: Db, ref: AccountRef): Promise<string> {
  const name = await findAccountName(db, ref);
  if (name === undefined) throw notFound();
  return name;
}

/** A range that ends before it starts is a 422 on its end. */
export function rangeOf(dateFrom: string | undefined, dateTo: string | undefined): DateRange {
  if (dateFrom && dateTo && dateTo < dateFrom) throw invalid('date_to', dateAfter('Başlangıç'));
  return { from: dateFrom ?? null, to: dateTo ?? null };
}

export type Totals = { opening: number; debit: number; credit: number; closing: number };

const totalsOf = (summary: RangeSummary): Totals => ({
  opening: summary.opening,
  debit: summary.debit,
  credit: summary.credit,
  closing: summary.opening + summary.debit - summary.credit,
});

/** An entry as the API answers it (kuruş): debit and credit both positive, the balance after it signed. */
export function toActivityRow(row: EntryRow, opening: number): ActivityRow {
  return {
    id: row.id,
    transaction_id: row.transaction_id,
    occurred_on: row.occurred_on,
    due_on: row.due_on,
    kind: row.kind,
    description: row.description,
    debit: Math.max(row.amount, 0),
    credit: Math.max(-row.amount, 0),
    balance: opening + row.running,
    house_id: row.house_id,
    house_name: row.house_id === null ? null : houseLabel(row.block_name, row.door_number),
    resident_id: row.resident_id,
    resident_name: row.resident_name,
  };
}

/** The range's figures as answered, in kuruş. */
export const totalsToApi = (totals: Totals) => ({
  opening_balance: totals.opening,
  closing_balance: totals.closing,
  total_debit: totals.debit,
  total_credit: totals.credit,
});

/** One page of the account's journal with the running balance, and the range's opening/closing figures. */
export async function listActivities(
  db: Db,
  ref: AccountRef,
  range: DateRange,
  paging: { page: number; perPage: number },
) {
  await resolveAccount(db, ref);
  const summary = await summarizeRange(db, ref, range);
  const rows = await listEntries(db, ref, range, {
    limit: paging.perPage,
    offset: (paging.page - 1) * paging.perPage,
  });
  return {
    data: rows.map((row) => toActivityRow(row, summary.opening)),
    meta: {
      total: summary.count,
      current_page: paging.page,
      per_page: paging.perPage,
      last_page: Math.max(1, Math.ceil(summary.count / paging.perPage)),
      ...totalsToApi(totalsOf(summary)),
    },
  };
}

/** dd.MM.yyyy of an ISO date. */
export const turkishDate = (iso: string): string => iso.split('-').reverse().join('.');

/** "01.01.2024 - 31.12.2024"; an open end reads as the first or the last movement. */
export function rangeLabel(range: DateRange): string {
  if (!range.from && !range.to) return 'Tüm hareketler';
  return `${range.from ? turkishDate(range.from) : 'İlk hareket'} - ${range.to ? turkishDate(range.to) : 'Son hareket'}`;
}

/**
 * The columns of an account's movements in a file: the house column on a resident's account (a resident
 * may owe in several houses), the debtor on a house's, due dates on receivables only.
 */
function movementColumns(kind: ActivityAccountKind): ExportColumn[] {
  const receivable = kind === 'house' || kind === 'resident';
  return [
    { key: 'occurred_on', header: 'Tarih', kind: 'date' },
    { key: 'kind', header: 'İşlem Türü' },
    { key: 'description', header: 'Açıklama' },
    ...(kind === 'resident' ? [{ key: 'house_name', header: 'Bağımsız Bölüm' }] : []),
    ...(kind === 'house' ? [{ key: 'resident_name', header: 'Sakin' }] : []),
    ...(receivable ? [{ key: 'due_on', header: 'Vade', kind: 'date' as const }] : []),
    { key: 'debit', header: 'Borç', kind: 'money' },
    { key: 'credit', header: 'Alacak', kind: 'money' },
    { key: 'balance', header: 'Bakiye', kind: 'money' },
    { key: 'side', header: 'B/A' },
  ];
}

/** A balance as an amount and its side: (B)orç when positive, (A)lacak when negative (spec §9). */
const balanceCells = (kurus: number) => ({ balance: Math.abs(kurus), side: kurus > 0 ? 'B' : kurus < 0 ? 'A' : '' });

/**
 * The lines of an account's statement in kuruş, as a person reads it: the opening balance, every movement
 * with the balance after it, the range's totals and the closing balance (`summary` marks the figures'
 * lines, which a statement file sets in bold).
 */
function statementLines(rows: EntryRow[], totals: Totals): ExportRow[] {
  return [
    { summary: true, description: 'Açılış Bakiyesi', ...balanceCells(totals.opening) },
    ...rows.map((row) => ({
      occurred_on: row.occurred_on,
      kind: transactionKindLabel(row.kind),
      description: row.description,
      house_name: row.house_id === null ? null : houseLabel(row.block_name, row.door_number),
      resident_name: row.resident_name,
      due_on: row.due_on,
      debit: row.amount > 0 ? row.amount : null,
      credit: row.amount < 0 ? -row.amount : null,
      ...balanceCells(totals.opening + row.running),
    })),
    { summary: true, description: 'Toplam', debit: totals.debit, credit: totals.credit },
    { summary: true, description: 'Kapanış Bakiyesi', ...balanceCells(totals.closing) },
  ];
}

/** The account's name, and every line of the range with the running balance and its figures, in kuruş. */
export async function loadAccount(db: Db, ref: AccountRef, range: DateRange) {
  const name = await resolveAccount(db, ref);
  const summary = await summarizeRange(db, ref, range);
  const rows = await listEntries(db, ref, range);
  return { name, rows, totals: totalsOf(summary) };
}

/** An account's movements as a file writes them: the columns, and the lines from the opening to the closing. */
export const movementsTable = (kind: ActivityAccountKind, rows: EntryRow[], totals: Totals) => ({
  columns: movementColumns(kind),
  rows: statementLines(rows, totals),
});

/** The whole filtered range as a file (the list's export): opening line, movements, totals, closing line. */
export async function exportActivities(
  db: Db,
  ref: AccountRef,
  range: DateRange,
  type: 'xlsx' | 'ods' | 'pdf',
  files: FileStorage,
): Promise<{ data: { url: string } }> {
  const { name, rows, totals } = await loadAccount(db, ref, range);
  const file = await writeExport({
    type,
    title: `${name} Hesap Hareketleri (${rangeLabel(range)})`,
    ...movementsTable(ref.kind, rows, totals),
    files,
  });
  return { data: { url: `/api/files/${file.fileName}` } };
}
