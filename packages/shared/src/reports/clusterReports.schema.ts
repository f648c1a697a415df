import { z } from 'zod';
import * as messages from '../common/messages';
import { dateText, exportFileSchema, lira, listMetaSchema } from '../common/responses';
import { idParam } from '../common/zodRules';
import { monthText, reportMeta, reportParams, unknownReportParameter } from './reportQuery.schema';

/**
 * The complex reports (Denetim Kurulu Raporu, İşletme Projesi Kalemleri, İşletme Hesap Özeti), the review
 * reports (İnceleme Raporu and its detail) and the expense detail sums (Gider Detay Toplamları). Every query is
 * `reportParams` plus the report's own filters; money is integer kuruş on the server and lira in JSON.
 */

const percent = z.number().nullable().meta({ description: 'Percent, one decimal' });

// Denetim Kurulu Raporu (KMK art. 41)

export const auditQuerySchema = z.strictObject(reportParams, unknownReportParameter);
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** A safe, bank account or card clearing account: balance before the period, money in and out, balance at its end. */
export const auditCashRow = z.object({
  key: z.string(),
  kind: z.enum(['safe', 'bank_account', 'card_clearing']),
  account_id: z.number().int().nullable(),
  cluster_name: z.string(),
  name: z.string(),
  opening: lira,
  inflow: lira,
  outflow: lira,
  closing: lira,
});
/** An income or expense type's accrued amount in the period; `type_id` null is 'Diğer Gelirler'. */
export const auditTypeRow = z.object({
  key: z.string(),
  type_id: z.number().int().nullable(),
  name: z.string(),
  amount: lira,
});
export const auditPayableRow = z.object({
  provider_id: z.number().int(),
  cluster_name: z.string(),
  name: z.string(),
  balance: lira,
});
/**
 * Open debts at the period's end by age (days past `due_on` at `date_to`), the credit (advances) collections
 * left unallocated, and the receivables of the journal they reconcile with: `open_debts − advances + other =
 * journal_total`; `other` is what no debt or collection explains (lines posted to receivables by hand).
 */
export const auditReceivables = z.object({
  not_due: lira,
  days_0_30: lira,
  days_31_60: lira,
  days_61_90: lira,
  days_over_90: lira,
  open_debts: lira,
  advances: lira,
  other: lira,
  total: lira,
  journal_total: lira,
});
export const auditEnforcements = z.object({ count: z.number().int(), left_amount: lira });
export const auditTotals = z.object({
  opening: lira,
  inflow: lira,
  outflow: lira,
  closing: lira,
  income: lira,
  expense: lira,
  result: lira,
  payables: lira,
});
export const auditReport = z.object({
  cash: z.array(auditCashRow),
  income: z.array(auditTypeRow),
  expense: z.array(auditTypeRow),
  receivables: auditReceivables,
  payables: z.array(auditPayableRow),
  enforcements: auditEnforcements,
  totals: auditTotals,
});
export type AuditReport = z.infer<typeof auditReport>;
export const auditAnswer = z.union([z.object({ data: auditReport, meta: reportMeta }), exportFileSchema]);

// İşletme Projesi Kalemleri / İşletme Hesap Özeti

export const projectReportQuerySchema = z.strictObject(
  { ...reportParams, budget_id: idParam.optional() },
  unknownReportParameter,
);
export type ProjectReportQuery = z.infer<typeof projectReportQuerySchema>;

export const projectReportMeta = reportMeta.extend({
  budget: z.object({
    id: z.number().int(),
    name: z.string(),
    status: z.string(),
    starts_on: monthText,
    ends_on: monthText,
  }),
  months: z.array(z.string()),
});

/** One expense type: its yearly budget against what was booked (accrual), month by month. */
export const projectItemRow = z.object({
  expense_type_id: z.number().int(),
  name: z.string(),
  budget: lira,
  actual: lira,
  remaining: lira,
  used_percent: percent,
  overrun: z.boolean(),
  budget_months: z.array(lira),
  actual_months: z.array(lira),
});
export type ProjectItemRow = z.infer<typeof projectItemRow>;
export const projectItemsTotals = projectItemRow.omit({ expense_type_id: true, name: true });
export const projectItemsAnswer = z.union([
  z.object({
    data: z.array(projectItemRow),
    meta: projectReportMeta.extend({ totals: projectItemsTotals }),
  }),
  exportFileSchema,
]);

/** One income type: accrued in the budget's months and collected (allocations of the months' collections). */
export const projectIncomeRow = z.object({
  key: z.string(),
  type_id: z.number().int().nullable(),
  name: z.string(),
  accrued: lira,
  collected: lira,
});
export const projectMonthRow = z.object({
  month: z.string(),
  income: lira,
  collected: lira,
  budget: lira,
  expense: lira,
  result: lira,
});
export const projectStatement = z.object({
  income: z.array(projectIncomeRow),
  months: z.array(projectMonthRow),
  totals: z.object({
    income: lira,
    collected: lira,
    /** All money collected in the months, credit included. */
    collections: lira,
    /** The dues the budget plans: an işletme projesi is set so that dues cover its expenses (KMK art. 37). */
    planned_income: lira,
    budget: lira,
    expense: lira,
    result: lira,
    budget_result: lira,
  }),
});
export type ProjectStatement = z.infer<typeof projectStatement>;
export const projectStatementAnswer = z.union([
  z.object({ data: projectStatement, meta: projectReportMeta }),
  exportFileSchema,
]);

// İnceleme Raporu, its detail and Gider Detay Toplamları

const reviewFilters = {
  expense_type_id: idParam.optional(),
  provider_id: idParam.optional(),
};
export const reviewQuerySchema = z.strictObject({ ...reportParams, ...reviewFilters }, unknownReportParameter);
export type ReviewQuery = z.infer<typeof reviewQuerySchema>;

const pageInteger = z.coerce
  .number({ error: messages.required })
  .int({ error: messages.digitsOnly })
  .min(1, { error: messages.minValue(1) });
export const REVIEW_DETAIL_SORTS = ['billed_on', 'bill_no', 'provider_name', 'expense_type_name', 'amount'] as const;
export const reviewDetailQuerySchema = z.strictObject(
  {
    ...reportParams,
    ...reviewFilters,
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: messages.date })
      .optional(),
    page: pageInteger.default(1),
    per_page: pageInteger.max(1000, { error: messages.maxValue(1000) }).default(100),
    order_by: z.enum(REVIEW_DETAIL_SORTS, { error: 'Bu alana göre sıralanamaz.' }).default('billed_on'),
    order: z.enum(['asc', 'desc'], { error: 'Sıralama yönü asc veya desc olmalıdır.' }).default('asc'),
  },
  unknownReportParameter,
);
export type ReviewDetailQuery = z.infer<typeof reviewDetailQuerySchema>;

/** A provider's invoices of one expense type: item count, amount and share (%) of the whole. */
export const reviewProviderRow = z.object({
  provider_id: z.number().int(),
  name: z.string(),
  count: z.number().int(),
  amount: lira,
  share: percent,
});
export const reviewTypeRow = reviewProviderRow.omit({ provider_id: true }).extend({
  expense_type_id: z.number().int(),
  providers: z.array(reviewProviderRow),
});
export type ReviewTypeRow = z.infer<typeof reviewTypeRow>;
export const reviewAnswer = z.union([
  z.object({
    data: z.array(reviewTypeRow),
    meta: reportMeta.extend({ totals: z.object({ count: z.number().int(), amount: lira }) }),
  }),
  exportFileSchema,
]);

/** One invoice item; `paid` and `open` are its invoice's (payments up to `date_to`). */
export const reviewDetailRow = z.object({
  id: z.number().int(),
  invoice_id: z.number().int(),
  billed_on: dateText,
  bill_no: z.string().nullable(),
  provider_name: z.string(),
  expense_type_name: z.string(),
  child_expense_type_name: z.string().nullable(),
  description: z.string().nullable(),
  amount: lira,
  invoice_amount: lira,
  paid: lira,
  open: lira,
});
export type ReviewDetailRow = z.infer<typeof reviewDetailRow>;
export const reviewDetailAnswer = z.union([
  z.object({
    data: z.array(reviewDetailRow),
    meta: listMetaSchema.extend(reportMeta.shape).extend({ totals: z.object({ amount: lira }) }),
  }),
  exportFileSchema,
]);

export const expenseDetailQuerySchema = reviewQuerySchema;
/** An expense type (or one of its child types) month by month; `key` is the journal account it books to. */
export const expenseDetailRow = z.object({
  key: z.string(),
  expense_type_id: z.number().int(),
  expense_type_name: z.string(),
  child_expense_type_id: z.number().int().nullable(),
  child_expense_type_name: z.string().nullable(),
  months: z.array(lira),
  total: lira,
});
export type ExpenseDetailRow = z.infer<typeof expenseDetailRow>;
export const expenseDetailAnswer = z.union([
  z.object({
    data: z.array(expenseDetailRow),
    meta: reportMeta.extend({ months: z.array(z.string()), month_totals: z.array(lira), total: lira }),
  }),
  exportFileSchema,
]);
