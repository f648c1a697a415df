import { z } from 'zod';
import * as messages from '../common/messages';
import { dateText, lira, rowId, timestamp } from '../common/responses';
import { dateField, integerField, moneyField, optionalString, requiredBase, requiredString } from '../common/zodRules';

// Budgets of a complex (Bütçe › Bütçe Tanımı): twelve months of amounts per expense type, approved by the meeting.

export const BUDGET_STATUSES = ['draft', 'approved', 'closed'] as const;
export type BudgetStatus = (typeof BUDGET_STATUSES)[number];

/** `budget_distribution_types` of types/generic. */
export const BUDGET_DISTRIBUTION = { equal: 1, lastYear: 2, byHand: 3 } as const;

export const BUDGET_MONTHS = 12;
/** The most one expense type may have in a year or a month (a month's kuruş fit a 4-byte column). */
export const BUDGET_AMOUNT_MAX = 20_000_000;

export const BUDGET_LOCKED = 'Onaylanmış bütçe değiştirilemez.';
export const BUDGET_NOT_DRAFT_DELETE = 'Yalnızca taslak bütçe silinebilir.';
export const BUDGET_NOT_DRAFT_APPROVE = 'Yalnızca taslak bütçe onaylanabilir.';
export const BUDGET_ALREADY_CLOSED = 'Bütçe zaten kapatılmış.';
export const BUDGET_MONTH_INVALID = 'Geçerli bir ay girin (YYYY-AA).';
export const BUDGET_MONTHS_REQUIRED = 'Elle dağıtımda 12 aylık tutar girilmelidir.';
export const BUDGET_AMOUNT_REQUIRED = 'Yıllık tutar girilmelidir.';
export const BUDGET_DUPLICATE_TYPE = 'Bu gider tipi bütçede birden fazla kez yer alıyor.';

/** 'YYYY-MM' plus `count` months: addMonths('2026-07', 11) is '2027-06'. */
export function addMonths(month: string, count: number): string {
  const [year, m] = month.split('-').map(Number);
  const index = year * 12 + (m - 1) + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The twelve months of a budget starting in `startsOn`. */
export function budgetMonths(startsOn: string): string[] {
  return Array.from({ length: BUDGET_MONTHS }, (_, i) => addMonths(startsOn, i));
}

/** A month 'YYYY-MM' from 2000-01 to 2099-12. */
export function monthField() {
  return requiredBase().refine((value) => /^(20\d{2})-(0[1-9]|1[0-2])$/.test(value), { error: BUDGET_MONTH_INVALID });
}

const distributionType = integerField({ min: 1, max: 3 });
const amount = moneyField({ min: 0, max: BUDGET_AMOUNT_MAX });

/**
 * One expense type of a budget: a yearly amount spread by its distribution (the budget's when left out), or with
 * distribution 3 (by hand) twelve monthly amounts.
 */
export const budgetLineInput = z.object({
  expense_type_id: integerField({ min: 1 }),
  distribution_type_id: distributionType.nullish(),
  amount: amount.nullish(),
  months: z.array(amount).length(BUDGET_MONTHS, { error: BUDGET_MONTHS_REQUIRED }).nullish(),
});
export type BudgetLineInput = z.infer<typeof budgetLineInput>;

export const budgetSchema = z.object({
  name: requiredString(150),
  starts_on: monthField(),
  distribution_type_id: distributionType,
  is_active: z.boolean().optional(),
  note: optionalString(500).nullish(),
  lines: z.array(budgetLineInput).max(500).optional(),
});
export type BudgetInput = z.infer<typeof budgetSchema>;

/** The rules across fields: each line's amounts fit its distribution, each expense type once. */
export function refineBudget(value: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const lines = Array.isArray(value.lines) ? (value.lines as BudgetLineInput[]) : [];
  const seen = new Set<number>();
  lines.forEach((line, i) => {
    const distribution = line.distribution_type_id ?? value.distribution_type_id;
    if (distribution === BUDGET_DISTRIBUTION.byHand) {
      if (!line.months) ctx.addIssue({ code: 'custom', path: ['lines', i, 'months'], message: BUDGET_MONTHS_REQUIRED });
    } else if (line.amount === null || line.amount === undefined)
      ctx.addIssue({ code: 'custom', path: ['lines', i, 'amount'], message: BUDGET_AMOUNT_REQUIRED });
    if (seen.has(line.expense_type_id))
      ctx.addIssue({ code: 'custom', path: ['lines', i, 'expense_type_id'], message: BUDGET_DUPLICATE_TYPE });
    seen.add(line.expense_type_id);
  });
}

/** `POST /budgets/{id}/copy`: next period's draft with every line raised by `raise_percent`. */
export const budgetCopySchema = z.object({
  raise_percent: z
    .number({ error: messages.required })
    .min(-100, { error: messages.minValue(-100) })
    .max(1000, { error: messages.maxValue(1000) }),
  starts_on: monthField().nullish(),
  name: requiredString(150).nullish(),
});

/** `POST /budgets/{id}/approve`: the meeting's date and decision number. */
export const budgetApproveSchema = z.object({
  approved_on: dateField(),
  decision_no: requiredString(50),
});

/** A budget as lists read it, with its yearly total. */
export const budgetRow = z.object({
  id: rowId,
  cluster_id: rowId,
  cluster_name: z.string(),
  name: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  distribution_type_id: z.number().int(),
  status: z.enum(BUDGET_STATUSES),
  approved_on: dateText.nullable(),
  decision_no: z.string().nullable(),
  raise_percent: z.number().nullable(),
  copied_from_id: rowId.nullable(),
  is_active: z.boolean(),
  note: z.string().nullable(),
  total: lira,
  created_at: timestamp,
  updated_at: timestamp,
});
export type Budget = z.infer<typeof budgetRow>;

/** One expense type's row of the lines grid: its twelve months and their sum. */
export const budgetLineRow = z.object({
  expense_type_id: rowId,
  expense_type_name: z.string(),
  total: lira,
  months: z.array(lira),
});
export type BudgetLine = z.infer<typeof budgetLineRow>;

/** A budget whole: its months, a line per expense type, and each month's total. */
export const budgetDetailRow = budgetRow.extend({
  months: z.array(z.string()),
  lines: z.array(budgetLineRow),
  month_totals: z.array(lira),
});
export type BudgetDetail = z.infer<typeof budgetDetailRow>;
