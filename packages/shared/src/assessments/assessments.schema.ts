import { z } from 'zod';
import { ASSESSMENT_TYPES, PARAMETERS, SPLIT_METHODS } from '../accounting/accounting.schema';
import { dateText, lira, listAnswerOf, listMetaSchema, rowId, timestamp } from '../common/responses';
import { ENFORCEMENT_FEE_POLICIES } from '../definitions/definitions.schema';

// What the assessments area answers: assessments (dues), their lines (debts) and the preview before saving.
// The payloads are in accounting/accounting.schema.ts.

/** Opening balances (devir) are assessments too, written by transfer-due, never by the assessment form. */
export const ASSESSMENT_ROW_TYPES = [...ASSESSMENT_TYPES, 'transfer_due'] as const;
/** What a line (debt) charges: dues, a late fee on a due, an opening balance, or a refund ('Diğer Gider'). */
export const DEBT_KINDS = ['assessment', 'late_fee', 'transfer_due', 'payback'] as const;

const optionalId = rowId.nullable();

/** A house type's amount of a split by house type (an assessment's or a recurring due's), in lira. */
export const typeAmountRow = z.object({ house_type_id: rowId, amount: lira });

export const assessmentRow = z.object({
  id: rowId,
  cluster_id: rowId,
  assessment_type: z.enum(ASSESSMENT_ROW_TYPES),
  income_type_id: optionalId,
  income_type_name: z.string().nullable(),
  description: z.string().nullable(),
  split_method: z.enum(SPLIT_METHODS).nullable(),
  parameter: z.enum(PARAMETERS).nullable(),
  debitor_type_id: z.number().int(),
  calculation_type_id: z.number().int(),
  block_ids: z.array(rowId).nullable(),
  include_empty: z.boolean(),
  amount_type_id: z.number().int(),
  amount: lira.nullable(),
  house_amounts: z.array(z.object({ house_id: rowId, amount: lira })).nullable(),
  type_amounts: z.array(typeAmountRow).nullable(),
  starts_on: dateText,
  months: z.number().int(),
  total: lira,
  paid: lira,
  line_count: z.number().int(),
  periodical_assessment_id: optionalId,
  /** The month (YYYY-MM) of a periodical assessment's charge. */
  period: z.string().nullable(),
  transaction_id: optionalId,
  created_by: optionalId,
  created_at: timestamp,
  updated_at: timestamp,
});
export type Assessment = z.infer<typeof assessmentRow>;

/** The assessments list, its footer summing what was charged and what was collected. */
export const assessmentListAnswer = listAnswerOf(
  assessmentRow,
  listMetaSchema.extend({ totals: z.object({ total: lira, paid: lira }) }),
);

/** One stretch of days a late fee counts, in kuruş as it is stored. */
const feeLine = z.object({
  from: dateText,
  to: dateText,
  days: z.number().int(),
  principal: z.number().int(),
  amount: z.number().int(),
  text: z.string(),
});

/** How a late fee was computed: the settings it was charged with, its lines and its explanation, in Turkish. */
export const lateFeeComputation = z.object({
  method: z.number().int(),
  rate_bp: z.number().int(),
  grace_days: z.number().int(),
  lines: z.array(feeLine),
  text: z.string(),
  /** Only on a fee charged after an enforcement case covering its debt closed. */
  enforcement: z.object({ closed_on: dateText, policy: z.enum(ENFORCEMENT_FEE_POLICIES), text: z.string() }).optional(),
});
export type LateFeeComputation = z.infer<typeof lateFeeComputation>;

/** A line of an assessment (or a late fee, a refund) with its house, debtor, and what is paid and open of it. */
export const debtRow = z.object({
  id: rowId,
  cluster_id: rowId,
  assessment_id: optionalId,
  house_id: optionalId,
  house_label: z.string().nullable(),
  resident_id: optionalId,
  resident_name: z.string().nullable(),
  income_type_id: optionalId,
  income_type_name: z.string().nullable(),
  kind: z.enum(DEBT_KINDS),
  period: z.string().nullable(),
  amount: lira,
  paid: lira,
  open: lira,
  is_paid: z.boolean(),
  due_on: dateText,
  description: z.string().nullable(),
  /** A late fee's debt, and the month it was charged for. */
  parent_debt_id: optionalId,
  fee_period: z.string().nullable(),
  computation: lateFeeComputation.nullable(),
  transaction_id: optionalId,
  created_at: timestamp,
  updated_at: timestamp,
});
export type Debt = z.infer<typeof debtRow>;

/** Every line of a complex (/assessments/all), its footer summing what was charged and what was paid. */
export const debtListAnswer = listAnswerOf(
  debtRow,
  listMetaSchema.extend({ totals: z.object({ amount: lira, paid: lira }) }),
);

/** An assessment as its panel shows it: with its lines. */
export const assessmentDetailRow = assessmentRow.extend({ lines: z.array(debtRow) });
export type AssessmentDetail = z.infer<typeof assessmentDetailRow>;

const previewPayer = {
  house_id: rowId,
  house_label: z.string(),
  resident_id: optionalId,
  resident_name: z.string().nullable(),
};

/** What an assessment would charge, before it is saved. */
export const assessmentPreviewRow = z.object({
  /** Houses and months already charged with the same income type: the screen asks before charging them again. */
  repeats: z.object({ house_count: z.number().int(), periods: z.array(z.string()) }),
  total: lira,
  house_count: z.number().int(),
  line_count: z.number().int(),
  houses: z.array(z.object({ ...previewPayer, amount: lira })),
  lines: z.array(z.object({ ...previewPayer, due_on: dateText, period: z.string(), amount: lira })),
});
export type AssessmentPreview = z.infer<typeof assessmentPreviewRow>;
