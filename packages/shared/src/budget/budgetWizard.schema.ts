import { z } from 'zod';
import { lira, rowId } from '../common/responses';
import { integerField, moneyField, optionalString } from '../common/zodRules';
import { monthField } from './budgets.schema';

// Bütçe › Aidat Sihirbazı: the recurring dues of an approved budget, split over the houses month by month.

/** How a month's budget total is spread over the houses. */
export const WIZARD_SPLITS = ['equal', 'land_share', 'net_area', 'gross_area', 'house_type'] as const;
export type WizardSplit = (typeof WIZARD_SPLITS)[number];
/** `no_rounding`: to the kuruş; `round`: whole lira, the sub-lira rest to the first (largest) house. */
export const WIZARD_ROUNDINGS = ['no_rounding', 'round'] as const;

export const WIZARD_ONLY_APPROVED = 'Yalnızca onaylanmış bütçeden aidat oluşturulabilir.';
export const WIZARD_ALREADY_APPLIED = 'Bu bütçeden aidat zaten oluşturuldu.';

export const budgetWizardSchema = z.object({
  income_type_id: integerField({ min: 1 }),
  split: z.enum(WIZARD_SPLITS, { error: 'Geçerli bir dağıtım yöntemi seçin.' }),
  /** For `house_type`: each house type's weight (e.g. its monthly amount as voted); other types pay nothing. */
  type_amounts: z
    .array(z.object({ house_type_id: integerField({ min: 1 }), amount: moneyField({ min: 0, max: 1_000_000 }) }))
    .max(200)
    .nullish(),
  /** Empty houses (no one staying) are charged too unless false. */
  include_empty: z.boolean().default(true),
  rounding: z.enum(WIZARD_ROUNDINGS, { error: 'Geçerli bir yuvarlama seçin.' }).default('no_rounding'),
  due_day: integerField({ min: 1, max: 28 }),
  /** The first month charged (one of the budget's); the budget's first month when left out. */
  first_month: monthField().nullish(),
  name: optionalString(100).nullish(),
});
export type BudgetWizardInput = z.infer<typeof budgetWizardSchema>;

/** One house of the preview: its weight and amount in each charged month. */
export const wizardHouseRow = z.object({
  house_id: rowId,
  block_name: z.string().nullable(),
  house_label: z.string(),
  house_type_name: z.string().nullable(),
  weight: z.number(),
  months: z.array(lira),
  total: lira,
});
export type WizardHouse = z.infer<typeof wizardHouseRow>;

/** One periodical assessment apply writes: a run of months with the same month total. */
export const wizardPatternRow = z.object({
  starts_on: z.string(),
  ends_on: z.string(),
  amount: lira.nullable(),
  type_amounts: z.array(z.object({ house_type_id: rowId, amount: lira })).nullable(),
});

export const wizardPreviewRow = z.object({
  months: z.array(z.string()),
  houses: z.array(wizardHouseRow),
  /** The dues of each charged month, summed over the houses: equal to `budget_month_totals`. */
  month_totals: z.array(lira),
  budget_month_totals: z.array(lira),
  total: lira,
  budget_total: lira,
  /** The complex's rounding, which the monthly charging uses: apply needs the same. */
  cluster_rounding: z.enum(WIZARD_ROUNDINGS),
  patterns: z.array(wizardPatternRow),
  /** Why apply would refuse these dues (the complex's rounding differs, a type's houses split unevenly), or null. */
  apply_error: z.string().nullable(),
});
export type WizardPreview = z.infer<typeof wizardPreviewRow>;

export const wizardAppliedRow = z.object({
  periodical_assessments: z.array(
    z.object({ id: rowId, name: z.string(), starts_on: z.string(), ends_on: z.string(), amount: lira.nullable() }),
  ),
});
export type WizardApplied = z.infer<typeof wizardAppliedRow>;
