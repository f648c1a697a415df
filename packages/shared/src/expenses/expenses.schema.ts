import { z } from 'zod';

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
