import { z } from 'zod';
import { dateText, lira, rowId, timestamp } from '../common/responses';

// Müşteri Hesabım: the management company's own products, complexes, invoices and payments as a customer.

export const myCustomerMessages = {
  notCustomer: 'Şirketiniz için müşteri kaydı bulunamadı.',
} as const;

export const myCustomerProductRow = z.object({
  id: rowId,
  product_name: z.string(),
  starts_on: dateText,
  ends_on: dateText.nullable(),
  amount: lira,
  is_yearly: z.boolean(),
  is_active: z.boolean(),
});

export const myCustomerClusterRow = z.object({
  id: rowId,
  cluster_id: rowId,
  cluster_name: z.string(),
  house_count: z.number().int(),
  starts_on: dateText,
  ends_on: dateText.nullable(),
  is_active: z.boolean(),
});

export const myCustomerInvoiceRow = z.object({
  id: rowId,
  invoice_no: z.string().nullable(),
  invoiced_on: dateText,
  due_on: dateText,
  period_start: dateText,
  period_end: dateText,
  amount: lira,
  tax_amount: lira,
  amount_tax_included: lira,
  amount_collected: lira,
  amount_remaining: lira,
  is_overdue: z.boolean(),
  description: z.string().nullable(),
});
export type MyCustomerInvoiceRow = z.infer<typeof myCustomerInvoiceRow>;

export const myCustomerPaymentRow = z.object({
  id: rowId,
  success_at: timestamp,
  amount: lira,
  invoice_payment_amount: lira,
  description: z.string().nullable(),
});

export const myCustomerBillingSchema = z.object({
  customer: z.object({ id: rowId, name: z.string(), title: z.string().nullable(), tax_number: z.string().nullable() }),
  products: z.array(myCustomerProductRow),
  clusters: z.array(myCustomerClusterRow),
  invoices: z.array(myCustomerInvoiceRow),
  payments: z.array(myCustomerPaymentRow),
  /** What the customer still owes over every invoice, and paid beyond its invoices (credit). */
  balance: z.object({ remaining: lira, overdue: lira, credit: lira }),
  seller: z.object({ title: z.string().nullable(), bank_name: z.string().nullable(), iban: z.string().nullable() }),
});
export type MyCustomerBilling = z.infer<typeof myCustomerBillingSchema>;

export const myCustomerInvoiceLineRow = z.object({
  id: rowId,
  description: z.string(),
  cluster_name: z.string().nullable(),
  house_count: z.number().int(),
  days: z.number().int(),
  period_days: z.number().int(),
  unit_amount: lira,
  amount: lira,
});

export const myCustomerInvoicePaymentRow = z.object({
  id: rowId,
  payment_on: dateText,
  amount: lira,
  description: z.string().nullable(),
});

export const myCustomerInvoiceDetailSchema = myCustomerInvoiceRow.extend({
  tax_rate: z.number(),
  lines: z.array(myCustomerInvoiceLineRow),
  payments: z.array(myCustomerInvoicePaymentRow),
  seller: z.object({ title: z.string().nullable(), bank_name: z.string().nullable(), iban: z.string().nullable() }),
});
export type MyCustomerInvoiceDetail = z.infer<typeof myCustomerInvoiceDetailSchema>;
