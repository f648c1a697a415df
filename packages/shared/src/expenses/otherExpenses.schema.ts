import { z } from 'zod';
import { refineCollection } from '../accounting/accounting.schema';
import { dateText, lira, listAnswerOf, rowId, timestamp } from '../common/responses';
import { integerField, moneyDateField, moneyField, optionalString } from '../common/zodRules';
import { amountTotalsMeta } from './expenses.schema';

// 'Diğer Gider' (spec §3 Other expense): money paid out that is not an invoice, e.g. a refund (iade) to a
// resident who overpaid, from a bank account or a safe, for a house and/or a resident.

export const OTHER_EXPENSE_AMOUNT_MAX = 9_999_999.99;
/** The refund is saved, but the user is told it leaves the account owing (meta.warnings). */
export const REFUND_EXCEEDS_CREDIT_WARNING = 'İade tutarı mevcut alacaktan fazla.';
export const COLLECTION_NOT_OF_ACCOUNT_MESSAGE = 'Tahsilat seçilen bağımsız bölüme veya sakine ait değil.';
export const DEBT_NOT_OF_ACCOUNT_MESSAGE = 'Borç seçilen bağımsız bölüme veya sakine ait değil.';
/** A refund's own debt follows its 'Diğer Gider' record: it is changed or removed there, not as a line of dues. */
export const PAYBACK_DEBT_NOT_EDITABLE_MESSAGE =
  'Bu borç bir iade kaydına aittir; Diğer Gider kaydından değiştirilebilir.';
export const DEFERMENT_NEEDS_DEBT_MESSAGE = 'Erteleme tutarı için ilgili borcu seçin.';

const id = integerField({ min: 1 });
const optionalId = integerField({ min: 1 }).nullish();

export const otherExpenseSchema = z.object({
  cluster_id: id,
  income_type_id: optionalId,
  resident_id: optionalId,
  house_id: optionalId,
  amount: moneyField({ min: 0.01, max: OTHER_EXPENSE_AMOUNT_MAX }),
  spent_on: moneyDateField(),
  bank_account_id: optionalId,
  safe_id: optionalId,
  /** 'İade Nedeni': a payback reason of the complex. */
  refund_type_id: optionalId,
  /** The collection being paid back, of the same house/resident. */
  collection_id: optionalId,
  /** The related debt, of the same house/resident. */
  debt_id: optionalId,
  deferment_amount: moneyField({ min: 0, max: OTHER_EXPENSE_AMOUNT_MAX }).nullish(),
  description: optionalString(1000).nullable(),
});
export type OtherExpenseInput = z.infer<typeof otherExpenseSchema>;

/**
 * Exactly one payment place; a house or a resident; a deferment amount only with its debt (each issue on
 * the field the form shows).
 */
export function refineOtherExpense(value: Record<string, unknown>, ctx: z.RefinementCtx): void {
  refineCollection(value, ctx);
  if (value.deferment_amount != null && value.debt_id == null) {
    ctx.addIssue({ code: 'custom', path: ['deferment_amount'], message: DEFERMENT_NEEDS_DEBT_MESSAGE });
  }
}

const nullableId = rowId.nullable();
const nullableText = z.string().nullable();

/** An other expense in the list, with the names of its type, resident, house, payment place and reason. */
export const otherExpenseListRow = z.object({
  id: rowId,
  cluster_id: rowId,
  income_type_id: nullableId,
  income_type: nullableText,
  resident_id: nullableId,
  resident_name: nullableText,
  house_id: nullableId,
  house_label: nullableText,
  amount: lira,
  spent_on: dateText,
  bank_account_id: nullableId,
  bank_account_name: nullableText,
  safe_id: nullableId,
  safe_name: nullableText,
  place_name: nullableText,
  refund_type_id: nullableId,
  payback_reason: nullableText,
  collection_id: nullableId,
  debt_id: nullableId,
  deferment_amount: lira.nullable(),
  description: nullableText,
  transaction_id: nullableId,
  created_at: timestamp,
  updated_at: timestamp,
});
export type OtherExpenseListItem = z.infer<typeof otherExpenseListRow>;
export const otherExpenseListAnswer = listAnswerOf(otherExpenseListRow, amountTotalsMeta);

/** An other expense as its read-only panel shows it: with the collection and the debt it refers to. */
export const otherExpenseRow = otherExpenseListRow.extend({
  collecting: z
    .object({
      id: rowId,
      amount: lira,
      collected_on: dateText,
      description: nullableText,
      receipt_no: z.number().int().nullable(),
    })
    .nullable(),
  debt: z
    .object({
      id: rowId,
      amount: lira,
      deferment_amount: lira.nullable(),
      description: nullableText,
      due_on: dateText,
      period: nullableText,
      income_type_name: nullableText,
    })
    .nullable(),
});
export type OtherExpense = z.infer<typeof otherExpenseRow>;
