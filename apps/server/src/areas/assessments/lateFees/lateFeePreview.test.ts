import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { LATE_FEE_MONTH_NOT_ENDED } from '../../../accounting/lateFeeCharges';
import type { Db } from '../../../db/connection';
import { setLateFeeRule } from '../../../test/accountingFixtures';
import { testDbKinds } from '../../../test/testDb';
import { useAccountingSetup } from '../assessments/accountingFixture';

type Json = Record<string, unknown>;

/** Late-fee debts and journal lines of the complex: a preview must leave both as they were. */
async function written(db: Db, clusterId: number) {
  const row = await db
    .selectNoFrom([
      sql<number>`(select count(*) from debts where cluster_id = ${clusterId} and kind = 'late_fee')`.as('fees'),
      sql<number>`(select count(*) from journal_entries where cluster_id = ${clusterId})`.as('entries'),
      sql<number>`(select count(*) from allocations)`.as('allocations'),
    ])
    .executeTakeFirstOrThrow();
  return { fees: Number(row.fees), entries: Number(row.entries), allocations: Number(row.allocations) };
}

describe.each(testDbKinds)('late-fee preview and traceable fees on %s', (kind) => {
  const s = useAccountingSetup(kind, { houses: 3, pageUrl: '/incomes/houses' });
  const preview = (period: string, token = s.t.worker) =>
    s.call(token, 'GET', `/clusters/${s.t.own.clusterId}/late-fees/preview?period=${period}`);

  const due = async (houseId: number, amount: number, dueOn: string, description: string) => {
    const res = await s.call(s.t.worker, 'POST', '/assessments', {
      ...s.free(houseId, amount),
      amount: null,
      starts_on: dueOn,
      description,
    });
    expect(res.statusCode).toBe(201);
  };

  beforeAll(async () => {
    const { db, t, houses, call, bankId } = s;
    // Daily at 5 % a month; the complex has no grace of its own, so the company's 5 days apply.
    await setLateFeeRule(db, t.own.clusterId, {
      delay_calculation_type_id: 2,
      late_fee_rate_bp: 500,
      late_fee_grace_days: null,
    });
    await db.updateTable('companies').set({ delay_option_days: 5 }).where('id', '=', t.own.companyId).execute();
    await due(houses[0].id, 1000, '2025-01-31', 'Ocak aidatı');
    await due(houses[0].id, 600, '2025-02-10', 'Şubat aidatı');
    await due(houses[1].id, 1000, '2025-01-31', 'Ocak aidatı');
    // Partly paid mid-month: the principal is 1.000,00 until 14 February and 600,00 from the 15th.
    await due(houses[2].id, 1000, '2025-01-31', 'Ocak aidatı');
    const paid = await call(t.worker, 'POST', '/collections', {
      cluster_id: t.own.clusterId,
      house_id: houses[2].id,
      resident_id: houses[2].ownerId,
      bank_account_id: bankId,
      amount: 400,
      collected_on: '2025-02-15',
    });
    expect(paid.statusCode).toBe(201);
  }, 120_000);

  it('previews a month’s fees debt by debt without writing, and charging then writes exactly those', async () => {
    const { db, t, call } = s;
    const before = await written(db, t.own.clusterId);
    const res = await preview('2025-02');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(await written(db, t.own.clusterId)).toEqual(before);
    expect(data.settings).toEqual({ method: 2, rate: 5, grace_days: 5, grace_source: 'company' });
    expect(data.period_name).toBe('Şubat 2025');
    expect(data.charged).toEqual({ count: 0, total: 0 });
    // Late from 6 February (due 31 January + 5 days of grace): 23 days; the February due from the 16th: 13 days.
    expect(
      data.fees.map((f: Json) => [
        f.house_label,
        f.debt_description,
        f.due_on,
        f.days_late,
        f.days_charged,
        f.delay_month,
        f.amount,
      ]),
    ).toEqual([
      ['A Blok 1', 'Ocak aidatı', '2025-01-31', 28, 23, 1, 38.33],
      ['A Blok 1', 'Şubat aidatı', '2025-02-10', 18, 13, 1, 13],
      ['A Blok 2', 'Ocak aidatı', '2025-01-31', 28, 23, 1, 38.33],
      // 1.000,00 × 5 % × 9/30 + 600,00 × 5 % × 14/30 = 15,00 + 14,00
      ['A Blok 3', 'Ocak aidatı', '2025-01-31', 28, 23, 1, 29],
    ]);
    expect(data.fees[3].text).toBe('1.000,00 ₺ × %5 × 9/30 gün = 15,00 ₺; 600,00 ₺ × %5 × 14/30 gün = 14,00 ₺');
    expect(data.fees[0].resident_name).toBe('Malik 1');
    expect(data.count).toBe(4);
    expect(data.total).toBe(118.66);

    const charged = await call(t.worker, 'POST', `/clusters/${t.own.clusterId}/late-fees`, { period: '2025-02' });
    expect(charged.statusCode).toBe(200);
    expect(charged.json().data).toEqual({ count: data.count, total: data.total });
    const fees = await db
      .selectFrom('debts')
      .select(['parent_debt_id', 'amount', 'house_id'])
      .where('cluster_id', '=', t.own.clusterId)
      .where('kind', '=', 'late_fee')
      .where('fee_period', '=', '2025-02')
      .orderBy('parent_debt_id')
      .execute();
    expect(fees.map((f) => [f.parent_debt_id, Number(f.amount) / 100])).toEqual(
      data.fees.map((f: Json) => [f.parent_debt_id, f.amount]).sort((a: number[], b: number[]) => a[0] - b[0]),
    );

    // Charged, the month previews nothing new and says what was charged.
    const again = (await preview('2025-02')).json().data;
    expect(again.fees).toEqual([]);
    expect(again.count).toBe(0);
    expect(again.charged).toEqual({ count: 4, total: 118.66 });
  });

  it('each charged fee names its debt, its month and how late the debt was', async () => {
    const { t, houses, call } = s;
    const account = (await call(t.worker, 'GET', `/houses/${houses[0].id}/account`)).json().data;
    const fees = (account.late_fees as Json[])
      .filter((f) => f.fee_period === '2025-02')
      .map((f) => [
        (f.parent_debt as Json).description,
        (f.parent_debt as Json).due_on,
        (f.parent_debt as Json).amount,
        f.fee_period,
        f.days_late,
        f.days_charged,
        f.delay_month,
        f.amount,
      ]);
    expect(fees).toEqual([
      ['Ocak aidatı', '2025-01-31', 1000, '2025-02', 28, 23, 1, 38.33],
      ['Şubat aidatı', '2025-02-10', 600, '2025-02', 18, 13, 1, 13],
    ]);
    // The resident's own account traces the same fees.
    const resident = (await call(t.worker, 'GET', `/residents/${houses[0].ownerId}/account`)).json().data;
    expect(
      (resident.late_fees as Json[]).filter((f) => f.fee_period === '2025-02').map((f) => (f.parent_debt as Json).id),
    ).toEqual((account.late_fees as Json[]).filter((f) => f.fee_period === '2025-02').map((f) => f.parent_debt_id));
  });

  it('the complex’s own grace of 0 is shown as its setting, and a later month counts the months of delay', async () => {
    const { db, t, call } = s;
    await setLateFeeRule(db, t.own.clusterId, { late_fee_grace_days: 0 });
    const data = (await preview('2025-03')).json().data;
    expect(data.settings).toEqual({ method: 2, rate: 5, grace_days: 0, grace_source: 'cluster' });
    const first = data.fees.find((f: Json) => f.house_label === 'A Blok 2');
    // 31 days of March on 1.000,00 at 5 %: 51,67; the debt is 59 days late by 31 March, its second month.
    expect([first.days_late, first.days_charged, first.delay_month, first.amount]).toEqual([59, 31, 2, 51.67]);
    const charged = (
      await call(t.worker, 'POST', `/clusters/${t.own.clusterId}/late-fees`, { period: '2025-03' })
    ).json().data;
    expect(charged).toEqual({ count: data.count, total: data.total });
  });

  it('refuses a month that has not ended, or is not a month, as charging does, and writes nothing', async () => {
    const { db, t, call } = s;
    const before = await written(db, t.own.clusterId);
    const current = await preview(new Date().toISOString().slice(0, 7));
    expect(current.statusCode).toBe(422);
    expect(current.json().errors.period).toEqual([LATE_FEE_MONTH_NOT_ENDED]);
    expect((await preview('2099-01')).statusCode).toBe(422);
    const bad = await preview('2025-13');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.period).toBeDefined();
    expect((await call(t.worker, 'GET', `/clusters/${t.own.clusterId}/late-fees/preview`)).statusCode).toBe(422);
    expect(await written(db, t.own.clusterId)).toEqual(before);
  });

  it('another company’s worker cannot preview this complex: 404', async () => {
    const { t } = s;
    expect((await preview('2025-02', t.outsider)).statusCode).toBe(404);
  });
});
