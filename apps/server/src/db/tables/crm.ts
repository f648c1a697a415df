// The SaaS side's customers and billing (migrations 0036, 0037). Money is kuruş; dates are 'YYYY-MM-DD'.
import type { Generated } from 'kysely';
import type { Flag, Stamps } from '../types';

/** A product sold per house, with a monthly and a yearly price per house. */
export type ProductsTable = Stamps & {
  id: Generated<number>;
  name: string;
  invoice_description: string;
  monthly_price_per_house: number;
  yearly_price_per_house: number;
  is_available: Generated<Flag>;
  search: Generated<string>;
};

export type CustomerGroupsTable = Stamps & { id: Generated<number>; name: string; search: Generated<string> };

/** A customer of the product: a management company (`company_id`, at most one customer each). */
export type CustomersTable = Stamps & {
  id: Generated<number>;
  name: string;
  title: string | null;
  /** VKN (10 digits) or TCKN (11 digits). */
  tax_number: string | null;
  tax_office: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  iban: string | null;
  customer_group_id: number | null;
  company_id: number | null;
  authorized_user_id: number | null;
  is_active: Generated<Flag>;
  search: Generated<string>;
};

/** A complex a customer runs from `starts_on` until `ends_on` (open when null). */
export type CustomerClustersTable = Stamps & {
  id: Generated<number>;
  customer_id: number;
  cluster_id: number;
  starts_on: string;
  ends_on: string | null;
};

/** A product a customer holds: `amount` per house, monthly or yearly, from `starts_on` until `ends_on`. */
export type CustomerProductsTable = Stamps & {
  id: Generated<number>;
  customer_id: number;
  product_id: number;
  starts_on: string;
  ends_on: string | null;
  amount: number;
  is_yearly: Generated<Flag>;
};

/** An invoice to a customer; `period_key` ('2026-11' or '2026') is set on issued ones, null on those written by hand. */
export type CustomerInvoicesTable = Stamps & {
  id: Generated<number>;
  customer_id: number;
  invoice_no: string | null;
  period_key: string | null;
  is_yearly: Generated<Flag>;
  period_start: string;
  period_end: string;
  invoiced_on: string;
  due_on: string;
  amount: number;
  tax_rate: Generated<number>;
  tax_amount: number;
  amount_tax_included: number;
  description: string | null;
};

/** One line of a customer invoice: a product over a complex's houses for `days` of `period_days`. */
export type CustomerInvoiceLinesTable = {
  id: Generated<number>;
  customer_invoice_id: number;
  customer_product_id: number | null;
  product_id: number | null;
  cluster_id: number | null;
  description: string;
  house_count: Generated<number>;
  days: Generated<number>;
  period_days: Generated<number>;
  unit_amount: Generated<number>;
  amount: number;
};

/** Money a customer paid (`success_at`, UTC ISO-8601); `bank_reference_no` when booked from the bank statement. */
export type CustomerPaymentsTable = Stamps & {
  id: Generated<number>;
  customer_id: number;
  success_at: string;
  amount: number;
  description: string | null;
  bank_reference_no: string | null;
};

/** The part of a customer payment that pays one customer invoice. */
export type CustomerInvoicePaymentsTable = Stamps & {
  id: Generated<number>;
  customer_id: number;
  customer_payment_id: number;
  customer_invoice_id: number;
  payment_on: string;
  amount: number;
  description: string | null;
};

/** The seller's settings, one row (id 1): the IBAN customers pay to, VAT rate, due and warning days. */
export type SaasSettingsTable = {
  id: number;
  seller_title: string | null;
  bank_name: string | null;
  iban: string | null;
  tax_rate: number;
  payment_due_days: number;
  payment_warning_days: number;
  updated_at: string;
};
