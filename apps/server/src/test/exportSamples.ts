import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type ExportColumn, type ExportRow, writeExport } from '../http/export/exportList';
import type { ExportSummary, ExportType, Rows } from '../http/export/exportTypes';
import { LocalFileStorage } from '../storage/localStorage';

/** One column of every kind an export writes. */
export const sampleColumns: ExportColumn[] = [
  { key: 'name', header: 'Ad Soyad' },
  { key: 'amount', header: 'Tutar', kind: 'money' },
  { key: 'count', header: 'Adet', kind: 'number' },
  { key: 'day', header: 'Tarih', kind: 'date' },
  { key: 'at', header: 'Oluşturma', kind: 'datetime' },
  { key: 'active', header: 'Aktif', kind: 'boolean' },
  { key: 'note', header: 'Not' },
];

/** Text a spreadsheet would take for a formula unless it is written as text. */
export const formulaLike = ['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)', '\tTAB', '\rCR'];

/** Rows of every value shape the databases hand over, each with one formula-like note. */
export const sampleRows: ExportRow[] = [
  {
    name: 'Şükrü Çağlar İğdır ışık',
    amount: 123456,
    count: 3,
    day: '2024-03-05',
    at: '2024-03-05T21:30:00Z',
    active: 1,
    note: formulaLike[0],
  },
  // pg hands bigint/numeric over as text; SQLite's own timestamps carry no zone.
  {
    name: 'Ayşe',
    amount: '-5',
    count: '2.5',
    day: null,
    at: '2024-03-05 07:00:00',
    active: false,
    note: formulaLike[1],
  },
  { name: 'Ali', amount: 0, count: 0, day: '2024-12-31', at: null, active: true, note: formulaLike[2] },
  { name: 'Veli', amount: 100, count: -1, day: '2025-01-01', at: null, active: 0, note: formulaLike[3] },
  { name: 'Can', amount: 1, note: formulaLike[4] },
  { name: 'Ece', amount: 99, note: formulaLike[5] },
  { name: 'Efe', amount: 1, note: 'normal - metin = değil' },
];

/** The rows as an async cursor, as a list query streams them; `counter.pulls` counts the rows taken. */
export async function* cursor(source: ExportRow[], counter = { pulls: 0 }): AsyncGenerator<ExportRow> {
  for (const row of source) {
    counter.pulls++;
    yield row;
  }
}

/**
 * A temporary folder for the enclosing tests' export files, removed after them: `files()` stores there, and
 * `write` writes an export of `rows` (with the sample columns unless told) there and answers the file's path.
 */
export function useExportFolder() {
  const folder = {
    path: '',
    files: () => new LocalFileStorage(folder.path),
    write: async (
      type: ExportType,
      title: string,
      rows: Rows,
      more: { columns?: ExportColumn[]; summary?: ExportSummary } = {},
    ) => {
      const files = folder.files();
      const { fileName } = await writeExport({
        type,
        title,
        columns: more.columns ?? sampleColumns,
        rows,
        files,
        ...more,
      });
      return path.join(folder.path, fileName);
    },
  };
  beforeAll(() => {
    folder.path = fs.mkdtempSync(path.join(os.tmpdir(), 'export-'));
  });
  afterAll(() => {
    fs.rmSync(folder.path, { recursive: true, force: true });
  });
  return folder;
}
