import {
  PIVOT_DATASET_DIMENSIONS,
  PIVOT_DATASET_VALUES,
  PIVOT_DEFAULTS,
  PIVOT_MAX_COLUMNS,
  PIVOT_MAX_ROWS,
  type PivotDataset,
  type PivotDimension,
  type PivotHeader,
  type PivotQuery,
  pivotTooLarge,
} from '@site/shared';
import type { Db } from '../../../db/connection';
import type { AuthContext } from '../../../http/authContext';
import { HttpError } from '../../../http/errors';
import type { ExportColumn } from '../../../http/export/exportList';
import { exportReport, reportMetaOf, reportPeriod, reportScope, wantsExport } from '../../../kernel/reportScope';
import type { FileStorage } from '../../../storage/fileStorage';
import { type PivotGroup, pivotGroups } from './pivot.repository';
import { labelsOf, monthName } from './pivotLabels';

const TITLES: Record<PivotDataset, string> = {
  expenses: 'Gider Pivot Tablosu',
  'expense-payments': 'Gider Ödemeleri Pivot Tablosu',
  'income-type-house-user': 'Gelir Türü / Konut / Sakin Analizi',
  'monthly-house-user': 'Aylık Konut / Sakin Analizi',
  assessments: 'Borçlandırma Analizi',
};

const DIMENSION_NAMES: Record<PivotDimension, string> = {
  expense_type: 'Gider Türü',
  child_expense_type: 'Alt Gider Türü',
  provider: 'Tedarikçi',
  assessment: 'Borçlandırma',
  income_type: 'Gelir Türü',
  block: 'Blok',
  house: 'Konut',
  resident: 'Sakin',
  month: 'Ay',
  year: 'Yıl',
};

const unprocessable = (field: string, message: string) => new HttpError(422, message, { [field]: [message] });

/** The dimensions and value asked for, each checked against the data set's list. */
function configOf(dataset: PivotDataset, q: PivotQuery) {
  const defaults = PIVOT_DEFAULTS[dataset];
  const rows = q.rows ?? defaults.rows;
  const columns = q.columns ?? defaults.columns;
  const value = q.value ?? defaults.value;
  const allowed = PIVOT_DATASET_DIMENSIONS[dataset];
  for (const [field, dims] of [
    ['rows', rows],
    ['columns', columns],
  ] as const) {
    const bad = dims.find((d) => !allowed.includes(d));
    if (bad) throw unprocessable(field, `Bu analizde '${DIMENSION_NAMES[bad]}' boyutu kullanılamaz.`);
  }
  if (new Set([...rows, ...columns]).size < rows.length + columns.length)
    throw unprocessable('columns', 'Bir boyut satırlarda ve sütunlarda yalnızca bir kez seçilebilir.');
  if (!PIVOT_DATASET_VALUES[dataset].includes(value))
    throw unprocessable('value', 'Bu analizde bu değer gösterilemez.');
  return { rows, columns, value };
}

type Header = PivotHeader;

/** Sorts headers: months and years in time order, names the Turkish way with door numbers in natural order. */
const compareHeaders = (dims: PivotDimension[]) => (a: Header, b: Header) => {
  for (let i = 0; i < dims.length; i++) {
    const timely = dims[i] === 'month' || dims[i] === 'year';
    const x = timely ? (a.keys[i] ?? '') : (a.labels[i] ?? '');
    const y = timely ? (b.keys[i] ?? '') : (b.labels[i] ?? '');
    const order = timely ? x.localeCompare(y) : x.localeCompare(y, 'tr', { numeric: true, sensitivity: 'base' });
    if (order !== 0) return order;
  }
  return a.key.localeCompare(b.key);
};

const measureOf = (value: string) => (g: PivotGroup) =>
  value === 'collected' ? g.collected : value === 'balance' ? g.amount - g.collected : g.amount;

/** The pivot of a data set: cells, their headers in order and exact totals (kuruş), or the table as a file. */
export async function pivot(db: Db, files: FileStorage, auth: AuthContext, dataset: PivotDataset, q: PivotQuery) {
  const config = configOf(dataset, q);
  const scope = await reportScope(db, auth, q);
  const period = await reportPeriod(db, scope, q);
  const dims = [...config.rows, ...config.columns];
  const groups = await pivotGroups(db, dataset, scope.clusterIds, period, dims);
  // Too large a table is refused before its names are read.
  const distinct = (from: number, to: number) => new Set(groups.map((g) => g.keys.slice(from, to).join('|'))).size;
  if (distinct(0, config.rows.length) > PIVOT_MAX_ROWS || distinct(config.rows.length, dims.length) > PIVOT_MAX_COLUMNS)
    throw new HttpError(422, pivotTooLarge, { rows: [pivotTooLarge] });
  const labels = await labelsOf(
    db,
    dims,
    dims.map((_, i) => groups.map((g) => g.keys[i] ?? '')),
    scope.clusterId === null,
  );
  const split = (g: PivotGroup) => {
    const rowKeys = g.keys.slice(0, config.rows.length);
    const columnKeys = g.keys.slice(config.rows.length);
    const rowLabels = rowKeys.map((k, i) => labels[i]?.get(k) ?? k);
    const columnLabels = columnKeys.map((k, i) => labels[config.rows.length + i]?.get(k) ?? k);
    return { rowKeys, columnKeys, rowLabels, columnLabels };
  };
  const measure = measureOf(config.value);
  const rowHeaders = new Map<string, Header>();
  const columnHeaders = new Map<string, Header>();
  const rowTotals: Record<string, { amount: number; count: number }> = {};
  const columnTotals: Record<string, { amount: number; count: number }> = {};
  const grand = { amount: 0, count: 0 };
  const data = groups.map((g) => {
    const s = split(g);
    const rowKey = s.rowKeys.join('|');
    const columnKey = s.columnKeys.join('|');
    rowHeaders.set(rowKey, { key: rowKey, keys: s.rowKeys, labels: s.rowLabels });
    columnHeaders.set(columnKey, { key: columnKey, keys: s.columnKeys, labels: s.columnLabels });
    const amount = measure(g);
    for (const [totals, key] of [
      [rowTotals, rowKey],
      [columnTotals, columnKey],
    ] as const) {
      const total = totals[key] ?? { amount: 0, count: 0 };
      total.amount += amount;
      total.count += g.count;
      totals[key] = total;
    }
    grand.amount += amount;
    grand.count += g.count;
    return {
      row_keys: s.rowKeys,
      row: s.rowLabels,
      column_keys: s.columnKeys,
      column: s.columnLabels,
      amount,
      count: g.count,
    };
  });
  const row_headers = [...rowHeaders.values()].sort(compareHeaders(config.rows));
  const column_headers = [...columnHeaders.values()].sort(compareHeaders(config.columns));
  const totals = { rows: rowTotals, columns: columnTotals, grand };

  if (wantsExport(q)) {
    const byCell = new Map(data.map((c) => [`${c.row_keys.join('|')}\u0000${c.column_keys.join('|')}`, c]));
    const kind = config.value === 'count' ? ('number' as const) : ('money' as const);
    const pick = (x: { amount: number; count: number } | undefined) =>
      x === undefined ? null : config.value === 'count' ? x.count : x.amount;
    const headerText = (h: Header) =>
      h.labels.map((l, i) => (config.columns[i] === 'month' ? monthName(h.keys[i] ?? l) : l)).join(' / ') || 'Toplam';
    const columns: ExportColumn[] = [
      ...config.rows.map((d, i) => ({ key: `r${i}`, header: DIMENSION_NAMES[d] })),
      ...column_headers.map((h, i) => ({ key: `c${i}`, header: headerText(h), kind })),
      // Without column dimensions the one column is the total already.
      ...(config.columns.length ? [{ key: 'total', header: 'Toplam', kind }] : []),
    ];
    const lines = row_headers.map((h) => ({
      ...Object.fromEntries(h.labels.map((l, i) => [`r${i}`, config.rows[i] === 'month' ? monthName(l) : l])),
      ...Object.fromEntries(column_headers.map((c, i) => [`c${i}`, pick(byCell.get(`${h.key}\u0000${c.key}`))])),
      total: pick(rowTotals[h.key]),
    }));
    const footer: Record<string, number> = {
      ...Object.fromEntries(column_headers.map((c, i) => [`c${i}`, pick(columnTotals[c.key]) ?? 0])),
      total: pick(grand) ?? 0,
    };
    if (config.rows.length === 0) columns.unshift({ key: 'r0', header: '' });
    // A PDF prints the totals as its footer row; a spreadsheet has them as its last row.
    const pdf = q.export_type === 'pdf';
    return exportReport(db, files, scope, period, {
      type: q.export_type,
      title: TITLES[dataset],
      columns,
      rows: pdf ? lines : [...lines, { r0: 'Toplam', ...footer }],
      totals: pdf ? footer : undefined,
    });
  }
  return {
    data,
    meta: {
      ...reportMetaOf(scope, period),
      dataset,
      rows: config.rows,
      columns: config.columns,
      value: config.value,
      row_headers,
      column_headers,
      totals,
    },
  };
}
