import { createHash } from 'node:crypto';
import { pipeline, Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { type BankColumnMapping, isValidIsoDate, toKurus } from '@site/shared';
import ExcelJS from 'exceljs';
import { foldTurkish } from '../../../db/turkish';

/** A statement cell as read from CSV (text) or XLSX (text, number or date). */
export type Cell = string | number | Date | null;

export const STATEMENT_MAX_BYTES = 5 * 1024 * 1024;
export const STATEMENT_MAX_ROWS = 20_000;

export const FILE_TYPE_MESSAGE = 'Sadece CSV veya XLSX dosyası yükleyebilirsiniz.';
export const FILE_SIZE_MESSAGE = 'Dosya en fazla 5 MB olabilir.';
export const TOO_MANY_ROWS_MESSAGE = 'Dosyada en fazla 20.000 satır olabilir.';
export const EMPTY_FILE_MESSAGE = 'Dosyada hareket bulunamadı.';
export const MISSING_COLUMN_MESSAGE = (name: string) => `Dosyada '${name}' sütunu yok.`;

/** A problem of the uploaded file, shown to the user on the file field. */
export class StatementError extends Error {}

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

// ---- file type and text ---------------------------------------------------

/** The file's kind by its bytes, not its name: an XLSX is a zip; a CSV is text without control bytes. */
export function detectFileKind(bytes: Buffer): 'xlsx' | 'csv' | null {
  if (bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04)
    return 'xlsx';
  const head = bytes.subarray(0, 64 * 1024);
  for (const byte of head) {
    // NUL and other control bytes (but tab, line feed, carriage return, form feed) mean a binary file.
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20) || byte === 0x7f) return null;
  }
  return head.length ? 'csv' : null;
}

/** UTF-8 (with or without BOM); a file that is not valid UTF-8 is read as Windows-1254 (Turkish ANSI). */
export function decodeText(bytes: Buffer): string {
  const utf8 = new TextDecoder('utf-8').decode(bytes);
  const text = utf8.includes('\uFFFD') ? new TextDecoder('windows-1254').decode(bytes) : utf8;
  return text.replace(/^\uFEFF/, '');
}

/** The separator of the header line: `;` (Turkish banks), `,`, tab or `|`, whichever occurs most outside quotes. */
function detectDelimiter(text: string): string {
  const sample = text.slice(0, 20_000).split(/\r?\n/).slice(0, 30);
  let best = ';';
  let bestScore = 0;
  for (const candidate of [';', '\t', ',', '|']) {
    let score = 0;
    for (const line of sample) {
      let inQuotes = false;
      for (const ch of line) {
        if (ch === '"') inQuotes = !inQuotes;
        else if (ch === candidate && !inQuotes) score++;
      }
    }
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

/**
 * RFC 4180 CSV with the detected separator: quoted fields, doubled quotes, CRLF or LF. Reading stops with
 * the row-limit error as soon as the file has more filled rows than a statement may (the header is within
 * the first 30 rows), so a huge file costs no more than a maximal one.
 */
export function parseCsv(text: string): string[][] {
  const delimiter = detectDelimiter(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let inQuotes = false;
  let filledRows = 0;
  const endRow = () => {
    row.push(field);
    rows.push(row);
    if (row.some((cell) => cell.trim() !== '') && ++filledRows > STATEMENT_MAX_ROWS + 31) {
      throw new StatementError(TOO_MANY_ROWS_MESSAGE);
    }
    row = [];
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inQuotes) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else inQuotes = false;
      } else field += ch;
    } else if (ch === '"' && field === '') inQuotes = true;
    else if (ch === delimiter) {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else field += ch;
  }
  if (field !== '' || row.length) endRow();
  return rows;
}

function xlsxValue(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return xlsxValue(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('error' in value) return null;
  }
  return String(value);
}

/** A statement has a few dozen columns; cells further right are not read. */
const XLSX_MAX_COLUMNS = 100;
/** The header is looked for among the first rows, so only their empty rows keep their place. */
const HEAD_ROWS = 30;
/** Rows read between two turns of the event loop, so other requests are answered while a file is read. */
const ROWS_PER_TURN = 500;

type ZipEntry = { flags: number; method: number; compressedSize: number; headerOffset: number };

/**
 * A zip's entries by path, from its central directory (the index at the end of the file). An XLSX is read
 * through this index and not front to back: exceljs's streaming WorkbookReader walks the zip with unzipper's
 * Parse stream, which announces its end as soon as it has parsed its input, even while entries it parsed
 * ahead still wait in its paused buffer. exceljs pauses it while it copies a sheet that comes before
 * xl/sharedStrings.xml, xl/styles.xml and xl/workbook.xml (as exceljs itself writes them) to a temporary
 * file; when that disk work was slow (a busy thread pool, under load) the later parts were never seen and a
 * good file was refused. Any malformed index throws (a RangeError or an Error), read as not an XLSX.
 */
function zipEntries(bytes: Buffer): Map<string, ZipEntry> {
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (bytes.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new Error('zip: no central directory');
  let count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  if ((count === 0xffff || at === 0xffffffff) && end >= 20 && bytes.readUInt32LE(end - 20) === 0x07064b50) {
    const end64 = Number(bytes.readBigUInt64LE(end - 12));
    if (bytes.readUInt32LE(end64) !== 0x06064b50) throw new Error('zip: bad zip64 end record');
    count = Number(bytes.readBigUInt64LE(end64 + 32));
    at = Number(bytes.readBigUInt64LE(end64 + 48));
  }
  const entries = new Map<string, ZipEntry>();
  for (let i = 0; i < count; i++) {
    if (bytes.readUInt32LE(at) !== 0x02014b50) throw new Error('zip: bad central directory entry');
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const entry: ZipEntry = {
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      headerOffset: bytes.readUInt32LE(at + 42),
    };
    // Zip64: sizes and offset that do not fit 32 bits are in the extra field 0x0001, in this order.
    const extraEnd = at + 46 + nameLength + extraLength;
    for (let field = at + 46 + nameLength; field + 4 <= extraEnd; field += 4 + bytes.readUInt16LE(field + 2)) {
      if (bytes.readUInt16LE(field) !== 0x0001) continue;
      let value = field + 4;
      if (bytes.readUInt32LE(at + 24) === 0xffffffff) value += 8;
      if (entry.compressedSize === 0xffffffff) {
        entry.compressedSize = Number(bytes.readBigUInt64LE(value));
        value += 8;
      }
      if (entry.headerOffset === 0xffffffff) entry.headerOffset = Number(bytes.readBigUInt64LE(value));
    }
    entries.set(bytes.toString('utf8', at + 46, at + 46 + nameLength), entry);
    at = extraEnd + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

/** Compressed bytes handed to the inflater at a time, so a sheet is unpacked only as fast as it is read. */
const INFLATE_CHUNK = 16 * 1024;

/** One zip entry's content as a stream (stored or deflated), unpacked while it is read. */
function zipEntryStream(bytes: Buffer, entry: ZipEntry): Readable {
  const at = entry.headerOffset;
  if (bytes.readUInt32LE(at) !== 0x04034b50) throw new Error('zip: bad local header');
  if (entry.flags & 0x1) throw new Error('zip: encrypted entry');
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) throw new Error('zip: entry past the end of the file');
  const chunks = function* () {
    for (let offset = 0; offset < data.length; offset += INFLATE_CHUNK)
      yield data.subarray(offset, offset + INFLATE_CHUNK);
  };
  const source = Readable.from(chunks(), { objectMode: false });
  if (entry.method === 0) return source;
  if (entry.method !== 8) throw new Error('zip: unknown compression');
  // The reader of the returned stream sees its errors; pipeline only tears both down together.
  return pipeline(source, createInflateRaw(), () => {});
}

/**
 * The part readers of exceljs's streaming WorkbookReader: each reads its part from any stream, so the parts
 * are handed over here one by one, those a sheet needs before the sheets.
 */
type XlsxPartReader = {
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { rId: string }[] };
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncIterable<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(entry: Readable, sheetNo: string): Iterable<{ value: AsyncIterable<ExcelJS.Row> }>;
};

const SHEET_PATH = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/**
 * The first worksheet that has rows (in the workbook's tab order), as cells, read as a stream: reading stops
 * with the row-limit error as soon as the sheet has more filled rows than a statement may, so a huge file
 * costs no more than a full one.
 */
export async function readXlsx(bytes: Buffer): Promise<Cell[][]> {
  try {
    const entries = zipEntries(bytes);
    const part = (path: string) => {
      const entry = entries.get(path);
      return entry ? zipEntryStream(bytes, entry) : null;
    };
    // The input stream is never read: the parts are handed to the part readers below.
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
      worksheets: 'emit',
      sharedStrings: 'cache',
      styles: 'cache',
      hyperlinks: 'ignore',
    }) as unknown as XlsxPartReader;
    const rels = part('xl/_rels/workbook.xml.rels');
    if (rels) await reader._parseRels(rels);
    const workbook = part('xl/workbook.xml');
    if (!workbook) throw new Error('xlsx: no workbook part');
    await reader._parseWorkbook(workbook);
    const sharedStrings = part('xl/sharedStrings.xml');
    if (sharedStrings) for await (const _ of reader._parseSharedStrings(sharedStrings));
    const styles = part('xl/styles.xml');
    if (styles) await reader._parseStyles(styles);

    const sheetPaths: string[] = [];
    for (const sheet of reader.model?.sheets ?? []) {
      const target = reader.workbookRels?.find((rel) => rel.Id === sheet.rId)?.Target ?? '';
      const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
      if (SHEET_PATH.test(path) && entries.has(path) && !sheetPaths.includes(path)) sheetPaths.push(path);
    }
    const unlisted = [...entries.keys()].filter((path) => SHEET_PATH.test(path) && !sheetPaths.includes(path));
    unlisted.sort((a, b) => Number(SHEET_PATH.exec(a)?.[1]) - Number(SHEET_PATH.exec(b)?.[1]));

    for (const path of [...sheetPaths, ...unlisted]) {
      const sheetNo = (SHEET_PATH.exec(path) as RegExpExecArray)[1];
      for (const { value: sheet } of reader._parseWorksheet(part(path) as Readable, sheetNo)) {
        const rows: Cell[][] = [];
        let filledRows = 0;
        for await (const row of sheet) {
          while (rows.length < Math.min(row.number - 1, HEAD_ROWS)) rows.push([]);
          const cells: Cell[] = [];
          const width = Math.min(row.cellCount, XLSX_MAX_COLUMNS);
          for (let c = 1; c <= width; c++) cells.push(xlsxValue(row.getCell(c).value));
          rows.push(cells);
          if (cells.some((cell) => !isBlank(cell)) && ++filledRows > STATEMENT_MAX_ROWS + HEAD_ROWS)
            throw new StatementError(TOO_MANY_ROWS_MESSAGE);
          if (rows.length % ROWS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
        }
        if (filledRows > 0) return rows;
      }
    }
  } catch (error) {
    if (error instanceof StatementError) throw error;
    throw new StatementError(FILE_TYPE_MESSAGE);
  }
  throw new StatementError(EMPTY_FILE_MESSAGE);
}

/** The file's rows, whatever its kind; a file of another kind is refused. */
export async function readRows(bytes: Buffer): Promise<Cell[][]> {
  const kind = detectFileKind(bytes);
  if (kind === 'xlsx') return readXlsx(bytes);
  if (kind === 'csv') return parseCsv(decodeText(bytes));
  throw new StatementError(FILE_TYPE_MESSAGE);
}

// ---- values ---------------------------------------------------------------

const isBlank = (cell: Cell) => cell === null || (typeof cell === 'string' && cell.trim() === '');

/** An Excel serial day number (1900 date system) as 'YYYY-MM-DD'. */
function excelSerialToIso(serial: number): string | null {
  if (serial < 20_000 || serial > 80_000) return null;
  const date = new Date(Date.UTC(1899, 11, 30) + Math.floor(serial) * 86_400_000);
  return date.toISOString().slice(0, 10);
}

/**
 * 'dd.MM.yyyy' (also with `/` or `-`, a two-digit year or a time after it), 'yyyy-MM-dd', an XLSX date
 * or serial → 'YYYY-MM-DD'; anything else → null.
 */
export function parseStatementDate(cell: Cell): string | null {
  if (cell === null) return null;
  if (cell instanceof Date) {
    // exceljs gives a date cell as that wall-clock day at UTC midnight.
    return Number.isNaN(cell.getTime()) ? null : cell.toISOString().slice(0, 10);
  }
  if (typeof cell === 'number') return excelSerialToIso(cell);
  const text = cell.trim();
  let y: number;
  let m: number;
  let d: number;
  let match = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4}|\d{2})(?:[ T]\d{1,2}[:.]\d{2}(?:[:.]\d{2})?)?$/.exec(text);
  if (match) {
    d = Number(match[1]);
    m = Number(match[2]);
    y = Number(match[3]);
    if (match[3].length === 2) y += 2000;
  } else {
    match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T].*)?$/.exec(text);
    if (!match) return null;
    y = Number(match[1]);
    m = Number(match[2]);
    d = Number(match[3]);
  }
  const iso = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return isValidIsoDate(iso) ? iso : null;
}

/**
 * A Turkish statement amount → signed kuruş: '1.234,56', '-1.234,56', '1234,56', '12.500' (twelve
 * thousand five hundred), '1,234.56', '(250,00)', '250,00-', with ₺/TL/TRY; an XLSX number as it is.
 */
export function parseStatementAmount(cell: Cell): number | null {
  if (cell === null || cell instanceof Date) return null;
  if (typeof cell === 'number') return Number.isFinite(cell) ? toKurus(cell) : null;
  let text = cell
    .replace(/[\s\u00a0]/g, '')
    .replace(/₺|TL|TRY/gi, '')
    .trim();
  if (!text) return null;
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  }
  if (text.endsWith('-')) {
    negative = !negative;
    text = text.slice(0, -1);
  } else if (text.startsWith('-')) {
    negative = !negative;
    text = text.slice(1);
  } else if (text.startsWith('+')) text = text.slice(1);
  if (!/^\d[\d.,]*$/.test(text) || /[.,]$/.test(text)) return null;

  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  let decimalMark: string | null = null;
  let groupMark: string | null = null;
  if (lastComma >= 0 && lastDot >= 0) {
    decimalMark = lastComma > lastDot ? ',' : '.';
    groupMark = decimalMark === ',' ? '.' : ',';
  } else if (lastComma >= 0) {
    if (text.indexOf(',') === lastComma) decimalMark = ',';
    else groupMark = ',';
  } else if (lastDot >= 0) {
    // Turkish statements group thousands with dots: '12.500' is 12500, '12.50' is 12,50.
    if (text.indexOf('.') !== lastDot || text.length - lastDot - 1 === 3) groupMark = '.';
    else decimalMark = '.';
  }
  let int = text;
  let frac = '';
  if (decimalMark) {
    int = text.slice(0, text.lastIndexOf(decimalMark));
    frac = text.slice(text.lastIndexOf(decimalMark) + 1);
  }
  if (groupMark) {
    const groups = int.split(groupMark);
    if (!/^\d{1,3}$/.test(groups[0]) || !groups.slice(1).every((g) => /^\d{3}$/.test(g))) return null;
    int = groups.join('');
  }
  if (!/^\d+$/.test(int) || !/^\d*$/.test(frac)) return null;
  const kurus = toKurus(`${int}${frac ? `.${frac}` : ''}`);
  return negative ? -kurus : kurus;
}

/** Text of a cell as a person reads it (dates dd.MM.yyyy, numbers with a decimal comma). */
export function cellText(cell: Cell): string {
  if (cell === null) return '';
  if (cell instanceof Date) {
    const iso = parseStatementDate(cell);
    return iso ? iso.split('-').reverse().join('.') : '';
  }
  if (typeof cell === 'number') return String(cell).replace('.', ',');
  return cell.trim();
}

// ---- table ----------------------------------------------------------------

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
    return { ...line, reference_no: `h:${hash}` };
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
