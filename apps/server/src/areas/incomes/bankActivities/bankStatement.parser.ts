import { createHash } from 'node:crypto';
import type { BankColumnMapping } from '@site/shared';
import { foldTurkish } from '../../../db/turkish';
import { EMPTY_FILE_MESSAGE, STATEMENT_MAX_ROWS, StatementError, TOO_MANY_ROWS_MESSAGE } from './bankStatement.limits';
import { type Cell, cellText, isBlank, parseStatementAmount, parseStatementDate } from './bankStatement.values';

// A statement's rows read as lines: the header row, the columns the bank account's mapping names, and a
// stable reference for every line.

/** One statement line, amount signed in kuruş (+ money in). */
export type StatementLine = {
  /** The line's row number in the file (1-based), for messages. */
  row: number;
  activity_on: string;
  amount: number;
  balance_after: number | null;
  reference_no: string | null;
  description: string | null;
  sender_name: string | null;
  iban: string | null;
  identity_number: string | null;
  tax_number: string | null;
};

export type StatementTable = { headers: string[]; rows: Cell[][] };

/**
 * Finds the header row (statements often start with account details): among the first 30 rows, the first
 * that has no date or amount in it and the most filled cells. Headers are made unique and non-empty.
 */
export function locateTable(rows: Cell[][]): StatementTable {
  const head = rows.slice(0, 30);
  const filled = (row: Cell[]) => row.filter((c) => !isBlank(c)).length;
  const looksLikeData = (row: Cell[]) =>
    row.some((c) => !isBlank(c) && (parseStatementDate(c) !== null || typeof c === 'number'));
  const candidates = head
    .map((row, index) => ({ index, count: filled(row) }))
    .filter(({ index, count }) => count >= 2 && !looksLikeData(head[index]));
  if (!candidates.length) throw new StatementError(EMPTY_FILE_MESSAGE);
  const most = Math.max(...candidates.map((c) => c.count));
  const headerIndex = (candidates.find((c) => c.count === most) as { index: number }).index;
  // A loop, not Math.max(...rows): spreading hundreds of thousands of rows overflows the stack.
  let width = 0;
  for (let r = headerIndex; r < rows.length; r++) width = Math.max(width, rows[r].length);
  const seen = new Map<string, number>();
  const headers: string[] = [];
  for (let c = 0; c < width; c++) {
    const base = cellText(rows[headerIndex][c] ?? null) || `Sütun ${c + 1}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    headers.push(n === 1 ? base : `${base} (${n})`);
  }
  const data = rows.slice(headerIndex + 1).filter((row) => row.some((c) => !isBlank(c)));
  if (data.length > STATEMENT_MAX_ROWS) throw new StatementError(TOO_MANY_ROWS_MESSAGE);
  return { headers, rows: data };
}

/** The first rows as text, for the column-mapping dialog. */
export function sampleOf(table: StatementTable, count = 5): string[][] {
  return table.rows.slice(0, count).map((row) => table.headers.map((_h, c) => cellText(row[c] ?? null)));
}

/** The mapped headers the file does not have. */
export function missingColumns(headers: string[], mapping: BankColumnMapping): string[] {
  return Object.values(mapping).filter(
    (name): name is string => typeof name === 'string' && name !== '' && !headers.includes(name),
  );
}

const IBAN_IN_TEXT = /\bTR\s?\d{2}(?:\s?[0-9A-Z]){22}\b/i;

function normalizeIban(value: string): string | null {
  const compact = value.replace(/\s/g, '').toUpperCase();
  return /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(compact) ? compact : null;
}

const textOrNull = (cell: Cell, max: number): string | null => {
  const text = cellText(cell).replace(/\s+/g, ' ');
  return text ? text.slice(0, max) : null;
};

/**
 * The statement's lines by the mapping. Rows without a date are notes or totals and are left out; a row
 * with a date but no readable amount (or the reverse) is an error naming its row.
 */
export function readLines(table: StatementTable, mapping: BankColumnMapping, firstRowNumber = 2): StatementLine[] {
  const at = (name: string | null | undefined) => (name ? table.headers.indexOf(name) : -1);
  const col = {
    date: at(mapping.activity_on),
    amount: at(mapping.amount),
    debit: at(mapping.debit),
    credit: at(mapping.credit),
    description: at(mapping.description),
    reference: at(mapping.reference_no),
    sender: at(mapping.sender_name),
    iban: at(mapping.iban),
    identity: at(mapping.identity_number),
    balance: at(mapping.balance_after),
  };
  const cell = (row: Cell[], index: number): Cell => (index >= 0 ? (row[index] ?? null) : null);
  const lines: StatementLine[] = [];
  table.rows.forEach((row, i) => {
    const rowNumber = firstRowNumber + i;
    const dateCell = cell(row, col.date);
    const date = parseStatementDate(dateCell);
    let amount: number | null;
    if (col.amount >= 0) amount = parseStatementAmount(cell(row, col.amount));
    else {
      const debitCell = cell(row, col.debit);
      const creditCell = cell(row, col.credit);
      const debit = isBlank(debitCell) ? 0 : parseStatementAmount(debitCell);
      const credit = isBlank(creditCell) ? 0 : parseStatementAmount(creditCell);
      amount =
        debit === null || credit === null || (isBlank(debitCell) && isBlank(creditCell))
          ? null
          : Math.abs(credit) - Math.abs(debit);
    }
    if (date === null) {
      if (isBlank(dateCell) || amount === null) return;
      throw new StatementError(`Satır ${rowNumber}: tarih okunamadı (${cellText(dateCell)}).`);
    }
    if (amount === null) throw new StatementError(`Satır ${rowNumber}: tutar okunamadı.`);
    const balanceCell = cell(row, col.balance);
    const balance = isBlank(balanceCell) ? null : parseStatementAmount(balanceCell);
    const description = textOrNull(cell(row, col.description), 1000);
    const ibanText = textOrNull(cell(row, col.iban), 60);
    const identity = cellText(cell(row, col.identity)).replace(/\D/g, '');
    lines.push({
      row: rowNumber,
      activity_on: date,
      amount,
      balance_after: balance,
      reference_no: textOrNull(cell(row, col.reference), 100),
      description,
      sender_name: textOrNull(cell(row, col.sender), 200),
      iban: ibanText
        ? normalizeIban(ibanText)
        : description
          ? normalizeIban(IBAN_IN_TEXT.exec(description)?.[0] ?? '')
          : null,
      identity_number: identity.length === 11 ? identity : null,
      tax_number: identity.length === 10 ? identity : null,
    });
  });
  if (!lines.length) throw new StatementError(EMPTY_FILE_MESSAGE);
  return lines;
}

/** References made up for lines without one (a hash of the line) start with this. */
export const DERIVED_REFERENCE = 'h:';

/**
 * Lines without a bank reference get a stable one: a hash of date, amount, description and how many
 * identical lines came before in the file, so uploading the same statement again finds the same lines.
 */
export function withReferences(lines: StatementLine[]): (StatementLine & { reference_no: string })[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    if (line.reference_no) return line as StatementLine & { reference_no: string };
    const key = `${line.activity_on}|${line.amount}|${foldTurkish(line.description ?? '')}`;
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    const hash = createHash('sha256').update(`${key}|${n}`).digest('hex').slice(0, 32);
    return { ...line, reference_no: `${DERIVED_REFERENCE}${hash}` };
  });
}

/**
 * The statement's closing line: the latest date, and of that day the last line in time order (a
 * statement listed newest first has it at the top).
 */
export function closingLine(lines: StatementLine[]): StatementLine {
  const newestFirst = lines.length > 1 && lines[0].activity_on > lines[lines.length - 1].activity_on;
  const ordered = newestFirst ? [...lines].reverse() : lines;
  let closing = ordered[0];
  for (const line of ordered) if (line.activity_on >= closing.activity_on) closing = line;
  return closing;
}
