import { beforeAll, describe, expect, it } from 'vitest';
import { incomeTypeId } from '../../../test/accountingFixtures';
import { type Json, useTwoTenantsApp } from '../../../test/apiTest';
import { testDbKinds } from '../../../test/testDb';

const at = '2026-01-01T00:00:00.000Z';
const stamps = { created_at: at, updated_at: at };
/** Uneven months (lira): four runs of equal months, so four periodical assessments. */
const MONTHS = [1000, 1000, 1000, 1200.5, 1200.5, 1200.5, 1200.5, 1200.5, 1200.5, 900.03, 900.03, 1499.97];
const BUDGET_TOTAL = 13_503.03;
const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b * 100, 0)) / 100;

describe.each(testDbKinds)('budget wizard on %s', (kind) => {
  const t = useTwoTenantsApp(kind, { pageUrl: 'http://localhost/budget/wizard' });
  const ids = { aidat: 0, big: 0, small: 0, budget: 0, draft: 0, expense: 0, houses: [] as number[] };

  beforeAll(async () => {
    const cluster = t.own.clusterId;
    ids.aidat = await incomeTypeId(t.db);
    const type = async (name: string) =>
      (
        await t.db
          .insertInto('house_types')
          .values({ ...stamps, cluster_id: cluster, name })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    ids.big = await type('3+1');
    ids.small = await type('2+1');
    const houses = [
      { door: '1', land: 3, net: 100, gross: 120, type: ids.big, staying: 1 },
      { door: '2', land: 2, net: 80, gross: 95, type: ids.small, staying: 1 },
      { door: '3', land: 1.5, net: 60.5, gross: 70, type: ids.small, staying: 1 },
      // Nobody lives here: skipped when empty houses are left out.
      { door: '4', land: 2, net: 90, gross: 100, type: ids.big, staying: 0 },
    ];
    for (const h of houses) {
      const house = await t.db
        .insertInto('houses')
        .values({
          ...stamps,
          cluster_id: cluster,
          block_id: t.own.blockId,
          house_type_id: h.type,
          door_number: h.door,
          land_share: h.land,
          net_area: h.net,
          gross_area: h.gross,
          search: h.door,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.houses.push(house.id);
      const resident = await t.db
        .insertInto('residents')
        .values({ ...stamps, cluster_id: cluster, name: `Malik ${h.door}`, name_search: 'malik', name_sort: 'malik' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('house_users')
        .values({
          ...stamps,
          cluster_id: cluster,
          house_id: house.id,
          resident_id: resident.id,
          house_user_type_id: 1,
          is_staying: h.staying,
        })
        .execute();
    }
    ids.expense = (
      await t.db
        .insertInto('expense_types')
        .values({ ...stamps, name: 'Genel Gider', cluster_id: cluster })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    ids.budget = await createBudget('2026 Bütçesi', '2026-01', MONTHS, true);
    ids.draft = await createBudget('Taslak Bütçe', '2027-01', MONTHS, false);
  }, 60_000);

  /** A budget of one expense type with `months` by hand, approved when asked. */
  const createBudget = async (name: string, startsOn: string, months: number[], approve: boolean) => {
    const res = await t.call(t.worker, 'POST', `/clusters/${t.own.clusterId}/budgets`, {
      name,
      starts_on: startsOn,
      distribution_type_id: 3,
      lines: [{ expense_type_id: ids.expense, months }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as number;
    if (approve) {
      const approved = await t.call(t.worker, 'POST', `/budgets/${id}/approve`, {
        approved_on: '2020-01-01',
        decision_no: '1',
      });
      expect(approved.statusCode, approved.body).toBe(200);
    }
    return id;
  };
  /** Charges a created periodical assessment's first month by hand and answers that month's total. */
  const chargeFirstMonth = async (id: number, month: string) => {
    const generated = await t.call(t.worker, 'POST', `/periodical-assessments/${id}/generate`, { until: month });
    expect(generated.statusCode, generated.body).toBe(200);
    const periods = (await t.call(t.worker, 'GET', `/periodical-assessments/${id}/periods`)).json().data;
    expect(periods.map((p: Json) => p.period)).toEqual([month]);
    return periods[0].total as number;
  };

  const wizard = (extra: Json = {}) => ({
    income_type_id: ids.aidat,
    split: 'equal',
    include_empty: true,
    rounding: 'no_rounding',
    due_day: 10,
    ...extra,
  });
  const preview = async (extra: Json = {}) => {
    const res = await t.call(t.worker, 'POST', `/budgets/${ids.budget}/wizard/preview`, wizard(extra));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  /** Each month's dues summed over the houses, and the houses' yearly totals summed. */
  const checkSums = (data: Json & { houses: Json[] }) => {
    const months = data.months as string[];
    months.forEach((_, m) => {
      expect(sum(data.houses.map((h) => (h.months as number[])[m]))).toBe(MONTHS[m]);
    });
    expect(data.month_totals).toEqual(MONTHS);
    expect(data.budget_month_totals).toEqual(MONTHS);
    expect(data.total).toBe(BUDGET_TOTAL);
    expect(data.budget_total).toBe(BUDGET_TOTAL);
    expect(sum(data.houses.map((h) => h.total as number))).toBe(BUDGET_TOTAL);
  };

  it('splits every month of the budget over the houses to the kuruş, by each rule', async () => {
    const equal = await preview();
    expect(equal.houses).toHaveLength(4);
    expect(equal.houses[0]).toMatchObject({ block_name: 'A Blok', house_label: 'A Blok 1', house_type_name: '3+1' });
    expect(equal.houses.map((h: Json) => (h.months as number[])[0])).toEqual([250, 250, 250, 250]);
    // 900,03 ₺ over four houses: 225,00 each and 3 kuruş to the first three.
    expect(equal.houses.map((h: Json) => (h.months as number[])[9])).toEqual([225.01, 225.01, 225.01, 225]);
    checkSums(equal);

    const byLand = await preview({ split: 'land_share', include_empty: false });
    expect(byLand.houses.map((h: Json) => h.house_id)).toEqual(ids.houses.slice(0, 3));
    expect(byLand.houses.map((h: Json) => h.weight)).toEqual([3, 2, 1.5]);
    // 1.000 ₺ by 3 : 2 : 1,5 is 461,538… / 307,692… / 230,769…: the two kuruş left go to the largest remainders.
    expect(byLand.houses.map((h: Json) => (h.months as number[])[0])).toEqual([461.54, 307.69, 230.77]);
    checkSums(byLand);

    for (const split of ['net_area', 'gross_area'] as const) checkSums(await preview({ split }));

    const wholeLira = await preview({ split: 'net_area', rounding: 'round' });
    checkSums(wholeLira);
    // Whole lira for every house but the largest (the first), which takes the kuruş left over.
    for (const [m] of MONTHS.entries())
      for (const house of wholeLira.houses.slice(1)) expect(Number.isInteger(house.months[m])).toBe(true);
    expect(wholeLira.houses[0].months[9]).toBeCloseTo(Math.round(wholeLira.houses[0].months[9]) + 0.03, 2);

    const byType = await preview({
      split: 'house_type',
      type_amounts: [
        { house_type_id: ids.big, amount: 2 },
        { house_type_id: ids.small, amount: 1 },
      ],
    });
    expect(byType.houses.map((h: Json) => h.weight)).toEqual([2, 1, 1, 2]);
    expect(byType.houses.map((h: Json) => (h.months as number[])[0])).toEqual([333.33, 166.67, 166.67, 333.33]);
    checkSums(byType);
    // 900,03 ₺ by 2 : 1 : 1 : 2 leaves one kuruş for one of the two 2+1 houses: one amount per type cannot charge
    // it, so apply would refuse it.
    expect(byType.houses.map((h: Json) => (h.months as number[])[9])).toEqual([300.01, 150.01, 150, 300.01]);
    expect(byType.apply_error).toEqual(expect.stringContaining('2026-10'));
    expect(wholeLira.apply_error).toEqual(expect.stringContaining('yuvarlama'));
    expect(equal.apply_error).toBeNull();
  });

  it('guards the budget: approved only, the caller’s company, the write permission', async () => {
    const draft = await t.call(t.worker, 'POST', `/budgets/${ids.draft}/wizard/preview`, wizard());
    expect(draft.statusCode).toBe(422);
    expect(draft.json().errors.budget_id).toEqual(['Yalnızca onaylanmış bütçeden aidat oluşturulabilir.']);
    const draftApply = await t.call(t.worker, 'POST', `/budgets/${ids.draft}/wizard/apply`, wizard());
    expect(draftApply.statusCode).toBe(422);
    expect((await t.call(t.outsider, 'POST', `/budgets/${ids.budget}/wizard/preview`, wizard())).statusCode).toBe(404);
    expect((await t.call(t.outsider, 'POST', `/budgets/${ids.budget}/wizard/apply`, wizard())).statusCode).toBe(404);
    expect((await t.call(t.readOnly, 'POST', `/budgets/${ids.budget}/wizard/apply`, wizard())).statusCode).toBe(403);
    const wrongRounding = await t.call(
      t.worker,
      'POST',
      `/budgets/${ids.budget}/wizard/apply`,
      wizard({ rounding: 'round' }),
    );
    expect(wrongRounding.statusCode).toBe(422);
    const foreignType = await t.call(
      t.worker,
      'POST',
      `/budgets/${ids.budget}/wizard/preview`,
      wizard({ income_type_id: 999_999 }),
    );
    expect(foreignType.statusCode).toBe(422);
  });

  it('creates the periodical assessments of the budget once, which charge the previewed dues', async () => {
    const res = await t.call(t.worker, 'POST', `/budgets/${ids.budget}/wizard/apply`, wizard({ split: 'land_share' }));
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data.periodical_assessments;
    expect(created.map((c: Json) => [c.starts_on, c.ends_on, c.amount])).toEqual([
      ['2026-01', '2026-03', 1000],
      ['2026-04', '2026-09', 1200.5],
      ['2026-10', '2026-11', 900.03],
      ['2026-12', '2026-12', 1499.97],
    ]);
    const list = await t.call(t.worker, 'GET', `/periodical-assessments?budget_id=${ids.budget}&per_page=100`);
    const rows = list.json().data;
    expect(rows).toHaveLength(4);
    expect(
      rows.every((r: Json) => r.budget_id === ids.budget && r.split_method === 'land_share' && r.due_day === 10),
    ).toBe(true);
    const logs = await t.db
      .selectFrom('action_logs')
      .select('entity_id')
      .where('entity_type', '=', 'periodical_assessment')
      .where(
        'entity_id',
        'in',
        created.map((c: Json) => c.id as number),
      )
      .execute();
    expect(logs).toHaveLength(4);

    // Charging the first month writes exactly the previewed month: the budget's 1.000 ₺.
    const first = created[0].id;
    const generated = await t.call(t.worker, 'POST', `/periodical-assessments/${first}/generate`, { until: '2026-01' });
    expect(generated.statusCode, generated.body).toBe(200);
    const periods = (await t.call(t.worker, 'GET', `/periodical-assessments/${first}/periods`)).json().data;
    expect(periods).toMatchObject([{ period: '2026-01', total: 1000, line_count: 4, due_on: '2026-01-10' }]);

    const again = await t.call(t.worker, 'POST', `/budgets/${ids.budget}/wizard/apply`, wizard());
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.budget_id).toEqual(['Bu bütçeden aidat zaten oluşturuldu.']);
  });

  it('writes amounts per house type, and whole lira under the complex’s whole-lira rounding, as previewed', async () => {
    const byType = await createBudget('Tip Bütçesi', '2025-01', [...Array(6).fill(600), ...Array(6).fill(1200)], true);
    const typeAmounts = [
      { house_type_id: ids.big, amount: 2 },
      { house_type_id: ids.small, amount: 1 },
    ];
    const applied = await t.call(
      t.worker,
      'POST',
      `/budgets/${byType}/wizard/apply`,
      wizard({ split: 'house_type', type_amounts: typeAmounts }),
    );
    expect(applied.statusCode, applied.body).toBe(201);
    const created = applied.json().data.periodical_assessments;
    expect(created.map((c: Json) => [c.starts_on, c.ends_on])).toEqual([
      ['2025-01', '2025-06'],
      ['2025-07', '2025-12'],
    ]);
    const shown = (await t.call(t.worker, 'GET', `/periodical-assessments/${created[0].id}`)).json().data;
    expect(shown).toMatchObject({ split_method: 'house_type', amount: null });
    expect(shown.type_amounts).toEqual([
      { house_type_id: ids.big, amount: 200 },
      { house_type_id: ids.small, amount: 100 },
    ]);
    expect(await chargeFirstMonth(created[0].id, '2025-01')).toBe(600);

    await t.db
      .updateTable('clusters')
      .set({ share_meter_rounding: 'round' })
      .where('id', '=', t.own.clusterId)
      .execute();
    try {
      const rounded = await createBudget('Yuvarlak Bütçe', '2024-01', Array(12).fill(1000.55), true);
      const body = wizard({ split: 'land_share', include_empty: false, rounding: 'round' });
      const preview = (await t.call(t.worker, 'POST', `/budgets/${rounded}/wizard/preview`, body)).json().data;
      expect(preview.apply_error).toBeNull();
      // 1.000 ₺ by 3 : 2 : 1,5 in whole lira (461, 308, 231 by largest remainder), the 55 kuruş to the largest share.
      expect(preview.houses.map((h: Json) => (h.months as number[])[0])).toEqual([461.55, 308, 231]);
      expect(preview.total).toBe(12_006.6);
      const done = await t.call(t.worker, 'POST', `/budgets/${rounded}/wizard/apply`, body);
      expect(done.statusCode, done.body).toBe(201);
      const [only] = done.json().data.periodical_assessments;
      expect(await chargeFirstMonth(only.id, '2024-01')).toBe(1000.55);
    } finally {
      await t.db
        .updateTable('clusters')
        .set({ share_meter_rounding: 'no_rounding' })
        .where('id', '=', t.own.clusterId)
        .execute();
    }
  });
});
