import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '../../../db/seed/demo';
import { createHousesWithOwners } from '../../../test/accountingFixtures';
import { freeAssessment } from '../../../test/apiRecords';
import { type Json, postId, useTwoTenantsApp } from '../../../test/apiTest';
import { testDbKinds } from '../../../test/testDb';
import { buildQuarter, PERIOD } from './operating.fixtures';

type Row = Json & { key: string; months: number[]; total: number };
// biome-ignore lint/suspicious/noExplicitAny: the answer's meta as JSON, read field by field
type Meta = Record<string, any>;

describe.each(testDbKinds)('operating reports on %s', (kind) => {
  const t = useTwoTenantsApp(kind, { pageUrl: '/reports/operating/income-expense' });
  let ids: Awaited<ReturnType<typeof buildQuarter>>;
  const get = async (path: string, query = '') => {
    const res = await t.call(t.worker, 'GET', `/reports/${path}?cluster_id=${t.own.clusterId}&${PERIOD}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Row[]; meta: Meta };
  };
  const line = (rows: Row[], key: string) => rows.find((r) => r.key === key);

  beforeAll(async () => {
    ids = await buildQuarter(t);
  }, 120_000);

  it('cash basis: what came in by the income types the collections paid, what went out by the items paid, to the kuruş', async () => {
    const { data, meta } = await get('income-expense', '&basis=cash');
    expect(meta.months).toEqual(['2026-02', '2026-03', '2026-04']);
    expect(line(data, `income_type:${ids.aidat}`)).toMatchObject({
      section: 'income',
      name: 'Aidat',
      months: [1500, 1000, 0],
      total: 2500,
    });
    expect(line(data, `income_type:${ids.fuel}`)).toMatchObject({ months: [0, 500.5, 0], total: 500.5 });
    expect(line(data, 'advance')).toMatchObject({
      name: 'Avans / Fazla Tahsilat',
      months: [0, 299.75, 0],
      account: null,
    });
    expect(line(data, `other_income:${ids.parking}`)).toMatchObject({ name: 'Otopark Kirası', months: [0, 0, 250] });
    // 333,33 over 600 : 400 is 200,00 and 133,33; 100 is 60 and 40.
    expect(line(data, `expense_type:${ids.electricity}`)).toMatchObject({
      section: 'expense',
      name: 'Enerji Giderleri / Elektrik',
      months: [0, 200, 60],
      total: 260,
    });
    expect(line(data, `expense_type:${ids.repair}`)).toMatchObject({ months: [300, 133.33, 40], total: 473.33 });
    expect(line(data, 'refunds')).toMatchObject({ section: 'expense', months: [0, 0, 100] });
    expect(meta.totals).toEqual({ income: 3550.25, expense: 833.33, net: 2716.92 });
    expect(meta.month_totals).toEqual({ income: [1500, 1800.25, 250], expense: [300, 333.33, 200] });
    // Bank +1.500 −300 −333,33 +250 and safe +1.800,25 −100 −100: the transfer of 500 moves nothing.
    expect(meta.reconciliation).toMatchObject({ net: 2716.92, bank_safe_change: 2716.92, difference: 0 });
    const moved = await t.db
      .selectFrom('journal_entries')
      .select(sql<number>`sum(amount)`.as('s'))
      .where('cluster_id', '=', t.own.clusterId)
      .where('account_kind', 'in', ['bank_account', 'safe'])
      .where('occurred_on', '>=', '2026-02-01')
      .where('occurred_on', '<=', '2026-04-30')
      .executeTakeFirstOrThrow();
    // The transfer leaves the sum of bank and safe as it is, so their whole change is the same figure.
    expect(Number(moved.s)).toBe(271_692);
  });

  it('accrual basis: the income and expense accounts of the journal, and the difference from cash explained to the kuruş', async () => {
    const { data, meta } = await get('income-expense', '&basis=accrual');
    expect(line(data, `income_type:${ids.aidat}`)).toMatchObject({ months: [2000, 0, 0], total: 2000 });
    expect(line(data, `income_type:${ids.fuel}`)).toMatchObject({ months: [0, 500.5, 0] });
    expect(line(data, `expense_type:${ids.electricity}`)).toMatchObject({ months: [0, 600, 0] });
    expect(line(data, `expense_type:${ids.repair}`)).toMatchObject({ months: [0, 400, 0] });
    expect(line(data, 'advance')).toBeUndefined();
    const journal = await t.db
      .selectFrom('journal_entries')
      .select(['account_kind', sql<number>`sum(amount)`.as('s')])
      .where('cluster_id', '=', t.own.clusterId)
      .where('account_kind', 'in', ['income_type', 'other_income', 'expense_type'])
      .where('occurred_on', '>=', '2026-02-01')
      .where('occurred_on', '<=', '2026-04-30')
      .groupBy('account_kind')
      .execute();
    const sum = (k: string) => Number(journal.find((r) => r.account_kind === k)?.s ?? 0);
    expect(meta.totals.income * 100).toBe(-(sum('income_type') + sum('other_income')));
    expect(meta.totals.expense * 100).toBe(sum('expense_type'));
    expect(meta.totals).toEqual({ income: 2750.5, expense: 1000, net: 1750.5 });
    const d = meta.difference;
    expect(d).toMatchObject({ cash_income: 3550.25, cash_expense: 833.33, income: -799.75, expense: 166.67 });
    // Charged 2.500,50 in the period, of which the period's collections paid 2.000,50: 500 still owed by house 1.
    expect(d.income_parts).toEqual([
      expect.objectContaining({ key: 'receivables', amount: 500 }),
      expect.objectContaining({ key: 'other_periods', amount: -1000 }),
      expect.objectContaining({ key: 'advance', amount: -299.75 }),
    ]);
    // Invoiced 1.000, paid 433,33 of it: 566,67 owed to the supplier; January's invoice and the refund paid out.
    expect(d.expense_parts).toEqual([
      expect.objectContaining({ key: 'payables', amount: 566.67 }),
      expect.objectContaining({ key: 'other_periods', amount: -300 }),
      expect.objectContaining({ key: 'refunds', amount: -100 }),
    ]);
    const cents = (parts: { amount: number }[]) => parts.reduce((s, p) => s + Math.round(p.amount * 100), 0);
    expect(cents(d.income_parts)).toBe(Math.round(d.income * 100));
    expect(cents(d.expense_parts)).toBe(Math.round(d.expense * 100));
  });

  it('compares with the previous period of the same length (November–January)', async () => {
    const { data, meta } = await get('income-expense', '&basis=accrual&compare=previous');
    expect(meta.previous).toMatchObject({ date_from: '2025-11-01', date_to: '2026-01-31' });
    expect(line(data, `income_type:${ids.aidat}`)).toMatchObject({ total: 2000, previous: 1000, difference: 1000 });
    expect(line(data, `expense_type:${ids.repair}`)).toMatchObject({ total: 400, previous: 300, difference: 100 });
    expect(meta.previous.totals).toEqual({ income: 1000, expense: 300, net: 700 });
  });

  it('the expense report puts each child type under its parent, which includes it; the income report has income only', async () => {
    const expense = await get('expense', '&basis=accrual');
    expect(expense.data.map((r) => [r.key, r.parent_key, r.total])).toEqual([
      [`expense_type:${ids.repair}`, null, 400],
      [`expense_type:${ids.energy}`, null, 600],
      [`expense_type:${ids.electricity}`, `expense_type:${ids.energy}`, 600],
    ]);
    expect(expense.meta.totals).toEqual({ income: 0, expense: 1000, net: -1000 });
    const income = await get('income', '&basis=cash');
    expect(income.data.every((r) => r.section === 'income')).toBe(true);
    expect(income.meta.totals.income).toBe(3550.25);
  });

  it('another company’s complex is not found, a reversed period and an unknown parameter are refused in Turkish', async () => {
    const foreign = await t.call(t.worker, 'GET', `/reports/income-expense?cluster_id=${t.other.clusterId}`);
    expect(foreign.statusCode).toBe(404);
    const reversed = await t.call(
      t.worker,
      'GET',
      `/reports/income?cluster_id=${t.own.clusterId}&date_from=2026-05-01&date_to=2026-04-01`,
    );
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().message).toBe('Başlangıç tarihi bitiş tarihinden sonra olamaz.');
    const unknown = await t.call(t.worker, 'GET', `/reports/expense?cluster_id=${t.own.clusterId}&sort=name`);
    expect(unknown.statusCode).toBe(422);
    expect(JSON.stringify(unknown.json())).toContain('Bu alana göre filtrelenemez: sort');
    const basis = await t.call(t.worker, 'GET', `/reports/expense?cluster_id=${t.own.clusterId}&basis=both`);
    expect(basis.statusCode).toBe(422);
  });

  it('company-wide is the sum of its complexes', async () => {
    const now = new Date().toISOString();
    const second = await t.db
      .insertInto('clusters')
      .values({
        company_id: t.own.companyId,
        name: 'Lale Sitesi',
        search: 'lale sitesi',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'calisan@kardelen.com')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('cluster_users')
      .values({ user_id: user.id, cluster_id: second.id, permissions: JSON.stringify(ALL_PERMISSIONS) })
      .execute();
    const block = await t.db
      .insertInto('blocks')
      .values({ cluster_id: second.id, name: 'B Blok', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [house] = await createHousesWithOwners(t.db, second.id, block.id, 1);
    const res = await t.call(
      t.worker,
      'POST',
      '/assessments',
      freeAssessment({
        clusterId: second.id,
        incomeTypeId: ids.aidat,
        houseId: house.id,
        amount: 700,
        startsOn: '2026-02-15',
        description: 'Aidat',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const bank = await postId(t.call, t.worker, `/clusters/${second.id}/bank-accounts`, { name: 'Halkbank' });
    await postId(t.call, t.worker, '/collections', {
      cluster_id: second.id,
      house_id: house.id,
      resident_id: house.ownerId,
      bank_account_id: bank,
      amount: 300,
      collected_on: '2026-02-20',
    });
    for (const basis of ['cash', 'accrual']) {
      const each = await Promise.all(
        [t.own.clusterId, second.id].map(async (id) => {
          const r = await t.call(t.worker, 'GET', `/reports/income-expense?cluster_id=${id}&${PERIOD}&basis=${basis}`);
          return r.json().meta.totals;
        }),
      );
      const all = await t.call(t.worker, 'GET', `/reports/income-expense?${PERIOD}&basis=${basis}`);
      expect(all.statusCode, all.body).toBe(200);
      const { meta, data } = all.json();
      expect(meta).toMatchObject({ cluster_id: null, scope_name: 'Kardelen' });
      const cents = (k: 'income' | 'expense') => Math.round(each[0][k] * 100) + Math.round(each[1][k] * 100);
      expect(Math.round(meta.totals.income * 100)).toBe(cents('income'));
      expect(Math.round(meta.totals.expense * 100)).toBe(cents('expense'));
      const aidat = data.find((r: Row) => r.key === `income_type:${ids.aidat}`);
      expect(aidat.months[0]).toBe(basis === 'cash' ? 1800 : 2700);
    }
  });
});
