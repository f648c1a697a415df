import { describe, expect, it } from 'vitest';
import { expectBalancedJournal } from '../../../test/ledgerInvariants';
import { testDbKinds } from '../../../test/testDb';
import { houseBalance, type Json, useAccountingSetup } from './accountingFixture';

describe.each(testDbKinds)('accounting core on %s: splitting, previewing and deleting assessments', (kind) => {
  const s = useAccountingSetup(kind);

  it('splits a monthly due of 1.000,00 ₺ over 100 houses by land share, exactly to the kuruş', async () => {
    const { db, t, houses, call, general } = s;
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
    const { db, t, houses, call, general } = s;
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
    const { db, t, call, general } = s;
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
    const { t, houses, call, general } = s;
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
    const { t, houses, call, general } = s;
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
});
