import { randomUUID } from 'node:crypto';
import type { FileStorage } from '../../storage/fileStorage';
import type { ExportColumn, ExportRow, ExportSummary, ExportType, Rows, Writer } from './exportTypes';
import { writeOds } from './odsWriter';
import { writePdf } from './pdfWriter';
import { writeXlsx } from './xlsxWriter';

export type { ExportColumn, ExportRow, ExportSummary, ExportType } from './exportTypes';
export { neutralizeFormula } from './formulaText';
export { PDF_MARGIN, PDF_MAX_ROWS, PDF_TOO_LONG } from './pdfWriter';

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
