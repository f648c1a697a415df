import { z } from 'zod';
import * as messages from '../common/messages';
import { dateText, lira, listAnswerOf, recordOf, rowId, timestamp } from '../common/responses';
import { integerField, optionalString, requiredArray } from '../common/zodRules';
import { collectionAllocationRow } from '../incomes/collections.schema';
import { PAYER_MESSAGE } from './accounting.schema';
import { refineTransferTarget } from './accountTransfers.schema';

// Imported bank-statement lines (banka hareketleri): the column layout of a bank account's statements,
// and matching an incoming line into a collection.

/** The optional columns of a complex's statement, in the order the mapping dialog offers them. */
export const BANK_OPTIONAL_COLUMNS = [
  'description',
  'sender_name',
  'reference_no',
  'iban',
  'identity_number',
  'balance_after',
] as const;
/** The statement columns a bank account's mapping names; each value is a header of the file. */
export const BANK_MAPPING_FIELDS = ['activity_on', 'amount', 'debit', 'credit', ...BANK_OPTIONAL_COLUMNS] as const;
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
 * Which header of a statement holds each value: the date, either one signed amount column or separate
 * debit (money out, "Borç") and credit (money in, "Alacak") columns, and the `optional` values.
 */
export function statementColumnMappingSchema<K extends string>(optional: readonly K[]) {
  const more = Object.fromEntries(optional.map((field) => [field, optionalColumn])) as {
    [F in K]: typeof optionalColumn;
  };
  return z
    .object({
      activity_on: column.min(1, { error: messages.required }),
      amount: optionalColumn,
      debit: optionalColumn,
      credit: optionalColumn,
      ...more,
    })
    .superRefine((value, ctx) => {
      const { amount, debit, credit } = value as {
        amount?: string | null;
        debit?: string | null;
        credit?: string | null;
      };
      if (!amount && !(debit && credit)) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: AMOUNT_COLUMNS_MESSAGE });
      }
    });
}

/** A complex's statement; `identity_number` is a T.C. kimlik no (11 digits) or a vergi no (10 digits). */
export const bankColumnMappingSchema = statementColumnMappingSchema(BANK_OPTIONAL_COLUMNS);
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

// What the bank lines answer. Money is lira; flags are booleans.

const nullableId = rowId.nullable();
const nullableText = z.string().nullable();

/**
 * A line with its bank account, its suggestion and, once closed, what it was booked as. `reference` is what a
 * person reads: the bank's reference, or the line's date and description when the statement had none.
 */
export const bankActivityRow = z.object({
  id: rowId,
  cluster_id: rowId,
  cluster_name: z.string(),
  bank_account_id: rowId,
  bank_account_name: z.string(),
  import_id: nullableId,
  reference_no: z.string(),
  reference: z.string(),
  activity_on: dateText,
  amount: lira,
  balance_after: lira.nullable(),
  is_incoming: z.boolean(),
  sender_name: nullableText,
  description: nullableText,
  iban: nullableText,
  identity_number: nullableText,
  tax_number: nullableText,
  is_closed: z.boolean(),
  suggested_house_id: nullableId,
  suggested_house_label: nullableText,
  suggested_resident_id: nullableId,
  suggested_resident_name: nullableText,
  /** 0–100. */
  confidence: z.number(),
  suggestion_reason: nullableText,
  collection_id: nullableId,
  collected_on: dateText.nullable(),
  receipt_no: z.number().int().nullable(),
  collection_house_id: nullableId,
  collection_house_label: nullableText,
  collection_resident_id: nullableId,
  collection_resident_name: nullableText,
  booked_as: z.enum(BANK_BOOKINGS).nullable(),
  invoice_payment_id: nullableId,
  /** The invoice made for an expense, or the invoice a payment paid. */
  invoice_id: nullableId,
  account_transfer_id: nullableId,
  /** Whom the money went to: the invoice's provider, or the account a transfer filled. */
  counterpart_name: nullableText,
  created_at: timestamp,
});
export type BankActivity = z.infer<typeof bankActivityRow>;

export const bankActivityListAnswer = listAnswerOf(bankActivityRow);

/** The document an outgoing line was booked as: an invoice's payment (with the invoice) or a transfer. */
export const bookedDocumentRow = z.object({
  kind: z.enum(BANK_BOOKINGS),
  payment: z
    .object({
      id: rowId,
      amount: lira,
      collected_on: dateText,
      receipt_no: z.number().int().nullable(),
      description: nullableText,
    })
    .nullable(),
  invoice: z
    .object({
      id: rowId,
      bill_no: nullableText,
      billed_on: dateText,
      invoice_type_id: z.number().int(),
      receipt_no: z.number().int().nullable(),
      provider_name: z.string(),
      amount: lira,
      remaining: lira,
    })
    .nullable(),
  transfer: z
    .object({
      id: rowId,
      amount: lira,
      transferred_on: dateText,
      from_name: nullableText,
      to_name: nullableText,
      description: nullableText,
    })
    .nullable(),
});
export type BookedDocument = z.infer<typeof bookedDocumentRow>;

/** A line as its panel shows it: the document it was booked as, or its collection with what that paid. */
export const bankActivityDetailRow = bankActivityRow.extend({
  document: bookedDocumentRow.nullable(),
  collection: z
    .object({
      id: rowId,
      amount: lira,
      collected_on: dateText,
      description: nullableText,
      receipt_no: z.number().int().nullable(),
      bank_account_id: nullableId,
      /** The debts the line's collection paid. */
      allocations: z.array(collectionAllocationRow),
    })
    .nullable(),
});
export type BankActivityDetail = z.infer<typeof bankActivityDetailRow>;

/** A bank account's latest statement balance against the journal's on that day, and its open lines. */
export const bankBalanceCheckRow = z.object({
  bank_account_id: rowId,
  bank_account_name: z.string(),
  iban: nullableText,
  statement_on: dateText.nullable(),
  closing_balance: lira.nullable(),
  journal_balance: lira.nullable(),
  difference: lira.nullable(),
  open_count: z.number().int(),
  open_total: lira,
});
export type BankBalanceCheck = z.infer<typeof bankBalanceCheckRow>;

/** A header the mapping names; a column the form left out is absent. */
const mappedColumn = z.string().nullish();

/** The statement columns a bank account remembers, as saved. */
export const bankColumnMappingRow = z.object({
  activity_on: z.string(),
  amount: mappedColumn,
  debit: mappedColumn,
  credit: mappedColumn,
  description: mappedColumn,
  reference_no: mappedColumn,
  sender_name: mappedColumn,
  iban: mappedColumn,
  identity_number: mappedColumn,
  balance_after: mappedColumn,
});

/** A bank account's mapping, null before its first import. */
export const bankColumnMappingAnswer = recordOf(
  z.object({ bank_account_id: rowId, mapping: bankColumnMappingRow.nullable() }),
);

/** An open invoice of the complex an outgoing line may pay. */
export const openInvoiceRow = z.object({
  id: rowId,
  bill_no: nullableText,
  billed_on: dateText,
  last_payment_on: dateText.nullable(),
  description: nullableText,
  provider_name: z.string(),
  amount: lira,
  paid: lira,
  remaining: lira,
});
export type OpenInvoice = z.infer<typeof openInvoiceRow>;

/**
 * The answer to a statement import: the file's headers and first rows when its columns must be mapped
 * first, or what the import stored (money as lira).
 */
export const bankStatementImportRow = z.discriminatedUnion('needs_mapping', [
  z.object({
    needs_mapping: z.literal(true),
    headers: z.array(z.string()),
    sample: z.array(z.array(z.string())),
    mapping: bankColumnMappingRow.nullable(),
    missing_columns: z.array(z.string()),
  }),
  z.object({
    needs_mapping: z.literal(false),
    import_id: rowId,
    row_count: z.number().int(),
    new_count: z.number().int(),
    skipped_count: z.number().int(),
    suggested_count: z.number().int(),
    closing_balance: lira.nullable(),
    statement_on: dateText.nullable(),
  }),
]);
export type BankStatementImportResult = z.infer<typeof bankStatementImportRow>;
