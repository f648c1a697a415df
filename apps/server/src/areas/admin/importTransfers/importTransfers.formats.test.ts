import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../../http/clock';
import { createCompanyWithCluster } from '../../../test/fixtures';
import { testDbKinds } from '../../../test/testDb';
import { useDemoAdmin } from '../users/users.fixtures';
import { postUpload, tcknOf } from './importTransfers.fixtures';

describe.each(testDbKinds)('super administrator › import transfers › file formats on %s', (kind) => {
  const t = useDemoAdmin(kind);
  let clusterId: number;

  beforeAll(async () => {
    // A complex that has 'A Blok' with its house 1 already.
    const made = await createCompanyWithCluster(t.db, 'Biçim Müşteri');
    clusterId = made.clusterId;
    await t.db
      .insertInto('houses')
      .values({
        cluster_id: clusterId,
        block_id: made.blockId,
        door_number: '1',
        created_at: nowIso(),
        updated_at: nowIso(),
      })
      .execute();
  });

  it('serves the template in XLSX, ODS and CSV with the Turkish headers', async () => {
    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/api/api-super-admin/import-transfers/template?format=xlsx',
      headers: { authorization: `Bearer ${t.admin}` },
    });
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('aktarim-sablonu.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const headers = (name: string) => ((book.getWorksheet(name)?.getRow(1).values ?? []) as unknown[]).slice(1);
    expect(book.worksheets.map((s) => s.name)).toEqual([
      'Bloklar',
      'Daireler',
      'Sakinler',
      'Açılış Bakiyeleri',
      'Açıklamalar',
    ]);
    // Headers only: no example row that would be imported with the customer's data.
    expect(book.getWorksheet('Daireler')?.rowCount).toBe(1);
    expect(headers('Bloklar')).toEqual(['Blok Adı']);
    expect(headers('Daireler')).toEqual(['Blok', 'Kapı No', 'Kat', 'Tip', 'Brüt m²', 'Net m²', 'Arsa Payı']);
    expect(headers('Sakinler')).toEqual([
      'Blok',
      'Kapı No',
      'Ad Soyad',
      'TCKN',
      'Telefon',
      'E-posta',
      'Tür',
      'Başlangıç Tarihi',
    ]);
    expect(headers('Açılış Bakiyeleri')).toEqual(['Blok', 'Kapı No', 'Sakin', 'Tutar', 'Tarih', 'Açıklama']);

    const ods = await t.app.inject({
      method: 'GET',
      url: '/api/api-super-admin/import-transfers/template?format=ods',
      headers: { authorization: `Bearer ${t.admin}` },
    });
    expect(ods.statusCode).toBe(200);
    expect(ods.rawPayload.subarray(30, 38).toString()).toBe('mimetype');
    const odsBook = XLSX.read(ods.rawPayload, { type: 'buffer' });
    expect(odsBook.SheetNames).toEqual(['Bloklar', 'Daireler', 'Sakinler', 'Açılış Bakiyeleri', 'Açıklamalar']);
    const sakinler = XLSX.utils.sheet_to_json<unknown[]>(odsBook.Sheets.Sakinler as XLSX.WorkSheet, { header: 1 });
    expect(sakinler[0]).toContain('TCKN');

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/api-super-admin/import-transfers/template?format=csv',
      headers: { authorization: `Bearer ${t.admin}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(
      'Blok;Kapı No;Kat;Tip;Brüt m²;Net m²;Arsa Payı;Ad Soyad;TCKN;Telefon;E-posta;Tür;Başlangıç Tarihi',
    );
  });

  it('reads an ODS file and reports the houses the complex already has', async () => {
    const book = XLSX.utils.book_new();
    const sheet = (rows: unknown[][]) => XLSX.utils.aoa_to_sheet(rows);
    XLSX.utils.book_append_sheet(
      book,
      sheet([
        ['BLOK', 'DAİRE NO', 'KAT'],
        ['A Blok', '1', '0'],
        ['F Blok', '1', '0'],
      ]),
      'DAİRELER',
    );
    XLSX.utils.book_append_sheet(
      book,
      sheet([
        ['Blok', 'Kapı No', 'Ad Soyad', 'Tür'],
        ['F Blok', '1', 'Nur Ada', 'Kiracı'],
        ['F Blok', '9', 'Can Ada', 'Malik'],
      ]),
      'Sakinler',
    );
    XLSX.utils.book_append_sheet(
      book,
      sheet([
        ['Blok', 'Kapı No', 'Sakin', 'Tutar', 'Tarih'],
        ['F Blok', '1', 'Yok Kişi', '', ''],
      ]),
      'Açılış Bakiyeleri',
    );
    const bytes = XLSX.write(book, { bookType: 'ods', type: 'buffer' }) as Buffer;
    const res = await postUpload(
      t.app,
      t.admin,
      '/check',
      { cluster_id: String(clusterId) },
      { name: 'eski.ods', bytes },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      counts: { blocks: 1, houses: 1, residents: 1, house_users: 1, opening_balances: 0 },
      errors: [
        { sheet: 'Daireler', row: 2, message: 'A Blok 1 bu sitede zaten var.' },
        { sheet: 'Sakinler', row: 3, message: "Daire bulunamadı: F Blok 9. Önce 'Daireler' sayfasına ekleyin." },
        { sheet: 'Açılış Bakiyeleri', row: 2, message: 'Tutar zorunludur.' },
        { sheet: 'Açılış Bakiyeleri', row: 2, message: 'Tarih zorunludur.' },
        { sheet: 'Açılış Bakiyeleri', row: 2, message: 'Sakin bu dairede bulunamadı: Yok Kişi.' },
      ],
    });
  });

  it('reads a Turkish CSV: header variants, phones in any form, dd.MM.yyyy dates, Windows-1254 text', async () => {
    const { clusterId: csvCluster } = await createCompanyWithCluster(t.db, 'CSV Müşteri');
    const lines = [
      'BLOK;DAİRE NO;KAT;TİP;BRÜT M2;NET M2;ARSA PAYI;ADI SOYADI;T.C. KİMLİK NO;CEP TELEFONU;E-POSTA;TÜRÜ;GİRİŞ TARİHİ',
      `A Blok;1;Zemin;Konut;1.120,50;95,25;12;Şükrü Çağlar;${tcknOf(77)};0 (532) 111 22 33;SUKRU@ORNEK.COM;malik;5.1.2023`,
      'A Blok;1;Zemin;Konut;1.120,50;95,25;12;Gülşen Işık;;+90 533 222 33 44;;Kiracı;2024-02-01',
      'A Blok;2;1;İşyeri;80;70;8;;;;;;',
    ];
    // Excel's Turkish CSV is Windows-1254: encode by hand the letters this file uses.
    const cp1254: Record<string, number> = {
      Ş: 0xde,
      ş: 0xfe,
      ğ: 0xf0,
      ı: 0xfd,
      İ: 0xdd,
      ç: 0xe7,
      Ç: 0xc7,
      ü: 0xfc,
      Ü: 0xdc,
      ö: 0xf6,
      Ö: 0xd6,
    };
    const encoded = Buffer.from(Array.from(lines.join('\r\n')).map((ch) => cp1254[ch] ?? ch.charCodeAt(0)));
    const file = { name: 'sakinler.csv', bytes: encoded };
    const check = await postUpload(t.app, t.admin, '/check', { cluster_id: String(csvCluster) }, file);
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().data).toMatchObject({
      error_count: 0,
      total_rows: 3,
      counts: { blocks: 0, houses: 2, residents: 2, house_users: 2, opening_balances: 0 },
    });
    const imported = await postUpload(t.app, t.admin, '', { cluster_id: String(csvCluster) }, file);
    expect(imported.statusCode, imported.body).toBe(201);
    const residents = await t.db
      .selectFrom('residents')
      .select(['name', 'phone', 'email'])
      .where('cluster_id', '=', csvCluster)
      .orderBy('id')
      .execute();
    expect(residents).toEqual([
      { name: 'Şükrü Çağlar', phone: '+905321112233', email: 'sukru@ornek.com' },
      { name: 'Gülşen Işık', phone: '+905332223344', email: null },
    ]);
    const house = await t.db
      .selectFrom('houses')
      .select(['floor', 'gross_area', 'net_area', 'land_share', 'type'])
      .where('cluster_id', '=', csvCluster)
      .orderBy('id')
      .execute();
    expect(house).toEqual([
      { floor: 'Zemin', gross_area: 1120.5, net_area: 95.25, land_share: 12, type: 'house' },
      { floor: '1', gross_area: 80, net_area: 70, land_share: 8, type: 'workplace' },
    ]);
    const users = await t.db
      .selectFrom('house_users')
      .select(['house_user_type_id', 'starts_on'])
      .where('cluster_id', '=', csvCluster)
      .orderBy('id')
      .execute();
    expect(users).toEqual([
      { house_user_type_id: 1, starts_on: '2023-01-05' },
      { house_user_type_id: 2, starts_on: '2024-02-01' },
    ]);
  });
});
