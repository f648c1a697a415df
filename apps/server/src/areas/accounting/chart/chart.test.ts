import { describe, expect, it } from 'vitest';
import { useSeededJournal } from '../../../test/activitiesFixtures';
import { exportedSheet, rowValues } from '../../../test/exportedFiles';
import { testDbKinds } from '../../../test/testDb';

type Row = Record<string, unknown>;
const YEAR = 'date_from=2024-01-01&date_to=2024-12-31';

describe.each(testDbKinds)('chart of accounts, trial balance and ledger on %s', (kind) => {
  const s = useSeededJournal(kind);
  const get = (path: string, token = s.worker, clusterId = s.own.clusterId) =>
    s.call(token, 'GET', `/clusters/${clusterId}/${path}`);
  const put = (key: string, code: string | null, token = s.worker, clusterId = s.own.clusterId) =>
    s.call(token, 'PUT', `/clusters/${clusterId}/accounts/${key}`, { code });
  const mizan = async (query: string) => {
    const res = await get(`trial-balance?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Row[]; meta: Row & { totals: Record<string, number> } };
  };
  const rowOf = (rows: Row[], key: string) => rows.find((r) => r.key === key) as Row;

  it('maps the journal accounts onto the uniform chart with Turkish names', async () => {
    const res = await get('accounts');
    expect(res.statusCode, res.body).toBe(200);
    const chart = res.json().data as Row[];
    const byKey = (key: string) => chart.find((a) => a.key === key);
    expect(byKey(`safe:${s.safeId}`)).toMatchObject({ code: '100.01', group_name: 'Kasa', name: 'Yönetim Kasası' });
    expect(byKey(`bank_account:${s.bankAccountId}`)).toMatchObject({ code: '102.01', name: 'Ziraat Bankası Şişli' });
    expect(byKey(`resident:${s.residentId}`)).toMatchObject({ group_code: '120', name: 'Ayşe Çelik' });
    expect(byKey('receivable')).toMatchObject({ group_code: '120', name: 'Sakini Belirtilmemiş Alacaklar' });
    expect(byKey(`provider:${s.providerId}`)).toMatchObject({ code: '320.01', name: 'Güneş Temizlik' });
    expect(byKey('expense_type:1')).toMatchObject({ group_code: '770', group_name: 'Genel Yönetim Giderleri' });
    expect(chart.filter((a) => a.kind === 'income_type').map((a) => a.name)).toContain('Aidat');
    expect(new Set(chart.map((a) => a.code)).size).toBe(chart.length);
  });

  it('balances the mizan and agrees with the bank, safe and resident balances elsewhere', async () => {
    const { data, meta } = await mizan(YEAR);
    expect(meta.totals.debit).toBe(meta.totals.credit);
    expect(meta.totals.opening_debit).toBe(meta.totals.opening_credit);
    expect(meta.totals.closing_debit).toBe(meta.totals.closing_credit);
    expect(meta.totals.debit).toBeGreaterThan(0);
    const statement = async (kindName: string, id: number) =>
      (await get(`statements/account?account_kind=${kindName}&account_id=${id}&${YEAR}`)).json().data.closing_balance;
    const bank = rowOf(data, `bank_account:${s.bankAccountId}`);
    expect(bank).toMatchObject({ code: '102.01', debit: 2100, credit: 0, closing_debit: 2100 });
    expect(bank.closing_debit).toBe(await statement('bank_account', s.bankAccountId));
    const safe = rowOf(data, `safe:${s.safeId}`);
    expect(-(safe.closing_credit as number)).toBe(await statement('safe', s.safeId));
    const residents = (await get('residents?per_page=100')).json().data as Row[];
    const ayse = residents.find((r) => r.id === s.residentId) as Row;
    expect(ayse.balance).toBe(925);
    expect(rowOf(data, `resident:${s.residentId}`)).toMatchObject({ closing_debit: 925, closing_credit: 0 });
    expect(rowOf(data, `provider:${s.providerId}`)).toMatchObject({ debit: 200, credit: 500, closing_credit: 300 });
  });

  it('opens the period with the balance of every earlier line', async () => {
    const { data, meta } = await mizan('date_from=2024-02-11&date_to=2024-03-10');
    expect(meta).toMatchObject({ date_from: '2024-02-11', date_to: '2024-03-10' });
    // Ayşe: 1000 + 1000 − 600 before; the March charge within; the 20.03 collection after the period.
    expect(rowOf(data, `resident:${s.residentId}`)).toMatchObject({
      opening_debit: 1400,
      debit: 1000,
      credit: 0,
      closing_debit: 2400,
    });
    expect(rowOf(data, `bank_account:${s.bankAccountId}`)).toMatchObject({ opening_debit: 600, debit: 0 });
    expect(meta.totals.opening_debit).toBe(meta.totals.opening_credit);
    expect(meta.totals.debit).toBe(meta.totals.credit);
    const bad = await get('trial-balance?date_from=2024-03-01&date_to=2024-02-01');
    expect(bad.statusCode).toBe(422);
  });

  it("gives an account's muavin whose running balance ends at the mizan's closing", async () => {
    const res = await get(`ledger?account=resident:${s.residentId}&date_from=2024-02-06&date_to=2024-12-31`);
    expect(res.statusCode, res.body).toBe(200);
    const { data, meta } = res.json();
    expect(meta).toMatchObject({
      account: { key: `resident:${s.residentId}`, name: 'Ayşe Çelik' },
      opening_balance: 2000,
      total_debit: 1025,
      total_credit: 2100,
      closing_balance: 925,
    });
    expect(
      data.map((r: Row) => [r.occurred_on, String(r.document).split(' #')[0], r.debit, r.credit, r.balance]),
    ).toEqual([
      ['2024-02-10', 'Tahsilat', 0, 600, 1400],
      ['2024-03-05', 'Tahakkuk', 1000, 0, 2400],
      ['2024-03-20', 'Tahsilat', 0, 1500, 900],
      ['2024-03-25', 'Gecikme Tazminatı', 25, 0, 925],
    ]);
    const row = rowOf((await mizan('date_from=2024-02-06&date_to=2024-12-31')).data, `resident:${s.residentId}`);
    expect(row.closing_debit).toBe(meta.closing_balance);
    const page2 = (await get(`ledger?account=resident:${s.residentId}&date_from=2024-02-06&per_page=2&page=2`)).json();
    expect(page2.data.map((r: Row) => r.balance)).toEqual([900, 925]);
    expect((await get('ledger?account=safe:999999')).statusCode).toBe(404);
  });

  it('takes a custom code and refuses one already used or outside its main account', async () => {
    const safe = `safe:${s.safeId}`;
    const set = await put(safe, '100.50');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ code: '100.50', default_code: '100.01', custom: true });
    expect(rowOf((await mizan(YEAR)).data, safe).code).toBe('100.50');
    const dup = await put(`bank_account:${s.bankAccountId}`, '100.50');
    expect(dup.statusCode).toBe(422);
    const bank = await put(`bank_account:${s.bankAccountId}`, '102.07');
    expect(bank.statusCode).toBe(200);
    const taken = await put(safe, '102.07');
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.code[0]).toContain('100 (Kasa)');
    const otherSafe = await s.call(s.worker, 'POST', `/clusters/${s.own.clusterId}/safes`, { name: 'Yedek Kasa' });
    const secondSafe = `safe:${otherSafe.json().data.id}`;
    const duplicate = await put(secondSafe, '100.50');
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors.code[0]).toContain("'Yönetim Kasası'");
    expect((await put(secondSafe, '100-1')).statusCode).toBe(422);
    expect((await put(safe, null)).json().data).toMatchObject({ code: '100.01', custom: false });
  });

  it('lets a read-only user read the books but not change a code', async () => {
    expect((await get(`trial-balance?${YEAR}`, s.readOnly)).statusCode).toBe(200);
    const refused = await put(`safe:${s.safeId}`, '100.70', s.readOnly);
    expect(refused.statusCode).toBe(403);
    const chart = (await get('accounts')).json().data as Row[];
    expect(chart.find((a) => a.key === `safe:${s.safeId}`)?.code).not.toBe('100.70');
  });

  it("defaults the period to the company's accounting view", async () => {
    const view = (id: number) =>
      s.db.updateTable('companies').set({ accounting_view_type_id: id }).where('id', '=', s.own.companyId).execute();
    await view(6);
    const all = await mizan('');
    expect(all.meta.date_from).toBeNull();
    expect(all.meta.totals.opening_debit).toBe(0);
    expect(rowOf(all.data, `bank_account:${s.bankAccountId}`)).toMatchObject({ debit: 2100, closing_debit: 2100 });
    await view(2);
    const thisYear = await mizan('');
    expect(thisYear.meta.date_from).toBe(`${new Date().getFullYear()}-01-01`);
    // The 2024 journal is all before this year: it opens the period and nothing moves within it.
    expect(rowOf(thisYear.data, `bank_account:${s.bankAccountId}`)).toMatchObject({ opening_debit: 2100, debit: 0 });
    expect(thisYear.meta.totals.debit).toBe(0);
    await view(1);
  });

  it("hides another company's complex", async () => {
    expect((await get('accounts', s.outsider)).statusCode).toBe(404);
    expect((await get(`trial-balance?${YEAR}`, s.outsider)).statusCode).toBe(404);
    expect((await get(`ledger?account=safe:${s.safeId}`, s.outsider)).statusCode).toBe(404);
    expect((await put(`safe:${s.safeId}`, '100.09', s.outsider)).statusCode).toBe(404);
    const theirs = await get(`ledger?account=house:${s.theirHouseId}`, s.outsider, s.other.clusterId);
    expect(theirs.statusCode).toBe(404);
  });

  it('exports the mizan and the muavin as XLSX for the accountant', async () => {
    const sheet = await exportedSheet(s.app, await get(`trial-balance?${YEAR}&export=1&export_type=xlsx`));
    const cells = JSON.stringify(Array.from({ length: sheet.rowCount }, (_, i) => rowValues(sheet, i + 1)));
    expect(cells).toContain('Ziraat Bankası Şişli');
    expect(cells).toContain('Toplam');
    const ledgerSheet = await exportedSheet(
      s.app,
      await get(`ledger?account=bank_account:${s.bankAccountId}&${YEAR}&export=1&export_type=xlsx`),
    );
    const ledgerCells = JSON.stringify(
      Array.from({ length: ledgerSheet.rowCount }, (_, i) => rowValues(ledgerSheet, i + 1)),
    );
    expect(ledgerCells).toContain('Açılış Bakiyesi');
    expect(ledgerCells).toContain('Kapanış Bakiyesi');
  });
});
