import { pipeline, Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import ExcelJS from 'exceljs';
import {
  EMPTY_FILE_MESSAGE,
  FILE_TYPE_MESSAGE,
  STATEMENT_MAX_ROWS,
  StatementError,
  TOO_MANY_ROWS_MESSAGE,
} from './bankStatement.limits';
import { type Cell, isBlank } from './bankStatement.values';

// An XLSX statement's first sheet with rows, read as a stream straight from the zip.

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
