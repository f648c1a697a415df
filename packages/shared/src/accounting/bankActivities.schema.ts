import { z } from 'zod';
import * as messages from '../common/messages';
import { integerField, optionalString, requiredArray } from '../common/zodRules';
import { PAYER_MESSAGE } from './accounting.schema';
import { refineTransferTarget } from './accountTransfers.schema';

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
export const INCOMING_BOOKING_MESSAGE =
  'Gelen para hareketleri tahsilat olarak eşleştirilir; fatura ödemesi, gider veya virman olarak kaydedilemez.';
/** The invoice a line pays must still owe at least the line's amount (spec §5: a payment up to the remainder). */
export const lineAboveRemainingMessage = (remaining: string): string =>
  `Hareketin tutarı faturanın kalan tutarından (${remaining}) fazla.`;
export const BANK_BOOKED_PAYMENT_MESSAGE =
  'Bu ödeme bir banka hareketinden kaydedildi: tutarı, tarihi ve ödeme yeri değiştirilemez. Değiştirmek için banka hareketindeki kaydı geri alın.';
export const INVOICE_ALREADY_PAID_MESSAGE = 'Bu faturanın ödenecek tutarı kalmadı.';

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

const text = optionalString(1000).nullable();
const id = integerField({ min: 1 });

/**
 * An outgoing line booked as the payment of an open invoice of the complex ('Fatura Ödemesi'): amount, date
 * and bank account come from the line.
 */
export const bankActivityInvoicePaymentSchema = z.object({ invoice_id: id, description: text });
export type BankActivityInvoicePaymentInput = z.infer<typeof bankActivityInvoicePaymentSchema>;

/** Invoice types an expense booked from a line may have: Faturalı 2, Faturasız 3, Gider Makbuzlu 4. */
export const BOOKED_EXPENSE_INVOICE_TYPES = [2, 3, 4] as const;

/**
 * An outgoing line booked as an expense ('Gider', e.g. a bank fee): an invoice of one item paid at once from
 * the line's bank account. Without a provider the bank account's bank-commission provider is used.
 */
export const bankActivityExpenseSchema = z.object({
  expense_type_id: id,
  child_expense_type_id: optionalId,
  provider_id: optionalId,
  invoice_type_id: z.union([z.literal(2), z.literal(3), z.literal(4)], { error: 'Geçerli bir seçim yapın.' }).nullish(),
  description: text,
});
export type BankActivityExpenseInput = z.infer<typeof bankActivityExpenseSchema>;

/** An outgoing line booked as a transfer ('Virman') to another bank account or a safe of the complex. */
export const bankActivityTransferSchema = z
  .object({ to_bank_account_id: optionalId, to_safe_id: optionalId, description: text })
  .superRefine(refineTransferTarget);
export type BankActivityTransferInput = z.infer<typeof bankActivityTransferSchema>;

/** What an outgoing line was booked as, once closed. */
export const BANK_BOOKINGS = ['collection', 'invoice_payment', 'expense', 'transfer'] as const;
export type BankBooking = (typeof BANK_BOOKINGS)[number];

/**
 * The answer to a statement import: the file's headers and first rows when its columns must be mapped
 * first, or what the import stored (money in lira).
 */
export type BankStatementImportResult =
  | {
      needs_mapping: true;
      headers: string[];
      sample: string[][];
      mapping: BankColumnMapping | null;
      missing_columns: string[];
    }
  | {
      needs_mapping: false;
      import_id: number;
      row_count: number;
      new_count: number;
      skipped_count: number;
      suggested_count: number;
      closing_balance: number | null;
      statement_on: string | null;
    };
