import { z } from 'zod';
import { SPLIT_METHODS } from '../accounting/accounting.schema';
import { typeAmountRow } from '../assessments/assessments.schema';
import { dateText, lira, rowId, timestamp } from '../common/responses';

/** A month as a periodical assessment names it, `YYYY-MM`. */
const month = z.string().meta({ description: 'YYYY-MM' });

/** A recurring due as answered, with the last month it charged. */
export const periodicalAssessmentRow = z.object({
  id: rowId,
  cluster_id: rowId,
  cluster_name: z.string(),
  name: z.string(),
  income_type_id: rowId,
  income_type_name: z.string().nullable(),
  split_method: z.enum([...SPLIT_METHODS, 'house_type']),
  debitor_type_id: z.number().int(),
  calculation_type_id: z.number().int(),
  block_ids: z.array(rowId).nullable(),
  include_empty: z.boolean(),
  amount: lira.nullable(),
  type_amounts: z.array(typeAmountRow).nullable(),
  starts_on: month,
  ends_on: month.nullable(),
  due_day: z.number().int(),
  budget_id: rowId.nullable(),
  description: z.string().nullable(),
  is_active: z.boolean(),
  last_period: month.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type PeriodicalAssessment = z.infer<typeof periodicalAssessmentRow>;

/** A month a recurring due has charged: its assessment, due date, total and number of lines. */
export const periodicalAssessmentPeriodRow = z.object({
  assessment_id: rowId,
  period: month,
  due_on: dateText,
  total: lira,
  line_count: z.number().int(),
});
export type PeriodicalAssessmentPeriod = z.infer<typeof periodicalAssessmentPeriodRow>;
