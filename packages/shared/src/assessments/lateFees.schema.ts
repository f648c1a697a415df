import { z } from 'zod';
import { dateText, lira, rowId } from '../common/responses';

// What a month's late-fee run answers, and its preview ('Tahakkuk Et' before charging).

/** Where the grace days in force come from: the complex's own setting, the company's delay days, or neither. */
export const GRACE_SOURCES = ['cluster', 'company', 'none'] as const;

/** One fee the run would charge, on one debt. */
export const lateFeePreviewFeeRow = z.object({
  parent_debt_id: rowId,
  house_id: rowId.nullable(),
  house_label: z.string().nullable(),
  resident_id: rowId.nullable(),
  resident_name: z.string().nullable(),
  debt_description: z.string().nullable(),
  income_type_name: z.string().nullable(),
  debt_period: z.string().nullable(),
  due_on: dateText,
  debt_amount: lira,
  days_late: z.number().int(),
  days_charged: z.number().int(),
  delay_month: z.number().int(),
  amount: lira,
  text: z.string(),
});
export type LateFeePreviewFee = z.infer<typeof lateFeePreviewFeeRow>;

const countAndTotal = { count: z.number().int(), total: lira };

export const lateFeePreviewRow = z.object({
  period: z.string(),
  period_name: z.string(),
  as_of: dateText,
  settings: z.object({
    method: z.number().int(),
    /** Percent per month. */
    rate: z.number(),
    grace_days: z.number().int(),
    grace_source: z.enum(GRACE_SOURCES),
  }),
  /** What was charged for the month before: a month is charged once per debt, so these are not charged again. */
  charged: z.object(countAndTotal),
  fees: z.array(lateFeePreviewFeeRow),
  ...countAndTotal,
});
export type LateFeePreview = z.infer<typeof lateFeePreviewRow>;

/** What a run charged: how many fees, and their sum. */
export const lateFeeRunRow = z.object(countAndTotal);
export type LateFeeRun = z.infer<typeof lateFeeRunRow>;
