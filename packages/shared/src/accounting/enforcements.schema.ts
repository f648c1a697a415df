import { z } from 'zod';
import * as messages from '../common/messages';
import { toKurus } from '../common/money';
import { dateText, lira, listMetaSchema, rowId, timestamp } from '../common/responses';
import { integerField, moneyDateField, moneyField, optionalString } from '../common/zodRules';

// An enforcement case (icra takibi) against a resident. While it is open, the resident's debts due on or
// before its date get no late fee.

/** The largest claim an enforcement case records. */
export const ENFORCEMENT_AMOUNT_MAX = 999_999_999.99;
/** Provider type 1 of spec §3: the complex's lawyers. */
export const LAWYER_PROVIDER_TYPE = 1;

const optionalId = integerField({ min: 1 }).nullish();
const money = moneyField({ min: 0, max: ENFORCEMENT_AMOUNT_MAX }).nullish();

export const enforcementSchema = z.object({
  cluster_id: integerField({ min: 1 }),
  resident_id: integerField({ min: 1 }),
  lawyer_id: optionalId,
  file_no: optionalString(50).nullable(),
  /** Empty means 0. */
  amount: money,
  left_amount: money,
  issued_on: moneyDateField(),
  is_closed: z.boolean().optional(),
  /** Today when a case is closed without a date. */
  closed_on: moneyDateField().nullish(),
  description: optionalString(1000).nullable(),
});
export type EnforcementInput = z.infer<typeof enforcementSchema>;

/** The remaining amount never exceeds the claim: the message of the left_amount field, or null. */
export function leftAmountIssue(
  amount: number | null | undefined,
  leftAmount: number | null | undefined,
): string | null {
  const claim = amount ?? 0;
  return toKurus(leftAmount ?? 0) > toKurus(claim) ? messages.maxValue(claim, true) : null;
}

/** Cross-field rules of a payload that carries both amounts, or both dates. */
export function refineEnforcement(value: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const isAmount = (v: unknown) => v === null || (typeof v === 'number' && Number.isFinite(v));
  if ('amount' in value && 'left_amount' in value && isAmount(value.amount) && isAmount(value.left_amount)) {
    const issue = leftAmountIssue(value.amount as number | null, value.left_amount as number | null);
    if (issue) ctx.addIssue({ code: 'custom', path: ['left_amount'], message: issue });
  }
  const closedOnIssue = closedBeforeIssued(value.issued_on, value.closed_on);
  if (closedOnIssue) ctx.addIssue({ code: 'custom', path: ['closed_on'], message: closedOnIssue });
}

/** A case is closed on or after the day it was opened. */
export function closedBeforeIssued(issuedOn: unknown, closedOn: unknown): string | null {
  if (typeof issuedOn !== 'string' || typeof closedOn !== 'string' || closedOn >= issuedOn) return null;
  return messages.dateAfter(issuedOn.split('-').reverse().join('.'));
}

/** An enforcement case as answered, with the names of its complex, debtor and lawyer. */
export const enforcementRow = z.object({
  id: rowId,
  cluster_id: rowId,
  cluster_name: z.string(),
  resident_id: rowId,
  resident_name: z.string(),
  lawyer_id: rowId.nullable(),
  lawyer_name: z.string().nullable(),
  file_no: z.string().nullable(),
  amount: lira,
  left_amount: lira,
  issued_on: dateText,
  is_closed: z.boolean(),
  closed_on: dateText.nullable(),
  description: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Enforcement = z.infer<typeof enforcementRow>;

/** The list's meta, with the footer's sums of the claims and of what is left of them. */
export const enforcementListMeta = listMetaSchema.extend({ totals: z.object({ amount: lira, left_amount: lira }) });
