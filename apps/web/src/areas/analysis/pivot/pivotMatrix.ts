import {
  PIVOT_DATASET_DIMENSIONS,
  PIVOT_DATASET_VALUES,
  PIVOT_DEFAULTS,
  PIVOT_NO_DIMENSION,
  type PivotAnswer,
  type PivotDataset,
  type PivotDimension,
  type PivotHeader,
  type PivotValue,
} from '@site/shared';

// The pivot screen's pure logic: its configuration in the URL, the API's cells as a table, the chart's series.

export type PivotData = Extract<PivotAnswer, { meta: unknown }>;
export type PivotConfig = { rows: PivotDimension[]; columns: PivotDimension[]; value: PivotValue };

/** The screen of each route. */
export const DATASET_OF_PATH: Record<string, PivotDataset> = {
  '/analysis/expense-pivot': 'expenses',
  '/analysis/expense-payment-pivot': 'expense-payments',
  '/analysis/income-type-house-user': 'income-type-house-user',
  '/analysis/monthly-house-user': 'monthly-house-user',
  '/analysis/assessments': 'assessments',
};

const dimensionsOf = (dataset: PivotDataset, text: string | undefined, fallback: PivotDimension[]) => {
  if (text === undefined) return fallback;
  const allowed = PIVOT_DATASET_DIMENSIONS[dataset];
  const dims = text.split(',').filter((d): d is PivotDimension => (allowed as readonly string[]).includes(d));
  return [...new Set(dims)].slice(0, 2);
};

/**
 * The configuration in the URL (`rows=house,resident&columns=month&value=sum`; 'none' for no dimension),
 * anything the data set does not have dropped, its defaults where the URL says nothing.
 */
export function pivotConfig(dataset: PivotDataset, filters: Record<string, string>): PivotConfig {
  const defaults = PIVOT_DEFAULTS[dataset];
  const rows = dimensionsOf(dataset, filters.rows, defaults.rows);
  const columns = dimensionsOf(dataset, filters.columns, defaults.columns).filter((d) => !rows.includes(d));
  const value = (PIVOT_DATASET_VALUES[dataset] as readonly string[]).includes(filters.value ?? '')
    ? (filters.value as PivotValue)
    : defaults.value;
  return { rows, columns, value };
}

/** The configuration as URL (and API) parameters. */
export const configParams = (config: PivotConfig) => ({
  rows: config.rows.length ? config.rows.join(',') : PIVOT_NO_DIMENSION,
  columns: config.columns.length ? config.columns.join(',') : PIVOT_NO_DIMENSION,
  value: config.value,
});

/** Rows become columns and columns rows. */
export const swapConfig = (config: PivotConfig): PivotConfig => ({
  rows: config.columns,
  columns: config.rows,
  value: config.value,
});

/** A figure of a cell or total: its count, or its amount (lira). */
export const figureOf = (x: { amount: number; count: number } | undefined, value: PivotValue): number =>
  x === undefined ? 0 : value === 'count' ? x.count : x.amount;

export type MatrixRow = {
  key: string;
  labels: string[];
  /** By column key; a missing key is an empty cell. */
  cells: Record<string, number>;
  total: number;
};
export type Matrix = { columns: PivotHeader[]; rows: MatrixRow[]; columnTotals: Record<string, number>; grand: number };

/** The flat cells as a table: one row per row header (in the API's order), one cell per column header. */
export function toMatrix(answer: PivotData, value: PivotValue): Matrix {
  const { meta } = answer;
  const rows = new Map<string, MatrixRow>(
    meta.row_headers.map((h) => [
      h.key,
      { key: h.key, labels: h.labels, cells: {}, total: figureOf(meta.totals.rows[h.key], value) },
    ]),
  );
  for (const cell of answer.data) {
    const row = rows.get(cell.row_keys.join('|'));
    if (row) row.cells[cell.column_keys.join('|')] = figureOf(cell, value);
  }
  return {
    columns: meta.column_headers,
    rows: [...rows.values()],
    columnTotals: Object.fromEntries(
      meta.column_headers.map((h) => [h.key, figureOf(meta.totals.columns[h.key], value)]),
    ),
    grand: figureOf(meta.totals.grand, value),
  };
}

// Lira are summed as kuruş, so that 'Diğer' is exact.
const toCents = (n: number) => Math.round(n * 100);

export type ChartSeries = { name: string; data: number[] };

/**
 * The chart's stacks: the `top` rows of the largest totals (by size, whatever the sign), each a series of its
 * values per column; the other rows summed into one series named `otherName`.
 */
export function chartSeries(matrix: Matrix, otherName: string, top = 10): ChartSeries[] {
  const ranked = [...matrix.rows].sort((a, b) => Math.abs(b.total) - Math.abs(a.total));
  const valuesOf = (row: MatrixRow) => matrix.columns.map((c) => row.cells[c.key] ?? 0);
  const series = ranked.slice(0, top).map((row) => ({ name: row.labels.join(' / '), data: valuesOf(row) }));
  const rest = ranked.slice(top);
  if (rest.length) {
    const cents = matrix.columns.map((c) => rest.reduce((sum, row) => sum + toCents(row.cells[c.key] ?? 0), 0));
    series.push({ name: otherName, data: cents.map((c) => c / 100) });
  }
  return series;
}
