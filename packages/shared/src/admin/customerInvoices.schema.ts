import { z } from 'zod';
import { dateText, lira, listMetaSchema, rowId, timestamp } from '../common/responses';
import {
  integerField,
  moneyDateField,
  moneyField,
  optionalString,
  requiredArray,
  requiredString,
} from '../common/zodRules';

// Payloads and answers of /api-super-admin/customer-invoices (Yönetim › CRM › Müşteri Faturaları).

/** The largest amount of one line of a customer invoice, in lira. */
export const CUSTOMER_INVOICE_LINE_MAX = 9_999_999.99;

/** Why a customer invoice write is refused (422). */
export const customerInvoiceMessages = {
  paidAmounts: 'Tahsilatı olan faturanın tutarları değiştirilemez.',
  paidDelete: 'Tahsilatı olan fatura silinemez.',
  dueBeforeInvoiced: 'Son ödeme tarihi fatura tarihinden önce olamaz.',
  linesOrAmount: 'Fatura kalemleri veya tutar girilmelidir.',
  month: 'Geçerli bir ay girin (YYYY-AA).',
} as const;

/** One line of a hand-written invoice. */
export const customerInvoiceLineSchema = z.object({
  description: requiredString(255),
  amount: moneyField({ min: 0.01, max: CUSTOMER_INVOICE_LINE_MAX }),
});
export type CustomerInvoiceLineInput = z.infer<typeof customerInvoiceLineSchema>;

/** The amounts of an invoice: its lines, or one amount (one line with the description). Tax comes from the settings. */
const amounts = {
  lines: requiredArray(customerInvoiceLineSchema).optional(),
  amount: moneyField({ min: 0.01, max: CUSTOMER_INVOICE_LINE_MAX }).optional(),
};

/** An invoice written by hand (no period key, never met by the monthly run). */
export const customerInvoiceCreateSchema = z.object({
  customer_id: integerField({ min: 1 }),
  invoiced_on: moneyDateField(),
  /** By default the invoice date plus the settings' payment days. */
  due_on: moneyDateField().nullish(),
  description: optionalString(1000).nullable(),
  ...amounts,
});
export type CustomerInvoiceCreateInput = z.infer<typeof customerInvoiceCreateSchema>;

/** An edit: the due date and description always; the amounts only while nothing of the invoice is paid. */
export const customerInvoiceUpdateSchema = z.object({
  due_on: moneyDateField().optional(),
  description: optionalString(1000).nullable(),
  ...amounts,
});
export type CustomerInvoiceUpdateInput = z.infer<typeof customerInvoiceUpdateSchema>;

/** 'Fatura Kes': the month whose invoices the super administrator issues. */
export const customerInvoiceIssueSchema = z.object({
  month: requiredString(7).regex(/^20\d{2}-(0[1-9]|1[0-2])$/, { error: customerInvoiceMessages.month }),
});
export type CustomerInvoiceIssueInput = z.infer<typeof customerInvoiceIssueSchema>;

/** What a run of the issue did: invoices made, and customers whose invoice of the period already existed. */
export const customerInvoiceIssueResult = z.object({
  created: z.number().int(),
  skipped: z.number().int(),
});
export type CustomerInvoiceIssueResult = z.infer<typeof customerInvoiceIssueResult>;

/** A customer invoice of the list. */
export const customerInvoiceRow = z.object({
  id: rowId,
  customer_id: rowId,
  customer_name: z.string(),
  customer_title: z.string().nullable(),
  customer_tax_number: z.string().nullable(),
  invoice_no: z.string().nullable(),
  period_key: z.string().nullable(),
  is_yearly: z.boolean(),
  period_start: dateText,
  period_end: dateText,
  invoiced_on: dateText,
  due_on: dateText,
  description: z.string().nullable(),
  amount: lira,
  tax_rate: z.number().int(),
  tax_amount: lira,
  amount_tax_included: lira,
  amount_collected: lira,
  amount_remaining: lira,
  created_at: timestamp,
  updated_at: timestamp,
});
export type CustomerInvoice = z.infer<typeof customerInvoiceRow>;

/** The list's meta: paging and the footer sums of its money columns. */
export const customerInvoicesMeta = listMetaSchema.extend({
  totals: z
    .object({
      amount: lira,
      tax_amount: lira,
      amount_tax_included: lira,
      amount_collected: lira,
      amount_remaining: lira,
    })
    .optional(),
});

/** A line: a product over a complex's houses for `days` of `period_days`, or a line written by hand. */
export const customerInvoiceLineRow = z.object({
  id: rowId,
  customer_product_id: rowId.nullable(),
  product_id: rowId.nullable(),
  cluster_id: rowId.nullable(),
  cluster_name: z.string().nullable(),
  description: z.string(),
  house_count: z.number().int(),
  days: z.number().int(),
  period_days: z.number().int(),
  unit_amount: lira,
  amount: lira,
});
export type CustomerInvoiceLine = z.infer<typeof customerInvoiceLineRow>;

/** A payment's part that pays this invoice (`invoice_payment_amount`) out of the whole payment (`payment_amount`). */
export const customerInvoiceOwnPayment = z.object({
  id: rowId,
  customer_payment_id: rowId,
  success_at: timestamp,
  payment_on: dateText,
  description: z.string().nullable(),
  invoice_payment_amount: lira,
  payment_amount: lira,
});
export type CustomerInvoiceOwnPayment = z.infer<typeof customerInvoiceOwnPayment>;

/** The edit screen's invoice: the row, its customer, its lines and its payments. */
export const customerInvoiceDetail = customerInvoiceRow.extend({
  lines: z.array(customerInvoiceLineRow),
  payments: z.array(customerInvoiceOwnPayment),
});
export type CustomerInvoiceDetail = z.infer<typeof customerInvoiceDetail>;
