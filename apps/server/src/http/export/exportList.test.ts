import fs from 'node:fs';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import {
  sampleColumns as columns,
  cursor,
  formulaLike,
  sampleRows as rows,
  useExportFolder,
} from '../../test/exportSamples';
import { type ExportRow, slug, writeExport } from './exportList';

// The ESM build of SheetJS reads files only once it is given `fs`.
XLSX.set_fs(fs);

const folder = useExportFolder();

describe('file names', () => {
  it('are a Turkish-transliterated slug of the title plus a random UUID', async () => {
    expect(slug('Sakin Listesi (Ağustos) İŞÇĞÜÖ ı')).toBe('sakin-listesi-agustos-iscguo-i');
    expect(slug('!!!')).toBe('liste');
    const a = path.basename(await folder.write('xlsx', 'Gelir Listesi', []));
    const b = path.basename(await folder.write('xlsx', 'Gelir Listesi', []));
    expect(a).toMatch(/^gelir-listesi-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}\.xlsx$/);
    expect(a).not.toBe(b);
    // The files route serves exactly this shape of name.
    expect(a).toMatch(/^[a-z0-9-]+\.(xlsx|ods|pdf|odt|docx|png)$/);
  });
});

describe('xlsx', () => {
  it('has a bold header, money as 2-decimal numbers with the ₺ format, and formula-like text as quote-prefixed text', async () => {
    const counter = { pulls: 0 };
    const file = await folder.write('xlsx', 'Sakin Listesi', cursor(rows, counter));
    expect(counter.pulls).toBe(rows.length);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('Sakin Listesi');
    expect(sheet.rowCount).toBe(rows.length + 1);
    const header = sheet.getRow(1);
    expect(columns.map((_, i) => header.getCell(i + 1).value)).toEqual(columns.map((c) => c.header));
    expect(header.getCell(1).font?.bold).toBe(true);

    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('Şükrü Çağlar İğdır ışık');
    const money = first.getCell(2);
    expect(money.type).toBe(ExcelJS.ValueType.Number);
    expect(money.value).toBe(1234.56);
    expect(money.numFmt).toBe('#,##0.00 ₺');
    expect(first.getCell(3).value).toBe(3);
    expect(first.getCell(4).value).toEqual(new Date(Date.UTC(2024, 2, 5)));
    expect(first.getCell(4).numFmt).toBe('dd.mm.yyyy');
    // 21:30 UTC is 00:30 the next day in Istanbul.
    expect(first.getCell(5).value).toEqual(new Date(Date.UTC(2024, 2, 6, 0, 30)));
    expect(first.getCell(5).numFmt).toBe('dd.mm.yyyy hh:mm');
    expect(first.getCell(6).value).toBe('Evet');

    const second = sheet.getRow(3);
    expect(second.getCell(2).value).toBe(-0.05);
    expect(second.getCell(3).value).toBe(2.5);
    expect(second.getCell(4).value).toBeNull();
    expect(second.getCell(5).value).toEqual(new Date(Date.UTC(2024, 2, 5, 10, 0)));
    expect(second.getCell(6).value).toBe('Hayır');
    expect(sheet.getRow(4).getCell(6).value).toBe('Evet');
    expect(sheet.getRow(5).getCell(6).value).toBe('Hayır');

    // Formula-like text is a string cell showing exactly its text (no visible apostrophe), styled quote-prefixed.
    const zip = await JSZip.loadAsync(fs.readFileSync(file));
    const sheetXml = await zip.file('xl/worksheets/sheet1.xml')?.async('string');
    const stylesXml = await zip.file('xl/styles.xml')?.async('string');
    const xfs = [
      ...(/<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(stylesXml ?? '')?.[1] ?? '').matchAll(/<xf [^>]*>/g),
    ].map((m) => m[0]);
    const styleOf = (ref: string) =>
      xfs[Number(new RegExp(`<c r="${ref}"[^>]*? s="(\\d+)"`).exec(sheetXml ?? '')?.[1] ?? 0)];
    formulaLike.forEach((text, i) => {
      const cell = sheet.getRow(i + 2).getCell(7);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.formula).toBeUndefined();
      // XML parsing turns a raw carriage return into a line feed.
      expect(cell.value).toBe(text.replace('\r', '\n'));
      expect(styleOf(`G${i + 2}`)).toContain('quotePrefix="1"');
    });
    expect(sheet.getRow(8).getCell(7).value).toBe('normal - metin = değil');
    expect(styleOf('G8') ?? '').not.toContain('quotePrefix');
  });

  it('writes 20,000 rows from an async cursor', async () => {
    const many = Array.from({ length: 20_000 }, (_, i) => ({ name: `Sakin ${i}`, amount: i * 101, note: '-' }));
    const counter = { pulls: 0 };
    const file = await folder.write('xlsx', 'Büyük', cursor(many, counter));
    expect(counter.pulls).toBe(20_000);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(20_001);
    expect(sheet.getRow(20_001).getCell(1).value).toBe('Sakin 19999');
    expect(sheet.getRow(20_001).getCell(2).value).toBe(20_198.99);
  });

  it('removes the partial file and passes the error on when the row source fails', async () => {
    async function* failing(): AsyncGenerator<ExportRow> {
      yield rows[0];
      throw new Error('cursor broke');
    }
    const before = fs.readdirSync(folder.path).length;
    for (const type of ['xlsx', 'ods', 'pdf'] as const) {
      await expect(
        writeExport({ type, title: 'Hata', columns, rows: failing(), files: folder.files() }),
      ).rejects.toThrow('cursor broke');
    }
    expect(fs.readdirSync(folder.path).length).toBe(before);
  });
});

describe('ods', () => {
  it('has mimetype as the first, stored zip entry, as ODF requires', async () => {
    const file = await folder.write('ods', 'Sakin Listesi', rows);
    const zip = fs.readFileSync(file);
    expect(zip.readUInt32LE(0)).toBe(0x04034b50); // PK\x03\x04
    expect(zip.readUInt16LE(8)).toBe(0); // compression method: stored
    const nameLength = zip.readUInt16LE(26);
    const extraLength = zip.readUInt16LE(28);
    expect(zip.toString('utf8', 30, 30 + nameLength)).toBe('mimetype');
    expect(extraLength).toBe(0);
    const size = zip.readUInt32LE(18);
    expect(zip.toString('utf8', 30 + nameLength, 30 + nameLength + size)).toBe(
      'application/vnd.oasis.opendocument.spreadsheet',
    );
  });

  it('reads back with money as 2-decimal numbers and formula-like text as quoted strings', async () => {
    const file = await folder.write('ods', 'Sakin Listesi', cursor(rows));
    const workbook = XLSX.readFile(file, { cellNF: true, cellFormula: true });
    expect(workbook.SheetNames).toEqual(['Sakin Listesi']);
    const sheet = workbook.Sheets['Sakin Listesi'];
    expect(XLSX.utils.decode_range(sheet['!ref'] ?? 'A1').e.r + 1).toBe(rows.length + 1);
    const header = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 })[0];
    expect(header).toEqual(columns.map((c) => c.header));

    expect(sheet.A2.v).toBe('Şükrü Çağlar İğdır ışık');
    expect(sheet.B2).toMatchObject({ t: 'n', v: 1234.56, z: '#,##0.00' });
    expect(sheet.B3).toMatchObject({ t: 'n', v: -0.05 });
    expect(sheet.C3).toMatchObject({ t: 'n', v: 2.5 });
    expect(sheet.D2.v).toBe('05.03.2024');
    expect(sheet.E2.v).toBe('06.03.2024 00:30');
    expect(sheet.F2.v).toBe('Evet');
    expect(sheet.F3.v).toBe('Hayır');
    formulaLike.forEach((text, i) => {
      const cell = sheet[`G${i + 2}`];
      expect(cell.t).toBe('s');
      expect(cell.f).toBeUndefined();
      expect(cell.v).toBe(`'${text}`);
    });
    expect(sheet.G8.v).toBe('normal - metin = değil');
  });
});
