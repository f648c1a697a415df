import { describe, expect, it } from 'vitest';
import { chargeLateFees, LATE_FEE_MONTH_NOT_ENDED } from '../../../accounting/lateFeeCharges';
import { setLateFeeRule } from '../../../test/accountingFixtures';
import { expectBalancedJournal, expectLedgerAgrees } from '../../../test/ledgerInvariants';
import { testDbKinds } from '../../../test/testDb';
import { countFees, houseBalance, type Json, useAccountingSetup } from './accountingFixture';

describe.each(testDbKinds)('accounting core on %s: late fees charged and recomputed after edits', (kind) => {
  const s = useAccountingSetup(kind);

  /** A house's due of 1.000,00 ₺, then the late fees of a month charged on a day. */
  async function dueWithFees(
    houseId: number,
    due: { starts_on: string; description: string },
    charge: [period: string, chargedOn: string],
  ) {
    const payload = { ...s.free(houseId, 1000), ...due };
    const created = await s.call(s.t.worker, 'POST', '/assessments', payload);
    expect(created.statusCode).toBe(201);
    const { id, lines } = created.json().data;
    await chargeLateFees(s.db, s.t.own.clusterId, ...charge, null);
    return { payload, assessmentId: id as number, lineId: lines[0].id as number };
  }

  it('charges a daily late fee over 45 days at 5 %, once per month, and none inside an open enforcement case', async () => {
    const { db, t, houses, call, free } = s;
    await setLateFeeRule(db, t.own.clusterId, { delay_calculation_type_id: 2, late_fee_rate_bp: 500 });
    const [late, enforced] = [houses[20], houses[21]];
    for (const house of [late, enforced]) {
      await call(t.worker, 'POST', '/assessments', {
        ...free(house.id, 1000),
        amount: null,
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
    const { db, t, houses, call } = s;
    const house = houses[50];
    const { payload, assessmentId } = await dueWithFees(
      house.id,
      { starts_on: '2025-05-31', description: 'Mayıs aidatı' },
      ['2025-06', '2025-07-01'],
    );
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
    const { db, t, houses, call } = s;
    const house = houses[60];
    const label = 'A Blok 61';
    // A monthly fee: 5 % of 1.000,00 ₺ = 50,00 ₺ for September.
    await setLateFeeRule(db, t.own.clusterId, {
      delay_calculation_type_id: 1,
      late_fee_rate_bp: 500,
      late_fee_grace_days: 0,
    });
    const { payload, assessmentId, lineId } = await dueWithFees(
      house.id,
      { starts_on: '2025-08-31', description: 'Ağustos aidatı' },
      ['2025-09', '2025-10-01'],
    );
    // From now on the complex computes daily; a month already charged keeps the monthly rule it was charged with.
    await setLateFeeRule(db, t.own.clusterId, { delay_calculation_type_id: 2 });
    const feesOf = async () =>
      (await call(t.worker, 'GET', `/houses/${house.id}/account`))
        .json()
        .data.late_fees.map((f: Json) => [f.fee_period, f.amount]);
    expect(await feesOf()).toEqual([['2025-09', 50]]);

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
    const { db, t, houses, bankId, call, free } = s;
    const house = houses[62];
    await setLateFeeRule(db, t.own.clusterId, {
      delay_calculation_type_id: 1,
      late_fee_rate_bp: 500,
      late_fee_grace_days: 0,
    });
    const payload = {
      ...free(house.id, 1000),
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
    await setLateFeeRule(db, t.own.clusterId, { delay_calculation_type_id: 2 });
    await expectBalancedJournal(db);
    await expectLedgerAgrees(db, t.own.clusterId);
  });
});
