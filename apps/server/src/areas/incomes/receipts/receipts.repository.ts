import type { Db } from '../../../db/connection';
import { invoicePaidSql, selectInvoices } from '../expenseInvoices';

// Every query a receipt needs. Money stays integer kuruş here; pg hands bigint over as text, so callers use Number().

/** The complex with its management company and the company's place names. */
export async function findClusterHeader(db: Db, clusterId: number) {
  return db
    .selectFrom('clusters')
    .innerJoin('companies', 'companies.id', 'clusters.company_id')
    .leftJoin('locations as city', 'city.id', 'companies.city_id')
    .leftJoin('locations as district', 'district.id', 'companies.district_id')
    .select([
      'clusters.id as cluster_id',
      'clusters.name as cluster_name',
      'clusters.title as cluster_title',
      'companies.name as company_name',
      'companies.title as company_title',
      'companies.address as company_address',
      'companies.tax_office as company_tax_office',
      'companies.tax_number as company_tax_number',
      'companies.report_logo_path as company_report_logo_path',
      'city.name as city_name',
      'district.name as district_name',
    ])
    .where('clusters.id', '=', clusterId)
    .executeTakeFirstOrThrow();
}

export async function findInvoice(db: Db, id: number) {
  return selectInvoices(db)
    .select([
      'invoices.id',
      'invoices.receipt_no',
      'invoices.cluster_id',
      'invoices.last_payment_on',
      'invoices.utility_no',
      'invoices.description',
      'invoices.amount',
      'cluster_providers.title as provider_title',
      'cluster_providers.tax_number as provider_tax_number',
      'cluster_providers.email as provider_email',
      invoicePaidSql.as('paid'),
    ])
    .where('invoices.id', '=', id)
    .executeTakeFirst();
}

export async function findInvoiceItems(db: Db, invoiceId: number) {
  return db
    .selectFrom('invoice_items')
    .leftJoin('expense_types as parent', 'parent.id', 'invoice_items.expense_type_id')
    .leftJoin('expense_types as child', 'child.id', 'invoice_items.child_expense_type_id')
    .select([
      'invoice_items.description',
      'invoice_items.amount',
      'parent.name as expense_type_name',
      'child.name as child_expense_type_name',
    ])
    .where('invoice_items.invoice_id', '=', invoiceId)
    .orderBy('invoice_items.id')
    .execute();
}

export async function findPayment(db: Db, id: number) {
  return db
    .selectFrom('invoice_payments')
    .leftJoin('bank_accounts', 'bank_accounts.id', 'invoice_payments.bank_account_id')
    .leftJoin('safes', 'safes.id', 'invoice_payments.safe_id')
    .select([
      'invoice_payments.id',
      'invoice_payments.receipt_no',
      'invoice_payments.cluster_id',
      'invoice_payments.invoice_id',
      'invoice_payments.collected_on',
      'invoice_payments.amount',
      'invoice_payments.description',
      'bank_accounts.name as bank_account_name',
      'safes.name as safe_name',
    ])
    .where('invoice_payments.id', '=', id)
    .executeTakeFirst();
}
