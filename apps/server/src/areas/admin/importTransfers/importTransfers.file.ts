import * as XLSX from '@e965/xlsx';
import { IMPORT_TRANSFER_MAX_ROWS, importTransferMessages } from '@site/shared';
import { invalid } from '../../../http/errors';
import { ensureMimetypeFirst } from '../../../http/export/odfZip';
import { COMBINED, SHEETS, type SheetDef, sheetByName } from './importTransfers.sheets';
import type { Cell } from './importTransfers.values';

// Reading an uploaded workbook (XLSX, ODS or CSV, through SheetJS) into sheets of rows, and writing the template.

/** One tab of the file: which sheet it is, and its rows with the row numbers the spreadsheet shows. */
export type RawSheet = { def: SheetDef; title: string; rows: { row: number; cells: Cell[] }[] };

export type FileKind = 'xlsx' | 'ods' | 'csv';

/** The file's kind by its bytes: a zip is XLSX or ODS (by its mimetype entry), text is CSV. */
export function detectKind(bytes: Buffer): FileKind | null {
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50) {
    return bytes.subarray(0, 200).includes('application/vnd.oasis.opendocument.spreadsheet') ? 'ods' : 'xlsx';
  }
  const head = bytes.subarray(0, 64 * 1024);
  if (!head.length) return null;
  for (const byte of head) if (byte < 0x09 || (byte > 0x0d && byte < 0x20) || byte === 0x7f) return null;
  return 'csv';
}

/** The most a workbook may unpack to: a 5 MB XLSX of 20,000 rows unpacks to some tens of megabytes. */
const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;

/**
 * What the zip says its entries unpack to, from its central directory (null when it has none): a small file
 * that unpacks to gigabytes (a zip bomb) is refused before it is read.
 */
function unpackedSize(bytes: Buffer): number | null {
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (bytes.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  let total = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return null;
    const size = bytes.readUInt32LE(at + 24);
    // Zip64 sizes (0xffffffff) are over the limit anyway.
    total += size === 0xffffffff ? Number.MAX_SAFE_INTEGER : size;
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return total;
}

/** UTF-8 (with or without BOM), else Windows-1254 (Excel's Turkish CSV). */
function decodeText(bytes: Buffer): string {
  const utf8 = new TextDecoder('utf-8').decode(bytes);
  const text = utf8.includes('\uFFFD') ? new TextDecoder('windows-1254').decode(bytes) : utf8;
  return text.replace(/^\uFEFF/, '');
}

const isFilled = (cells: Cell[]) =>
  cells.some((cell) => cell !== null && cell !== undefined && String(cell).trim() !== '');

/**
 * The workbook's sheets the import knows, by tab name; a CSV, or a workbook with a single tab of another name,
 * is one sheet of houses with their residents. Refuses (422 on `file`) an unreadable file, one with none of the
 * sheets, or one with more filled rows than the limit.
 */
export function readWorkbook(bytes: Buffer): RawSheet[] {
  const kind = detectKind(bytes);
  if (!kind) throw invalid('file', importTransferMessages.fileType);
  if (kind !== 'csv') {
    const unpacked = unpackedSize(bytes);
    if (unpacked === null) throw invalid('file', importTransferMessages.fileType);
    if (unpacked > MAX_UNPACKED_BYTES) throw invalid('file', importTransferMessages.tooManyRows);
  }
  // Rows past the limit are not even read: the limit's error is all that a longer sheet gets.
  const options: XLSX.ParsingOptions = {
    raw: true,
    cellDates: false,
    cellText: false,
    sheetRows: IMPORT_TRANSFER_MAX_ROWS + 50,
  };
  let book: XLSX.WorkBook;
  try {
    book =
      kind === 'csv'
        ? XLSX.read(decodeText(bytes), { ...options, type: 'string' })
        : XLSX.read(bytes, { ...options, type: 'buffer' });
  } catch {
    throw invalid('file', importTransferMessages.fileType);
  }
  const tabs = book.SheetNames.map((title) => ({ title, def: sheetByName(title) }));
  const known = tabs.filter((tab) => tab.def);
  const chosen =
    kind === 'csv' || (known.length === 0 && tabs.length === 1)
      ? [{ title: tabs[0]?.title ?? COMBINED.name, def: COMBINED }]
      : known;
  if (chosen.length === 0) throw invalid('file', importTransferMessages.noKnownSheet);
  let filled = 0;
  const sheets: RawSheet[] = [];
  for (const tab of chosen) {
    const sheet = book.Sheets[tab.title];
    if (!sheet?.['!ref']) {
      sheets.push({ def: tab.def as SheetDef, title: tab.title, rows: [] });
      continue;
    }
    const first = XLSX.utils.decode_range(sheet['!ref']).s.r;
    const aoa = XLSX.utils.sheet_to_json<Cell[]>(sheet, { header: 1, raw: true, defval: null, blankrows: true });
    const rows = aoa.map((cells, i) => ({ row: first + i + 1, cells })).filter((r) => isFilled(r.cells));
    filled += Math.max(0, rows.length - 1);
    if (filled > IMPORT_TRANSFER_MAX_ROWS) throw invalid('file', importTransferMessages.tooManyRows);
    sheets.push({ def: tab.def as SheetDef, title: tab.title, rows });
  }
  if (filled === 0) throw invalid('file', importTransferMessages.empty);
  return sheets;
}

/** The template's sheet of help, which the reader ignores (its name is none of the import's sheets). */
const NOTES_SHEET = 'Açıklamalar';

function notesSheet(): XLSX.WorkSheet {
  const rows: string[][] = [
    [
      'Tarihler GG.AA.YYYY (31.12.2025), tutarlar 1.234,56 biçiminde yazılabilir; telefonlar her yaygın biçimde olabilir.',
    ],
    ['Tür: Malik veya Kiracı. Tip: Konut, İşyeri, Üye veya Yönetim Ofisi. Açılış bakiyesinde eksi tutar alacaktır.'],
    [
      "Sakin sütunu boş bir açılış bakiyesi dairenin malikine yazılır. 'Bloklar' sayfasında olmayan bloklar daireyle birlikte oluşturulur.",
    ],
    [],
    ['Sayfa', 'Sütun', 'Zorunlu', 'Örnek'],
    ...SHEETS.flatMap((def) => def.columns.map((c) => [def.name, c.header, c.required ? 'Evet' : 'Hayır', c.example])),
  ];
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  sheet['!cols'] = [{ wch: 20 }, { wch: 18 }, { wch: 10 }, { wch: 20 }];
  return sheet;
}

const CONTENT_TYPES: Record<FileKind, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  csv: 'text/csv; charset=utf-8',
};

/**
 * The template: one sheet per kind with its Turkish headers and a help sheet (XLSX, ODS), or for CSV the
 * houses with their residents in one sheet (';'-separated, UTF-8 with BOM, as Excel opens it in Turkish).
 */
export function writeTemplate(kind: FileKind): { bytes: Buffer; contentType: string; fileName: string } {
  const fileName = `aktarim-sablonu.${kind}`;
  const book = XLSX.utils.book_new();
  const defs = kind === 'csv' ? [COMBINED] : SHEETS;
  for (const def of defs) {
    // Headers only: an example row left in the file would be imported. The examples are on 'Açıklamalar'.
    const sheet = XLSX.utils.aoa_to_sheet([def.columns.map((c) => c.header)]);
    sheet['!cols'] = def.columns.map((c) => ({ wch: Math.max(12, c.header.length + 2) }));
    XLSX.utils.book_append_sheet(book, sheet, def.name);
  }
  if (kind !== 'csv') XLSX.utils.book_append_sheet(book, notesSheet(), NOTES_SHEET);
  if (kind === 'csv') {
    const first = book.Sheets[COMBINED.name] as XLSX.WorkSheet;
    const text = XLSX.utils.sheet_to_csv(first, { FS: ';' });
    return { bytes: Buffer.from(`\uFEFF${text}\r\n`, 'utf8'), contentType: CONTENT_TYPES.csv, fileName };
  }
  const zip = XLSX.write(book, { bookType: kind, type: 'buffer', compression: true }) as Buffer;
  return { bytes: kind === 'ods' ? ensureMimetypeFirst(zip) : zip, contentType: CONTENT_TYPES[kind], fileName };
}
