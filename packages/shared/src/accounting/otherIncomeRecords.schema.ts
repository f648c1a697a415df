import { z } from 'zod';
import { dateText, lira, listMetaSchema, rowId, timestamp } from '../common/responses';
import { integerField, moneyDateField, moneyField, optionalString } from '../common/zodRules';
import { PAYMENT_PLACE_MESSAGE } from './accounting.schema';

// Money a complex receives that is not dues (parking rent, advertising …): one 'Diğer Gelir Tipi', into a
// bank account or a safe, optionally for a house and a resident.

export const OTHER_INCOME_AMOUNT_MAX = 9_999_999.99;

const optionalId = integerField({ min: 1 }).nullish();

export const otherIncomeRecordSchema = z.object({
  cluster_id: integerField({ min: 1 }),
  other_income_id: integerField({ min: 1 }),
  house_id: optionalId,
  resident_id: optionalId,
  bank_account_id: optionalId,
  safe_id: optionalId,
  amount: moneyField({ min: 0.01, max: OTHER_INCOME_AMOUNT_MAX }),
  collected_on: moneyDateField(),
  description: optionalString(1000).nullable(),
});
export type OtherIncomeRecordInput = z.infer<typeof otherIncomeRecordSchema>;

/**
 * Exactly one payment place. `values` is the whole record (a create, or an update merged over the stored
 * row); the message goes on bank_account_id when none is chosen and on safe_id when both are.
 */
export function paymentPlaceIssue(values: Record<string, unknown>): { field: string; message: string } | null {
  const hasBank = values.bank_account_id != null;
  const hasSafe = values.safe_id != null;
  if (hasBank !== hasSafe) return null;
  return { field: hasBank ? 'safe_id' : 'bank_account_id', message: PAYMENT_PLACE_MESSAGE };
}

/** The body's own check: both places given, or both explicitly cleared (a partial update may send neither). */
export function refineOtherIncomeRecord(value: Record<string, unknown>, ctx: z.RefinementCtx): void {
  if (!('bank_account_id' in value && 'safe_id' in value)) return;
  const issue = paymentPlaceIssue(value);
  if (issue) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
}

const nullableId = rowId.nullable();

/** A record with its complex, income type, house, resident and place (bank account or safe) named. */
export const otherIncomeRecordRow = z.object({
  id: rowId,
  cluster_id: rowId,
  cluster_name: z.string(),
  other_income_id: rowId,
  other_income_name: z.string(),
  house_id: nullableId,
  house_label: z.string().nullable(),
  resident_id: nullableId,
  resident_name: z.string().nullable(),
  bank_account_id: nullableId,
  safe_id: nullableId,
  place_name: z.string().nullable(),
  amount: lira,
  collected_on: dateText,
  description: z.string().nullable(),
  transaction_id: nullableId,
  created_at: timestamp,
  updated_at: timestamp,
});
export type OtherIncomeRecord = z.infer<typeof otherIncomeRecordRow>;

/** The list's meta: its footer sums the amounts. */
export const otherIncomeRecordListMeta = listMetaSchema.extend({ totals: z.object({ amount: lira }) });
