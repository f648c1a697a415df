import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeLateFees, LATE_FEE_MONTH_NOT_ENDED } from '../../../accounting/lateFeeCharges';
import type { Db } from '../../../db/connection';
import { createBankAccount, createHousesWithOwners, incomeTypeId } from '../../../test/accountingFixtures';
import { apiCaller, createTwoTenants } from '../../../test/fixtures';
import { expectLedgerAgrees } from '../../../test/ledgerInvariants';
import { createTestApp, testDbKinds } from '../../../test/testDb';
import { generatePeriodicalAssessments } from '../../definitions';

type Json = Record<string, unknown>;

async function houseBalance(db: Db, houseId: number): Promise<number> {
  const row = await db
    .selectFrom('journal_entries')
    .select(sql<number>`coalesce(sum(amount), 0)`.as('b'))
    .where('account_kind', '=', 'house')
    .where('account_id', '=', houseId)
    .executeTakeFirstOrThrow();
  return Number(row.b);
}

/** Every journal transaction sums to zero, and so does the whole journal. */
async function expectBalancedJournal(db: Db): Promise<void> {
  const unbalanced = await db
    .selectFrom('journal_entries')
    .select(['transaction_id', sql<number>`sum(amount)`.as('s')])
    .groupBy('transaction_id')
    .having(sql`sum(amount)`, '<>', 0)
    .execute();
  expect(unbalanced).toEqual([]);
}

/** Late-fee lines charged in a complex. */
async function countFees(db: Db, clusterId: number): Promise<number> {
  const row = await db
    .selectFrom('debts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('cluster_id', '=', clusterId)
    .where('kind', '=', 'late_fee')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.each(testDbKinds)('accounting core on %s', (kind) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let t: Awaited<ReturnType<typeof createTwoTenants>>;
  let houses: Awaited<ReturnType<typeof createHousesWithOwners>>;
  let bankId: number;
  let aidat: number;
  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) =>
    apiCaller(app, '/assessments/general')(token, method, url, payload);

  beforeAll(async () => {
    ({ app, db, close } = await createTestApp(kind));
    t = await createTwoTenants(app, db);
    houses = await createHousesWithOwners(db, t.own.clusterId, t.own.blockId, 100);
    bankId = await createBankAccount(db, t.own.clusterId);
    aidat = await incomeTypeId(db);
  }, 120_000);
  afterAll(async () => close());

  const general = (extra: Json = {}) => ({
    cluster_id: t.own.clusterId,
    assessment_type: 'general',
    income_type_id: aidat,
    split_method: 'land_share',
    debitor_type_id: 1,
    calculation_type_id: 1,
    include_empty: true,
    amount_type_id: 1,
    amount: 1000,
    starts_on: '2026-01-31',
    months: 1,
    description: 'Ocak aidatı',
    ...extra,
  });

  it('splits a monthly due of 1.000,00 ₺ over 100 houses by land share, exactly to the kuruş', async () => {
    const preview = await call(t.worker, 'POST', '/assessments/preview', general());
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.total).toBe(1000);
    expect(preview.json().data.house_count).toBe(100);

    const res = await call(t.worker, 'POST', '/assessments', general());
    expect(res.statusCode).toBe(201);
    const assessment = res.json().data;
    expect(assessment.total).toBe(1000);
    expect(assessment.lines).toHaveLength(100);
    const totalShares = houses.reduce((s, h) => s + h.landShare, 0);
    // Each line is its land share of 1.000,00 ₺ within a kuruş; they sum to exactly 1.000,00.
    for (const line of assessment.lines) {
      const house = houses.find((h) => h.id === line.house_id);
      expect(Math.abs(line.amount - (1000 * (house?.landShare ?? 0)) / totalShares)).toBeLessThanOrEqual(0.01);
      expect(line.resident_id).toBe(house?.ownerId);
    }
    const cents = assessment.lines.reduce((s: number, l: { amount: number }) => s + Math.round(l.amount * 100), 0);
    expect(cents).toBe(100_000);
    expect(await houseBalance(db, houses[1].id)).toBe(
      Math.round(assessment.lines.find((l: Json) => l.house_id === houses[1].id).amount * 100),
    );
    await expectBalancedJournal(db);

    // Deleting the assessment reverses it: every house is back to zero.
    // Found by its description the Turkish way, among the general assessments.
    const found = await call(
      t.worker,
      'GET',
      `/clusters/${t.own.clusterId}/assessments?assessment_type=general&query=OCAK%20AİDATI`,
    );
    expect(found.json().data.map((a: Json) => a.id)).toEqual([assessment.id]);

    const del = await call(t.worker, 'DELETE', `/assessments/${assessment.id}`);
    expect(del.statusCode).toBe(200);
    expect(await houseBalance(db, houses[1].id)).toBe(0);
    await expectBalancedJournal(db);
  });

  it('charges 0,45 ₺ per m² of 80,1 m² as 36,05 ₺: money is multiplied exactly and rounded half up', async () => {
    const house = houses[40];
    await db.updateTable('houses').set({ net_area: 80.1 }).where('id', '=', house.id).execute();
    const res = await call(t.worker, 'POST', '/assessments', {
      ...general(),
      assessment_type: 'parametric',
      parameter: 'net_area',
      split_method: null,
      amount: 0.45,
      description: 'Metrekare başına ısınma',
    });
    expect(res.statusCode).toBe(201);
    const line = res.json().data.lines.find((l: Json) => l.house_id === house.id);
    expect(line.amount).toBe(36.05);
    await expectBalancedJournal(db);
    expect((await call(t.worker, 'DELETE', `/assessments/${res.json().data.id}`)).statusCode).toBe(200);
    await db.updateTable('houses').set({ net_area: 120 }).where('id', '=', house.id).execute();
  });

  it('refuses a parametric assessment whose line for a house would pass the largest amount, naming the house', async () => {
    const before = await db
      .selectFrom('debts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await call(t.worker, 'POST', '/assessments', {
      ...general(),
      assessment_type: 'parametric',
      parameter: 'net_area',
      split_method: null,
      amount: 9_999_999.99,
      description: 'Metrekare başına',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.amount[0]).toMatch(
      /^Bir bağımsız bölüme en fazla 99\.999\.999,99 ₺ düşebilir: .+ için [\d.]+,\d{2} ₺ hesaplandı\.$/,
    );
    const after = await db
      .selectFrom('debts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('the preview tells when the same dues are already charged to the same houses for the same month', async () => {
    const february = general({ starts_on: '2026-02-28', description: 'Şubat aidatı' });
    const fresh = (await call(t.worker, 'POST', '/assessments/preview', february)).json().data;
    expect(fresh.repeats).toEqual({ house_count: 0, periods: [] });
    const created = await call(t.worker, 'POST', '/assessments', february);
    expect(created.statusCode).toBe(201);
    const again = (await call(t.worker, 'POST', '/assessments/preview', february)).json().data;
    expect(again.repeats).toEqual({ house_count: 100, periods: ['2026-02'] });
    // Another month, or only some of the houses, say so exactly.
    const march = (
      await call(t.worker, 'POST', '/assessments/preview', { ...february, starts_on: '2026-03-31' })
    ).json().data;
    expect(march.repeats.house_count).toBe(0);
    const one = (
      await call(t.worker, 'POST', '/assessments/preview', {
        ...february,
        assessment_type: 'free',
        split_method: null,
        house_amounts: [{ house_id: houses[3].id, amount: 10 }],
      })
    ).json().data;
    expect(one.repeats).toEqual({ house_count: 1, periods: ['2026-02'] });
    expect((await call(t.worker, 'DELETE', `/assessments/${created.json().data.id}`)).statusCode).toBe(200);
  });

  it('charges those who live there (Oturanlar): the renter when there is one', async () => {
    const res = await call(
      t.worker,
      'POST',
      '/assessments/preview',
      general({ debitor_type_id: 2, split_method: 'equal' }),
    );
    const lines = res.json().data.houses as { house_id: number; resident_id: number }[];
    const rented = houses[0];
    expect(lines.find((l) => l.house_id === rented.id)?.resident_id).toBe(rented.renterId);
    expect(lines.find((l) => l.house_id === houses[1].id)?.resident_id).toBe(houses[1].ownerId);
  });

  it('a collection of 2.500,00 ₺ closes two of three debts of 1.000,00 ₺ and half-pays the third', async () => {
    const house = houses[10];
    const free = await call(t.worker, 'POST', '/assessments', {
      ...general(),
      assessment_type: 'free',
      split_method: null,
      amount: null,
      house_amounts: [{ house_id: house.id, amount: 1000 }],
      months: 3,
      starts_on: '2026-01-15',
    });
    expect(free.statusCode).toBe(201);
    const paid = await call(t.worker, 'POST', '/collections', {
      cluster_id: t.own.clusterId,
      house_id: house.id,
      resident_id: house.ownerId,
      bank_account_id: bankId,
      amount: 2500,
      collected_on: '2026-03-20',
    });
    expect(paid.statusCode).toBe(201);
    expect(paid.json().data.receipt_no).toBeGreaterThan(0);
    expect(paid.json().data.allocations.map((a: Json) => a.amount)).toEqual([1000, 1000, 500]);

    const account = (await call(t.worker, 'GET', `/houses/${house.id}/account?as_of=2026-03-20`)).json().data;
    expect(account.balance).toBe(500);
    expect(account.paid_debts).toHaveLength(2);
    expect(account.open_debts).toHaveLength(1);
    expect(account.open_debts[0].open).toBe(500);
    expect(account.open_debts[0].due_on).toBe('2026-03-15');

    // An overpayment stays as credit (A) and pays the next debt.
    await call(t.worker, 'POST', '/collections', {
      cluster_id: t.own.clusterId,
      house_id: house.id,
      resident_id: house.ownerId,
      bank_account_id: bankId,
      amount: 600,
      collected_on: '2026-03-25',
    });
    expect(await houseBalance(db, house.id)).toBe(-10_000);
    await call(t.worker, 'POST', '/assessments', {
      ...general(),
      assessment_type: 'free',
      split_method: null,
      amount: null,
      house_amounts: [{ house_id: house.id, amount: 300 }],
      starts_on: '2026-04-15',
    });
    const after = (await call(t.worker, 'GET', `/houses/${house.id}/account?as_of=2026-04-01`)).json().data;
    expect(after.balance).toBe(200);
    expect(after.open_debts.map((d: Json) => [d.amount, d.open])).toEqual([[300, 200]]);

    // Taking the first collection back reopens what it paid; the later credit is used first by then.
    const del = await call(t.worker, 'DELETE', `/collections/${paid.json().data.id}`);
    expect(del.statusCode).toBe(200);
    expect(await houseBalance(db, house.id)).toBe(270_000);
    await expectBalancedJournal(db);
  });

  it('charges a daily late fee over 45 days at 5 %, once per month, and none inside an open enforcement case', async () => {
    await db
      .updateTable('clusters')
      .set({ delay_calculation_type_id: 2, late_fee_rate_bp: 500 })
      .where('id', '=', t.own.clusterId)
      .execute();
    const [late, enforced] = [houses[20], houses[21]];
    for (const house of [late, enforced]) {
      await call(t.worker, 'POST', '/assessments', {
        ...general(),
        assessment_type: 'free',
        split_method: null,
        amount: null,
        house_amounts: [{ house_id: house.id, amount: 1000 }],
        starts_on: '2025-01-31',
      });
    }
    await db
      .insertInto('enforcements')
      .values({
        cluster_id: t.own.clusterId,
        resident_id: enforced.ownerId,
        issued_on: '2025-02-10',
        amount: 100_000,
        left_amount: 100_000,
        created_at: '2025-02-10T00:00:00Z',
        updated_at: '2025-02-10T00:00:00Z',
      })
      .execute();
    // The accrued fee to 17 March: 28 days of February + 17 of March = 45 days = 75,00 ₺.
    const accrued = (await call(t.worker, 'GET', `/houses/${late.id}/account?as_of=2025-03-17`)).json().data;
    expect(accrued.accrued_late_fee_total).toBe(75);
    const feb = await call(t.worker, 'POST', `/clusters/${t.own.clusterId}/late-fees`, { period: '2025-02' });
    expect(feb.statusCode).toBe(200);
    const again = await call(t.worker, 'POST', `/clusters/${t.own.clusterId}/late-fees`, { period: '2025-02' });
    expect(again.json().data.count).toBe(0);
    const account = (await call(t.worker, 'GET', `/houses/${late.id}/account`)).json().data;
    const fees = account.late_fees.filter((f: Json) => f.period === '2025-02');
    expect(fees).toHaveLength(1);
    expect(fees[0].amount).toBe(46.67);
    expect(fees[0].computation.text).toBe('1.000,00 ₺ × %5 × 28/30 gün = 46,67 ₺');
    const enforcedAccount = (await call(t.worker, 'GET', `/houses/${enforced.id}/account`)).json().data;
    expect(enforcedAccount.late_fees).toHaveLength(0);
    expect(enforcedAccount.accrued_late_fee_total).toBe(0);
    const future = await call(t.worker, 'POST', `/clusters/${t.own.clusterId}/late-fees`, { period: '2099-01' });
    expect(future.statusCode).toBe(422);
    // The month under way cannot be charged: charged to today, the rest of it could never be charged.
    const feesBefore = await countFees(db, t.own.clusterId);
    const current = await call(t.worker, 'POST', `/clusters/${t.own.clusterId}/late-fees`, {
      period: new Date().toISOString().slice(0, 7),
    });
    expect(current.statusCode).toBe(422);
    expect(current.json().errors.period).toEqual([LATE_FEE_MONTH_NOT_ENDED]);
    expect(await countFees(db, t.own.clusterId)).toBe(feesBefore);
    // On its last day a month has not ended yet; the day after, it has.
    await expect(chargeLateFees(db, t.own.clusterId, '2025-03', '2025-03-31', null)).rejects.toMatchObject({
      statusCode: 422,
    });
    expect((await chargeLateFees(db, t.own.clusterId, '2025-03', '2025-04-01', null)).count).toBeGreaterThan(0);
    await expectBalancedJournal(db);
  });

  it('an edit of the words alone keeps the lines, what paid them and their late fees', async () => {
    const house = houses[50];
    const payload = {
      ...general(),
      assessment_type: 'free',
      split_method: null,
      house_amounts: [{ house_id: house.id, amount: 1000 }],
      starts_on: '2025-05-31',
      description: 'Mayıs aidatı',
    };
    const created = await call(t.worker, 'POST', '/assessments', payload);
    expect(created.statusCode).toBe(201);
    const assessmentId = created.json().data.id;
    await chargeLateFees(db, t.own.clusterId, '2025-06', '2025-07-01', null);
    const feesOf = async () =>
      (await call(t.worker, 'GET', `/houses/${house.id}/account`)).json().data.late_fees.map((f: Json) => f.amount);
    const fees = await feesOf();
    expect(fees.length).toBeGreaterThan(0);
    const balance = await houseBalance(db, house.id);

    const edited = await call(t.worker, 'PUT', `/assessments/${assessmentId}`, {
      ...payload,
      description: 'Mayıs 2025 aidatı',
    });
    expect(edited.statusCode).toBe(200);
    expect(await feesOf()).toEqual(fees);
    expect(await houseBalance(db, house.id)).toBe(balance);
    const line = await db
      .selectFrom('debts')
      .select('description')
      .where('assessment_id', '=', assessmentId)
      .executeTakeFirstOrThrow();
    expect(line.description).toBe('Mayıs 2025 aidatı');
    await expectBalancedJournal(db);
  });

  it('an edit of a line’s amount or due date recomputes its late fees and names each change in meta.warnings', async () => {
    const house = houses[60];
    const label = 'A Blok 61';
    // A monthly fee: 5 % of 1.000,00 ₺ = 50,00 ₺ for September.
    await db
      .updateTable('clusters')
      .set({ delay_calculation_type_id: 1, late_fee_rate_bp: 500, late_fee_grace_days: 0 })
      .where('id', '=', t.own.clusterId)
      .execute();
    const payload = {
      ...general(),
      assessment_type: 'free',
      split_method: null,
      house_amounts: [{ house_id: house.id, amount: 1000 }],
      starts_on: '2025-08-31',
      description: 'Ağustos aidatı',
    };
    const created = await call(t.worker, 'POST', '/assessments', payload);
    expect(created.statusCode).toBe(201);
    const assessmentId = created.json().data.id;
    await chargeLateFees(db, t.own.clusterId, '2025-09', '2025-10-01', null);
    // From now on the complex computes daily; a month already charged keeps the monthly rule it was charged with.
    await db.updateTable('clusters').set({ delay_calculation_type_id: 2 }).where('id', '=', t.own.clusterId).execute();
    const feesOf = async () =>
      (await call(t.worker, 'GET', `/houses/${house.id}/account`))
        .json()
        .data.late_fees.map((f: Json) => [f.fee_period, f.amount]);
    expect(await feesOf()).toEqual([['2025-09', 50]]);
    const lineId = created.json().data.lines[0].id;

    // The words alone: the fee stays, no warning.
    const words = await call(t.worker, 'PUT', `/assessments/${assessmentId}`, { ...payload, description: 'Aidat' });
    expect(words.statusCode).toBe(200);
    expect(words.json().meta).toBeUndefined();
    expect(await feesOf()).toEqual([['2025-09', 50]]);
    expect(await houseBalance(db, house.id)).toBe(105_000);

    // A new amount: the same line, its fee recomputed on 1.200,00 ₺ and named.
    const amount = await call(t.worker, 'PUT', `/assessments/${assessmentId}`, {
      ...payload,
      house_amounts: [{ house_id: house.id, amount: 1200 }],
    });
    expect(amount.statusCode).toBe(200);
    expect(amount.json().data.lines.map((l: Json) => [l.id, l.amount])).toEqual([[lineId, 1200]]);
    expect(await feesOf()).toEqual([['2025-09', 60]]);
    expect(amount.json().meta.warnings).toEqual([
      `${label}, Eylül 2025: gecikme tazminatı 50,00 ₺ yerine 60,00 ₺ olarak yeniden hesaplandı.`,
    ]);
    expect(await houseBalance(db, house.id)).toBe(126_000);
    const fee = (await call(t.worker, 'GET', `/houses/${house.id}/account`)).json().data.late_fees[0];
    expect(fee.computation.text).toBe('1.200,00 ₺ × %5 (aylık) = 60,00 ₺');

    // A due date a month later: September is no longer late, its fee goes, and the warning says why.
    const later = await call(t.worker, 'PUT', `/assessments/${assessmentId}`, {
      ...payload,
      house_amounts: [{ house_id: house.id, amount: 1200 }],
      starts_on: '2025-09-30',
    });
    expect(later.statusCode).toBe(200);
    expect(await feesOf()).toEqual([]);
    expect(later.json().meta.warnings).toEqual([
      `${label}, Eylül 2025: 60,00 ₺ gecikme tazminatı kaldırıldı; yeni son ödeme tarihi 30.09.2025 olduğundan bu ayda gecikme yok.`,
    ]);
    expect(await houseBalance(db, house.id)).toBe(120_000);

    // An earlier due date makes August and September late: charged as a run would now (daily), and named.
    const earlier = await call(t.worker, 'PUT', `/assessments/${assessmentId}`, {
      ...payload,
      house_amounts: [{ house_id: house.id, amount: 1200 }],
      starts_on: '2025-07-31',
    });
    expect(earlier.statusCode).toBe(200);
    expect(await feesOf()).toEqual([
      ['2025-08', 62],
      ['2025-09', 60],
    ]);
    expect(earlier.json().meta.warnings).toEqual([
      `${label}, Ağustos 2025: gecikme tazminatı 62,00 ₺ olarak hesaplandı.`,
      `${label}, Eylül 2025: gecikme tazminatı 60,00 ₺ olarak hesaplandı.`,
    ]);
    expect(await houseBalance(db, house.id)).toBe(132_200);

    // The line edited alone (Tüm Tahakkuklar): its fees follow its new amount, with their own (daily) rule.
    const line = await call(t.worker, 'PUT', `/debts/${lineId}`, { amount: 1000 });
    expect(line.statusCode).toBe(200);
    expect(line.json().meta.warnings).toEqual([
      `${label}, Ağustos 2025: gecikme tazminatı 62,00 ₺ yerine 51,67 ₺ olarak yeniden hesaplandı.`,
      `${label}, Eylül 2025: gecikme tazminatı 60,00 ₺ yerine 50,00 ₺ olarak yeniden hesaplandı.`,
    ]);
    expect(await houseBalance(db, house.id)).toBe(110_167);
    const words2 = await call(t.worker, 'PUT', `/debts/${lineId}`, { description: 'Temmuz aidatı' });
    expect(words2.json().meta).toBeUndefined();

    // Another house instead: the line and its fees go, and the warning names them.
    const moved = await call(t.worker, 'PUT', `/assessments/${assessmentId}`, {
      ...payload,
      house_amounts: [{ house_id: houses[61].id, amount: 1000 }],
      starts_on: '2025-07-31',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().meta.warnings).toEqual([
      `${label}: 31.07.2025 son ödemeli satır tahakkuktan çıktı; 101,67 ₺ gecikme tazminatı da silindi.`,
    ]);
    expect(await houseBalance(db, house.id)).toBe(0);
    await expectBalancedJournal(db);
    await expectLedgerAgrees(db, t.own.clusterId);
  });

  it('a recomputed fee counts what had paid the line: a paid line raised by 200,00 ₺ takes a fee on 200,00 ₺', async () => {
    const house = houses[62];
    await db
      .updateTable('clusters')
      .set({ delay_calculation_type_id: 1, late_fee_rate_bp: 500, late_fee_grace_days: 0 })
      .where('id', '=', t.own.clusterId)
      .execute();
    const payload = {
      ...general(),
      assessment_type: 'free',
      split_method: null,
      house_amounts: [{ house_id: house.id, amount: 1000 }],
      starts_on: '2025-08-31',
    };
    const created = await call(t.worker, 'POST', '/assessments', payload);
    const assessmentId = created.json().data.id;
    const paid = await call(t.worker, 'POST', '/collections', {
      cluster_id: t.own.clusterId,
      house_id: house.id,
      resident_id: house.ownerId,
      bank_account_id: bankId,
      amount: 1000,
      collected_on: '2025-08-20',
    });
    expect(paid.statusCode).toBe(201);
    const raised = await call(t.worker, 'PUT', `/assessments/${assessmentId}`, {
      ...payload,
      house_amounts: [{ house_id: house.id, amount: 1200 }],
    });
    expect(raised.statusCode).toBe(200);
    expect(raised.json().meta.warnings).toEqual([
      'A Blok 63, Eylül 2025: gecikme tazminatı 10,00 ₺ olarak hesaplandı.',
    ]);
    expect(raised.json().data.lines[0]).toMatchObject({ amount: 1200, paid: 1000, open: 200 });
    const lowered = await call(t.worker, 'PUT', `/assessments/${assessmentId}`, payload);
    expect(lowered.json().meta.warnings).toEqual([
      'A Blok 63, Eylül 2025: 10,00 ₺ gecikme tazminatı kaldırıldı; yeni tutarla bu ayda gecikmiş borç kalmıyor.',
    ]);
    expect(lowered.json().data.lines[0]).toMatchObject({ amount: 1000, paid: 1000, open: 0 });
    expect(await houseBalance(db, house.id)).toBe(0);
    await db.updateTable('clusters').set({ delay_calculation_type_id: 2 }).where('id', '=', t.own.clusterId).execute();
    await expectBalancedJournal(db);
    await expectLedgerAgrees(db, t.own.clusterId);
  });

  it('20 simultaneous collections against one resident never allocate more than is open', async () => {
    const house = houses[30];
    await call(t.worker, 'POST', '/assessments', {
      ...general(),
      assessment_type: 'free',
      split_method: null,
      amount: null,
      house_amounts: [{ house_id: house.id, amount: 1000 }],
      starts_on: '2026-05-31',
    });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(t.worker, 'POST', '/collections', {
          cluster_id: t.own.clusterId,
          resident_id: house.ownerId,
          bank_account_id: bankId,
          amount: 100,
          collected_on: '2026-06-01',
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(new Array(20).fill(201));
    const allocated = await db
      .selectFrom('allocations')
      .innerJoin('debts', 'debts.id', 'allocations.debt_id')
      .select(sql<number>`sum(allocations.amount)`.as('s'))
      .where('debts.resident_id', '=', house.ownerId)
      .executeTakeFirstOrThrow();
    expect(Number(allocated.s)).toBe(100_000);
    const resident = (await call(t.worker, 'GET', `/residents/${house.ownerId}/account`)).json().data;
    // 2.000,00 paid against 1.000,00 owed: 1.000,00 credit.
    expect(resident.balance).toBe(-1000);
    expect(resident.open_debts).toHaveLength(0);
    // The resident list shows the same balance, and its footer sums the filtered list.
    const listed = await call(
      t.worker,
      'GET',
      `/clusters/${t.own.clusterId}/residents?name=${encodeURIComponent('Malik 31')}`,
    );
    expect(listed.json().data.map((r: Json) => [r.name, r.balance])).toEqual([['Malik 31', -1000]]);
    expect(listed.json().meta.totals.balance).toBe(-1000);
  });

  it('charges a recurring due by hand up to a month (Şimdi oluştur), once, and lists the months charged', async () => {
    const res = await call(t.worker, 'POST', '/periodical-assessments', {
      cluster_id: t.own.clusterId,
      name: 'Asansör Fonu',
      income_type_id: aidat,
      split_method: 'equal',
      debitor_type_id: 1,
      calculation_type_id: 1,
      amount: 200,
      starts_on: '2025-09',
      due_day: 15,
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id;
    const first = await call(t.worker, 'POST', `/periodical-assessments/${id}/generate`, { until: '2025-10' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ created: 2, failed: [] });
    const again = await call(t.worker, 'POST', `/periodical-assessments/${id}/generate`, { until: '2025-11' });
    expect(again.json().data.created).toBe(1);
    const periods = (await call(t.worker, 'GET', `/periodical-assessments/${id}/periods`)).json().data;
    expect(periods.map((p: Json) => [p.period, p.due_on, p.total])).toEqual([
      ['2025-11', '2025-11-15', 200],
      ['2025-10', '2025-10-15', 200],
      ['2025-09', '2025-09-15', 200],
    ]);
    // A month not come yet waits for its turn: nothing past the current month is charged.
    const future = await call(t.worker, 'POST', `/periodical-assessments/${id}/generate`, { until: '2099-01' });
    const now = new Date().toISOString().slice(0, 7);
    const listed = (await call(t.worker, 'GET', `/periodical-assessments/${id}/periods`)).json().data;
    expect(listed[0].period).toBe(now);
    expect(future.json().data.created).toBe(listed.length - 3);
    const bad = await call(t.worker, 'POST', `/periodical-assessments/${id}/generate`, { until: '1999-12' });
    expect(bad.json().errors.until).toEqual(['01.01.2000 tarihinden sonra olmalıdır']);
    // Another company's manager cannot see it or charge it.
    expect(
      (await call(t.outsider, 'POST', `/periodical-assessments/${id}/generate`, { until: '2025-12' })).statusCode,
    ).toBe(404);
    expect((await call(t.outsider, 'GET', `/periodical-assessments/${id}/periods`)).statusCode).toBe(404);
    // Stopped, so the scheduler's run in the next test charges only its own recurring due.
    const {
      id: _id,
      cluster_name: _c,
      income_type_name: _i,
      last_period: _l,
      created_at: _ca,
      updated_at: _u,
      ...fields
    } = res.json().data;
    const stopped = await call(t.worker, 'PUT', `/periodical-assessments/${id}`, { ...fields, is_active: false });
    expect(stopped.statusCode).toBe(200);
    await expectBalancedJournal(db);
  });

  it('a periodical assessment run twice at once charges each month once', async () => {
    const res = await call(t.worker, 'POST', '/periodical-assessments', {
      cluster_id: t.own.clusterId,
      name: 'Aylık Aidat',
      income_type_id: aidat,
      split_method: 'equal',
      debitor_type_id: 1,
      calculation_type_id: 1,
      amount: 500,
      starts_on: '2026-01',
      ends_on: '2026-03',
      due_day: 10,
    });
    expect(res.statusCode).toBe(201);
    const runs = await Promise.all([
      generatePeriodicalAssessments(db, '2026-11-22', t.own.clusterId),
      generatePeriodicalAssessments(db, '2026-11-22', t.own.clusterId),
    ]);
    expect(runs[0].created + runs[1].created).toBe(3);
    const rows = await db
      .selectFrom('assessments')
      .select(['period'])
      .where('periodical_assessment_id', '=', res.json().data.id)
      .orderBy('period')
      .execute();
    expect(rows.map((r) => r.period)).toEqual(['2026-01', '2026-02', '2026-03']);
    const lines = await db
      .selectFrom('debts')
      .innerJoin('assessments', 'assessments.id', 'debts.assessment_id')
      .select(sql<number>`sum(debts.amount)`.as('s'))
      .where('assessments.periodical_assessment_id', '=', res.json().data.id)
      .executeTakeFirstOrThrow();
    expect(Number(lines.s)).toBe(3 * 50_000);
    // A charged month follows its definition; editing it alone is refused in words.
    const month = await db
      .selectFrom('assessments')
      .select('id')
      .where('periodical_assessment_id', '=', res.json().data.id)
      .executeTakeFirstOrThrow();
    const edit = await call(t.worker, 'PUT', `/assessments/${month.id}`, general());
    expect(edit.statusCode).toBe(422);
    expect(edit.json().errors.assessment_type).toEqual([
      'Periyodik tahakkukun bir ayı düzenlenemez; periyodik tahakkuk tanımını değiştirin.',
    ]);
    const later = await generatePeriodicalAssessments(db, '2026-12-01', t.own.clusterId);
    expect(later.created).toBe(0);
    await expectBalancedJournal(db);
  });

  it('says what is wrong in Turkish and writes nothing', async () => {
    const before = await db.selectFrom('collections').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    const noPlace = await call(t.worker, 'POST', '/collections', {
      cluster_id: t.own.clusterId,
      house_id: houses[0].id,
      amount: 10,
      collected_on: '2026-06-01',
    });
    expect(noPlace.statusCode).toBe(422);
    expect(noPlace.json().errors.bank_account_id).toEqual(['Banka hesabı veya kasa seçin.']);
    const tooMuch = await call(t.worker, 'POST', '/collections', {
      cluster_id: t.own.clusterId,
      house_id: houses[0].id,
      bank_account_id: bankId,
      amount: 10.001,
      collected_on: '2026-06-01',
    });
    expect(tooMuch.statusCode).toBe(422);
    // Money moves from 01.01.2000 on: a collection in 1900 or in the year 0 is a typing mistake.
    for (const collected_on of ['1900-01-01', '0000-01-01', '1999-12-31']) {
      const ancient = await call(t.worker, 'POST', '/collections', {
        cluster_id: t.own.clusterId,
        house_id: houses[0].id,
        bank_account_id: bankId,
        amount: 10,
        collected_on,
      });
      expect(ancient.statusCode).toBe(422);
      expect(ancient.json().errors.collected_on).toEqual(['01.01.2000 tarihinden sonra olmalıdır']);
    }
    const after = await db.selectFrom('collections').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    // An assessment's months may not fall due after 12.12.2099, nor a recurring one's.
    const pastLimit = await call(t.worker, 'POST', '/assessments', general({ starts_on: '2099-11-30', months: 2 }));
    expect(pastLimit.statusCode).toBe(422);
    expect(pastLimit.json().errors.months).toEqual(['12.12.2099 tarihinden önce olmalıdır']);
    const recurring = {
      cluster_id: t.own.clusterId,
      name: 'Aidat',
      income_type_id: aidat,
      split_method: 'equal',
      debitor_type_id: 1,
      calculation_type_id: 1,
      amount: 100,
      due_day: 31,
    };
    const lateStart = await call(t.worker, 'POST', `/clusters/${t.own.clusterId}/periodical-assessments`, {
      ...recurring,
      starts_on: '2099-12',
    });
    expect(lateStart.statusCode).toBe(422);
    expect(lateStart.json().errors.starts_on).toEqual(['12.12.2099 tarihinden önce olmalıdır']);
    const lateEnd = await call(t.worker, 'POST', `/clusters/${t.own.clusterId}/periodical-assessments`, {
      ...recurring,
      starts_on: '2099-01',
      ends_on: '2099-12',
    });
    expect(lateEnd.json().errors.ends_on).toEqual(['12.12.2099 tarihinden önce olmalıdır']);
    const earlyStart = await call(t.worker, 'POST', `/clusters/${t.own.clusterId}/periodical-assessments`, {
      ...recurring,
      starts_on: '1999-12',
    });
    expect(earlyStart.json().errors.starts_on).toEqual(['01.01.2000 tarihinden sonra olmalıdır']);
    const noMethod = await call(t.worker, 'POST', '/assessments', general({ split_method: null }));
    expect(noMethod.statusCode).toBe(422);
    expect(noMethod.json().errors.split_method).toEqual(['Zorunlu alan']);
    const badSort = await call(t.worker, 'GET', `/clusters/${t.own.clusterId}/debts?order_by=password`);
    expect(badSort.statusCode).toBe(422);
  });

  it('another company never sees this complex’s money: 404 everywhere', async () => {
    const assessment = await db
      .selectFrom('assessments')
      .select('id')
      .where('cluster_id', '=', t.own.clusterId)
      .executeTakeFirstOrThrow();
    const debt = await db
      .selectFrom('debts')
      .select('id')
      .where('cluster_id', '=', t.own.clusterId)
      .executeTakeFirstOrThrow();
    const collection = await db
      .selectFrom('collections')
      .select('id')
      .where('cluster_id', '=', t.own.clusterId)
      .executeTakeFirstOrThrow();
    for (const [method, url] of [
      ['GET', `/assessments/${assessment.id}`],
      ['DELETE', `/assessments/${assessment.id}`],
      ['GET', `/debts/${debt.id}`],
      ['PUT', `/debts/${debt.id}`],
      ['GET', `/collections/${collection.id}`],
      ['GET', `/collections/${collection.id}/receipt`],
      ['DELETE', `/collections/${collection.id}`],
      ['GET', `/houses/${houses[0].id}/account`],
      ['GET', `/residents/${houses[0].ownerId}/account`],
      ['GET', `/clusters/${t.own.clusterId}/assessments`],
      ['GET', `/clusters/${t.own.clusterId}/debts`],
      ['GET', `/clusters/${t.own.clusterId}/collections`],
      ['GET', `/clusters/${t.own.clusterId}/house-balances`],
      ['GET', `/clusters/${t.own.clusterId}/resident-balances`],
    ] as const) {
      const res = await call(t.outsider, method, url, method === 'PUT' ? { description: 'x' } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const post = await call(t.outsider, 'POST', '/collections', {
      cluster_id: t.own.clusterId,
      house_id: houses[0].id,
      bank_account_id: bankId,
      amount: 10,
      collected_on: '2026-06-01',
    });
    expect(post.statusCode).toBe(404);
    const late = await call(t.outsider, 'POST', `/clusters/${t.own.clusterId}/late-fees`, { period: '2026-01' });
    expect(late.statusCode).toBe(404);
  });

  it('the dashboard shows the open debt and the cash the journal holds', async () => {
    const dashboard = (await call(t.worker, 'GET', `/clusters/${t.own.clusterId}/dashboard`)).json().data;
    const sums = await db
      .selectNoFrom([
        sql<number>`(select coalesce(sum(amount), 0) from collections where cluster_id = ${t.own.clusterId} and bank_account_id is not null)`.as(
          'cash',
        ),
        sql<number>`(select coalesce(sum(amount), 0) from debts where cluster_id = ${t.own.clusterId})`.as('debts'),
        sql<number>`(select coalesce(sum(amount), 0) from allocations where cluster_id = ${t.own.clusterId})`.as(
          'paid',
        ),
      ])
      .executeTakeFirstOrThrow();
    expect(dashboard.cash).toBe(Number(sums.cash) / 100);
    expect(dashboard.open_debt).toBe((Number(sums.debts) - Number(sums.paid)) / 100);
    expect(dashboard.open_debt).toBeGreaterThan(0);
  });

  it('lists house balances with (B)/(A) amounts and the receipt as a PDF', async () => {
    const list = await call(
      t.worker,
      'GET',
      `/clusters/${t.own.clusterId}/house-balances?order_by=balance&order=desc&per_page=5`,
    );
    expect(list.statusCode).toBe(200);
    const rows = list.json().data as { balance: number }[];
    expect(rows[0].balance).toBeGreaterThanOrEqual(rows[1].balance);
    expect(typeof list.json().meta.totals.balance).toBe('number');
    // Door numbers in their natural order: 2 before 10.
    const byLabel = await call(
      t.worker,
      'GET',
      `/clusters/${t.own.clusterId}/house-balances?order_by=house_label&per_page=3`,
    );
    expect(byLabel.json().data.map((r: Json) => r.house_label)).toEqual(['A Blok 1', 'A Blok 2', 'A Blok 3']);
    expect(Object.keys(byLabel.json().data[0])).not.toContain('door_length');
    // A shop outside the blocks comes after them on both databases.
    await db
      .insertInto('houses')
      .values({
        cluster_id: t.own.clusterId,
        door_number: 'D-1',
        type: 'workplace',
        created_at: '2026-01-01',
        updated_at: '2026-01-01',
      })
      .execute();
    const all = await call(
      t.worker,
      'GET',
      `/clusters/${t.own.clusterId}/house-balances?order_by=house_label&per_page=1000`,
    );
    const labels = all.json().data.map((r: Json) => r.house_label);
    expect(labels[0]).toBe('A Blok 1');
    expect(labels.at(-1)).toBe('D-1');
    const collection = await db
      .selectFrom('collections')
      .select('id')
      .where('cluster_id', '=', t.own.clusterId)
      .where('bank_account_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const receipt = await call(t.worker, 'GET', `/collections/${collection.id}/receipt`);
    expect(receipt.statusCode).toBe(200);
    const file = await app.inject({ method: 'GET', url: receipt.json().data.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });
});
