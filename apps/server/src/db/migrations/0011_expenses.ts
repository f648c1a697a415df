import { type AnyDb, flag, withId, withTimestamps } from '../schemaHelpers';

/**
 * What the complex spends: invoices of its providers with their items (each an expense type), the
 * installments they are paid in, their payments from a bank account or safe, and other expenses such as
 * refunds to residents. Money is integer kuruş; every document writes the journal (DESIGN.md §6).
 */
export async function up(db: AnyDb): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('invoices'))
      .addColumn('cluster_id', 'integer', (c) => c.notNull().references('clusters.id'))
      .addColumn('provider_id', 'integer', (c) => c.notNull().references('cluster_providers.id'))
      .addColumn('billed_on', 'text', (c) => c.notNull())
      .addColumn('last_payment_on', 'text')
      .addColumn('bill_no', 'text')
      .addColumn('utility_no', 'text')
      // Fatura Gelecek 1, Faturalı 2, Faturasız 3, Gider Makbuzlu 4, Devir 5, Tedarikçi Avans 6.
      .addColumn('invoice_type_id', 'integer', (c) => c.notNull().defaultTo(2))
      // Peşin 1, Avanslı 2.
      .addColumn('payment_type_id', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('description', 'text')
      // The items' total, kept with them in the same transaction.
      .addColumn('amount', 'bigint', (c) => c.notNull().defaultTo(0))
      // An invoice expected later (Fatura Gelecek) becomes invoiced when the paper invoice arrives.
      .addColumn('is_invoiced', 'integer', flag(0))
      .addColumn('search', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('transaction_id', 'integer')
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null')),
  ).execute();
  await db.schema.createIndex('invoices_cluster_idx').on('invoices').columns(['cluster_id', 'billed_on']).execute();
  await db.schema.createIndex('invoices_provider_idx').on('invoices').column('provider_id').execute();

  await withTimestamps(
    withId(db, db.schema.createTable('invoice_items'))
      .addColumn('cluster_id', 'integer', (c) => c.notNull())
      .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
      .addColumn('expense_type_id', 'integer', (c) => c.notNull().references('expense_types.id'))
      .addColumn('child_expense_type_id', 'integer', (c) => c.references('expense_types.id'))
      .addColumn('description', 'text')
      .addColumn('amount', 'bigint', (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('invoice_items_invoice_idx').on('invoice_items').column('invoice_id').execute();

  await withTimestamps(
    withId(db, db.schema.createTable('invoice_installments'))
      .addColumn('cluster_id', 'integer', (c) => c.notNull())
      .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
      .addColumn('last_payment_on', 'text', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull()),
  ).execute();
  await db.schema
    .createIndex('invoice_installments_invoice_idx')
    .on('invoice_installments')
    .column('invoice_id')
    .execute();

  // Several invoices closed at once share one bulk-close record.
  await withId(db, db.schema.createTable('invoice_bulk_closes'))
    .addColumn('cluster_id', 'integer', (c) => c.notNull().references('clusters.id'))
    .addColumn('collected_on', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withTimestamps(
    withId(db, db.schema.createTable('invoice_payments'))
      .addColumn('cluster_id', 'integer', (c) => c.notNull())
      .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
      .addColumn('collected_on', 'text', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('bank_account_id', 'integer', (c) => c.references('bank_accounts.id'))
      .addColumn('safe_id', 'integer', (c) => c.references('safes.id'))
      .addColumn('description', 'text')
      .addColumn('bulk_close_id', 'integer', (c) => c.references('invoice_bulk_closes.id').onDelete('set null'))
      .addColumn('transaction_id', 'integer')
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null')),
  ).execute();
  await db.schema.createIndex('invoice_payments_invoice_idx').on('invoice_payments').column('invoice_id').execute();
  await db.schema
    .createIndex('invoice_payments_cluster_idx')
    .on('invoice_payments')
    .columns(['cluster_id', 'collected_on'])
    .execute();

  // 'Diğer Gider': money paid out that is not an invoice, e.g. a refund to a resident (payback).
  await withTimestamps(
    withId(db, db.schema.createTable('other_expenses'))
      .addColumn('cluster_id', 'integer', (c) => c.notNull().references('clusters.id'))
      .addColumn('income_type_id', 'integer', (c) => c.references('income_types.id'))
      .addColumn('resident_id', 'integer', (c) => c.references('residents.id'))
      .addColumn('house_id', 'integer', (c) => c.references('houses.id'))
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('spent_on', 'text', (c) => c.notNull())
      .addColumn('bank_account_id', 'integer', (c) => c.references('bank_accounts.id'))
      .addColumn('safe_id', 'integer', (c) => c.references('safes.id'))
      .addColumn('refund_type_id', 'integer', (c) => c.references('payback_reasons.id'))
      .addColumn('collection_id', 'integer', (c) => c.references('collections.id').onDelete('set null'))
      .addColumn('debt_id', 'integer', (c) => c.references('debts.id').onDelete('set null'))
      .addColumn('deferment_amount', 'bigint')
      .addColumn('description', 'text')
      .addColumn('transaction_id', 'integer'),
  ).execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'other_expenses',
    'invoice_payments',
    'invoice_bulk_closes',
    'invoice_installments',
    'invoice_items',
    'invoices',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
