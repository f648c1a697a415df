import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { postTransaction } from '../../../accounting/journal';
import { ALL_PERMISSIONS } from '../../../db/seed/demo';
import { downloadFile, exportedSheet, rowValues } from '../../../test/exportedFiles';
import { createWorker } from '../../../test/fixtures';
import { expectShown, pdfText } from '../../../test/pdfText';
import { testDbKinds } from '../../../test/testDb';
import { useReportsApp, YEAR } from './reportsFixture';

type Row = Record<string, unknown>;

describe.each(testDbKinds)('audit board report on %s', (kind) => {
  const { t, ids, get } = useReportsApp(kind);
  /** The journal's balance (kuruş → lira) of accounts of some kinds at a date, summed straight from its lines. */
  const journal = async (kinds: string[], on: string, id?: number) => {
    let query = t.db
      .selectFrom('journal_entries')
      .select(sql<string>`coalesce(sum(amount), 0)`.as('b'))
      .where('cluster_id', '=', t.own.clusterId)
      .where('account_kind', 'in', kinds)
      .where('occurred_on', '<=', on);
    if (id !== undefined) query = query.where('account_id', '=', id);
    return Number((await query.executeTakeFirstOrThrow()).b) / 100;
  };
  const audit = (query = YEAR) => get(`/reports/audit?cluster_id=${t.own.clusterId}&${query}`);

  it('closes each safe and bank account at its journal balance, with opening, money in and out', async () => {
    const { data, meta } = await audit();
    expect(meta).toMatchObject({ date_from: '2025-01-01', date_to: '2025-12-31', cluster_id: t.own.clusterId });
    const cash = data.cash as unknown as Row[];
    expect(cash.map((c) => [c.name, c.opening, c.inflow, c.outflow, c.closing])).toEqual([
      ['Yönetim Kasası', 0, 700, 300, 400],
      ['Ziraat Bankası', 250, 600, 500, 350],
    ]);
    expect(cash.find((c) => c.kind === 'bank_account')?.closing).toBe(
      await journal(['bank_account'], '2025-12-31', ids.bankId),
    );
    const totals = data.totals as Row;
    expect(totals).toMatchObject({ opening: 250, inflow: 1300, outflow: 800, closing: 750 });
    expect(totals.closing).toBe(await journal(['bank_account', 'safe', 'card_clearing'], '2025-12-31'));
  });

  it('accrues income and expense by type for the period, with the result', async () => {
    const { data } = await audit();
    expect((data.income as unknown as Row[]).map((r) => [r.name, r.amount])).toEqual([['Aidat', 3200]]);
    expect((data.expense as unknown as Row[]).map((r) => [r.name, r.amount])).toEqual([
      ['Bakım Onarım', 900],
      ['Elektrik', 1600],
    ]);
    expect(data.totals).toMatchObject({ income: 3200, expense: 2500, result: 700 });
  });

  it('ages the open debts at the period end and reconciles them with the journal receivables', async () => {
    const { data } = await audit();
    const receivables = data.receivables as Row;
    expect(receivables).toEqual({
      not_due: 500,
      days_0_30: 500,
      days_31_60: 400,
      days_61_90: 100,
      days_over_90: 400,
      open_debts: 1900,
      advances: 250,
      other: 0,
      total: 1650,
      journal_total: 1650,
    });
    expect(receivables.total).toBe(await journal(['house', 'resident'], '2025-12-31'));
    // Mid-year: only the June dues (30.06) are booked, 400 left open by the 10.07 collection; the 2024 advance stands.
    const july = (await audit('date_from=2025-01-01&date_to=2025-07-31')).data.receivables as Row;
    expect(july).toMatchObject({ days_0_30: 0, days_31_60: 400, open_debts: 400, advances: 250, other: 0, total: 150 });
    expect(july.total).toBe(await journal(['house', 'resident'], '2025-07-31'));
  });

  it("lists what is owed to each provider and the open enforcement cases at the period's end", async () => {
    const { data } = await audit();
    expect((data.payables as unknown as Row[]).map((p) => [p.name, p.balance])).toEqual([
      ['Asansör Bakım', 1000],
      ['Boğaziçi Elektrik', 700],
    ]);
    expect(-(await journal(['provider'], '2025-12-31'))).toBe((data.totals as Row).payables);
    expect(data.enforcements).toEqual({ count: 1, left_amount: 1400 });
    const october = await audit('date_from=2025-01-01&date_to=2025-10-31');
    expect(october.data.enforcements).toEqual({ count: 2, left_amount: 2300 });
  });

  it('covers the whole company without a complex, and never another company', async () => {
    const whole = await get(`/reports/audit?${YEAR}`);
    expect(whole.meta).toMatchObject({ cluster_id: null, scope_name: 'Kardelen' });
    expect(whole.data.totals).toMatchObject({ closing: 750, income: 3200, expense: 2500, payables: 1700 });
    expect((whole.data.receivables as Row).total).toBe(1650);
    // A second complex of the company with 100 ₺ other income into its safe: a worker of both sees the sum.
    const at = '2025-01-01T00:00:00.000Z';
    const second = await t.db
      .insertInto('clusters')
      .values({
        company_id: t.own.companyId,
        name: 'Lale Sitesi',
        search: 'lale sitesi',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const safe = await t.db
      .insertInto('safes')
      .values({ cluster_id: second.id, name: 'Lale Kasası', created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await postTransaction(t.db, {
      clusterId: second.id,
      kind: 'other_income',
      occurredOn: '2025-05-05',
      entries: [
        { accountKind: 'safe', accountId: safe.id, amount: 10_000 },
        { accountKind: 'other_income', accountId: null, amount: -10_000 },
      ],
    });
    const both = await createWorker(t.app, t.db, {
      email: 'iki.site@kardelen.com',
      companyId: t.own.companyId,
      clusterIds: [t.own.clusterId, second.id],
      permissions: ALL_PERMISSIONS,
    });
    const company = await get(`/reports/audit?${YEAR}`, both);
    expect(company.data.totals).toMatchObject({ closing: 850, income: 3300, expense: 2500, result: 800 });
    expect((company.data.cash as unknown as Row[]).map((c) => [c.cluster_name, c.name, c.closing])).toContainEqual([
      'Lale Sitesi',
      'Lale Kasası',
      100,
    ]);
    expect((company.data.income as unknown as Row[]).map((r) => [r.name, r.amount])).toEqual([
      ['Aidat', 3200],
      ['Diğer Gelirler', 100],
    ]);
    // The worker of the first complex alone still sees only it.
    expect((await get(`/reports/audit?${YEAR}`)).data.totals).toMatchObject({ closing: 750, income: 3200 });
    const theirs = await get(`/reports/audit?${YEAR}`, t.outsider);
    expect(theirs.data.totals).toMatchObject({ closing: 0, income: 0, expense: 0, payables: 0 });
    const foreign = await t.call(t.outsider, 'GET', `/reports/audit?cluster_id=${t.own.clusterId}&${YEAR}`);
    expect([403, 404]).toContain(foreign.statusCode);
    const unknown = await t.call(t.worker, 'GET', `/reports/audit?cluster_id=${t.own.clusterId}&foo=1`);
    expect(unknown.statusCode).toBe(422);
  });

  it('exports one table with section rows, and a PDF with the signature boxes', async () => {
    const url = `/reports/audit?cluster_id=${t.own.clusterId}&${YEAR}&export=1`;
    const sheet = await exportedSheet(t.app, await t.call(t.worker, 'GET', `${url}&export_type=xlsx`));
    const rows: unknown[][] = [];
    sheet.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    const byName = (name: string) => rows.find((r) => r[1] === name) as unknown[];
    expect(rows.some((r) => r[0] === '1. Kasa ve Banka Hesapları')).toBe(true);
    expect(byName('Ziraat Bankası').slice(2, 6)).toEqual([250, 600, 500, 350]);
    expect(byName('Alacaklar Toplamı')[5]).toBe(1650);
    expect(byName('Avanslar (Dağıtılmamış Tahsilat)')[5]).toBe(-250);
    expect(byName('Borçlar Toplamı')[5]).toBe(1700);
    expect(rowValues(sheet, 1).length).toBeGreaterThan(0);
    const pdf = await downloadFile(t.app, await t.call(t.worker, 'GET', `${url}&export_type=pdf`));
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf.rawPayload);
    expectShown(text, [
      'Denetim Kurulu Raporu',
      'Kardelen Sitesi',
      '01.01.2025 - 31.12.2025',
      '5. Borçlar (Tedarikçi Bakiyeleri)',
      'Alacaklar Toplamı 1.650,00 ₺',
      'Denetim Kurulu Başkanı',
      'Denetim Kurulu Üyesi',
    ]);
  });
});
