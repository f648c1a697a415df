import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFileStorage } from '../../storage/localStorage';
import {
  type ExportColumn,
  type ExportRow,
  PDF_MARGIN,
  PDF_MAX_ROWS,
  PDF_TOO_LONG,
  slug,
  writeExport,
} from './exportList';
import { getPdfmake, robotoFiles } from './pdf';

// The ESM build of SheetJS reads files only once it is given `fs`.
XLSX.set_fs(fs);

const columns: ExportColumn[] = [
  { key: 'name', header: 'Ad Soyad' },
  { key: 'amount', header: 'Tutar', kind: 'money' },
  { key: 'count', header: 'Adet', kind: 'number' },
  { key: 'day', header: 'Tarih', kind: 'date' },
  { key: 'at', header: 'Oluşturma', kind: 'datetime' },
  { key: 'active', header: 'Aktif', kind: 'boolean' },
  { key: 'note', header: 'Not' },
];

const formulaLike = ['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)', '\tTAB', '\rCR'];

const rows: ExportRow[] = [
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

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-'));
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

async function* cursor(source: ExportRow[], counter = { pulls: 0 }): AsyncGenerator<ExportRow> {
  for (const row of source) {
    counter.pulls++;
    yield row;
  }
}

async function pdfText(file: string): Promise<{ pages: string[]; sizes: { width: number; height: number }[] }> {
  const doc = await getDocument({ data: new Uint8Array(fs.readFileSync(file)), isEvalSupported: false }).promise;
  const pages: string[] = [];
  const sizes: { width: number; height: number }[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const { width, height } = page.getViewport({ scale: 1 });
    sizes.push({ width, height });
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
  }
  await doc.destroy();
  return { pages, sizes };
}

/** Where each piece of text of a PDF page ends on the right, in points, with the page width. */
async function pdfRightEdges(file: string): Promise<{ width: number; rightmost: number; text: string }[]> {
  const doc = await getDocument({ data: new Uint8Array(fs.readFileSync(file)), isEvalSupported: false }).promise;
  const pages: { width: number; rightmost: number; text: string }[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const { width } = page.getViewport({ scale: 1 });
    let rightmost = 0;
    let text = '';
    for (const item of (await page.getTextContent()).items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const right = item.transform[4] + item.width;
      if (right > rightmost) [rightmost, text] = [right, item.str];
    }
    pages.push({ width, rightmost, text });
  }
  await doc.destroy();
  return pages;
}

/** Glyph id of a BMP code point through the font's Windows Unicode (format 4) cmap; 0 = missing. */
function glyphId(ttf: Buffer, codePoint: number): number {
  let cmap = -1;
  for (let i = 0; i < ttf.readUInt16BE(4); i++) {
    const record = 12 + 16 * i;
    if (ttf.toString('latin1', record, record + 4) === 'cmap') cmap = ttf.readUInt32BE(record + 8);
  }
  for (let i = 0; i < ttf.readUInt16BE(cmap + 2); i++) {
    const record = cmap + 4 + 8 * i;
    const sub = cmap + ttf.readUInt32BE(record + 4);
    if (ttf.readUInt16BE(record) !== 3 || ttf.readUInt16BE(record + 2) !== 1 || ttf.readUInt16BE(sub) !== 4) continue;
    const segX2 = ttf.readUInt16BE(sub + 6);
    const ends = sub + 14;
    const starts = ends + segX2 + 2;
    const deltas = starts + segX2;
    const ranges = deltas + segX2;
    for (let s = 0; s < segX2 / 2; s++) {
      if (codePoint > ttf.readUInt16BE(ends + 2 * s)) continue;
      const start = ttf.readUInt16BE(starts + 2 * s);
      if (codePoint < start) return 0;
      const delta = ttf.readInt16BE(deltas + 2 * s);
      const rangeOffset = ttf.readUInt16BE(ranges + 2 * s);
      if (rangeOffset === 0) return (codePoint + delta) & 0xffff;
      const glyph = ttf.readUInt16BE(ranges + 2 * s + rangeOffset + 2 * (codePoint - start));
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
  }
  return 0;
}

describe('file names', () => {
  it('are a Turkish-transliterated slug of the title plus a random UUID', async () => {
    expect(slug('Sakin Listesi (Ağustos) İŞÇĞÜÖ ı')).toBe('sakin-listesi-agustos-iscguo-i');
    expect(slug('!!!')).toBe('liste');
    const a = await writeExport({
      type: 'xlsx',
      title: 'Gelir Listesi',
      columns,
      rows: [],
      files: new LocalFileStorage(dir),
    });
    const b = await writeExport({
      type: 'xlsx',
      title: 'Gelir Listesi',
      columns,
      rows: [],
      files: new LocalFileStorage(dir),
    });
    expect(a.fileName).toMatch(/^gelir-listesi-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}\.xlsx$/);
    expect(a.fileName).not.toBe(b.fileName);
    // The files route serves exactly this shape of name.
    expect(a.fileName).toMatch(/^[a-z0-9-]+\.(xlsx|ods|pdf|odt|docx|png)$/);
  });
});

describe('xlsx', () => {
  it('has a bold header, money as 2-decimal numbers with the ₺ format, and formula-like text as quote-prefixed text', async () => {
    const counter = { pulls: 0 };
    const out = await writeExport({
      type: 'xlsx',
      title: 'Sakin Listesi',
      columns,
      rows: cursor(rows, counter),
      files: new LocalFileStorage(dir),
    });
    expect(counter.pulls).toBe(rows.length);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path.join(dir, out.fileName));
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
    const zip = await JSZip.loadAsync(fs.readFileSync(path.join(dir, out.fileName)));
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
    const out = await writeExport({
      type: 'xlsx',
      title: 'Büyük',
      columns,
      rows: cursor(many, counter),
      files: new LocalFileStorage(dir),
    });
    expect(counter.pulls).toBe(20_000);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path.join(dir, out.fileName));
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
    const before = fs.readdirSync(dir).length;
    for (const type of ['xlsx', 'ods', 'pdf'] as const) {
      await expect(
        writeExport({ type, title: 'Hata', columns, rows: failing(), files: new LocalFileStorage(dir) }),
      ).rejects.toThrow('cursor broke');
    }
    expect(fs.readdirSync(dir).length).toBe(before);
  });
});

describe('ods', () => {
  it('has mimetype as the first, stored zip entry, as ODF requires', async () => {
    const out = await writeExport({
      type: 'ods',
      title: 'Sakin Listesi',
      columns,
      rows,
      files: new LocalFileStorage(dir),
    });
    const zip = fs.readFileSync(path.join(dir, out.fileName));
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
    const out = await writeExport({
      type: 'ods',
      title: 'Sakin Listesi',
      columns,
      rows: cursor(rows),
      files: new LocalFileStorage(dir),
    });
    const workbook = XLSX.readFile(path.join(dir, out.fileName), { cellNF: true, cellFormula: true });
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

describe('pdf', () => {
  it('uses a Roboto that has the Turkish letters and ₺', () => {
    for (const file of [robotoFiles.normal, robotoFiles.bold]) {
      const ttf = fs.readFileSync(file);
      for (const ch of 'ğĞşŞıİçÇöÖüÜ₺') expect(glyphId(ttf, ch.codePointAt(0) ?? 0), ch).toBeGreaterThan(0);
    }
  });

  it('shows Turkish text, money as 1.234,56 ₺ and dates as dd.MM.yyyy, landscape past 6 columns', async () => {
    const out = await writeExport({
      type: 'pdf',
      title: 'Sakin Listesi',
      columns,
      rows: cursor(rows),
      files: new LocalFileStorage(dir),
    });
    expect(fs.readFileSync(path.join(dir, out.fileName)).subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, sizes } = await pdfText(path.join(dir, out.fileName));
    const text = pages.join('\n');
    expect(text).toContain('Sakin Listesi');
    expect(text).toContain('Şükrü Çağlar İğdır ışık');
    expect(text).toContain('1.234,56 ₺');
    expect(text).toContain('-0,05 ₺');
    expect(text).toContain('05.03.2024');
    expect(text).toContain('06.03.2024 00:30');
    expect(text).toContain('Evet');
    expect(text).toContain('=HYPERLINK("http://x")');
    expect(sizes[0].width).toBeGreaterThan(sizes[0].height);
  });

  it('is portrait up to 6 columns and repeats the header row on every page', async () => {
    const many = Array.from({ length: 150 }, (_, i) => ({ name: `Sakin ${i}`, amount: 123456 }));
    const out = await writeExport({
      type: 'pdf',
      title: 'Uzun Liste',
      columns: columns.slice(0, 2),
      rows: many,
      files: new LocalFileStorage(dir),
    });
    const { pages, sizes } = await pdfText(path.join(dir, out.fileName));
    expect(pages.length).toBeGreaterThan(1);
    expect(sizes[0].height).toBeGreaterThan(sizes[0].width);
    for (const page of pages) expect(page).toContain('Ad Soyad');
    expect(pages.at(-1)).toContain('Sakin 149');
  });

  it('names the complex, marks balances (B)/(A), ends with the totals, and keeps a right margin', async () => {
    // Portrait (six columns) with long unbroken words: nothing may run into the right margin.
    const wide: ExportColumn[] = [
      { key: 'name', header: 'Ad Soyad' },
      { key: 'email', header: 'E-posta' },
      { key: 'phone', header: 'Telefon' },
      { key: 'house', header: 'Bağımsız Bölüm' },
      { key: 'debt', header: 'Borç', kind: 'money' },
      { key: 'balance', header: 'Bakiye', kind: 'balance' },
    ];
    const residents = Array.from({ length: 60 }, (_, i) => ({
      name: `Sakin ${i} Uzunsoyadlıoğulları Karamanlıgil`,
      email: `cok.uzun.bir.eposta.adresi.${i}@ornek-site-yonetimi-sirketi.com.tr`,
      phone: '+90 533 123 45 67',
      house: `A Blok Daire ${i}`,
      debt: 123456789 + i,
      balance: i % 2 ? 150000 : -2500,
    }));
    const out = await writeExport({
      type: 'pdf',
      title: 'Sakinler',
      columns: wide,
      rows: residents,
      files: new LocalFileStorage(dir),
      summary: { clusterName: 'Yeşilvadi Sitesi', totals: { debt: 74074.08, balance: 43500 } },
    });
    const { pages, sizes } = await pdfText(path.join(dir, out.fileName));
    expect(sizes[0].height).toBeGreaterThan(sizes[0].width);
    expect(pages[0]).toContain('Site: Yeşilvadi Sitesi');
    const text = pages.join('\n');
    expect(text).toContain('1.500,00 ₺ (B)');
    expect(text).toContain('25,00 ₺ (A)');
    const last = pages.at(-1) ?? '';
    expect(last).toContain('Toplam 60 kayıt');
    expect(last).toContain('74.074,08 ₺');
    expect(last).toContain('43.500,00 ₺ (B)');
    for (const page of await pdfRightEdges(path.join(dir, out.fileName)))
      expect(page.rightmost, `'${page.text}' ends past the margin`).toBeLessThanOrEqual(page.width - PDF_MARGIN + 0.5);
  });

  it('counts the records of a list without footer sums', async () => {
    const out = await writeExport({
      type: 'pdf',
      title: 'Bloklar',
      columns: columns.slice(0, 1),
      rows: [{ name: 'A Blok' }, { name: 'B Blok' }],
      files: new LocalFileStorage(dir),
    });
    const { pages } = await pdfText(path.join(dir, out.fileName));
    expect(pages[0]).toContain('Toplam 2 kayıt');
    expect(pages[0]).not.toContain('Site:');
  });

  it('may read neither local files nor URLs', async () => {
    const pdfmake = getPdfmake();
    await expect(pdfmake.createPdf({ content: [{ image: '/etc/hostname' }] }).getBuffer()).rejects.toThrow(
      /denied by resource access policy/,
    );
    await expect(pdfmake.createPdf({ content: [{ image: 'http://127.0.0.1:9/x.png' }] }).getBuffer()).rejects.toThrow(
      /denied by resource access policy/,
    );
  });
});

describe('pdf limit', () => {
  it('refuses a PDF of more than 5,000 rows with a Turkish message that says why, and leaves no file', async () => {
    const many = Array.from({ length: PDF_MAX_ROWS + 1 }, (_, i) => ({ name: `Sakin ${i}`, amount: i }));
    const before = fs.readdirSync(dir).length;
    await expect(
      writeExport({ type: 'pdf', title: 'Uzun Liste', columns, rows: many, files: new LocalFileStorage(dir) }),
    ).rejects.toMatchObject({ statusCode: 422, message: PDF_TOO_LONG });
    expect(fs.readdirSync(dir).length).toBe(before);
    const exactly = await writeExport({
      type: 'pdf',
      title: 'Sınırda Liste',
      columns: columns.slice(0, 2),
      rows: many.slice(0, PDF_MAX_ROWS),
      files: new LocalFileStorage(dir),
    });
    expect(fs.readFileSync(path.join(dir, exactly.fileName)).subarray(0, 4).toString('latin1')).toBe('%PDF');
  }, 120_000);

  it('lays out the longest PDF off the request thread: the event loop keeps turning meanwhile', async () => {
    const many = Array.from({ length: PDF_MAX_ROWS }, (_, i) => ({ name: `Sakin ${i}`, amount: i, count: i }));
    let last = performance.now();
    let longestGap = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    const out = await writeExport({
      type: 'pdf',
      title: 'Uzun Liste',
      columns: columns.slice(0, 3),
      rows: many,
      files: new LocalFileStorage(dir),
    });
    const took = performance.now() - started;
    clearInterval(ticker);
    expect((await pdfText(path.join(dir, out.fileName))).pages.at(-1)).toContain('Sakin 4999');
    // Laid out on this thread, the document would hold it for nearly all of `took`.
    expect(longestGap).toBeLessThan(took / 3);
  }, 120_000);
});
