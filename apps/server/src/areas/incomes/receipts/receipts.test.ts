import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import type { Db } from '../../../db/connection';
import { createBankAccount } from '../../../test/accountingFixtures';
import { apiCaller, createTwoTenants } from '../../../test/fixtures';
import { createTestApp, testDbKinds } from '../../../test/testDb';
import { Canvas, encodePng } from './writers/raster';

XLSX.set_fs(fs);

type Json = Record<string, unknown>;
const PROVIDER = 'Şişli Asansör Bakım Ltd. Şti.';
const PROVIDER_TITLE = 'Şişli Asansör Bakım ve Onarım Limited Şirketi';
const WORDS = 'Bin iki yüz elli Türk lirası elli kuruş';
const TEMPLATES = [
  { template: 'Invoice', name: 'Mahsup Fişi' },
  { template: 'InvoicePayment', name: 'Ödeme Makbuzu' },
] as const;

async function pdfPages(data: Buffer) {
  const doc = await getDocument({ data: new Uint8Array(data), isEvalSupported: false }).promise;
  const pages: { text: string; width: number; height: number }[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const { width, height } = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
    // A value wrapped onto two lines still reads as one text.
    pages.push({ text: text.replace(/\s+/g, ' '), width: Math.round(width), height: Math.round(height) });
  }
  await doc.destroy();
  return pages;
}

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

describe.each(testDbKinds)('expense receipts on %s', (kind) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let t: Awaited<ReturnType<typeof createTwoTenants>>;
  let invoiceId: number;
  let paymentId: number;
  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: Json) =>
    apiCaller(app, '/expenses/invoices')(token, method, url, payload);
  const ids = () => ({ Invoice: invoiceId, InvoicePayment: paymentId });

  /** Prints through the API and downloads the file as a browser tab would (no token). */
  const print = async (body: Json, token = t.worker) => {
    const res = await call(token, 'POST', '/print-file', body);
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().data.url as string;
    const file = await app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    return { url, data: file.rawPayload, type: file.headers['content-type'] };
  };

  beforeAll(async () => {
    ({ app, db, close } = await createTestApp(kind));
    t = await createTwoTenants(app, db);
    const bankId = await createBankAccount(db, t.own.clusterId, 'Vakıfbank Kadıköy');
    await db
      .updateTable('companies')
      .set({ title: 'Kardelen Site Yönetim Hizmetleri A.Ş.', tax_office: 'Kadıköy', tax_number: '1234567890' })
      .where('id', '=', t.own.companyId)
      .execute();
    const provider = await call(t.worker, 'POST', '/cluster-providers', {
      cluster_id: t.own.clusterId,
      provider_type_id: 5,
      name: PROVIDER,
      title: PROVIDER_TITLE,
    });
    expect(provider.statusCode).toBe(201);
    const type = async (name: string) =>
      (
        await db
          .selectFrom('expense_types')
          .select('id')
          .where('name', '=', name)
          .where('cluster_id', 'is', null)
          .executeTakeFirstOrThrow()
      ).id;
    const invoice = await call(t.worker, 'POST', '/expense/invoices', {
      cluster_id: t.own.clusterId,
      provider_id: provider.json().data.id,
      billed_on: '2026-08-31',
      last_payment_on: '2026-09-15',
      bill_no: 'ŞAB2026-0815',
      utility_no: 'ASN-42',
      invoice_type_id: 2,
      payment_type_id: 1,
      items: [
        { expense_type_id: await type('Bakım Onarım'), amount: 1000, description: 'Ağustos bakımı' },
        { expense_type_id: await type('Bakım Onarım'), amount: 250.5, description: 'Kabin ışığı değişimi' },
      ],
    });
    expect(invoice.statusCode).toBe(201);
    invoiceId = invoice.json().data.id;
    const payment = await call(t.worker, 'POST', `/expense/invoices/${invoiceId}/payments`, {
      collected_on: '2026-09-10',
      amount: 1250.5,
      bank_account_id: bankId,
      description: 'Ağustos ödemesi',
    });
    expect(payment.statusCode).toBe(201);
    paymentId = payment.json().data.id;
  }, 60_000);
  afterAll(async () => close());

  it('receipt-data gives everything the settlement receipt shows', async () => {
    const res = await call(t.worker, 'GET', `/expense/invoices/${invoiceId}/receipt-data?file_type=pdf&copies=2`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      print_template: 'Invoice',
      id: invoiceId,
      receipt_no: '1',
      company: {
        name: 'Kardelen',
        title: 'Kardelen Site Yönetim Hizmetleri A.Ş.',
        tax_office: 'Kadıköy',
        tax_number: '1234567890',
        report_logo_url: null,
      },
      cluster: { id: t.own.clusterId, name: 'Kardelen Sitesi' },
      provider: { name: PROVIDER, title: PROVIDER_TITLE },
      billed_on: '2026-08-31',
      last_payment_on: '2026-09-15',
      bill_no: 'ŞAB2026-0815',
      utility_no: 'ASN-42',
      amount: 1250.5,
      amount_in_words: WORDS,
    });
    expect(data.items).toEqual([
      { expense_type_name: 'Bakım Onarım', child_expense_type_name: null, description: 'Ağustos bakımı', amount: 1000 },
      {
        expense_type_name: 'Bakım Onarım',
        child_expense_type_name: null,
        description: 'Kabin ışığı değişimi',
        amount: 250.5,
      },
    ]);
  });

  it('receipt-data of a payment names the bank, the invoice it pays and collected_on', async () => {
    const res = await call(t.worker, 'GET', `/expense/payments/${paymentId}/receipt-data`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      print_template: 'InvoicePayment',
      id: paymentId,
      receipt_no: '1',
      collected_on: '2026-09-10',
      billed_on: '2026-08-31',
      bill_no: 'ŞAB2026-0815',
      amount: 1250.5,
      amount_in_words: WORDS,
      description: 'Ağustos ödemesi',
      place: { kind: 'bank_account', name: 'Vakıfbank Kadıköy' },
      invoice: { id: invoiceId, amount: 1250.5, paid: 1250.5, remaining: 0 },
      provider: { name: PROVIDER },
    });
  });

  it("numbers settlement and payment receipts in the company's own series, apart from another company's", async () => {
    // The other company writes an invoice and a payment first: its documents take their own number 1.
    const otherProvider = await call(t.outsider, 'POST', '/cluster-providers', {
      cluster_id: t.other.clusterId,
      provider_type_id: 5,
      name: 'Başka Tedarikçi',
      title: 'Başka Tedarikçi Ltd.',
    });
    const expenseType = await db
      .selectFrom('expense_types')
      .select('id')
      .where('name', '=', 'Bakım Onarım')
      .where('cluster_id', 'is', null)
      .executeTakeFirstOrThrow();
    const otherSafe = await db
      .insertInto('safes')
      .values({ cluster_id: t.other.clusterId, name: 'Başka Kasa', created_at: '2026-01-01', updated_at: '2026-01-01' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const invoiceOf = async (token: string, clusterId: number, providerId: number) => {
      const res = await call(token, 'POST', '/expense/invoices', {
        cluster_id: clusterId,
        provider_id: providerId,
        billed_on: '2026-10-01',
        invoice_type_id: 2,
        payment_type_id: 1,
        items: [{ expense_type_id: expenseType.id, amount: 100 }],
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as number;
    };
    const payOf = async (token: string, invoice: number, place: Json) => {
      const res = await call(token, 'POST', `/expense/invoices/${invoice}/payments`, {
        collected_on: '2026-10-02',
        amount: 100,
        ...place,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as number;
    };
    const otherInvoice = await invoiceOf(t.outsider, t.other.clusterId, otherProvider.json().data.id);
    const otherPayment = await payOf(t.outsider, otherInvoice, { safe_id: otherSafe.id });
    const ownProvider = await db
      .selectFrom('cluster_providers')
      .select('id')
      .where('name', '=', PROVIDER)
      .executeTakeFirstOrThrow();
    const ownInvoice = await invoiceOf(t.worker, t.own.clusterId, ownProvider.id);
    const bank = await db
      .selectFrom('bank_accounts')
      .select('id')
      .where('cluster_id', '=', t.own.clusterId)
      .executeTakeFirstOrThrow();
    const ownPayment = await payOf(t.worker, ownInvoice, { bank_account_id: bank.id });

    const receiptNo = async (token: string, url: string) => (await call(token, 'GET', url)).json().data.receipt_no;
    expect(await receiptNo(t.outsider, `/expense/invoices/${otherInvoice}/receipt-data`)).toBe('1');
    expect(await receiptNo(t.outsider, `/expense/payments/${otherPayment}/receipt-data`)).toBe('1');
    // Kardelen's second invoice and payment, whatever their record ids.
    expect(ownInvoice).toBeGreaterThan(otherInvoice);
    expect(await receiptNo(t.worker, `/expense/invoices/${ownInvoice}/receipt-data`)).toBe('2');
    expect(await receiptNo(t.worker, `/expense/payments/${ownPayment}/receipt-data`)).toBe('2');
  });

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

  it('defaults to a two-page A5 PDF and trusts only the id of receiptData', async () => {
    const file = await print({
      print_template: 'Invoice',
      receiptData: { id: invoiceId, provider: { name: 'Sahte Tedarikçi' }, amount: 1 },
    });
    expect(file.url).toMatch(/\.pdf$/);
    const pages = await pdfPages(file.data);
    expect(pages.map((p) => [p.width, p.height])).toEqual([
      [420, 595],
      [420, 595],
    ]);
    expect(pages[0].text).toContain(PROVIDER);
    expect(pages[0].text).not.toContain('Sahte Tedarikçi');
  });

  it('refuses bad receipt options with the exact Turkish messages', async () => {
    const base = { file_type: 'pdf', print_template: 'Invoice', receiptData: { id: invoiceId }, paper_size: 'A5' };
    const cases: [Json, string, string][] = [
      [{ file_type: null }, 'file_type', 'Zorunlu alan'],
      [{ file_type: '' }, 'file_type', 'Zorunlu alan'],
      [{ paper_size: null }, 'paper_size', 'Zorunlu alan'],
      [{ paper_size: 'A3' }, 'paper_size', 'Geçersiz seçim.'],
      [{ copies: null }, 'copies', 'Zorunlu alan'],
      [{ copies: 0 }, 'copies', 'En az 1 değerini girebilirsiniz.'],
      [{ copies: 101 }, 'copies', 'En fazla 100 değerini girebilirsiniz.'],
      [{ copies: 2.5 }, 'copies', 'Sadece rakam girmelisiniz.'],
      [{ print_template: null }, 'print_template', 'Zorunlu alan'],
      [{ receiptData: {} }, 'receiptData.id', 'Zorunlu alan'],
    ];
    for (const [change, field, message] of cases) {
      const res = await call(t.worker, 'POST', '/print-file', { ...base, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(change)).toEqual([message]);
    }
    for (const [query, message] of [
      ['copies=2.5', 'Sadece rakam girmelisiniz.'],
      ['copies=abc', 'Sadece rakam girmelisiniz.'],
      ['copies=0', 'En az 1 değerini girebilirsiniz.'],
      ['copies=101', 'En fazla 100 değerini girebilirsiniz.'],
    ]) {
      const res = await call(t.worker, 'GET', `/expense/invoices/${invoiceId}/receipt-data?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors.copies, query).toEqual([message]);
    }
  });

  it("another company's worker gets 404 for receipt-data and print-file, and so does an unknown id", async () => {
    const forbidden: [string, string, Json?][] = [
      ['GET', `/expense/invoices/${invoiceId}/receipt-data`],
      ['GET', `/expense/payments/${paymentId}/receipt-data`],
      ['POST', '/print-file', { print_template: 'Invoice', receiptData: { id: invoiceId } }],
      ['POST', '/print-file', { print_template: 'InvoicePayment', receiptData: { id: paymentId }, file_type: 'png' }],
    ];
    for (const [method, url, payload] of forbidden) {
      const res = await call(t.outsider, method as 'GET' | 'POST', url, payload);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe('Öğe bulunamadı.');
    }
    expect((await call(t.worker, 'GET', '/expense/invoices/999999/receipt-data')).statusCode).toBe(404);
    expect(
      (await call(t.worker, 'POST', '/print-file', { print_template: 'InvoicePayment', receiptData: { id: 999999 } }))
        .statusCode,
    ).toBe(404);
    // Without a token nothing is printed at all.
    const unauth = await app.inject({ method: 'GET', url: `/api/expense/invoices/${invoiceId}/receipt-data` });
    expect(unauth.statusCode).toBe(401);
  });

  it("embeds the company's report logo in PDF, XLSX, ODT and DOCX", async () => {
    const canvas = new Canvas(60, 20);
    canvas.rect(0, 0, 60, 20, 0);
    const name = `${t.own.companyId}-report-logo-${randomUUID()}.png`;
    const dir = path.join(loadConfig({ NODE_ENV: 'test' }).filesDir, 'logos');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, name), await encodePng(canvas.toGray(), 60, 20, 1, 150));
    await db.updateTable('companies').set({ report_logo_path: name }).where('id', '=', t.own.companyId).execute();
    try {
      const data = (await call(t.worker, 'GET', `/expense/payments/${paymentId}/receipt-data`)).json().data;
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
      await db.updateTable('companies').set({ report_logo_path: null }).where('id', '=', t.own.companyId).execute();
      fs.rmSync(path.join(dir, name), { force: true });
    }
  });
});
