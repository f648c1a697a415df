import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { exportedSheet } from '../../../test/exportedFiles';
import { testDbKinds } from '../../../test/testDb';
import { useReportsApp, YEAR } from '../cluster/reportsFixture';

type Row = Record<string, unknown>;

describe.each(testDbKinds)('review reports and expense detail sums on %s', (kind) => {
  const { t, ids, get } = useReportsApp(kind);
  const own = () => `cluster_id=${t.own.clusterId}`;
  /** The journal's expense type debits of 2025 (lira), summed straight from its lines. */
  const journalExpenses = async () => {
    const row = await t.db
      .selectFrom('journal_entries')
      .select(sql<string>`coalesce(sum(amount), 0)`.as('b'))
      .where('cluster_id', '=', t.own.clusterId)
      .where('account_kind', '=', 'expense_type')
      .where('amount', '>', 0)
      .where('occurred_on', '>=', '2025-01-01')
      .where('occurred_on', '<=', '2025-12-31')
      .executeTakeFirstOrThrow();
    return Number(row.b) / 100;
  };

  it('groups the period’s invoice items by type, then provider, with count, amount and share', async () => {
    const { data, meta } = await get(`/reports/review?${own()}&${YEAR}`);
    const rows = data as unknown as Row[];
    expect(
      rows.map((r) => [
        r.name,
        r.count,
        r.amount,
        r.share,
        (r.providers as Row[]).map((p) => [p.name, p.count, p.amount, p.share]),
      ]),
    ).toEqual([
      ['Bakım Onarım', 1, 900, 36, [['Asansör Bakım', 1, 900, 36]]],
      [
        'Enerji Giderleri',
        3,
        1600,
        64,
        [
          ['Asansör Bakım', 1, 100, 4],
          ['Boğaziçi Elektrik', 2, 1500, 60],
        ],
      ],
    ]);
    expect(meta.totals).toEqual({ count: 4, amount: 2500 });
    expect((meta.totals as Row).amount).toBe(await journalExpenses());
    const filtered = await get(
      `/reports/review?${own()}&${YEAR}&provider_id=${ids.asansor}&expense_type_id=${ids.electricity}`,
    );
    expect(filtered.meta.totals).toEqual({ count: 1, amount: 100 });
  });

  it('refuses another company’s provider or complex and unknown filters', async () => {
    const provider = await t.call(t.worker, 'GET', `/reports/review?${own()}&provider_id=${ids.theirProvider}`);
    expect(provider.statusCode).toBe(422);
    expect(provider.json().errors.provider_id).toEqual(['Öğe bulunamadı.']);
    const cluster = await t.call(t.worker, 'GET', `/reports/review-detail?cluster_id=${t.other.clusterId}`);
    expect([403, 404]).toContain(cluster.statusCode);
    const sort = await t.call(t.worker, 'GET', `/reports/review-detail?${own()}&order_by=password`);
    expect(sort.statusCode).toBe(422);
    const perPage = await t.call(t.worker, 'GET', `/reports/review-detail?${own()}&per_page=5000`);
    expect(perPage.statusCode).toBe(422);
    const month = await t.call(t.worker, 'GET', `/reports/review-detail?${own()}&month=2025-13`);
    expect(month.statusCode).toBe(422);
  });

  it('lists every item line with its invoice’s paid and open amounts, paged, sorted and filtered by month', async () => {
    const first = await get(`/reports/review-detail?${own()}&${YEAR}&per_page=2&order_by=amount&order=desc`);
    expect(first.meta).toMatchObject({ total: 4, last_page: 2, totals: { amount: 2500 } });
    expect(
      (first.data as unknown as Row[]).map((r) => [r.bill_no, r.amount, r.invoice_amount, r.paid, r.open]),
    ).toEqual([
      ['E-1', 1200, 1200, 500, 700],
      ['A-1', 900, 1000, 0, 1000],
    ]);
    const june = await get(`/reports/review-detail?${own()}&${YEAR}&month=2025-06`);
    expect(
      (june.data as unknown as Row[]).map((r) => [r.expense_type_name, r.child_expense_type_name, r.amount]),
    ).toEqual([
      ['Bakım Onarım', null, 900],
      ['Enerji Giderleri', 'Elektrik', 100],
    ]);
  });

  it('sums the items by type and child type over the months, equal to the journal’s expense debits', async () => {
    const { data, meta } = await get(`/reports/expense-detail?${own()}&${YEAR}`);
    expect(meta.months).toHaveLength(12);
    const rows = data as unknown as Row[];
    expect(rows.map((r) => [r.key, r.expense_type_name, r.child_expense_type_name, r.total])).toEqual([
      [`expense_type:${ids.maintenance}`, 'Bakım Onarım', null, 900],
      [`expense_type:${ids.electricity}`, 'Enerji Giderleri', 'Elektrik', 1600],
    ]);
    expect(rows[1]?.months).toEqual([0, 0, 1200, 0, 0, 100, 0, 0, 0, 0, 0, 300]);
    expect(meta.month_totals).toEqual([0, 0, 1200, 0, 0, 1000, 0, 0, 0, 0, 0, 300]);
    expect(meta.total).toBe(await journalExpenses());
    const sheet = await exportedSheet(
      t.app,
      await t.call(t.worker, 'GET', `/reports/expense-detail?${own()}&${YEAR}&export=1`),
    );
    const rowsOut: unknown[][] = [];
    sheet.eachRow((row) => {
      rowsOut.push((row.values as unknown[]).slice(1));
    });
    const total = rowsOut.find((r) => r[0] === 'Toplam') as unknown[];
    expect(total[total.length - 1]).toBe(2500);
  });
});
