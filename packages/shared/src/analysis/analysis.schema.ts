import { z } from 'zod';
import { dateText, exportFileSchema, lira } from '../common/responses';
import { dateField } from '../common/zodRules';
import { reportMeta, reportParams, unknownReportParameter } from '../reports/reportQuery.schema';

/**
 * Analiz: pivot tables over five data sets and the financial status at a date. A pivot groups the data set by
 * up to two row and two column dimensions and answers flat cells with their totals (integer kuruş inside,
 * lira in JSON).
 */
export const PIVOT_DATASETS = [
  'expenses',
  'expense-payments',
  'income-type-house-user',
  'monthly-house-user',
  'assessments',
] as const;
export type PivotDataset = (typeof PIVOT_DATASETS)[number];

export const PIVOT_DIMENSIONS = [
  'expense_type',
  'child_expense_type',
  'provider',
  'assessment',
  'income_type',
  'block',
  'house',
  'resident',
  'month',
  'year',
] as const;
export type PivotDimension = (typeof PIVOT_DIMENSIONS)[number];

/** The dimensions each data set may be grouped by, in the order pickers offer them. */
export const PIVOT_DATASET_DIMENSIONS: Record<PivotDataset, readonly PivotDimension[]> = {
  expenses: ['expense_type', 'child_expense_type', 'provider', 'month', 'year'],
  'expense-payments': ['expense_type', 'child_expense_type', 'provider', 'month', 'year'],
  'income-type-house-user': ['income_type', 'block', 'house', 'resident', 'month', 'year'],
  'monthly-house-user': ['block', 'house', 'resident', 'month', 'year'],
  assessments: ['assessment', 'income_type', 'block', 'house', 'resident', 'month', 'year'],
};

export const PIVOT_VALUES = ['sum', 'count', 'charged', 'collected', 'balance'] as const;
export type PivotValue = (typeof PIVOT_VALUES)[number];

/** The values each data set offers: an amount or a count; the monthly one its three amounts. */
export const PIVOT_DATASET_VALUES: Record<PivotDataset, readonly PivotValue[]> = {
  expenses: ['sum', 'count'],
  'expense-payments': ['sum', 'count'],
  'income-type-house-user': ['sum', 'count'],
  'monthly-house-user': ['charged', 'collected', 'balance'],
  assessments: ['sum', 'count'],
};

/** What the screen opens with. */
export const PIVOT_DEFAULTS: Record<
  PivotDataset,
  { rows: PivotDimension[]; columns: PivotDimension[]; value: PivotValue }
> = {
  expenses: { rows: ['expense_type'], columns: ['month'], value: 'sum' },
  'expense-payments': { rows: ['expense_type'], columns: ['month'], value: 'sum' },
  'income-type-house-user': { rows: ['house', 'resident'], columns: ['income_type'], value: 'sum' },
  'monthly-house-user': { rows: ['house', 'resident'], columns: ['month'], value: 'balance' },
  assessments: { rows: ['assessment'], columns: ['month'], value: 'sum' },
};

/** The largest table a pivot draws. */
export const PIVOT_MAX_ROWS = 500;
export const PIVOT_MAX_COLUMNS = 60;
export const pivotTooLarge = 'Tablo çok büyük; daha az boyut veya daha kısa dönem seçin.';

const dimensionError = 'Geçerli bir boyut seçiniz.';
/** What a query says for no dimension at all (an empty parameter is dropped on the way). */
export const PIVOT_NO_DIMENSION = 'none';
const dimensionList = z
  .string()
  .max(200)
  .transform((text) => (text === '' || text === PIVOT_NO_DIMENSION ? [] : text.split(',')))
  .pipe(
    z.array(z.enum(PIVOT_DIMENSIONS, { error: dimensionError })).max(2, { error: 'En fazla 2 boyut seçilebilir.' }),
  );

/** `GET analysis/pivot/{dataset}`: `rows` and `columns` are comma lists of dimensions (each at most 2) or 'none'. */
export const pivotQuerySchema = z.strictObject(
  {
    ...reportParams,
    rows: dimensionList.optional(),
    columns: dimensionList.optional(),
    value: z.enum(PIVOT_VALUES, { error: 'Geçerli bir değer seçiniz.' }).optional(),
  },
  unknownReportParameter,
);
export type PivotQuery = z.infer<typeof pivotQuerySchema>;
export const pivotParamsSchema = z.object({ dataset: z.enum(PIVOT_DATASETS) });

/** One cell: the keys and labels of its row and column, its amount (the chosen measure) and its count. */
export const pivotCell = z.object({
  row_keys: z.array(z.string()),
  row: z.array(z.string()),
  column_keys: z.array(z.string()),
  column: z.array(z.string()),
  amount: lira,
  count: z.number().int(),
});
export type PivotCell = z.infer<typeof pivotCell>;

/** A row or column header: its keys (ids or 'YYYY-MM'), joined by '|' as `key`, and their labels. */
export const pivotHeader = z.object({ key: z.string(), keys: z.array(z.string()), labels: z.array(z.string()) });
export type PivotHeader = z.infer<typeof pivotHeader>;
const pivotTotal = z.object({ amount: lira, count: z.number().int() });

export const pivotAnswer = z.union([
  z.object({
    data: z.array(pivotCell),
    meta: reportMeta.extend({
      dataset: z.enum(PIVOT_DATASETS),
      rows: z.array(z.enum(PIVOT_DIMENSIONS)),
      columns: z.array(z.enum(PIVOT_DIMENSIONS)),
      value: z.enum(PIVOT_VALUES),
      row_headers: z.array(pivotHeader),
      column_headers: z.array(pivotHeader),
      totals: z.object({
        rows: z.record(z.string(), pivotTotal),
        columns: z.record(z.string(), pivotTotal),
        grand: pivotTotal,
      }),
    }),
  }),
  exportFileSchema,
]);
export type PivotAnswer = z.infer<typeof pivotAnswer>;

/** `GET analysis/financial-status`: the position at `date` (default today). */
export const financialStatusQuerySchema = z.strictObject(
  {
    cluster_id: reportParams.cluster_id,
    company_id: reportParams.company_id,
    date: dateField().optional(),
    export: reportParams.export,
    export_type: reportParams.export_type,
  },
  unknownReportParameter,
);
export type FinancialStatusQuery = z.infer<typeof financialStatusQuerySchema>;

/** A line of the status: an account (a safe, a bank account, a supplier) and its balance. */
export const financialStatusLine = z.object({ key: z.string(), name: z.string(), amount: lira });
export type FinancialStatusLine = z.infer<typeof financialStatusLine>;

export const RECEIVABLE_AGES = ['not_due', 'days_0_30', 'days_31_60', 'days_61_90', 'days_90_plus'] as const;
export type ReceivableAge = (typeof RECEIVABLE_AGES)[number];

export const financialStatus = z.object({
  date: dateText,
  assets: z.object({
    cash: z.array(financialStatusLine),
    banks: z.array(financialStatusLine),
    card_clearing: lira,
    /** Open debts by days overdue at the date. */
    receivables: z.object({
      not_due: lira,
      days_0_30: lira,
      days_31_60: lira,
      days_61_90: lira,
      days_90_plus: lira,
      total: lira,
    }),
    /** Suppliers paid ahead of their invoices (debit balances). */
    supplier_advances: lira,
    total: lira,
  }),
  liabilities: z.object({
    /** Suppliers owed (credit balances), each as a positive amount. */
    suppliers: z.array(financialStatusLine),
    /** Collections not yet allocated to any debt. */
    resident_credits: lira,
    total: lira,
  }),
  net: lira,
  /** The journal's receivables (house and resident accounts) at the date: receivables minus credits. */
  journal_receivables: lira,
});
export type FinancialStatus = z.infer<typeof financialStatus>;

export const financialStatusAnswer = z.union([z.object({ data: financialStatus, meta: reportMeta }), exportFileSchema]);
export type FinancialStatusAnswer = z.infer<typeof financialStatusAnswer>;
