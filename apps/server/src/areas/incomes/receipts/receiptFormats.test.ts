import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { type Json, useTwoTenantsApp } from '../../../test/apiTest';
import {
  RECEIPT_PROVIDER as PROVIDER,
  receiptPages as pdfPages,
  printFile,
  seedPaidInvoice,
  RECEIPT_AMOUNT_IN_WORDS as WORDS,
} from '../../../test/receiptFixtures';
import { testDbKinds } from '../../../test/testDb';
import { Canvas, encodePng } from './writers/raster';

XLSX.set_fs(fs);

const TEMPLATES = [
  { template: 'Invoice', name: 'Mahsup Fişi' },
  { template: 'InvoicePayment', name: 'Ödeme Makbuzu' },
] as const;

/** The entries of a zip package, read with SheetJS's own zip reader (not the writer under test). */
function unzip(data: Buffer): Map<string, Buffer> {
  const cfb = XLSX.CFB.read(data, { type: 'buffer' });
  const entries = new Map<string, Buffer>();
  cfb.FullPaths.forEach((fullPath: string, i: number) => {
    const file = cfb.FileIndex[i];
    if (file.type === 2 && file.content) entries.set(fullPath.replace(/^[^/]*\//, ''), Buffer.from(file.content));
  });
  return entries;
}

const count = (text: string, part: string) => text.split(part).length - 1;

/** Width, height and the decoded greyscale rows of a PNG written with filter type 0. */
function readPng(data: Buffer) {
  expect(data.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(data.toString('latin1', 12, 16)).toBe('IHDR');
  const width = data.readUInt32BE(16);
  const height = data.readUInt32BE(20);
  const idat: Buffer[] = [];
  for (let p = 8; p < data.length; ) {
    const length = data.readUInt32BE(p);
    if (data.toString('latin1', p + 4, p + 8) === 'IDAT') idat.push(data.subarray(p + 8, p + 8 + length));
    p += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  expect(raw.length).toBe((width + 1) * height);
  const row = (y: number) => raw.subarray(y * (width + 1) + 1, (y + 1) * (width + 1));
  return { width, height, depth: data[24], colorType: data[25], row };
}

describe.each(testDbKinds)('expense receipt files on %s', (kind) => {
  const t = useTwoTenantsApp(kind, { pageUrl: '/expenses/invoices' });
  let invoiceId: number;
  let paymentId: number;
  const print = (body: Json, token = t.worker) => printFile(t.app, t.call, token, body);
  const ids = () => ({ Invoice: invoiceId, InvoicePayment: paymentId });

  beforeAll(async () => {
    ({ invoiceId, paymentId } = await seedPaidInvoice(t));
  }, 60_000);

  describe.each(TEMPLATES)('$name', ({ template, name }) => {
    const body = (fileType: string, extra: Json = {}) => ({
      file_type: fileType,
      print_template: template,
      receiptData: { id: ids()[template] },
      paper_size: 'A5',
      copies: 2,
      ...extra,
    });

    it('PDF: the title, provider, amount and amount in words, one copy per page on A5 or A4', async () => {
      const a5 = await print(body('pdf'));
      expect(a5.url).toMatch(/^\/api\/files\/[a-z-]+-[0-9a-f-]{36}\.pdf$/);
      expect(a5.type).toBe('application/pdf');
      const pages = await pdfPages(a5.data);
      expect(pages).toHaveLength(2);
      for (const page of pages) {
        for (const text of [name, PROVIDER, '1.250,50 ₺', WORDS, 'Kardelen', 'ŞAB2026-0815']) {
          expect(page.text).toContain(text);
        }
        expect([page.width, page.height]).toEqual([420, 595]);
      }
      if (template === 'Invoice') expect(pages[0].text).toContain('Ağustos bakımı');
      else expect(pages[0].text).toContain('Vakıfbank Kadıköy');

      const a4 = await pdfPages((await print(body('pdf', { paper_size: 'A4', copies: 3 }))).data);
      expect(a4.map((p) => [p.width, p.height])).toEqual([
        [595, 842],
        [595, 842],
        [595, 842],
      ]);
    });

    it('XLSX: text cells, the amount as a ₺ number, the paper and a page break between copies', async () => {
      const file = await print(body('xlsx', { copies: 3 }));
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(file.data as never);
      const sheet = workbook.worksheets[0];
      expect(sheet.name).toBe(name);
      const texts: string[] = [];
      const amounts: { value: number; format: string }[] = [];
      sheet.eachRow((row) =>
        row.eachCell((cell) => {
          // A merged range reports its first cell's value on every cell; count it once.
          if (cell.isMerged && cell.master !== cell) return;
          if (typeof cell.value === 'string') texts.push(cell.value);
          if (typeof cell.value === 'number') amounts.push({ value: cell.value, format: cell.numFmt });
        }),
      );
      for (const text of [name, PROVIDER, WORDS]) expect(count(texts.join('\n'), text)).toBe(3);
      expect(amounts.filter((a) => a.value === 1250.5).length).toBeGreaterThanOrEqual(3);
      expect(amounts.every((a) => a.format.includes('₺'))).toBe(true);
      expect(sheet.pageSetup.paperSize).toBe(11);
      const xml = unzip(file.data).get('xl/worksheets/sheet1.xml')?.toString('utf8') ?? '';
      expect(xml).toContain('<rowBreaks count="2"');
      const a4 = await print(body('xlsx', { paper_size: 'A4', copies: 1 }));
      const a4Book = new ExcelJS.Workbook();
      await a4Book.xlsx.load(a4.data as never);
      expect(a4Book.worksheets[0].pageSetup.paperSize).toBe(9);
    });

    it('ODS: mimetype first and stored, Turkish text, a TRY currency cell, paper size and page breaks', async () => {
      const file = await print(body('ods', { copies: 3 }));
      expect(file.data.toString('latin1', 30, 38)).toBe('mimetype');
      expect(file.data.readUInt16LE(8)).toBe(0);
      expect(file.data.toString('latin1', 38, 38 + 46)).toBe('application/vnd.oasis.opendocument.spreadsheet');
      const book = XLSX.read(file.data, { type: 'buffer' });
      expect(book.SheetNames).toEqual([name]);
      const cells = Object.entries(book.Sheets[name]).filter(([key]) => !key.startsWith('!'));
      const strings = cells.map(([, c]) => String((c as XLSX.CellObject).v)).join('\n');
      for (const text of [name, PROVIDER, WORDS]) expect(count(strings, text)).toBe(3);
      expect(cells.some(([, c]) => (c as XLSX.CellObject).t === 'n' && (c as XLSX.CellObject).v === 1250.5)).toBe(true);
      const parts = unzip(file.data);
      expect(parts.get('styles.xml')?.toString('utf8')).toContain('fo:page-width="148mm" fo:page-height="210mm"');
      const content = parts.get('content.xml')?.toString('utf8') ?? '';
      expect(content).toContain('office:value-type="currency" office:currency="TRY" office:value="1250.5"');
      expect(count(content, 'table:style-name="roBreak"')).toBe(2);
      expect(parts.get('META-INF/manifest.xml')?.toString('utf8')).toContain('content.xml');
    });

    it('ODT: the Turkish text exactly, the page size and one page per copy', async () => {
      const file = await print(body('odt'));
      expect(file.data.toString('latin1', 30, 38)).toBe('mimetype');
      expect(file.data.toString('latin1', 38, 38 + 39)).toBe('application/vnd.oasis.opendocument.text');
      const parts = unzip(file.data);
      const content = parts.get('content.xml')?.toString('utf8') ?? '';
      for (const text of [name, PROVIDER, WORDS]) expect(count(content, text)).toBe(2);
      expect(count(content, '1.250,50 ₺')).toBeGreaterThanOrEqual(2);
      expect(content).toContain('Kardelen Sitesi');
      expect(count(content, 'text:style-name="PCompanyBreak"')).toBe(1);
      expect(parts.get('styles.xml')?.toString('utf8')).toContain('fo:page-width="148mm" fo:page-height="210mm"');
      const a4 = unzip((await print(body('odt', { paper_size: 'A4', copies: 1 }))).data);
      expect(a4.get('styles.xml')?.toString('utf8')).toContain('fo:page-width="210mm" fo:page-height="297mm"');
      expect(a4.get('content.xml')?.toString('utf8')).not.toContain('text:style-name="PCompanyBreak"');
    });

    it('DOCX: the Turkish text exactly, the page size and a page break before each further copy', async () => {
      const file = await print(body('docx', { copies: 3 }));
      expect(file.type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
      const parts = unzip(file.data);
      expect(parts.get('[Content_Types].xml')?.toString('utf8')).toContain('/word/document.xml');
      const xml = parts.get('word/document.xml')?.toString('utf8') ?? '';
      for (const text of [name, PROVIDER, WORDS]) expect(count(xml, text)).toBe(3);
      expect(count(xml, '1.250,50 ₺')).toBeGreaterThanOrEqual(3);
      expect(count(xml, '<w:pageBreakBefore/>')).toBe(2);
      expect(xml).toContain('<w:pgSz w:w="8391" w:h="11906"/>');
      const a4 = unzip((await print(body('docx', { paper_size: 'A4', copies: 1 }))).data);
      expect(a4.get('word/document.xml')?.toString('utf8')).toContain('<w:pgSz w:w="11906" w:h="16838"/>');
    });

    it('PNG: one page of the paper per copy at 150 dpi, with ink on it', async () => {
      const a5 = readPng((await print(body('png'))).data);
      expect([a5.width, a5.height, a5.depth, a5.colorType]).toEqual([874, 2 * 1240, 8, 0]);
      // Both copies are the same picture, and it is not blank.
      let ink = 0;
      for (let y = 0; y < 1240; y++) {
        const row = a5.row(y);
        expect(row.equals(a5.row(y + 1240))).toBe(true);
        for (const value of row) if (value < 128) ink++;
      }
      expect(ink).toBeGreaterThan(5000);
      const a4 = readPng((await print(body('png', { paper_size: 'A4', copies: 1 }))).data);
      expect([a4.width, a4.height]).toEqual([1240, 1754]);
    });
  });

  it("embeds the company's report logo in PDF, XLSX, ODT and DOCX", async () => {
    const canvas = new Canvas(60, 20);
    canvas.rect(0, 0, 60, 20, 0);
    const name = `${t.own.companyId}-report-logo-${randomUUID()}.png`;
    const dir = path.join(loadConfig({ NODE_ENV: 'test' }).filesDir, 'logos');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, name), await encodePng(canvas.toGray(), 60, 20, 1, 150));
    await t.db.updateTable('companies').set({ report_logo_path: name }).where('id', '=', t.own.companyId).execute();
    try {
      const data = (await t.call(t.worker, 'GET', `/expense/payments/${paymentId}/receipt-data`)).json().data;
      expect(data.company.report_logo_url).toBe(`/api/logos/${name}`);
      const body = (fileType: string) => ({
        file_type: fileType,
        print_template: 'InvoicePayment',
        receiptData: { id: paymentId },
        copies: 1,
      });
      expect((await print(body('pdf'))).data.toString('latin1')).toContain('/Subtype /Image');
      const xlsx = unzip((await print(body('xlsx'))).data);
      expect([...xlsx.keys()].some((key) => key.startsWith('xl/media/'))).toBe(true);
      const odt = unzip((await print(body('odt'))).data);
      expect(odt.get('Pictures/logo.png')?.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(odt.get('META-INF/manifest.xml')?.toString('utf8')).toContain('manifest:full-path="Pictures/logo.png"');
      expect(odt.get('content.xml')?.toString('utf8')).toContain('xlink:href="Pictures/logo.png"');
      const docx = unzip((await print(body('docx'))).data);
      expect(docx.get('word/media/logo.png')?.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(docx.get('word/document.xml')?.toString('utf8')).toContain('r:embed="rIdLogo"');
    } finally {
      await t.db.updateTable('companies').set({ report_logo_path: null }).where('id', '=', t.own.companyId).execute();
      fs.rmSync(path.join(dir, name), { force: true });
    }
  });
});
