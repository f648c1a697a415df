import { pbkdf2 } from 'node:crypto';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { xlsxOf } from './bankActivities.fixtures';
import { decodeText, detectFileKind, parseCsv } from './bankStatement.file';
import { STATEMENT_MAX_ROWS, StatementError, TOO_MANY_ROWS_MESSAGE } from './bankStatement.limits';
import { closingLine, locateTable, readLines, type StatementLine, withReferences } from './bankStatement.parser';
import { parseStatementAmount, parseStatementDate } from './bankStatement.values';
import { readXlsx } from './bankStatement.xlsx';

describe('statement amounts', () => {
  it.each([
    ['1.234,56', 123456],
    ['-1.234,56', -123456],
    ['1234,56', 123456],
    ['12.500', 1250000],
    ['12.50', 1250],
    ['1.234.567,89', 123456789],
    ['1,234.56', 123456],
    ['250,00 TL', 25000],
    ['₺ 250,5', 25050],
    ['(250,00)', -25000],
    ['250,00-', -25000],
    ['+75,10', 7510],
    ['0,01', 1],
    [1234.56, 123456],
    [-0.1, -10],
  ])('%s → %i kuruş', (input, kurus) => {
    expect(parseStatementAmount(input)).toBe(kurus);
  });

  it.each(['', 'abc', '1.23.4', '12,', '1..2', null])('%s is not an amount', (input) => {
    expect(parseStatementAmount(input)).toBeNull();
  });
});

describe('statement dates', () => {
  it.each([
    ['05.03.2024', '2024-03-05'],
    ['5.3.2024', '2024-03-05'],
    ['05/03/2024', '2024-03-05'],
    ['05-03-2024', '2024-03-05'],
    ['05.03.24', '2024-03-05'],
    ['05.03.2024 14:35', '2024-03-05'],
    ['05.03.2024 14:35:10', '2024-03-05'],
    ['2024-03-05', '2024-03-05'],
    ['2024-03-05T10:00:00', '2024-03-05'],
    [new Date(Date.UTC(2024, 2, 5)), '2024-03-05'],
    [45356, '2024-03-05'],
  ])('%s → %s', (input, iso) => {
    expect(parseStatementDate(input)).toBe(iso);
  });

  it.each(['31.02.2024', '2024-13-01', 'Tarih', '12', '', null, 5])('%s is not a date', (input) => {
    expect(parseStatementDate(input)).toBeNull();
  });
});

describe('statement files', () => {
  it('reads Windows-1254 and UTF-8 with BOM alike', () => {
    const text = 'Açıklama;Gönderen\nŞÜKRÜ IŞIK aidat;İSMAİL ĞÜNEŞ\n';
    const utf8 = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
    // Windows-1254: Ş=DE Ü=DC I=49 ı=FD İ=DD Ğ=D0 ç=E7 ö=F6
    const ansi = Buffer.from(
      [...text].map((ch) => {
        const map: Record<string, number> = { ç: 0xe7, ı: 0xfd, ö: 0xf6, Ş: 0xde, Ü: 0xdc, İ: 0xdd, Ğ: 0xd0 };
        return map[ch] ?? ch.charCodeAt(0);
      }),
    );
    expect(decodeText(utf8)).toBe(text);
    expect(decodeText(ansi)).toBe(text);
  });

  it('tells files apart by content', () => {
    expect(detectFileKind(Buffer.from('Tarih;Tutar\n01.01.2024;1,00\n'))).toBe('csv');
    expect(detectFileKind(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]))).toBe('xlsx');
    expect(detectFileKind(Buffer.from('%PDF-1.7\n\u0000\u0001binary'))).toBeNull();
    expect(detectFileKind(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]))).toBeNull();
  });

  it('parses quoted CSV fields with separators and doubled quotes', () => {
    expect(parseCsv('a;b;c\r\n"x;y";"say ""hi""";3\r\n')).toEqual([
      ['a', 'b', 'c'],
      ['x;y', 'say "hi"', '3'],
    ]);
    expect(parseCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('finds the header below the account details and skips the totals line', () => {
    const rows = parseCsv(
      [
        'Hesap Özeti;;;',
        'IBAN;TR33 0006 1005 1978 6457 8413 26;;',
        'Başlangıç;01.03.2024;;',
        'Tarih;Açıklama;Tutar;Bakiye',
        '01.03.2024;A Blok 12 aidat;1.500,00;11.500,00',
        '02.03.2024;Elektrik;-300,00;11.200,00',
        ';Toplam;1.200,00;',
      ].join('\n'),
    );
    const table = locateTable(rows);
    expect(table.headers).toEqual(['Tarih', 'Açıklama', 'Tutar', 'Bakiye']);
    const lines = readLines(table, {
      activity_on: 'Tarih',
      amount: 'Tutar',
      description: 'Açıklama',
      balance_after: 'Bakiye',
    });
    expect(lines.map((l) => [l.activity_on, l.amount, l.balance_after])).toEqual([
      ['2024-03-01', 150000, 1150000],
      ['2024-03-02', -30000, 1120000],
    ]);
  });

  it('takes separate debit and credit columns as one signed amount', () => {
    const table = locateTable(
      parseCsv('Tarih;Borç;Alacak;Açıklama\n01.03.2024;;250,00;gelen\n02.03.2024;100,00;;giden\n'),
    );
    const lines = readLines(table, { activity_on: 'Tarih', debit: 'Borç', credit: 'Alacak', description: 'Açıklama' });
    expect(lines.map((l) => l.amount)).toEqual([25000, -10000]);
  });

  it('names the row of an unreadable amount', () => {
    const table = locateTable(parseCsv('Tarih;Tutar\n01.03.2024;1,00\n02.03.2024;on lira\n'));
    expect(() => readLines(table, { activity_on: 'Tarih', amount: 'Tutar' })).toThrow(
      new StatementError('Satır 3: tutar okunamadı.'),
    );
  });

  it('splits the identity column into T.C. and tax numbers and finds an IBAN in the description', () => {
    const table = locateTable(
      parseCsv(
        'Tarih;Tutar;Kimlik;Açıklama\n01.03.2024;1,00;10000000146;x\n01.03.2024;2,00;1234567890;TR33 0006 1005 1978 6457 8413 26 den\n',
      ),
    );
    const lines = readLines(table, {
      activity_on: 'Tarih',
      amount: 'Tutar',
      identity_number: 'Kimlik',
      description: 'Açıklama',
    });
    expect(lines[0]).toMatchObject({ identity_number: '10000000146', tax_number: null });
    expect(lines[1]).toMatchObject({
      identity_number: null,
      tax_number: '1234567890',
      iban: 'TR330006100519786457841326',
    });
  });

  it('gives lines without a reference a stable one that tells identical lines apart', () => {
    const line = (description: string): StatementLine => ({
      row: 2,
      activity_on: '2024-03-01',
      amount: 10000,
      balance_after: null,
      reference_no: null,
      description,
      sender_name: null,
      iban: null,
      identity_number: null,
      tax_number: null,
    });
    const first = withReferences([line('aidat'), line('aidat'), line('AİDAT 2')]).map((l) => l.reference_no);
    const again = withReferences([line('aidat'), line('aidat'), line('AİDAT 2')]).map((l) => l.reference_no);
    expect(new Set(first).size).toBe(3);
    expect(again).toEqual(first);
    expect(withReferences([{ ...line('x'), reference_no: 'R1' }])[0].reference_no).toBe('R1');
  });

  it('takes the closing balance from the newest line, whichever way the statement is sorted', () => {
    const line = (activity_on: string, balance_after: number) =>
      ({ activity_on, balance_after }) as unknown as StatementLine;
    expect(closingLine([line('2024-03-01', 1), line('2024-03-02', 2), line('2024-03-02', 3)]).balance_after).toBe(3);
    expect(closingLine([line('2024-03-02', 3), line('2024-03-02', 2), line('2024-03-01', 1)]).balance_after).toBe(3);
  });
});

/** The paths of a zip's entries in the order they are stored (entries written with their sizes up front). */
function zipOrder(bytes: Buffer): string[] {
  const paths: string[] = [];
  let at = 0;
  while (bytes.readUInt32LE(at) === 0x04034b50) {
    const nameLength = bytes.readUInt16LE(at + 26);
    paths.push(bytes.toString('utf8', at + 30, at + 30 + nameLength));
    at += 30 + nameLength + bytes.readUInt16LE(at + 28) + bytes.readUInt32LE(at + 18);
  }
  return paths;
}

describe('XLSX statements', () => {
  it('reads dates, texts and numbers of the first sheet with rows', async () => {
    const rows = await readXlsx(await xlsxOf(2));
    expect(rows).toEqual([
      ['Tarih', 'Açıklama', 'Tutar'],
      [new Date(Date.UTC(2024, 2, 1)), 'Aidat 0', 100],
      [new Date(Date.UTC(2024, 2, 1)), 'Aidat 1', 100],
    ]);
  });

  it('reads a sheet that comes before its shared strings, styles and workbook parts while the thread pool is busy', async () => {
    // exceljs writes the sheet before xl/sharedStrings.xml, xl/styles.xml and xl/workbook.xml. Read front to
    // back, the sheet waited in a temporary file (disk work on libuv's thread pool) while the zip reader went
    // on to its end; the parts it had passed in the meantime were dropped and the file was refused as not an
    // XLSX. Uncompressed parts and a busy thread pool (as under load) made that happen every time.
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Hareketler');
    sheet.addRow(['İşlem Tarihi', 'Açıklama', 'Tutar']);
    sheet.addRow([new Date(Date.UTC(2024, 3, 1)), 'A Blok 5 nisan aidatı', 1250.75]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer({ zip: { compression: 'STORE' } }));
    const order = zipOrder(bytes);
    for (const part of ['xl/sharedStrings.xml', 'xl/styles.xml', 'xl/workbook.xml'])
      expect(order.indexOf(part)).toBeGreaterThan(order.indexOf('xl/worksheets/sheet1.xml'));

    const hash = promisify(pbkdf2);
    const threads = Number(process.env.UV_THREADPOOL_SIZE) || 4;
    for (let i = 0; i < 3; i++) {
      const busy = Array.from({ length: threads }, () => hash('parola', 'tuz', 100_000, 32, 'sha256'));
      const rows = await readXlsx(bytes);
      await Promise.all(busy);
      expect(rows).toEqual([
        ['İşlem Tarihi', 'Açıklama', 'Tutar'],
        [new Date(Date.UTC(2024, 3, 1)), 'A Blok 5 nisan aidatı', 1250.75],
      ]);
    }
  });

  it('reads the first tab with rows, in the order the tabs are shown', async () => {
    const book = new ExcelJS.Workbook();
    const older = book.addWorksheet('Mart');
    older.addRow(['Tarih', 'Tutar']);
    older.addRow(['01.03.2024', 5]);
    const empty = book.addWorksheet('Özet');
    const current = book.addWorksheet('Nisan');
    current.addRow(['Tarih', 'Tutar']);
    current.addRow(['01.04.2024', 7]);
    // Tabs moved: 'Özet' (no rows), 'Nisan', 'Mart'; the files stay sheet2, sheet3 and sheet1.
    // exceljs orders the tabs by the worksheets' orderNo, which its types leave out.
    const moveTab = (sheet: ExcelJS.Worksheet, orderNo: number) => Object.assign(sheet, { orderNo });
    moveTab(empty, 0);
    moveTab(current, 1);
    moveTab(older, 2);
    const rows = await readXlsx(Buffer.from(await book.xlsx.writeBuffer()));
    expect(rows).toEqual([
      ['Tarih', 'Tutar'],
      ['01.04.2024', 7],
    ]);
  });

  it('stops reading a sheet of 300,000 rows at the row limit: it costs about what a full statement costs', async () => {
    const full = await xlsxOf(STATEMENT_MAX_ROWS);
    const huge = await xlsxOf(300_000);
    const timed = async (work: () => Promise<unknown>) => {
      const started = performance.now();
      await work().catch(() => {});
      return performance.now() - started;
    };
    expect(await readXlsx(full)).toHaveLength(STATEMENT_MAX_ROWS + 1);
    await expect(readXlsx(huge)).rejects.toThrow(TOO_MANY_ROWS_MESSAGE);
    // Read whole, the large file would take about fifteen times as long as the full one.
    const fullTime = await timed(() => readXlsx(full));
    const hugeTime = await timed(() => readXlsx(huge));
    expect(hugeTime).toBeLessThan(fullTime * 4);
  }, 60_000);
});
