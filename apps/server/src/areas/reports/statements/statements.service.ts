import type { AccountStatement } from '@site/shared';
import type { Db } from '../../../db/connection';
import type { FileStorage } from '../../../storage/fileStorage';
import * as activities from '../../activities';
import { writeStatement } from './statementFile';

type AccountRef = activities.AccountRef;

/** An account's name and its movements over the period, with the opening, the totals and the closing. */
async function loadStatement(db: Db, ref: AccountRef, dateFrom: string, dateTo: string) {
  const range = activities.rangeOf(dateFrom, dateTo);
  return { range, ...(await activities.loadAccount(db, ref, range)) };
}

/** The statement of one account over a period: opening balance, every movement, closing balance. */
export async function buildStatement(
  db: Db,
  ref: AccountRef,
  dateFrom: string,
  dateTo: string,
): Promise<{ data: AccountStatement }> {
  const { name, rows, totals } = await loadStatement(db, ref, dateFrom, dateTo);
  return {
    data: {
      account: { kind: ref.kind, id: ref.id, name },
      date_from: dateFrom,
      date_to: dateTo,
      ...activities.totalsToApi(totals),
      rows: rows.map((row) => activities.toActivityRow(row, totals.opening)),
    },
  };
}

/** The statement as a PDF, XLSX or ODS file with its title, period, opening line, movements and closing line. */
export async function exportStatement(
  db: Db,
  ref: AccountRef,
  dateFrom: string,
  dateTo: string,
  type: 'xlsx' | 'ods' | 'pdf',
  files: FileStorage,
): Promise<{ data: { url: string } }> {
  const { range, name, rows, totals } = await loadStatement(db, ref, dateFrom, dateTo);
  const fileName = await writeStatement({
    type,
    title: `Hesap Ekstresi: ${name}`,
    subtitle: `${activities.ACCOUNT_KIND_LABELS[ref.kind]} · Dönem: ${activities.rangeLabel(range)}`,
    ...activities.movementsTable(ref.kind, rows, totals),
    files,
  });
  return { data: { url: `/api/files/${fileName}` } };
}
