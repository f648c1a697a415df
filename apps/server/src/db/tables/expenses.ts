import type { Generated } from 'kysely';
import type { Flag, Stamps } from '../types';

// Expenses (migration 0011). Money columns are integer kuruş.

export type InvoicesTable = Stamps & {
  id: Generated<number>;
  cluster_id: number;
  provider_id: number;
  billed_on: string;
  last_payment_on: string | null;
  bill_no: string | null;
  utility_no: string | null;
  invoice_type_id: Generated<number>;
  payment_type_id: Generated<number>;
  description: string | null;
  amount: Generated<number>;
  is_invoiced: Generated<Flag>;
  search: Generated<string>;
  transaction_id: number | null;
  /** The company's Mahsup Fişi number. */
  receipt_no: number | null;
  created_by: number | null;
};

export type InvoiceItemsTable = Stamps & {
  id: Generated<number>;
  cluster_id: number;
  invoice_id: number;
  expense_type_id: number;
  child_expense_type_id: number | null;
  description: string | null;
  amount: number;
};

export type InvoiceInstallmentsTable = Stamps & {
  id: Generated<number>;
  cluster_id: number;
  invoice_id: number;
  last_payment_on: string;
  amount: number;
};

export type InvoiceBulkClosesTable = {
  id: Generated<number>;
  cluster_id: number;
  collected_on: string;
  description: string | null;
  created_by: number | null;
  created_at: string;
};

export type InvoicePaymentsTable = Stamps & {
  id: Generated<number>;
  cluster_id: number;
  invoice_id: number;
  collected_on: string;
  amount: number;
  bank_account_id: number | null;
  safe_id: number | null;
  description: string | null;
  bulk_close_id: number | null;
  transaction_id: number | null;
  created_by: number | null;
  /** The company's Ödeme Makbuzu number. */
  receipt_no: number | null;
};

export type OtherExpensesTable = Stamps & {
  id: Generated<number>;
  cluster_id: number;
  income_type_id: number | null;
  resident_id: number | null;
  house_id: number | null;
  amount: number;
  spent_on: string;
  bank_account_id: number | null;
  safe_id: number | null;
  refund_type_id: number | null;
  collection_id: number | null;
  debt_id: number | null;
  deferment_amount: number | null;
  description: string | null;
  transaction_id: number | null;
};
