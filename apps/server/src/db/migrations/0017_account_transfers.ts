import { type AnyDb, withId, withTimestamps } from '../schemaHelpers';

/**
 * 'Virman': money moved between the complex's own bank accounts and safes, with its journal. An outgoing
 * bank-statement line can now be booked as an invoice payment, an expense (an invoice paid at once) or such a
 * transfer, so a line points at the document it closed into, as it already did for a collection.
 */
export async function up(db: AnyDb): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('account_transfers'))
      .addColumn('cluster_id', 'integer', (c) => c.notNull().references('clusters.id'))
      .addColumn('from_bank_account_id', 'integer', (c) => c.references('bank_accounts.id'))
      .addColumn('from_safe_id', 'integer', (c) => c.references('safes.id'))
      .addColumn('to_bank_account_id', 'integer', (c) => c.references('bank_accounts.id'))
      .addColumn('to_safe_id', 'integer', (c) => c.references('safes.id'))
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('transferred_on', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('transaction_id', 'integer')
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null')),
  ).execute();
  await db.schema
    .createIndex('account_transfers_cluster_idx')
    .on('account_transfers')
    .columns(['cluster_id', 'transferred_on'])
    .execute();

  // The document an outgoing line was booked as: a payment of an existing invoice, an expense (the invoice
  // made for it and its payment) or a transfer. Deleting the document reopens the line.
  await db.schema
    .alterTable('bank_activities')
    .addColumn('invoice_payment_id', 'integer', (c) => c.references('invoice_payments.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('bank_activities')
    .addColumn('invoice_id', 'integer', (c) => c.references('invoices.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('bank_activities')
    .addColumn('account_transfer_id', 'integer', (c) => c.references('account_transfers.id').onDelete('set null'))
    .execute();
  for (const column of ['invoice_payment_id', 'invoice_id', 'account_transfer_id']) {
    await db.schema.createIndex(`bank_activities_${column}_idx`).on('bank_activities').column(column).execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const column of ['account_transfer_id', 'invoice_id', 'invoice_payment_id']) {
    await db.schema.dropIndex(`bank_activities_${column}_idx`).execute();
    await db.schema.alterTable('bank_activities').dropColumn(column).execute();
  }
  await db.schema.dropTable('account_transfers').execute();
}
