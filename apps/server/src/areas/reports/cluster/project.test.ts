import { describe, expect, it } from 'vitest';
import { exportedSheet } from '../../../test/exportedFiles';
import { testDbKinds } from '../../../test/testDb';
import { useReportsApp } from './reportsFixture';

type Row = Record<string, unknown>;
const hundreds = new Array(12).fill(100);

describe.each(testDbKinds)('budget reports on %s', (kind) => {
  const { t, ids, get } = useReportsApp(kind);
  const own = () => `cluster_id=${t.own.clusterId}`;

  it('sets each expense type of the budget against its actuals, to the kuruş, month by month', async () => {
    const { data, meta } = await get(`/reports/operating-items?${own()}&date_to=2025-06-30`);
    expect(meta).toMatchObject({
      date_from: '2025-01-01',
      date_to: '2025-12-31',
      budget: {
        id: ids.budgetId,
        name: '2025 İşletme Projesi',
        status: 'approved',
        starts_on: '2025-01',
        ends_on: '2025-12',
      },
    });
    const rows = data as unknown as Row[];
    expect(rows.map((r) => [r.name, r.budget, r.actual, r.remaining, r.used_percent, r.overrun])).toEqual([
      ['Bakım Onarım', 1200, 900, 300, 75, false],
      ['Elektrik', 1200, 1600, -400, 133.3, true],
    ]);
    const electricity = rows.find((r) => r.expense_type_id === ids.electricity) as Row;
    expect(electricity.budget_months).toEqual(hundreds);
    expect(electricity.actual_months).toEqual([0, 0, 1200, 0, 0, 100, 0, 0, 0, 0, 0, 300]);
    expect(meta.totals).toMatchObject({
      budget: 2400,
      actual: 2500,
      remaining: -100,
      overrun: true,
      used_percent: 104.2,
    });
  });

  it('states income accrued and collected, expenses against the budget and the result', async () => {
    const { data } = await get(`/reports/operating?${own()}&budget_id=${ids.budgetId}`);
    const statement = data as Row;
    expect((statement.income as Row[]).map((r) => [r.name, r.accrued, r.collected])).toEqual([['Aidat', 3200, 1300]]);
    const months = statement.months as Row[];
    expect(months.find((m) => m.month === '2025-12')).toEqual({
      month: '2025-12',
      income: 1000,
      collected: 700,
      budget: 200,
      expense: 300,
      result: 700,
    });
    expect(statement.totals).toEqual({
      income: 3200,
      collected: 1300,
      collections: 1300,
      planned_income: 2400,
      budget: 2400,
      expense: 2500,
      result: 700,
      budget_result: 0,
    });
  });

  it('needs a complex and a budget of that complex', async () => {
    const companyWide = await t.call(t.worker, 'GET', '/reports/operating-items?date_to=2025-12-31');
    expect(companyWide.statusCode).toBe(422);
    expect(companyWide.json().errors.cluster_id).toEqual(['Bu rapor için bir site seçiniz.']);
    const foreign = await t.call(t.worker, 'GET', `/reports/operating?${own()}&budget_id=${ids.theirBudget}`);
    expect(foreign.statusCode).toBe(404);
    const none = await t.call(t.outsider, 'GET', `/reports/operating?cluster_id=${t.other.clusterId}&budget_id=999999`);
    expect(none.statusCode).toBe(404);
    // The other complex's only budget is a draft: it is the default; a complex without any is a 422.
    const theirs = await get(`/reports/operating-items?cluster_id=${t.other.clusterId}`, t.outsider);
    expect((theirs.meta.budget as Row).id).toBe(ids.theirBudget);
    await t.db.deleteFrom('budget_lines').where('budget_id', '=', ids.theirBudget).execute();
    await t.db.deleteFrom('budgets').where('id', '=', ids.theirBudget).execute();
    const missing = await t.call(t.outsider, 'GET', `/reports/operating-items?cluster_id=${t.other.clusterId}`);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe('Bu dönem için bütçe bulunamadı.');
  });

  it('exports the items with the total row', async () => {
    const answer = await t.call(t.worker, 'GET', `/reports/operating-items?${own()}&export=1&export_type=xlsx`);
    const sheet = await exportedSheet(t.app, answer);
    const rows: unknown[][] = [];
    sheet.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    expect(rows.find((r) => r[0] === 'Elektrik')?.slice(0, 6)).toEqual(['Elektrik', 1200, 1600, -400, 133.3, 'Aşım']);
    expect(rows.find((r) => r[0] === 'Toplam')?.slice(1, 4)).toEqual([2400, 2500, -100]);
    const statement = await t.call(t.worker, 'GET', `/reports/operating?${own()}&export=1&export_type=ods`);
    expect(statement.json().data.url).toMatch(/^\/api\/files\/.+\.ods$/);
  });
});
