import { z } from 'zod';
import { digitsOnly, required } from '../common/messages';
import { dateText, lira, rowId } from '../common/responses';
import { requiredOr, typeMessages } from '../common/zodErrors';
import { emailField, integerField } from '../common/zodRules';

// Printed receipts of expenses (spec §2 'Ödeme Makbuzu', settlement receipt; §3 receipt form; §5; §9).

export const RECEIPT_FILE_TYPES = ['pdf', 'odt', 'docx', 'png', 'xlsx', 'ods'] as const;
export type ReceiptFileType = (typeof RECEIPT_FILE_TYPES)[number];
export const RECEIPT_PAPER_SIZES = ['A4', 'A5'] as const;
export type ReceiptPaperSize = (typeof RECEIPT_PAPER_SIZES)[number];
/** 'Invoice' prints the settlement receipt (Mahsup Fişi), 'InvoicePayment' the payment receipt (Ödeme Makbuzu). */
export const RECEIPT_TEMPLATES = ['Invoice', 'InvoicePayment'] as const;
export type ReceiptTemplate = (typeof RECEIPT_TEMPLATES)[number];
/** What happens to the file: downloaded (1) or e-mailed to the record's recipient (2). */
export const RECEIPT_USAGE_DOWNLOAD = 1;
export const RECEIPT_USAGE_EMAIL = 2;
export const RECEIPT_USAGE_TYPES = [RECEIPT_USAGE_DOWNLOAD, RECEIPT_USAGE_EMAIL] as const;
export type ReceiptUsageType = (typeof RECEIPT_USAGE_TYPES)[number];
/** Why a receipt was not e-mailed; each is a 422 with the message on its field. */
export const RECEIPT_MAIL_NOT_CONFIGURED = 'E-posta gönderimi yapılandırılmamış.';
export const RECEIPT_NO_RECIPIENT_EMAIL = 'Alıcının e-posta adresi yok.';
export const RECEIPT_MAIL_NOT_SENT = 'E-posta gönderilemedi.';
/** As long as a provider's own e-mail may be. */
export const RECEIPT_EMAIL_MAX = 100;

/** Spec §9: pdf, A5 and 2 copies unless chosen otherwise. */
export const RECEIPT_DEFAULTS = { file_type: 'pdf', paper_size: 'A5', copies: 2 } as const;
export const RECEIPT_COPIES_MIN = 1;
export const RECEIPT_COPIES_MAX = 100;

// A key left out takes the default; a field the user cleared arrives as null and is 'Zorunlu alan'.
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: requiredOr(typeMessages.choice) });

/** The form's fields, each required as the user fills it in (spec §5). */
export const receiptFileTypeField = choice(RECEIPT_FILE_TYPES);
export const receiptPaperSizeField = choice(RECEIPT_PAPER_SIZES);
export const receiptCopiesField = integerField({ min: RECEIPT_COPIES_MIN, max: RECEIPT_COPIES_MAX });
export const receiptUsageTypeField = integerField({ min: RECEIPT_USAGE_DOWNLOAD, max: RECEIPT_USAGE_EMAIL });
export const receiptEmailField = emailField(RECEIPT_EMAIL_MAX);

/** The receipt form ('Receipt form': file_type, paper_size, copies, usage_type_id). */
export const receiptOptionsSchema = z.object({
  file_type: receiptFileTypeField.default(RECEIPT_DEFAULTS.file_type),
  paper_size: receiptPaperSizeField.default(RECEIPT_DEFAULTS.paper_size),
  copies: receiptCopiesField.default(RECEIPT_DEFAULTS.copies),
  usage_type_id: receiptUsageTypeField.default(RECEIPT_USAGE_DOWNLOAD),
});
export type ReceiptOptions = z.infer<typeof receiptOptionsSchema>;

/** Query-string numbers: '2' is 2, '2.5' a fraction ('Sadece rakam girmelisiniz.'), 'abc' not a number. */
const queryInteger = (field: z.ZodType<number, number>) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      if (!/^\s*-?\d+(\.\d+)?\s*$/.test(value)) {
        ctx.addIssue({ code: 'custom', message: value.trim() === '' ? required : digitsOnly });
        return z.NEVER;
      }
      return Number(value);
    })
    .pipe(field.optional());

/** `GET …/receipt-data` takes the same options in its query string. */
export const receiptDataQuerySchema = z.object({
  file_type: receiptFileTypeField.optional(),
  paper_size: receiptPaperSizeField.optional(),
  copies: queryInteger(receiptCopiesField),
  usage_type_id: queryInteger(receiptUsageTypeField),
});

/**
 * `POST print-file`. `receiptData` is what receipt-data returned; only its `id` is used: the server reads the
 * record again, so an edited copy can neither change what is printed nor reach another company's record.
 * `email` is used only when sending (usage_type_id 2) and overrides the recipient's own address.
 */
export const printFileSchema = receiptOptionsSchema.extend({
  print_template: choice(RECEIPT_TEMPLATES),
  receiptData: z.looseObject({ id: integerField({ min: 1 }) }, { error: requiredOr(typeMessages.value) }),
  email: receiptEmailField.nullish(),
});
export type PrintFileInput = z.infer<typeof printFileSchema>;

const nullableText = z.string().nullable();

export const receiptCompanyRow = z.object({
  name: z.string(),
  title: nullableText,
  address: nullableText,
  tax_office: nullableText,
  tax_number: nullableText,
  /** `/api/logos/{name}` of the company's report logo, when it has one. */
  report_logo_url: nullableText,
});
export type ReceiptCompany = z.infer<typeof receiptCompanyRow>;

export const receiptInvoiceItemRow = z.object({
  expense_type_name: nullableText,
  child_expense_type_name: nullableText,
  description: nullableText,
  amount: lira,
});
export type ReceiptInvoiceItem = z.infer<typeof receiptInvoiceItemRow>;

const receiptCommon = {
  /** The invoice's id (Invoice) or the payment's id (InvoicePayment). */
  id: rowId,
  receipt_no: z.string(),
  company: receiptCompanyRow,
  cluster: z.object({ id: rowId, name: z.string(), title: nullableText }),
  provider: z.object({ name: z.string(), title: nullableText, tax_number: nullableText }),
  /** Where a sent receipt goes unless another address is given: the provider's e-mail. */
  recipient_email: nullableText,
  bill_no: nullableText,
  utility_no: nullableText,
  billed_on: dateText,
  amount: lira,
  /** 'Bin iki yüz elli Türk lirası elli kuruş'. */
  amount_in_words: z.string(),
  description: nullableText,
};

/** `GET expense/invoices/{id}/receipt-data`: the settlement receipt (Mahsup Fişi). */
export const invoiceReceiptDataRow = z.object({
  print_template: z.literal('Invoice'),
  ...receiptCommon,
  last_payment_on: dateText.nullable(),
  items: z.array(receiptInvoiceItemRow),
});
export type InvoiceReceiptData = z.infer<typeof invoiceReceiptDataRow>;

/** `GET expense/payments/{id}/receipt-data`: the payment receipt (Ödeme Makbuzu). */
export const paymentReceiptDataRow = z.object({
  print_template: z.literal('InvoicePayment'),
  ...receiptCommon,
  collected_on: dateText,
  place: z.object({ kind: z.enum(['bank_account', 'safe']), name: z.string() }).nullable(),
  invoice: z.object({ id: rowId, amount: lira, paid: lira, remaining: lira }),
});
export type PaymentReceiptData = z.infer<typeof paymentReceiptDataRow>;

export type ReceiptData = InvoiceReceiptData | PaymentReceiptData;
