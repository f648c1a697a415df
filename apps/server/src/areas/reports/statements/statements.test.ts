import fs from 'node:fs';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { useSeededJournal } from '../../../test/activitiesFixtures';
import { downloadFile } from '../../../test/exportedFiles';
import { expectShown, pdfText } from '../../../test/pdfText';
import { testDbKinds } from '../../../test/testDb';

XLSX.set_fs(fs);

type Row = Record<string, unknown>;

describe.each(testDbKinds)('account statements on %s', (kind) => {
  const s = useSeededJournal(kind);
  const get = (query: string, token = s.worker, clusterId = s.own.clusterId) =>
    s.call(token, 'GET', `/clusters/${clusterId}/statements/account?${query}`);
  const download = async (query: string) => (await downloadFile(s.app, await get(`${query}&export=1`))).rawPayload;

  it("gives a house's statement of a period: opening balance, every movement, closing balance", async () => {
    const res = await get(`account_kind=house&account_id=${s.houseId}&date_from=2024-02-06&date_to=2024-03-10`);
    expect(res.statusCode, res.body).toBe(200);
    const { rows, ...figures } = res.json().data;
    expect(figures).toEqual({
      account: { kind: 'house', id: s.houseId, name: 'A Blok 12' },
      date_from: '2024-02-06',
      date_to: '2024-03-10',
      opening_balance: 2000,
      closing_balance: 2400,
      total_debit: 1000,
      total_credit: 600,
    });
    expect(rows.map((r: Row) => [r.occurred_on, r.description, r.debit, r.credit, r.balance])).toEqual([
      ['2024-02-10', 'Banka tahsilatı', 0, 600, 1400],
      ['2024-03-05', 'Mart aidatı', 1000, 0, 2400],
    ]);
  });

  it("gives the provider's and the safe's statements with their own signs", async () => {
    const provider = await get(
      `account_kind=provider&account_id=${s.providerId}&date_from=2024-01-01&date_to=2024-12-31`,
    );
    expect(provider.json().data).toMatchObject({
      account: { kind: 'provider', name: 'Güneş Temizlik' },
      opening_balance: 0,
      closing_balance: -300,
      total_debit: 200,
      total_credit: 500,
    });
    const safe = await get(`account_kind=safe&account_id=${s.safeId}&date_from=2024-02-15&date_to=2024-02-15`);
    expect(safe.json().data).toMatchObject({ account: { name: 'Yönetim Kasası' }, closing_balance: -200 });
    expect(safe.json().data.rows).toHaveLength(1);
  });

  it('needs a period and a known account of the complex', async () => {
    const noPeriod = await get(`account_kind=house&account_id=${s.houseId}`);
    expect(noPeriod.statusCode).toBe(422);
    expect(noPeriod.json().errors).toMatchObject({ date_from: ['Zorunlu alan'], date_to: ['Zorunlu alan'] });
    const badKind = await get(`account_kind=expense_type&account_id=1&date_from=2024-01-01&date_to=2024-12-31`);
    expect(badKind.json().errors.account_kind).toEqual(['Geçerli bir seçim yapın.']);
    const period = 'date_from=2024-01-01&date_to=2024-12-31';
    const theirs = await get(`account_kind=house&account_id=${s.theirHouseId}&${period}`);
    expect(theirs.statusCode).toBe(404);
    const outsider = await get(`account_kind=house&account_id=${s.houseId}&${period}`, s.outsider);
    expect(outsider.statusCode).toBe(404);
    const asOutsider = await get(
      `account_kind=house&account_id=${s.theirHouseId}&${period}`,
      s.outsider,
      s.other.clusterId,
    );
    expect(asOutsider.json().data.account.name).toBe('A Blok 1');
  });

  it('exports a PDF titled with the account and the period, in Turkish letters and ₺', async () => {
    const text = await pdfText(
      await download(
        `account_kind=resident&account_id=${s.residentId}&date_from=2024-02-06&date_to=2024-12-31&export_type=pdf`,
      ),
    );
    expectShown(text, [
      'Hesap Ekstresi: Ayşe Çelik',
      'Dönem: 06.02.2024 - 31.12.2024',
      'Açılış Bakiyesi',
      '2.000,00 ₺',
      'Gecikme Tazminatı',
      '1.500,00 ₺',
      'Kapanış Bakiyesi',
      '925,00 ₺',
    ]);
  });

  it('exports an XLSX with the title, the opening line, every movement and the closing balance', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await download(
        `account_kind=house&account_id=${s.houseId}&date_from=2024-02-06&date_to=2024-12-31&export_type=xlsx`,
      )) as unknown as ArrayBuffer,
    );
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('Hesap Ekstresi: A Blok 12');
    expect(sheet.getRow(2).getCell(1).value).toBe('Bağımsız Bölüm · Dönem: 06.02.2024 - 31.12.2024');
    const header = (sheet.getRow(5).values as unknown[]).slice(1);
    expect(header).toEqual(['Tarih', 'İşlem Türü', 'Açıklama', 'Sakin', 'Vade', 'Borç', 'Alacak', 'Bakiye', 'B/A']);
    const line = (n: number) => [3, 6, 7, 8, 9].map((i) => sheet.getRow(n).getCell(i).value ?? null);
    expect(line(6)).toEqual(['Açılış Bakiyesi', null, null, 2000, 'B']);
    expect(sheet.getRow(6).font?.bold).toBe(true);
    expect(line(7)).toEqual(['Banka tahsilatı', null, 600, 1400, 'B']);
    expect(sheet.getRow(7).getCell(4).value).toBe('Ayşe Çelik');
    expect(sheet.getRow(8).getCell(5).value).toEqual(new Date(Date.UTC(2024, 2, 31)));
    expect(line(8)).toEqual(['Mart aidatı', 1000, null, 2400, 'B']);
    expect(line(9)).toEqual(['Banka tahsilatı', null, 1500, 900, 'B']);
    expect(line(10)).toEqual(['Toplam', 1000, 2100, null, null]);
    expect(line(11)).toEqual(['Kapanış Bakiyesi', null, null, 900, 'B']);
    expect(sheet.rowCount).toBe(11);
  });

  it('exports an ODS with mimetype first and the same lines', async () => {
    const data = await download(
      `account_kind=provider&account_id=${s.providerId}&date_from=2024-01-01&date_to=2024-12-31&export_type=ods`,
    );
    expect(data.toString('utf8', 30, 38)).toBe('mimetype');
    const sheet = XLSX.read(data).Sheets['Hesap Ekstresi'];
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: null });
    expect(rows[0][0]).toBe('Hesap Ekstresi: Güneş Temizlik');
    const body = rows.slice(4);
    expect(body).toEqual([
      ['Tarih', 'İşlem Türü', 'Açıklama', 'Borç', 'Alacak', 'Bakiye', 'B/A'],
      [null, null, 'Açılış Bakiyesi', null, null, 0, null],
      ['01.02.2024', 'Fatura', 'Şubat temizlik faturası', null, 500, 500, 'A'],
      ['15.02.2024', 'Fatura Ödemesi', 'Temizlik ödemesi', 200, null, 300, 'A'],
      [null, null, 'Toplam', 200, 500, null, null],
      [null, null, 'Kapanış Bakiyesi', null, null, 300, 'A'],
    ]);
  });
});
