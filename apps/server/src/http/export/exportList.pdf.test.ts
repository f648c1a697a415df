import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sampleColumns as columns, cursor, sampleRows as rows, useExportFolder } from '../../test/exportSamples';
import { pdfLayout } from '../../test/pdfLayout';
import { expectShown } from '../../test/pdfText';
import { type ExportColumn, PDF_MARGIN, PDF_MAX_ROWS, PDF_TOO_LONG, writeExport } from './exportList';
import { getPdfmake, robotoFiles } from './pdf';

const folder = useExportFolder();

/** The text of each page of a PDF file and its size in points. */
async function pdfText(file: string): Promise<{ pages: string[]; sizes: { width: number; height: number }[] }> {
  const layout = await pdfLayout(fs.readFileSync(file));
  return { pages: layout.map((p) => p.text), sizes: layout.map(({ width, height }) => ({ width, height })) };
}

/** Where each piece of text of a PDF page ends on the right, in points, with the page width. */
async function pdfRightEdges(file: string): Promise<{ width: number; rightmost: number; text: string }[]> {
  const layout = await pdfLayout(fs.readFileSync(file));
  return layout.map((p) => ({ width: p.width, rightmost: p.rightmost, text: p.rightmostText }));
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

describe('pdf', () => {
  it('uses a Roboto that has the Turkish letters and ₺', () => {
    for (const file of [robotoFiles.normal, robotoFiles.bold]) {
      const ttf = fs.readFileSync(file);
      for (const ch of 'ğĞşŞıİçÇöÖüÜ₺') expect(glyphId(ttf, ch.codePointAt(0) ?? 0), ch).toBeGreaterThan(0);
    }
  });

  it('shows Turkish text, money as 1.234,56 ₺ and dates as dd.MM.yyyy, landscape past 6 columns', async () => {
    const file = await folder.write('pdf', 'Sakin Listesi', cursor(rows));
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, sizes } = await pdfText(file);
    const text = pages.join('\n');
    expectShown(text, [
      'Sakin Listesi',
      'Şükrü Çağlar İğdır ışık',
      '1.234,56 ₺',
      '-0,05 ₺',
      '05.03.2024',
      '06.03.2024 00:30',
      'Evet',
      '=HYPERLINK("http://x")',
    ]);
    expect(sizes[0].width).toBeGreaterThan(sizes[0].height);
  });

  it('is portrait up to 6 columns and repeats the header row on every page', async () => {
    const many = Array.from({ length: 150 }, (_, i) => ({ name: `Sakin ${i}`, amount: 123456 }));
    const file = await folder.write('pdf', 'Uzun Liste', many, { columns: columns.slice(0, 2) });
    const { pages, sizes } = await pdfText(file);
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
    const file = await folder.write('pdf', 'Sakinler', residents, {
      columns: wide,
      summary: { clusterName: 'Yeşilvadi Sitesi', totals: { debt: 7407408, balance: 4350000 } },
    });
    const { pages, sizes } = await pdfText(file);
    expect(sizes[0].height).toBeGreaterThan(sizes[0].width);
    expect(pages[0]).toContain('Site: Yeşilvadi Sitesi');
    const text = pages.join('\n');
    expect(text).toContain('1.500,00 ₺ (B)');
    expect(text).toContain('25,00 ₺ (A)');
    const last = pages.at(-1) ?? '';
    expect(last).toContain('Toplam 60 kayıt');
    expect(last).toContain('74.074,08 ₺');
    expect(last).toContain('43.500,00 ₺ (B)');
    for (const page of await pdfRightEdges(file))
      expect(page.rightmost, `'${page.text}' ends past the margin`).toBeLessThanOrEqual(page.width - PDF_MARGIN + 0.5);
  });

  it('counts the records of a list without footer sums', async () => {
    const file = await folder.write('pdf', 'Bloklar', [{ name: 'A Blok' }, { name: 'B Blok' }], {
      columns: columns.slice(0, 1),
    });
    const { pages } = await pdfText(file);
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
    const before = fs.readdirSync(folder.path).length;
    await expect(
      writeExport({ type: 'pdf', title: 'Uzun Liste', columns, rows: many, files: folder.files() }),
    ).rejects.toMatchObject({ statusCode: 422, message: PDF_TOO_LONG });
    expect(fs.readdirSync(folder.path).length).toBe(before);
    const exactlyFile = await folder.write('pdf', 'Sınırda Liste', many.slice(0, PDF_MAX_ROWS), {
      columns: columns.slice(0, 2),
    });
    expect(fs.readFileSync(exactlyFile).subarray(0, 4).toString('latin1')).toBe('%PDF');
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
    const file = await folder.write('pdf', 'Uzun Liste', many, { columns: columns.slice(0, 3) });
    const took = performance.now() - started;
    clearInterval(ticker);
    expect((await pdfText(file)).pages.at(-1)).toContain('Sakin 4999');
    // Laid out on this thread, the document would hold it for nearly all of `took`.
    expect(longestGap).toBeLessThan(took / 3);
  }, 120_000);
});
