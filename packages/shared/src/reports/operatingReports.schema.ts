import { z } from 'zod';
import * as messages from '../common/messages';
import { exportFileSchema, lira } from '../common/responses';
import { dateField, requiredString } from '../common/zodRules';
import { reportMeta, reportParams, unknownReportParameter } from './reportQuery.schema';

/**
 * The operating reports (Raporlar → Faaliyet): income and expense by type and month, on a cash basis (what came
 * into and went out of the bank accounts and safes) or an accrual basis (what the journal charged and invoiced).
 */
export const OPERATING_BASES = ['cash', 'accrual'] as const;
export type OperatingBasis = (typeof OPERATING_BASES)[number];

const basis = z.enum(OPERATING_BASES, { error: 'Esas nakit veya tahakkuk olmalıdır.' });
const compare = z.enum(['previous'], { error: 'Karşılaştırma yalnızca önceki dönem olabilir.' });

/** `GET reports/income-expense`, `reports/income`, `reports/expense`. */
export const operatingReportQuerySchema = z.strictObject(
  { ...reportParams, basis: basis.default('accrual'), compare: compare.optional() },
  unknownReportParameter,
);
export type OperatingReportQuery = z.infer<typeof operatingReportQuerySchema>;

/** `GET reports/income-expense-review`: always on an accrual basis. */
export const incomeExpenseReviewQuerySchema = z.strictObject(
  { ...reportParams, compare: compare.optional() },
  unknownReportParameter,
);
export type IncomeExpenseReviewQuery = z.infer<typeof incomeExpenseReviewQuerySchema>;

/**
 * One line of a report: an income or expense type (`income_type:3`, `expense_type:7`, `other_income:2`, which
 * is also its ledger account), or a line no account stands for (`advance`, `opening_debts`, `refunds`).
 * `months` follow `meta.months`. On the income and expense reports a child type has its parent's key in
 * `parent_key` and the parent's figures include it.
 */
export const operatingRow = z.object({
  key: z.string(),
  section: z.enum(['income', 'expense']),
  name: z.string(),
  parent_key: z.string().nullable(),
  /** The ledger account behind the line (drill-down), or null. */
  account: z.string().nullable(),
  months: z.array(lira),
  total: lira,
  /** With `compare=previous`: the previous period of the same length, and total − previous. */
  previous: lira.optional(),
  difference: lira.optional(),
  /** The review report's comment for the line and period (null: none). */
  comment: z.string().nullable().optional(),
});
export type OperatingRow = z.infer<typeof operatingRow>;

const totals = z.object({ income: lira, expense: lira, net: lira });

/** A part of 'Farkın Açıklaması': the parts of a section sum exactly to accrual − cash. */
export const differencePart = z.object({ key: z.string(), name: z.string(), amount: lira });

export const operatingMeta = reportMeta.extend({
  months: z.array(z.string()),
  basis: z.enum(OPERATING_BASES),
  totals,
  /** Sum of each month's column, income and expense. */
  month_totals: z.object({ income: z.array(lira), expense: z.array(lira) }),
  previous: z.object({ date_from: z.string(), date_to: z.string(), totals }).nullable().optional(),
  /** Cash basis: income − expense against the change of the bank accounts and safes (transfers left out). */
  reconciliation: z.object({ net: lira, bank_safe_change: lira, difference: lira, explanation: z.string() }).optional(),
  /** Accrual basis: accrual − cash, and the parts that make up each difference. */
  difference: z
    .object({
      cash_income: lira,
      cash_expense: lira,
      income: lira,
      expense: lira,
      income_parts: z.array(differencePart),
      expense_parts: z.array(differencePart),
    })
    .optional(),
  /** Review report: comments can be written (a complex's report over a period with a start). */
  commentable: z.boolean().optional(),
});
export type OperatingMeta = z.infer<typeof operatingMeta>;

export const operatingReportAnswer = z.union([
  z.object({ data: z.array(operatingRow), meta: operatingMeta }),
  exportFileSchema,
]);
export type OperatingReportData = { data: OperatingRow[]; meta: OperatingMeta };

export const REPORT_COMMENT_MAX = 1000;

/** `PUT clusters/{id}/report-comments`: an empty comment deletes the line's comment. */
export const reportCommentBodySchema = z.strictObject({
  report: z.enum(['income-expense-review'], { error: 'Rapor bulunamadı.' }),
  line_key: requiredString(100),
  date_from: dateField(),
  date_to: dateField(),
  comment: z
    .string()
    .trim()
    .max(REPORT_COMMENT_MAX, { error: messages.maxLength(REPORT_COMMENT_MAX) })
    .nullable()
    .optional(),
});
export type ReportCommentBody = z.infer<typeof reportCommentBodySchema>;

export const reportCommentAnswer = z.object({
  data: z
    .object({
      id: z.number().int(),
      line_key: z.string(),
      date_from: z.string(),
      date_to: z.string(),
      comment: z.string(),
    })
    .nullable(),
});
