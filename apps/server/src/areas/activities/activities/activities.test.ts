import { describe, expect, it } from 'vitest';
import { useSeededJournal } from '../../../test/activitiesFixtures';
import { downloadFile, exportedSheet, rowValues } from '../../../test/exportedFiles';
import { expectShown, pdfText } from '../../../test/pdfText';
import { testDbKinds } from '../../../test/testDb';

type Row = Record<string, unknown>;

/** What a person compares on screen: date, kind, debit, credit and balance of each line. */
const lines = (rows: Row[]) => rows.map((r) => [r.occurred_on, r.kind, r.debit, r.credit, r.balance]);

describe.each(testDbKinds)('account activities on %s', (kind) => {
  const s = useSeededJournal(kind);
  const get = (query: string, token = s.worker) =>
    s.call(token, 'GET', `/clusters/${s.own.clusterId}/activities?${query}`);

  it("lists a house's journal in date order with debit, credit and a running balance right on every page", async () => {
    const pages = [];
    for (const page of [1, 2, 3]) {
      const res = await get(`account_kind=house&account_id=${s.houseId}&per_page=2&page=${page}`);
      expect(res.statusCode, res.body).toBe(200);
      pages.push(res.json());
    }
    expect(pages.map((p) => lines(p.data))).toEqual([
      [
        ['2024-01-05', 'assessment', 1000, 0, 1000],
        ['2024-02-05', 'assessment', 1000, 0, 2000],
      ],
      [
        ['2024-02-10', 'collection', 0, 600, 1400],
        ['2024-03-05', 'assessment', 1000, 0, 2400],
      ],
      [['2024-03-20', 'collection', 0, 1500, 900]],
    ]);
    expect(pages[0].meta).toEqual({
      total: 5,
      current_page: 1,
      per_page: 2,
      last_page: 3,
      opening_balance: 0,
      closing_balance: 900,
      total_debit: 3000,
      total_credit: 2100,
    });
    const first = pages[0].data[0];
    expect(first).toMatchObject({
      description: 'Ocak aidatı',
      due_on: '2024-01-31',
      house_id: s.houseId,
      house_name: 'A Blok 12',
      resident_id: s.residentId,
      resident_name: 'Ayşe Çelik',
    });
    expect(first.transaction_id).toEqual(expect.any(Number));
  });

  it('starts from the balance before date_from and ends at date_to', async () => {
    const from = await get(`account_kind=house&account_id=${s.houseId}&date_from=2024-02-06`);
    expect(lines(from.json().data)).toEqual([
      ['2024-02-10', 'collection', 0, 600, 1400],
      ['2024-03-05', 'assessment', 1000, 0, 2400],
      ['2024-03-20', 'collection', 0, 1500, 900],
    ]);
    expect(from.json().meta).toMatchObject({
      total: 3,
      opening_balance: 2000,
      closing_balance: 900,
      total_debit: 1000,
      total_credit: 2100,
    });

    const window = await get(
      `account_kind=house&account_id=${s.houseId}&date_from=2024-02-06&date_to=2024-03-10&per_page=1&page=2`,
    );
    expect(lines(window.json().data)).toEqual([['2024-03-05', 'assessment', 1000, 0, 2400]]);
    expect(window.json().meta).toMatchObject({ total: 2, last_page: 2, opening_balance: 2000, closing_balance: 2400 });
  });

  it("shows a resident's lines in every house and their own account, and a bank account's own activity", async () => {
    const resident = await get(`account_kind=resident&account_id=${s.residentId}`);
    expect(resident.statusCode, resident.body).toBe(200);
    const rows = resident.json().data as Row[];
    expect(rows.map((r) => [r.occurred_on, r.house_name, r.balance])).toEqual([
      ['2024-01-05', 'A Blok 12', 1000],
      ['2024-02-05', 'A Blok 12', 2000],
      ['2024-02-10', 'A Blok 12', 1400],
      ['2024-03-05', 'A Blok 12', 2400],
      ['2024-03-20', 'A Blok 12', 900],
      ['2024-03-25', null, 925],
    ]);
    expect(resident.json().meta.closing_balance).toBe(925);

    const bank = await get(`account_kind=bank_account&account_id=${s.bankAccountId}`);
    expect(lines(bank.json().data)).toEqual([
      ['2024-02-10', 'collection', 600, 0, 600],
      ['2024-03-20', 'collection', 1500, 0, 2100],
    ]);

    const neighbour = await get(`account_kind=house&account_id=${s.otherHouseId}`);
    expect(lines(neighbour.json().data)).toEqual([['2024-02-05', 'assessment', 1000, 0, 1000]]);

    const provider = await get(`account_kind=provider&account_id=${s.providerId}`);
    expect(lines(provider.json().data)).toEqual([
      ['2024-02-01', 'invoice', 0, 500, -500],
      ['2024-02-15', 'invoice_payment', 200, 0, -300],
    ]);
  });

  it("is a 404 for another company's worker and for an account outside the complex", async () => {
    const outsider = await get(`account_kind=house&account_id=${s.houseId}`, s.outsider);
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().message).toBe('Öğe bulunamadı.');
    // Their own house asked through our complex, and ids of the wrong kind.
    for (const query of [
      `account_kind=house&account_id=${s.theirHouseId}`,
      `account_kind=safe&account_id=${s.bankAccountId + 1000}`,
      `account_kind=bank_account&account_id=${s.safeId + 1000}`,
    ]) {
      expect((await get(query)).statusCode, query).toBe(404);
    }
    const theirs = await s.call(
      s.worker,
      'GET',
      `/clusters/${s.other.clusterId}/activities?account_kind=house&account_id=${s.theirHouseId}`,
    );
    expect(theirs.statusCode).toBe(404);
  });

  it('refuses an unknown account kind, a bad date, a reversed range or an unknown parameter with a 422', async () => {
    const badKind = await get(`account_kind=income_type&account_id=${s.houseId}`);
    expect(badKind.statusCode).toBe(422);
    expect(badKind.json().errors.account_kind).toEqual(['Geçerli bir seçim yapın.']);
    const missing = await get('account_kind=house');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.account_id).toEqual(['Zorunlu alan']);
    const badDate = await get(`account_kind=house&account_id=${s.houseId}&date_from=2024-02-30`);
    expect(badDate.json().errors.date_from).toEqual(['Geçerli bir tarih girin']);
    const reversed = await get(`account_kind=house&account_id=${s.houseId}&date_from=2024-03-01&date_to=2024-02-01`);
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.date_to).toEqual(['Başlangıç tarihinden sonra olmalıdır']);
    const unknown = await get(`account_kind=house&account_id=${s.houseId}&order_by=amount`);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toMatch(/filtrelenemez: order_by/);
  });

  it('exports the whole filtered range to XLSX with the opening line, the movements and the closing balance', async () => {
    const res = await get(
      `account_kind=house&account_id=${s.houseId}&date_from=2024-02-06&per_page=1&export=1&export_type=xlsx`,
    );
    const sheet = await exportedSheet(s.app, res);
    const values = (n: number) => rowValues(sheet, n);
    expect(values(1)).toEqual(['Tarih', 'İşlem Türü', 'Açıklama', 'Sakin', 'Vade', 'Borç', 'Alacak', 'Bakiye', 'B/A']);
    expect(sheet.rowCount).toBe(1 + 1 + 3 + 2);
    const cells = (n: number) => {
      const row = sheet.getRow(n);
      return [3, 6, 7, 8, 9].map((i) => row.getCell(i).value ?? null);
    };
    expect(cells(2)).toEqual(['Açılış Bakiyesi', null, null, 2000, 'B']);
    expect(sheet.getRow(3).getCell(1).value).toEqual(new Date(Date.UTC(2024, 1, 10)));
    expect(sheet.getRow(3).getCell(2).value).toBe('Tahsilat');
    expect(cells(3)).toEqual(['Banka tahsilatı', null, 600, 1400, 'B']);
    expect(cells(4)).toEqual(['Mart aidatı', 1000, null, 2400, 'B']);
    expect(cells(5)).toEqual(['Banka tahsilatı', null, 1500, 900, 'B']);
    expect(cells(6)).toEqual(['Toplam', 1000, 2100, null, null]);
    expect(cells(7)).toEqual(['Kapanış Bakiyesi', null, null, 900, 'B']);
    expect(sheet.getRow(7).getCell(8).numFmt).toBe('#,##0.00 ₺');
  });

  it("exports a PDF with the account's name, the opening line and ₺ amounts in Turkish letters", async () => {
    const file = await downloadFile(
      s.app,
      await get(`account_kind=resident&account_id=${s.residentId}&export=1&export_type=pdf`),
    );
    expect(file.headers['content-type']).toContain('application/pdf');
    const text = await pdfText(file.rawPayload);
    expectShown(text, [
      'Ayşe Çelik Hesap Hareketleri (Tüm hareketler)',
      'Açılış Bakiyesi',
      'Şubat aidatı',
      'Gecikme Tazminatı',
      '1.000,00 ₺',
      '925,00 ₺',
      'Kapanış Bakiyesi',
    ]);
  });
});
