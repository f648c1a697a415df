import { z } from 'zod';
import { dateText, lira, listMetaSchema, rowId, timestamp } from '../common/responses';
import { integerField, moneyDateField, moneyField, optionalString } from '../common/zodRules';

// Customer payments (money a customer paid) and customer invoice payments (the part of a payment that pays
// one customer invoice), spec §3, §5, §7 "Super admin".

const id = integerField({ min: 1 });
const text = (max: number) => optionalString(max).nullable();

/**
 * Spec §5 and §9: a customer payment is 0 to 999.999,99. A payment of nothing pays nothing and only clutters
 * the list, so the smallest is 0,01.
 */
export const CUSTOMER_PAYMENT_AMOUNT_MIN = 0.01;
export const CUSTOMER_PAYMENT_AMOUNT_MAX = 999_999.99;
export const CUSTOMER_PAYMENT_DESCRIPTION_MAX = 1000;

export const customerPaymentMessages = {
  invoiceOfOtherCustomer: 'Fatura bu müşteriye ait değil.',
  overInvoiceRemaining: (remaining: string) => `Tutar faturanın kalan tutarını (${remaining}) aşamaz.`,
  overPaymentLeft: (left: string) => `Tutar ödemenin dağıtılmamış tutarını (${left}) aşamaz.`,
  customerChanged: 'Tahsilatın müşterisi değiştirilemez.',
} as const;

const amount = moneyField({ min: CUSTOMER_PAYMENT_AMOUNT_MIN, max: CUSTOMER_PAYMENT_AMOUNT_MAX });

/**
 * 'Tahsilat Ekle' on the payments screen: `success_at` is the payment date; `customer_invoice_ids` the invoices it
 * pays, in that order (else the customer's open invoices, oldest due date first). What no invoice takes is credit.
 */
export const customerPaymentSchema = z.object({
  customer_id: id,
  amount,
  success_at: moneyDateField(),
  description: text(CUSTOMER_PAYMENT_DESCRIPTION_MAX),
  customer_invoice_ids: z.array(id).nullish(),
});
export type CustomerPaymentInput = z.infer<typeof customerPaymentSchema>;

/** One payment in the list ('Ödemeler'): `invoice_payment_amount` is the part allocated to invoices. */
export const customerPaymentRow = z.object({
  id: rowId,
  customer_id: rowId,
  customer_name: z.string().nullable(),
  success_at: timestamp,
  amount: lira,
  invoice_payment_amount: lira,
  description: z.string().nullable(),
  bank_reference_no: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type CustomerPaymentRow = z.infer<typeof customerPaymentRow>;

/** The invoices one payment pays, as its edit form shows them. */
export const customerPaymentAllocationRow = z.object({
  id: rowId,
  customer_invoice_id: rowId,
  invoice_no: z.string().nullable(),
  invoiced_on: dateText,
  due_on: dateText,
  amount: lira,
});
export const customerPaymentDetailRow = customerPaymentRow.extend({
  customer_invoice_ids: z.array(rowId),
  allocations: z.array(customerPaymentAllocationRow),
});
export type CustomerPaymentDetail = z.infer<typeof customerPaymentDetailRow>;

export const customerPaymentsMeta = listMetaSchema.extend({
  totals: z.object({ amount: lira, invoice_payment_amount: lira }).optional(),
});

/** 'Tahsilat Ekle' on an invoice: one payment of `amount`, all of it for that invoice (at most its remaining). */
export const customerInvoicePaymentSchema = z.object({
  customer_id: id,
  payment_on: moneyDateField().nullish(),
  amount,
  customer_invoice_id: id,
  description: text(CUSTOMER_PAYMENT_DESCRIPTION_MAX),
});
export type CustomerInvoicePaymentInput = z.infer<typeof customerInvoicePaymentSchema>;

/**
 * One allocation: `invoice_payment_amount` (= `amount`) is the part paying this invoice, `payment_amount` the whole
 * payment it is part of (shown in brackets when different).
 */
export const customerInvoicePaymentRow = z.object({
  id: rowId,
  customer_id: rowId,
  customer_name: z.string().nullable(),
  customer_payment_id: rowId,
  customer_invoice_id: rowId,
  invoice_no: z.string().nullable(),
  payment_on: dateText,
  success_at: timestamp,
  amount: lira,
  invoice_payment_amount: lira,
  payment_amount: lira,
  description: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type CustomerInvoicePaymentRow = z.infer<typeof customerInvoicePaymentRow>;

export const customerInvoicePaymentsMeta = listMetaSchema.extend({
  totals: z.object({ amount: lira }).optional(),
});

/** An invoice of a customer with what is still owed of it, for the invoice choices of a payment. */
export const customerPaymentInvoiceRow = z.object({
  id: rowId,
  invoice_no: z.string().nullable(),
  invoiced_on: dateText,
  due_on: dateText,
  amount_tax_included: lira,
  amount_remaining: lira,
});
export type CustomerPaymentInvoice = z.infer<typeof customerPaymentInvoiceRow>;
export const customerPaymentInvoicesQuery = z.object({ customer_id: z.coerce.number().pipe(integerField({ min: 1 })) });
