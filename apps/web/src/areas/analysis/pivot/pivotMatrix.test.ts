import { describe, expect, it } from 'vitest';
import { chartSeries, configParams, type PivotData, pivotConfig, swapConfig, toMatrix } from './pivotMatrix';

const header = (key: string) => ({ key, keys: [key], labels: [key === '1' ? 'Elektrik' : key === '2' ? 'Su' : key] });
const answer = (cells: [string, string, number, number][]): PivotData => {
  const rows = [...new Set(cells.map((c) => c[0]))];
  const columns = [...new Set(cells.map((c) => c[1]))].sort();
  const sum = (pick: (c: (typeof cells)[number]) => boolean) => ({
    amount: Math.round(cells.filter(pick).reduce((s, c) => s + c[2] * 100, 0)) / 100,
    count: cells.filter(pick).reduce((s, c) => s + c[3], 0),
  });
  return {
    data: cells.map(([r, c, amount, count]) => ({
      row_keys: [r],
      row: header(r).labels,
      column_keys: [c],
      column: [c],
      amount,
      count,
    })),
    meta: {
      date_from: '2026-01-01',
      date_to: '2026-12-31',
      cluster_id: 1,
      scope_name: 'Kardelen Sitesi',
      dataset: 'expenses',
      rows: ['expense_type'],
      columns: ['month'],
      value: 'sum',
      row_headers: rows.map(header),
      column_headers: columns.map(header),
      totals: {
        rows: Object.fromEntries(rows.map((r) => [r, sum((c) => c[0] === r)])),
        columns: Object.fromEntries(columns.map((k) => [k, sum((c) => c[1] === k)])),
        grand: sum(() => true),
      },
    },
  };
};

describe('pivot configuration in the URL', () => {
  it('opens with the data set’s defaults and keeps only its own dimensions, two at most', () => {
    expect(pivotConfig('expenses', {})).toEqual({ rows: ['expense_type'], columns: ['month'], value: 'sum' });
    expect(
      pivotConfig('expenses', { rows: 'house,provider,year,month', columns: 'provider', value: 'balance' }),
    ).toEqual({ rows: ['provider', 'year'], columns: [], value: 'sum' });
    expect(pivotConfig('monthly-house-user', { value: 'collected', columns: 'none' })).toEqual({
      rows: ['house', 'resident'],
      columns: [],
      value: 'collected',
    });
  });

  it('swaps rows and columns and writes an empty side as none', () => {
    const swapped = swapConfig({ rows: ['expense_type'], columns: [], value: 'count' });
    expect(configParams(swapped)).toEqual({ rows: 'none', columns: 'expense_type', value: 'count' });
    expect(pivotConfig('expenses', configParams(swapped))).toEqual(swapped);
  });
});

describe('pivot matrix', () => {
  const data = answer([
    ['1', '2026-01', 1000.33, 1],
    ['1', '2026-02', 0.1, 2],
    ['2', '2026-02', 0.2, 1],
  ]);

  it('lays the cells out as rows with their totals, empty cells left out', () => {
    const m = toMatrix(data, 'sum');
    expect(m.columns.map((c) => c.key)).toEqual(['2026-01', '2026-02']);
    expect(m.rows).toEqual([
      { key: '1', labels: ['Elektrik'], cells: { '2026-01': 1000.33, '2026-02': 0.1 }, total: 1000.43 },
      { key: '2', labels: ['Su'], cells: { '2026-02': 0.2 }, total: 0.2 },
    ]);
    expect(m.columnTotals).toEqual({ '2026-01': 1000.33, '2026-02': 0.3 });
    expect(m.grand).toBe(1000.63);
    expect(toMatrix(data, 'count').rows[0]?.cells).toEqual({ '2026-01': 1, '2026-02': 2 });
  });

  it('charts the largest rows and sums the rest as Diğer to the kuruş', () => {
    const many = answer(
      Array.from(
        { length: 13 },
        (_, i) => [`r${i}`, '2026-01', i === 12 ? -500 : 0.1 * (i + 1), 1] as [string, string, number, number],
      ),
    );
    const series = chartSeries(toMatrix(many, 'sum'), 'Diğer');
    expect(series).toHaveLength(11);
    // The refund-like −500 is the largest by size; 0,1 + 0,2 + 0,3 (the smallest three) is 0,6 exactly, not 0,6000000000000001.
    expect(series[0]).toEqual({ name: 'r12', data: [-500] });
    expect(series[10]).toEqual({ name: 'Diğer', data: [0.6] });
    expect(chartSeries(toMatrix(data, 'sum'), 'Diğer')).toEqual([
      { name: 'Elektrik', data: [1000.33, 0.1] },
      { name: 'Su', data: [0, 0.2] },
    ]);
  });
});
