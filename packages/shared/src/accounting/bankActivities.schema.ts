import { z } from 'zod';
import * as messages from '../common/messages';
import { integerField, requiredArray } from '../common/zodRules';
import { PAYER_MESSAGE } from './accounting.schema';

// Imported bank-statement lines (banka hareketleri): the column layout of a bank account's statements,
// and matching an incoming line into a collection.

/** The statement columns a bank account's mapping names; each value is a header of the file. */
export const BANK_MAPPING_FIELDS = [
  'activity_on',
  'amount',
  'debit',
  'credit',
  'description',
  'reference_no',
  'sender_name',
  'iban',
  'identity_number',
  'balance_after',
] as const;
export type BankMappingField = (typeof BANK_MAPPING_FIELDS)[number];

export const AMOUNT_COLUMNS_MESSAGE = 'Tutar sütununu veya borç ve alacak sütunlarını seçin.';
export const ALREADY_MATCHED_MESSAGE = 'Bu hareket zaten eşleştirilmiş.';
export const NOT_MATCHED_MESSAGE = 'Bu hareket eşleştirilmemiş.';
export const OUTGOING_MESSAGE = 'Sadece gelen para hareketleri eşleştirilebilir.';

const column = z
  .string()
  .trim()
  .max(200, { error: messages.maxLength(200) });
const optionalColumn = column.nullish();

/**
 * Which header of the statement holds each value: the date, and either one signed amount column or
 * separate debit (money out, "Borç") and credit (money in, "Alacak") columns.
 */
export const bankColumnMappingSchema = z
  .object({
    activity_on: column.min(1, { error: messages.required }),
    amount: optionalColumn,
    debit: optionalColumn,
    credit: optionalColumn,
    description: optionalColumn,
    reference_no: optionalColumn,
    sender_name: optionalColumn,
    iban: optionalColumn,
    /** T.C. kimlik no (11 digits) or vergi no (10 digits). */
    identity_number: optionalColumn,
    balance_after: optionalColumn,
  })
  .superRefine((value, ctx) => {
    if (!value.amount && !(value.debit && value.credit)) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: AMOUNT_COLUMNS_MESSAGE });
    }
  });
export type BankColumnMapping = z.infer<typeof bankColumnMappingSchema>;

const optionalId = integerField({ min: 1 }).nullish();

/** Matching one line: the house and/or the payer; amount, date and bank account come from the line. */
export const bankActivityMatchSchema = z
  .object({ house_id: optionalId, resident_id: optionalId })
  .superRefine((value, ctx) => {
    if (value.house_id == null && value.resident_id == null) {
      ctx.addIssue({ code: 'custom', path: ['house_id'], message: PAYER_MESSAGE });
    }
  });
export type BankActivityMatchInput = z.infer<typeof bankActivityMatchSchema>;

/** Many lines at once, all or nothing. */
export const bankActivityMatchManySchema = z.object({
  items: requiredArray(
    z
      .object({ id: integerField({ min: 1 }), house_id: optionalId, resident_id: optionalId })
      .superRefine((value, ctx) => {
        if (value.house_id == null && value.resident_id == null) {
          ctx.addIssue({ code: 'custom', path: ['house_id'], message: PAYER_MESSAGE });
        }
      }),
  ).max(1000, { error: messages.maxValue(1000) }),
});
export type BankActivityMatchManyInput = z.infer<typeof bankActivityMatchManySchema>;

export const BANK_LIST_TYPES = ['open', 'closed'] as const;
export type BankListType = (typeof BANK_LIST_TYPES)[number];
