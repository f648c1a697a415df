import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/connection';
import { createHousesWithOwners, incomeTypeId, setLateFeeRule } from '../../../test/accountingFixtures';
import { apiCaller, createTwoTenants } from '../../../test/fixtures';
import { createTestApp, testDbKinds } from '../../../test/testDb';

type Json = Record<string, unknown>;

const FROM_CLOSE_NOTE =
  'İcra dosyası 15.04.2025 tarihinde kapandı; icra süresindeki aylar için gecikme tazminatı hesaplanmaz.';
const ALL_MONTHS_NOTE =
  'İcra dosyası 15.04.2025 tarihinde kapandı; şirket ayarı gereği icra süresindeki aylar için de gecikme tazminatı hesaplanır.';

/**
 * A closed enforcement case and the late fees of the debts it covered (issue 10, item 8): none while it is
 * open; after it closes, by the company's `enforcement_fee_policy`.
 */
describe.each(testDbKinds)('late fees after an enforcement case closes on %s', (kind) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let t: Awaited<ReturnType<typeof createTwoTenants>>;
  let companyAdmin: string;
  let houses: Awaited<ReturnType<typeof createHousesWithOwners>>;
  let call: ReturnType<typeof apiCaller>;

  beforeAll(async () => {
    ({ app, db, close } = await createTestApp(kind));
    call = apiCaller(app);
    t = await createTwoTenants(app, db);
    houses = await createHousesWithOwners(db, t.own.clusterId, t.own.blockId, 2);
    // 5 % a month, no grace: a debt of 1.000,00 ₺ takes 50,00 ₺ for each month it is late.
    await setLateFeeRule(db, t.own.clusterId, {
      delay_calculation_type_id: 1,
      late_fee_rate_bp: 500,
      late_fee_grace_days: 0,
    });
    // The worker manages their company too.
    const role = await db
      .selectFrom('roles')
      .select('id')
      .where('name', '=', 'company-admin')
      .executeTakeFirstOrThrow();
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'calisan@kardelen.com')
      .executeTakeFirstOrThrow();
    await db.insertInto('user_roles').values({ user_id: user.id, role_id: role.id }).execute();
    companyAdmin = t.worker;
    const aidat = await incomeTypeId(db);
    // A due of January, unpaid; its owner's case is filed on 10 February and closed on 15 April.
    for (const house of houses) {
      const created = await call(t.worker, 'POST', '/assessments', {
        cluster_id: t.own.clusterId,
        assessment_type: 'free',
        income_type_id: aidat,
        debitor_type_id: 1,
        calculation_type_id: 1,
        include_empty: true,
        amount_type_id: 1,
        house_amounts: [{ house_id: house.id, amount: 1000 }],
        starts_on: '2025-01-31',
        months: 1,
        description: 'Ocak aidatı',
      });
      expect(created.statusCode, created.body).toBe(201);
    }
  }, 120_000);
  afterAll(async () => close());

  const charge = async (period: string) => {
    const res = await call(t.worker, 'POST', `/clusters/${t.own.clusterId}/late-fees`, { period });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { count: number; total: number };
  };
  const feesOf = async (houseId: number) =>
    ((await call(t.worker, 'GET', `/houses/${houseId}/account`)).json().data.late_fees as Json[])
      .map((f) => ({ period: f.fee_period, amount: f.amount, text: (f.computation as Json).text }))
      .sort((a, b) => String(a.period).localeCompare(String(b.period)));

  it('charges no fee while the case is open, and by default none for its months once it closes: no lump', async () => {
    const [enforced, free] = houses;
    const opened = await call(t.worker, 'POST', `/clusters/${t.own.clusterId}/enforcements`, {
      resident_id: enforced.ownerId,
      issued_on: '2025-02-10',
      amount: 1000,
      left_amount: 1000,
    });
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
    const [enforced] = houses;
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
    const [enforced] = houses;
    const again = await call(t.worker, 'POST', `/clusters/${t.own.clusterId}/enforcements`, {
      resident_id: enforced.ownerId,
      issued_on: '2025-06-05',
      amount: 1000,
      left_amount: 1000,
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(await charge('2025-06')).toEqual({ count: 1, total: 50 });
    expect((await feesOf(enforced.id)).map((f) => f.period)).not.toContain('2025-06');
    const account = (await call(t.worker, 'GET', `/houses/${enforced.id}/account?as_of=2025-07-20`)).json().data;
    expect(account.accrued_late_fee_total).toBe(0);
  });
});
