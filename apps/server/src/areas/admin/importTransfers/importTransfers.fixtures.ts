import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';

// Spreadsheets as a customer sends them, and the multipart calls of the import screen.

/** A valid T.C. kimlik no made from a 9-digit seed (first digit not 0). */
export function tcknOf(seed: number): string {
  const first9 = String(100_000_000 + (seed % 800_000_000))
    .split('')
    .map(Number);
  const odd = first9.filter((_, i) => i % 2 === 0).reduce((a, b) => a + b, 0);
  const even = first9.filter((_, i) => i % 2 === 1).reduce((a, b) => a + b, 0);
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (first9.reduce((a, b) => a + b, 0) + tenth) % 10;
  return `${first9.join('')}${tenth}${eleventh}`;
}

export type Sheets = Record<string, unknown[][]>;

/** An XLSX of the given sheets (first row the header), as exceljs writes it. */
export async function xlsxOf(sheets: Sheets): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = book.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

export const BLOCKS = ['A Blok', 'B Blok', 'C Blok', 'D Blok', 'E Blok'];
const PHONES = ['0532 111 22 {n}', '(532) 222-33-{n}', '53233344{n}', '+90 532 444 55 {n}', '90 532 555 66 {n}'];

/**
 * 500 houses (100 in each of blocks A–E; 'A Blok' is the complex's already), an owner for each (the owner of
 * A 1 also owns A 2) and a renter in every fifth, and 200 opening balances in Turkish and English amounts, one
 * of them a credit and one dated by an Excel date. `errors` adds the deliberate mistakes of `ERROR_ROWS`.
 */
export function bigWorkbook(withErrors: boolean): Sheets {
  const blocks: unknown[][] = [['Blok Adı'], ...BLOCKS.slice(1).map((b) => [b])];
  const houses: unknown[][] = [['Blok', 'Kapı No', 'Kat', 'Tip', 'Brüt m²', 'Net m²', 'Arsa Payı']];
  const residents: unknown[][] = [
    ['Blok', 'Daire No', 'Adı Soyadı', 'TC Kimlik No', 'Telefon', 'E-posta', 'Tür', 'Başlangıç Tarihi'],
  ];
  const balances: unknown[][] = [['Blok', 'Kapı No', 'Sakin', 'Tutar', 'Tarih', 'Açıklama']];
  for (let i = 0; i < 500; i++) {
    const block = BLOCKS[Math.floor(i / 100)] as string;
    const door = String((i % 100) + 1);
    houses.push([
      block,
      door,
      String(Math.floor((i % 100) / 4)),
      i % 50 === 0 ? 'İşyeri' : 'Konut',
      '120,5',
      100,
      '24',
    ]);
    const owner = i === 1 ? 0 : i;
    residents.push([
      block,
      door,
      `Malik ${owner}`,
      tcknOf(owner + 1000),
      PHONES[i % 5]?.replace('{n}', String(10 + (i % 90))),
      `malik${owner}@ornek.com`,
      'Malik',
      '01.01.2020',
    ]);
    if (i % 5 === 0)
      residents.push([
        block,
        door,
        `Kiracı ${i}`,
        null,
        `0533 ${String(1_000_000 + i).slice(0, 3)} ${String(1_000_000 + i).slice(3)}`,
        null,
        'KİRACI',
        '2024-03-15',
      ]);
    if (i < 200) {
      const amount = i === 3 ? '-250,00' : i % 2 ? '1.234,56' : '1234.5';
      const date = i === 4 ? new Date(Date.UTC(2025, 11, 31)) : '31.12.2025';
      balances.push([block, door, i === 5 ? `Kiracı ${i}` : null, amount, date, i === 7 ? 'Eski yönetim devri' : null]);
    }
  }
  if (withErrors) {
    blocks.push(['A Blok']); // row 6: the complex has it
    houses.push(['B Blok', '7', '1', 'Konut', '100', '90', '10']); // row 502: twice in the file
    (residents[2] as unknown[])[3] = '12345'; // row 3: short TCKN
    (residents[3] as unknown[])[3] = '12345678901'; // row 4: check digits wrong
    (residents[4] as unknown[])[4] = '123'; // row 5: phone
    (residents[5] as unknown[])[6] = 'Ortak'; // row 6: type
    (balances[10] as unknown[])[3] = 'on lira'; // row 11: amount
    (balances[12] as unknown[])[4] = '31.13.2025'; // row 13: date
  }
  return { Bloklar: blocks, Daireler: houses, Sakinler: residents, 'Açılış Bakiyeleri': balances };
}

/** The errors of `bigWorkbook(true)`: sheet, row, message. */
export const ERROR_ROWS = [
  { sheet: 'Bloklar', row: 6, message: "'A Blok' bloğu bu sitede zaten var." },
  { sheet: 'Daireler', row: 502, message: 'Bu daire dosyada zaten var (satır 108).' },
  { sheet: 'Sakinler', row: 3, message: 'TCKN 11 haneli olmalıdır.' },
  { sheet: 'Sakinler', row: 4, message: 'TCKN geçersiz.' },
  { sheet: 'Sakinler', row: 5, message: 'Telefon numarası geçersiz.' },
  { sheet: 'Sakinler', row: 6, message: "Tür 'Malik' veya 'Kiracı' olmalıdır." },
  { sheet: 'Açılış Bakiyeleri', row: 11, message: 'Tutar geçersiz (ör. 1.234,56).' },
  { sheet: 'Açılış Bakiyeleri', row: 13, message: 'Tarih GG.AA.YYYY biçiminde olmalıdır (ör. 31.12.2025).' },
];

/** The import form as the screen sends it. */
export function uploadForm(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const boundary = '----aktarim-test';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function postUpload(
  app: FastifyInstance,
  token: string,
  path: string,
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer },
) {
  const form = uploadForm(fields, file);
  return app.inject({
    method: 'POST',
    url: `/api/api-super-admin/import-transfers${path}`,
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
  });
}
