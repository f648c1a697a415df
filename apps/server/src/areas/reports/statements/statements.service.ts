import type { AccountStatement } from '@site/shared';
import type { Db } from '../../../db/connection';
import type { FileStorage } from '../../../storage/fileStorage';
import type { AccountRef } from '../../activities';
import {
  ACCOUNT_KIND_LABELS,
  loadRange,
  movementColumns,
  rangeLabel,
  rangeOf,
  resolveAccount,
  statementLines,
  toActivityRow,
  totalsToApi,
} from '../../activities';
import { writeStatement } from './statementFile';

/** The statement of one account over a period: opening balance, every movement, closing balance. */
export async function buildStatement(
  db: Db,
  ref: AccountRef,
  dateFrom: string,
  dateTo: string,
): Promise<{ data: AccountStatement }> {
  const range = rangeOf(dateFrom, dateTo);
  const name = await resolveAccount(db, ref);
  const { rows, totals } = await loadRange(db, ref, range);
  return {
    data: {
      account: { kind: ref.kind, id: ref.id, name },
      date_from: dateFrom,
      date_to: dateTo,
      ...totalsToApi(totals),
      rows: rows.map((row) => toActivityRow(row, totals.opening)),
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
  const range = rangeOf(dateFrom, dateTo);
  const name = await resolveAccount(db, ref);
  const { rows, totals } = await loadRange(db, ref, range);
  const fileName = await writeStatement({
    type,
    title: `Hesap Ekstresi: ${name}`,
    subtitle: `${ACCOUNT_KIND_LABELS[ref.kind]} · Dönem: ${rangeLabel(range)}`,
    columns: movementColumns(ref.kind),
    lines: statementLines(rows, totals),
    files,
  });
  return { data: { url: `/api/files/${fileName}` } };
}
