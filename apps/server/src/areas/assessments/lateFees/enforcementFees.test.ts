import { beforeAll, describe, expect, it } from 'vitest';
import { setLateFeeRule } from '../../../test/accountingFixtures';
import { grantRole } from '../../../test/fixtures';
import { testDbKinds } from '../../../test/testDb';
import { type Json, useAccountingSetup } from '../assessments/accountingFixture';

const FROM_CLOSE_NOTE =
  'İcra dosyası 15.04.2025 tarihinde kapandı; icra süresindeki aylar için gecikme tazminatı hesaplanmaz.';
const ALL_MONTHS_NOTE =
  'İcra dosyası 15.04.2025 tarihinde kapandı; şirket ayarı gereği icra süresindeki aylar için de gecikme tazminatı hesaplanır.';

/**
 * A closed enforcement case and the late fees of the debts it covered (issue 10, item 8): none while it is
 * open; after it closes, by the company's `enforcement_fee_policy`.
 */
describe.each(testDbKinds)('late fees after an enforcement case closes on %s', (kind) => {
  const s = useAccountingSetup(kind, { houses: 2 });

  beforeAll(async () => {
    const { db, t, houses, call, free } = s;
    // 5 % a month, no grace: a debt of 1.000,00 ₺ takes 50,00 ₺ for each month it is late.
    await setLateFeeRule(db, t.own.clusterId, {
      delay_calculation_type_id: 1,
      late_fee_rate_bp: 500,
      late_fee_grace_days: 0,
    });
    // The worker manages their company too.
    await grantRole(db, t.worker, 'company-admin');
    // A due of January, unpaid; its owner's case is filed on 10 February and closed on 15 April.
    for (const house of houses) {
      const created = await call(t.worker, 'POST', '/assessments', {
        ...free(house.id, 1000),
        starts_on: '2025-01-31',
      });
      expect(created.statusCode, created.body).toBe(201);
    }
  }, 120_000);

  const charge = async (period: string) => {
    const res = await s.call(s.t.worker, 'POST', `/clusters/${s.t.own.clusterId}/late-fees`, { period });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { count: number; total: number };
  };
  const feesOf = async (houseId: number) =>
    ((await s.call(s.t.worker, 'GET', `/houses/${houseId}/account`)).json().data.late_fees as Json[])
      .map((f) => ({ period: f.fee_period, amount: f.amount, text: (f.computation as Json).text }))
      .sort((a, b) => String(a.period).localeCompare(String(b.period)));
  /** An enforcement case of 1.000,00 ₺ against a resident, filed on `issuedOn`. */
  const fileCase = (residentId: number, issuedOn: string) =>
    s.call(s.t.worker, 'POST', `/clusters/${s.t.own.clusterId}/enforcements`, {
      resident_id: residentId,
      issued_on: issuedOn,
      amount: 1000,
      left_amount: 1000,
    });
  it('charges no fee while the case is open, and by default none for its months once it closes: no lump', async () => {
    const { t, houses, call } = s;
    const [enforced, free] = houses;
    const opened = await fileCase(enforced.ownerId, '2025-02-10');
    expect(opened.statusCode, opened.body).toBe(201);
    // February and March under the open case: only the other house pays fees.
    expect(await charge('2025-02')).toEqual({ count: 1, total: 50 });
    expect(await charge('2025-03')).toEqual({ count: 1, total: 50 });
    expect(await feesOf(enforced.id)).toEqual([]);

    const closed = await call(t.worker, 'PUT', `/enforcements/${opened.json().data.id}`, {
      resident_id: enforced.ownerId,
      issued_on: '2025-02-10',
      is_closed: true,
      closed_on: '2025-04-15',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    // The company's default rule.
    const company = (await call(t.worker, 'GET', `/companies/${t.own.companyId}`)).json().data;
    expect(company.enforcement_fee_policy).toBe('from_close');

    // What would be owed in May is May's fee alone, not February to May at once.
    const account = (await call(t.worker, 'GET', `/houses/${enforced.id}/account?as_of=2025-05-20`)).json().data;
    expect(account.accrued_late_fee_total).toBe(50);
    expect(account.accrued_late_fees[0].text).toBe(`1.000,00 ₺ × %5 (aylık) = 50,00 ₺. ${FROM_CLOSE_NOTE}`);
    // Charging the months under the case again, by hand, charges nothing for it; April, the month it closed, neither.
    expect(await charge('2025-02')).toEqual({ count: 0, total: 0 });
    expect(await charge('2025-03')).toEqual({ count: 0, total: 0 });
    expect(await charge('2025-04')).toEqual({ count: 1, total: 50 });
    expect(await feesOf(enforced.id)).toEqual([]);
    // From the month after it closed, fees run again, and each says why the months before were not charged.
    expect(await charge('2025-05')).toEqual({ count: 2, total: 100 });
    expect(await feesOf(enforced.id)).toEqual([
      { period: '2025-05', amount: 50, text: `1.000,00 ₺ × %5 (aylık) = 50,00 ₺. ${FROM_CLOSE_NOTE}` },
    ]);
    // A house no case covered is charged every month, with the plain explanation.
    expect((await feesOf(free.id)).map((f) => [f.period, f.text])).toEqual([
      ['2025-02', '1.000,00 ₺ × %5 (aylık) = 50,00 ₺'],
      ['2025-03', '1.000,00 ₺ × %5 (aylık) = 50,00 ₺'],
      ['2025-04', '1.000,00 ₺ × %5 (aylık) = 50,00 ₺'],
      ['2025-05', '1.000,00 ₺ × %5 (aylık) = 50,00 ₺'],
    ]);
  });

  it("with the company's 'all_months' rule the months under the closed case are charged too, and say so", async () => {
    const { t, houses, call } = s;
    const [enforced] = houses;
    // The worker is their company's administrator too.
    const companyAdmin = t.worker;
    const wrong = await call(companyAdmin, 'PUT', `/companies/${t.own.companyId}`, {
      enforcement_fee_policy: 'sometimes',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.enforcement_fee_policy).toBeDefined();
    expect(JSON.stringify(wrong.json())).not.toMatch(/Invalid|expected/);
    const saved = await call(companyAdmin, 'PUT', `/companies/${t.own.companyId}`, {
      enforcement_fee_policy: 'all_months',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.enforcement_fee_policy).toBe('all_months');

    // Each month under the case is charged by hand, month by month, as the manager chooses.
    expect(await charge('2025-02')).toEqual({ count: 1, total: 50 });
    expect(await charge('2025-03')).toEqual({ count: 1, total: 50 });
    expect(await charge('2025-04')).toEqual({ count: 1, total: 50 });
    const fees = await feesOf(enforced.id);
    expect(fees.map((f) => [f.period, f.amount])).toEqual([
      ['2025-02', 50],
      ['2025-03', 50],
      ['2025-04', 50],
      ['2025-05', 50],
    ]);
    expect(fees[0].text).toBe(`1.000,00 ₺ × %5 (aylık) = 50,00 ₺. ${ALL_MONTHS_NOTE}`);
    // A fee charged under the other rule keeps the explanation it was charged with.
    expect(fees[3].text).toBe(`1.000,00 ₺ × %5 (aylık) = 50,00 ₺. ${FROM_CLOSE_NOTE}`);
  });

  it('charges nothing while a second case covering the debt is open, whatever the rule', async () => {
    const { t, houses, call } = s;
    const [enforced] = houses;
    const again = await fileCase(enforced.ownerId, '2025-06-05');
    expect(again.statusCode, again.body).toBe(201);
    expect(await charge('2025-06')).toEqual({ count: 1, total: 50 });
    expect((await feesOf(enforced.id)).map((f) => f.period)).not.toContain('2025-06');
    const account = (await call(t.worker, 'GET', `/houses/${enforced.id}/account?as_of=2025-07-20`)).json().data;
    expect(account.accrued_late_fee_total).toBe(0);
  });
});
