import { FILE_TYPE_MESSAGE, STATEMENT_MAX_ROWS, StatementError, TOO_MANY_ROWS_MESSAGE } from './bankStatement.limits';
import type { Cell } from './bankStatement.values';
import { readXlsx } from './bankStatement.xlsx';

// The uploaded file: its kind by its bytes, its text and its rows of cells.

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

/** The file's rows, whatever its kind; a file of another kind is refused. */
export async function readRows(bytes: Buffer): Promise<Cell[][]> {
  const kind = detectFileKind(bytes);
  if (kind === 'xlsx') return readXlsx(bytes);
  if (kind === 'csv') return parseCsv(decodeText(bytes));
  throw new StatementError(FILE_TYPE_MESSAGE);
}
