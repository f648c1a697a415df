import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { formatBalance, formatMoney, fromKurus, toKurus } from '@site/shared';
import ExcelJS from 'exceljs';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { FileStorage } from '../../storage/fileStorage';
import { HttpError } from '../errors';
import { ensureMimetypeFirst } from './odfZip';
import { renderPdf } from './pdf';
import { installQuotePrefixStyle } from './quotePrefix';

export type ExportType = 'xlsx' | 'ods' | 'pdf';
export type ExportColumn = {
  key: string;
  header: string;
  /** `balance`: kuruş shown as the absolute amount with (B) for a debit and (A) for a credit. */
  kind?: 'text' | 'money' | 'balance' | 'number' | 'date' | 'datetime' | 'boolean';
};
/** What a printed list says besides its rows: whose list it is and the footer the screen shows. */
export type ExportSummary = {
  /** The complex the list belongs to; absent for a list over several complexes. */
  clusterName?: string | null;
  /** The screen's footer sums over the whole filtered list, in lira like `meta.totals`, by column key. */
  totals?: Record<string, number>;
};
export type ExportRow = Record<string, unknown>;
type Rows = AsyncIterable<ExportRow> | Iterable<ExportRow>;

/** Timestamps are stored in UTC and shown on Turkish wall-clock time. */
const TIME_ZONE = 'Europe/Istanbul';
const XLSX_MONEY_FORMAT = '#,##0.00 ₺';
// Positive (owed) ; negative (in credit, shown without its sign) ; zero.
const XLSX_BALANCE_FORMAT = '#,##0.00 "₺ (B)";#,##0.00 "₺ (A)";0.00 "₺"';
// SheetJS's ODS writer drops literal text from number formats, so ODS money keeps the two decimals only.
const ODS_MONEY_FORMAT = '#,##0.00';
const XLSX_DATE_FORMAT = 'dd.mm.yyyy';
const XLSX_DATETIME_FORMAT = 'dd.mm.yyyy hh:mm';

/*
 * Formula injection (CSV/DDE injection): a cell text starting with = + - @, tab
 * or carriage return can be taken for a formula by a spreadsheet program. Such
 * text is always a string cell (exceljs and SheetJS never turn a string into a
 * formula). XLSX marks it with Excel's quote-prefix style, so it stays text when
 * edited and shows exactly as written; ODS, which has no such style, prefixes it
 * with a single quote. PDF shows the text as it is, since nothing evaluates it there.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

const TURKISH_ASCII: Record<string, string> = {
  ç: 'c',
  Ç: 'c',
  ğ: 'g',
  Ğ: 'g',
  ı: 'i',
  İ: 'i',
  ö: 'o',
  Ö: 'o',
  ş: 's',
  Ş: 's',
  ü: 'u',
  Ü: 'u',
};

/** 'Gelir Listesi (Ağustos)' → 'gelir-listesi-agustos'; never empty. */
export function slug(text: string): string {
  const ascii = text
    .replace(/[çÇğĞıİöÖşŞüÜ]/g, (ch) => TURKISH_ASCII[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return ascii || 'liste';
}

// ---- values → cells -------------------------------------------------------

type Cell =
  | { t: 'empty' }
  | { t: 'text'; text: string }
  | { t: 'money'; kurus: number }
  | { t: 'balance'; kurus: number }
  | { t: 'number'; value: number }
  /** `at` holds the wall-clock time as if it were UTC, which is what spreadsheet date cells store. */
  | { t: 'date'; text: string; at: Date; withTime: boolean };

const EMPTY: Cell = { t: 'empty' };
const wallClockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const numberFormat = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 10 });
const pad = (n: number) => String(n).padStart(2, '0');

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  // pg returns bigint and numeric columns as text.
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return Number.NaN;
}

function wallClock(instant: Date): { y: number; m: number; d: number; h: number; min: number } {
  const parts: Record<string, number> = {};
  for (const part of wallClockFormat.formatToParts(instant)) parts[part.type] = Number(part.value);
  return { y: parts.year, m: parts.month, d: parts.day, h: parts.hour, min: parts.minute };
}

function dateCell(y: number, m: number, d: number, h: number, min: number, withTime: boolean): Cell {
  const text = `${pad(d)}.${pad(m)}.${y}${withTime ? ` ${pad(h)}:${pad(min)}` : ''}`;
  return { t: 'date', text, at: new Date(Date.UTC(y, m - 1, d, h, min)), withTime };
}

function toInstant(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string') return null;
  let text = value.trim();
  // SQLite's own `datetime('now')` text has no zone; everything stored is UTC.
  if (/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text)) text = `${text.replace(' ', 'T')}Z`;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return null;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

function toCell(value: unknown, kind: ExportColumn['kind']): Cell {
  if (value === null || value === undefined || value === '') return EMPTY;
  switch (kind) {
    case 'money':
    case 'balance': {
      const kurus = toNumber(value);
      if (Number.isSafeInteger(kurus)) return { t: kind, kurus };
      break;
    }
    case 'number': {
      const n = toNumber(value);
      if (Number.isFinite(n)) return { t: 'number', value: n };
      break;
    }
    case 'date': {
      const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim()) : null;
      if (match) return dateCell(Number(match[1]), Number(match[2]), Number(match[3]), 0, 0, false);
      const instant = toInstant(value);
      if (instant) {
        const w = wallClock(instant);
        return dateCell(w.y, w.m, w.d, 0, 0, false);
      }
      break;
    }
    case 'datetime': {
      const instant = toInstant(value);
      if (instant) {
        const w = wallClock(instant);
        return dateCell(w.y, w.m, w.d, w.h, w.min, true);
      }
      break;
    }
    case 'boolean':
      if (value === true || value === 1 || value === '1' || value === 'true') return { t: 'text', text: 'Evet' };
      if (value === false || value === 0 || value === '0' || value === 'false') return { t: 'text', text: 'Hayır' };
      break;
  }
  // Text columns, and anything a typed column could not read, are shown as text.
  return { t: 'text', text: value instanceof Date ? value.toISOString() : String(value) };
}

/** The cell as a person reads it (PDF, column widths). */
function displayText(cell: Cell): string {
  switch (cell.t) {
    case 'empty':
      return '';
    case 'text':
    case 'date':
      return cell.text;
    case 'money':
      return formatMoney(cell.kurus);
    case 'balance':
      return formatBalance(cell.kurus);
    case 'number':
      return numberFormat.format(cell.value);
  }
}

function toCells(row: ExportRow, columns: ExportColumn[]): Cell[] {
  return columns.map((column) => toCell(row[column.key], column.kind));
}

/** Sheet names: at most 31 characters, none of []:*?/\ (Excel and ODS alike). */
function sheetName(title: string): string {
  return (
    title
      .replace(/[[\]:*?/\\]/g, ' ')
      .replace(/^'+|'+$/g, '')
      .trim()
      .slice(0, 31)
      .trim() || 'Liste'
  );
}

class ColumnWidths {
  readonly widths: number[];
  constructor(columns: ExportColumn[]) {
    this.widths = columns.map((c) => c.header.length);
  }
  add(cells: Cell[]): void {
    cells.forEach((cell, i) => {
      const length = displayText(cell).length;
      if (length > this.widths[i]) this.widths[i] = length;
    });
  }
  /** Character widths with a little padding, kept between 8 and 60. */
  characters(): number[] {
    return this.widths.map((w) => Math.min(60, Math.max(8, w + 2)));
  }
}

// ---- writers --------------------------------------------------------------

type Writer = (
  file: string,
  title: string,
  columns: ExportColumn[],
  rows: AsyncIterator<ExportRow>,
  summary: ExportSummary,
) => Promise<void>;

const WIDTH_SAMPLE_ROWS = 200;

/** XLSX through exceljs's streaming writer: rows go to disk as they come, so there is no row cap. */
const writeXlsx: Writer = async (file, title, columns, rows) => {
  // The file is opened here, not lazily by exceljs: a source failing early must not let the file appear
  // after writeExport has removed it.
  const stream = fs.createWriteStream(file);
  await once(stream, 'open');
  try {
    await writeXlsxTo(stream, title, columns, rows);
  } catch (error) {
    // Writes exceljs still has queued fail once the stream is gone; the source's error is the one to report.
    stream.on('error', () => {});
    await new Promise<void>((resolve) => {
      if (stream.closed) resolve();
      else stream.once('close', () => resolve());
      stream.destroy();
    });
    throw error;
  }
};

installQuotePrefixStyle();

async function writeXlsxTo(
  stream: fs.WriteStream,
  title: string,
  columns: ExportColumn[],
  rows: AsyncIterator<ExportRow>,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName(title), { views: [{ state: 'frozen', ySplit: 1 }] });

  // Column widths must be written before the first row, so they come from the first rows only.
  const sample: Cell[][] = [];
  const widths = new ColumnWidths(columns);
  while (sample.length < WIDTH_SAMPLE_ROWS) {
    const next = await rows.next();
    if (next.done) break;
    const cells = toCells(next.value, columns);
    widths.add(cells);
    sample.push(cells);
  }
  const characters = widths.characters();
  sheet.columns = columns.map((column, i) => ({ key: column.key, width: characters[i] }));

  const header = sheet.addRow(columns.map((c) => neutralizeFormula(c.header)));
  header.font = { name: 'Calibri', size: 11, bold: true };
  header.commit();

  const addRow = (cells: Cell[]) => {
    const row = sheet.addRow([]);
    cells.forEach((cell, i) => {
      const target = row.getCell(i + 1);
      switch (cell.t) {
        case 'empty':
          return;
        case 'text':
          // A string cell is never a formula; the quote-prefix style keeps it text when edited, and the cell
          // shows exactly the text ('+90 533 …', not "'+90 533 …").
          target.value = cell.text;
          if (FORMULA_START.test(cell.text)) target.style = { ...target.style, quotePrefix: true } as ExcelJS.Style;
          return;
        case 'money':
        case 'balance':
          target.value = fromKurus(cell.kurus);
          target.numFmt = cell.t === 'money' ? XLSX_MONEY_FORMAT : XLSX_BALANCE_FORMAT;
          return;
        case 'number':
          target.value = cell.value;
          return;
        case 'date':
          target.value = cell.at;
          target.numFmt = cell.withTime ? XLSX_DATETIME_FORMAT : XLSX_DATE_FORMAT;
          return;
      }
    });
    row.commit();
  };
  for (const cells of sample) addRow(cells);
  for (let next = await rows.next(); !next.done; next = await rows.next()) addRow(toCells(next.value, columns));

  sheet.commit();
  await workbook.commit();
}

function odsValue(cell: Cell): XLSX.CellObject | string | number | null {
  switch (cell.t) {
    case 'empty':
      return null;
    case 'text':
      return neutralizeFormula(cell.text);
    case 'money':
      return { t: 'n', v: fromKurus(cell.kurus), z: ODS_MONEY_FORMAT };
    case 'balance':
      // No (B)/(A) number style survives SheetJS's ODS writer: the balance goes as its Turkish text.
      return formatBalance(cell.kurus);
    case 'number':
      return cell.value;
    case 'date':
      // SheetJS cannot write a dd.MM.yyyy date style to ODS, so dates go as their Turkish text.
      return cell.text;
  }
}

/** ODS through SheetJS, which builds the sheet in memory; its zip is then put in ODF order. */
const writeOds: Writer = async (file, title, columns, rows) => {
  const widths = new ColumnWidths(columns);
  const aoa: unknown[][] = [columns.map((c) => neutralizeFormula(c.header))];
  for (let next = await rows.next(); !next.done; next = await rows.next()) {
    const cells = toCells(next.value, columns);
    widths.add(cells);
    aoa.push(cells.map(odsValue));
  }
  const sheet = XLSX.utils.aoa_to_sheet(aoa);
  sheet['!cols'] = widths.characters().map((wch) => ({ wch }));
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, sheetName(title));
  const zip = XLSX.write(workbook, { bookType: 'ods', type: 'buffer', compression: true }) as Buffer;
  await fs.promises.writeFile(file, ensureMimetypeFirst(zip));
};

const RIGHT_ALIGNED = new Set<ExportColumn['kind']>(['money', 'balance', 'number']);

/**
 * pdfmake lays a document out in memory on the request's thread: 20,000 rows take seconds and hundreds of
 * megabytes, during which the server answers no one. Longer lists go to XLSX or ODS, which stream.
 */
export const PDF_MAX_ROWS = 5_000;
/** Page margins left and right, in points (about 1 cm). */
export const PDF_MARGIN = 28;
export const PDF_TOO_LONG =
  'PDF en fazla 5.000 satır içerebilir. Daha uzun listeleri süzün ya da XLSX veya ODS olarak dışa aktarın.';

/** A word this long (an e-mail address, a reference) may break anywhere, so it cannot push the table off the page. */
const LONG_WORD = /\S{25,}/;

function pdfCell(cell: Cell, column: ExportColumn): TableCell {
  const text = displayText(cell);
  const alignment = RIGHT_ALIGNED.has(column.kind) ? 'right' : 'left';
  if (cell.t === 'text') return LONG_WORD.test(text) ? { text, wordBreak: 'break-all' } : text;
  return { text, noWrap: true, alignment };
}

/** The footer row: the record count under the first column, the screen's sums under theirs. */
function pdfTotalsRow(columns: ExportColumn[], count: number, totals: Record<string, number>): TableCell[] {
  return columns.map((column, i) => {
    const total = totals[column.key];
    const text =
      i === 0
        ? `Toplam ${numberFormat.format(count)} kayıt`
        : typeof total !== 'number' || !Number.isFinite(total)
          ? ''
          : column.kind === 'money'
            ? formatMoney(toKurus(total))
            : column.kind === 'balance'
              ? formatBalance(toKurus(total))
              : numberFormat.format(total);
    return { text, bold: true, noWrap: i > 0, alignment: i > 0 && RIGHT_ALIGNED.has(column.kind) ? 'right' : 'left' };
  });
}

/**
 * PDF through pdfmake: the title, the complex and the time it was made, then one table whose header row
 * repeats on every page and whose last row holds the screen's totals.
 */
const writePdf: Writer = async (file, title, columns, rows, summary) => {
  const headerRow: TableCell[] = columns.map((c) => ({
    text: c.header,
    style: 'tableHeader',
    alignment: RIGHT_ALIGNED.has(c.kind) ? 'right' : 'left',
  }));
  const body: TableCell[][] = [headerRow];
  for (let next = await rows.next(); !next.done; next = await rows.next()) {
    if (body.length > PDF_MAX_ROWS) throw new HttpError(422, PDF_TOO_LONG, { export_type: [PDF_TOO_LONG] });
    const cells = toCells(next.value, columns);
    body.push(cells.map((cell, i) => pdfCell(cell, columns[i])));
  }
  const count = body.length - 1;
  if (summary.totals && Object.keys(summary.totals).length > 0) body.push(pdfTotalsRow(columns, count, summary.totals));
  const now = wallClock(new Date());
  const created = `${pad(now.d)}.${pad(now.m)}.${now.y} ${pad(now.h)}:${pad(now.min)}`;
  const subtitle = [summary.clusterName ? `Site: ${summary.clusterName}` : null, `Oluşturulma: ${created}`]
    .filter(Boolean)
    .join('   ·   ');
  const content: Content = [
    { text: title, style: 'title' },
    { text: subtitle, style: 'subtitle' },
    {
      table: {
        headerRows: 1,
        // Text columns share the free width; figures and dates take what they need.
        widths: columns.map((c) => (c.kind && c.kind !== 'text' ? 'auto' : '*')),
        body,
      },
      layout: 'lightHorizontalLines',
    },
  ];
  if (!summary.totals || Object.keys(summary.totals).length === 0)
    content.push({ text: `Toplam ${numberFormat.format(count)} kayıt`, style: 'count' });
  const definition: TDocumentDefinitions = {
    pageSize: 'A4',
    pageOrientation: columns.length > 6 ? 'landscape' : 'portrait',
    pageMargins: [PDF_MARGIN, 32, PDF_MARGIN, 36],
    info: { title },
    defaultStyle: { font: 'Roboto', fontSize: columns.length > 10 ? 7 : 8 },
    styles: {
      title: { fontSize: 14, bold: true, margin: [0, 0, 0, 2] },
      subtitle: { fontSize: 8, color: '#444444', margin: [0, 0, 0, 8] },
      tableHeader: { bold: true, fillColor: '#eeeeee' },
      count: { fontSize: 7, color: '#444444', margin: [0, 4, 0, 0] },
    },
    content,
  };
  await renderPdf(definition, file, { right: PDF_MARGIN });
};

const writers: Record<ExportType, Writer> = { xlsx: writeXlsx, ods: writeOds, pdf: writePdf };

async function* iterate(rows: Rows): AsyncGenerator<ExportRow> {
  yield* rows;
}

/**
 * Writes the whole list to `files` as xlsx, ods or pdf and returns the
 * unguessable file name (it is the download credential, see files.routes.ts).
 * `rows` is consumed once, so it may be a database cursor; money values are
 * integer kuruş, dates 'YYYY-MM-DD', datetimes ISO-8601 (UTC), booleans true/false/0/1.
 */
export async function writeExport(opts: {
  type: ExportType;
  title: string;
  columns: ExportColumn[];
  rows: Rows;
  files: FileStorage;
  /** Printed with the list (PDF): its complex and the screen's footer sums. */
  summary?: ExportSummary;
}): Promise<{ fileName: string }> {
  const writer = writers[opts.type];
  if (!writer) throw new Error(`Unknown export type: ${String(opts.type)}`);
  if (opts.columns.length === 0) throw new Error('An export needs at least one column');
  const fileName = `${slug(opts.title)}-${randomUUID()}.${opts.type}`;
  const rows = iterate(opts.rows);
  try {
    await opts.files.create(fileName, (file) => writer(file, opts.title, opts.columns, rows, opts.summary ?? {}));
  } finally {
    // Closes the source (e.g. a database cursor) when a writer stopped early.
    await rows.return(undefined);
  }
  return { fileName };
}
