import { sql } from 'kysely';
import type { Db } from '../../db/connection';

// The expense invoices this area reads: receipts print them and outgoing bank lines pay them.

/** What has been paid of the row's invoice, in kuruş. */
export const invoicePaidSql = sql<
  number | string
>`coalesce((select sum(p.amount) from invoice_payments p where p.invoice_id = invoices.id), 0)`;

/** Invoices with their provider, and the columns every reader names them by. */
export function selectInvoices(db: Db) {
  return db
    .selectFrom('invoices')
    .innerJoin('cluster_providers', 'cluster_providers.id', 'invoices.provider_id')
    .select(['invoices.bill_no', 'invoices.billed_on', 'cluster_providers.name as provider_name']);
}
