import { z } from 'zod';

import { dateText, lira, listAnswerOf, listMetaSchema, rowId, timestamp } from '../common/responses';
import { integerField, moneyDateField, moneyField, optionalString, requiredArray } from '../common/zodRules';

// Payloads of the expenses screens (spec §3, §5): invoices with items, installments, payments, bulk close.

const id = integerField({ min: 1 });
const optionalId = integerField({ min: 1 }).nullish();
const text = (max: number) => optionalString(max).nullable();

/** Spec §5 and §9: invoice items and installments 0,01 to 9.999.999,99. */
export const ITEM_AMOUNT_MAX = 9_999_999.99;
export const FULLY_INSTALLED_MESSAGE = 'Faturanın tümü taksitlendirilmiş. Yeni taksit ekleyemezsiniz';
export const INVOICES_CLOSED_MESSAGE = 'Faturalar kapatıldı';
export const INSTALLMENTS_DELETED_WARNING =
  'Fatura tutarı değiştiği için taksitleri silindi; taksitleri yeniden oluşturun.';

export const INVOICE_TYPE_IDS = [1, 2, 3, 4, 5, 6] as const;

export const invoiceItemSchema = z.object({
  expense_type_id: id,
  child_expense_type_id: optionalId,
  description: text(1000),
  amount: moneyField({ min: 0.01, max: ITEM_AMOUNT_MAX }),
});
export type InvoiceItemInput = z.infer<typeof invoiceItemSchema>;

export const invoiceSchema = z.object({
  cluster_id: id,
  provider_id: id,
  billed_on: moneyDateField(),
  last_payment_on: moneyDateField().nullish(),
  bill_no: text(50),
  utility_no: text(50),
  invoice_type_id: integerField({ min: 1, max: 6 }),
  payment_type_id: integerField({ min: 1, max: 2 }),
  description: text(1000),
  is_invoiced: z.boolean().optional(),
  /** On create the items come with the invoice; later they are added one by one. */
  items: z.array(invoiceItemSchema).optional(),
});
export type InvoiceInput = z.infer<typeof invoiceSchema>;

/** 'Fatura Taksiti': one installment (date and amount). */
export const installmentSchema = z.object({
  last_payment_on: moneyDateField(),
  amount: moneyField({ min: 0.01, max: ITEM_AMOUNT_MAX }),
});
export type InstallmentInput = z.infer<typeof installmentSchema>;

/** Automatic installments: what is not installed yet, spread monthly from the start date. */
export const autoInstallmentSchema = z.object({
  starts_on: moneyDateField(),
  installment_count: integerField({ min: 1, max: 120 }),
});
export type AutoInstallmentInput = z.infer<typeof autoInstallmentSchema>;

/**
 * A bound on a payment's amount only so that no number overflows: an invoice has as many items as it
 * needs, so its remaining amount, the real limit, can pass an item's own limit.
 */
export const PAYMENT_AMOUNT_MAX = 9_999_999_999.99;

/**
 * 'Fatura Ödeme': the amount's upper bound is the invoice's remaining amount (spec §5), checked by the
 * server and shown by the form, the same rule as bulk close's.
 */
export const invoicePaymentSchema = z.object({
  collected_on: moneyDateField(),
  amount: moneyField({ min: 0.01, max: PAYMENT_AMOUNT_MAX }),
  bank_account_id: optionalId,
  safe_id: optionalId,
  description: text(1000),
});
export type InvoicePaymentInput = z.infer<typeof invoicePaymentSchema>;

/** 'Toplu Fatura Kapatma'. */
export const bulkCloseSchema = z.object({
  cluster_id: id,
  invoice_ids: requiredArray(id),
  bank_account_id: optionalId,
  safe_id: optionalId,
  description: text(1000),
  collected_on: moneyDateField(),
});
export type BulkCloseInput = z.infer<typeof bulkCloseSchema>;

const nullableText = z.string().nullable();
const stamps = { created_at: timestamp, updated_at: timestamp };
/** The meta of a list whose footer sums its amounts. */
export const amountTotalsMeta = listMetaSchema.extend({ totals: z.object({ amount: lira }) });

/** An item of an invoice as its panel shows it, with the names of its expense type and child type. */
export const invoiceItemRow = z.object({
  id: rowId,
  cluster_id: rowId,
  invoice_id: rowId,
  expense_type_id: rowId,
  expense_type_name: nullableText,
  child_expense_type_id: rowId.nullable(),
  child_expense_type_name: nullableText,
  description: nullableText,
  amount: lira,
  ...stamps,
});
export type InvoiceItem = z.infer<typeof invoiceItemRow>;

/** An item in the list over every invoice of a complex: with its invoice's date, number and provider. */
export const invoiceItemListRow = invoiceItemRow.extend({
  billed_on: dateText,
  bill_no: nullableText,
  provider_name: z.string(),
});
export type InvoiceItemListItem = z.infer<typeof invoiceItemListRow>;
export const invoiceItemListAnswer = listAnswerOf(invoiceItemListRow, amountTotalsMeta);

/** 'Fatura Taksiti' as answered. */
export const invoiceInstallmentRow = z.object({
  id: rowId,
  cluster_id: rowId,
  invoice_id: rowId,
  last_payment_on: dateText,
  amount: lira,
  ...stamps,
});
export type InvoiceInstallment = z.infer<typeof invoiceInstallmentRow>;

/** An invoice's installments, with what of its amount is not installed yet. */
export const invoiceInstallmentsAnswer = z.object({
  data: z.array(invoiceInstallmentRow),
  meta: z.object({ total: z.number().int(), uninstalled: lira }),
});

/** A payment of an invoice, with its invoice, provider and the bank account or safe it was paid from. */
export const invoicePaymentRow = z.object({
  id: rowId,
  cluster_id: rowId,
  invoice_id: rowId,
  bill_no: nullableText,
  billed_on: dateText,
  provider_name: z.string(),
  collected_on: dateText,
  amount: lira,
  bank_account_id: rowId.nullable(),
  safe_id: rowId.nullable(),
  place_name: nullableText,
  description: nullableText,
  bulk_close_id: rowId.nullable(),
  transaction_id: rowId.nullable(),
  /** The company's Ödeme Makbuzu number. */
  receipt_no: z.number().int().nullable(),
  created_by: rowId.nullable(),
  ...stamps,
});
export type InvoicePayment = z.infer<typeof invoicePaymentRow>;
export const invoicePaymentListAnswer = listAnswerOf(invoicePaymentRow, amountTotalsMeta);

/** An invoice in the list: its provider, its money and whether it is paid. */
export const invoiceListRow = z.object({
  id: rowId,
  cluster_id: rowId,
  provider_id: rowId,
  provider_name: z.string(),
  billed_on: dateText,
  last_payment_on: dateText.nullable(),
  bill_no: nullableText,
  utility_no: nullableText,
  invoice_type_id: z.number().int(),
  payment_type_id: z.number().int(),
  description: nullableText,
  is_invoiced: z.boolean(),
  amount: lira,
  paid: lira,
  installed: lira,
  remaining: lira,
  is_paid: z.boolean(),
  transaction_id: rowId.nullable(),
  /** The company's Mahsup Fişi number. */
  receipt_no: z.number().int().nullable(),
  created_by: rowId.nullable(),
  ...stamps,
});
export type InvoiceListItem = z.infer<typeof invoiceListRow>;
/** The invoices of a complex, their footer summing the amounts, what was paid and what is left. */
export const invoiceListAnswer = listAnswerOf(
  invoiceListRow,
  listMetaSchema.extend({ totals: z.object({ amount: lira, paid: lira, remaining: lira }) }),
);

/** An invoice as its panel shows it: with its items, installments and payments. */
export const invoiceRow = invoiceListRow.extend({
  items: z.array(invoiceItemRow),
  installments: z.array(invoiceInstallmentRow),
  payments: z.array(invoicePaymentRow),
});
export type Invoice = z.infer<typeof invoiceRow>;

/** What bulk close answers: how many invoices it closed and the total it paid. */
export const bulkCloseAnswer = z.object({ data: z.object({ closed: z.number().int(), total: lira }) });
