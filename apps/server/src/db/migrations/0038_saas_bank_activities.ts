import { type AnyDb, withId, withTimestamps } from '../schemaHelpers';

/**
 * The SaaS company's own bank statement (Banka Hareketleri of the CRM): each imported line, the customer it
 * was matched to (by VKN, TCKN or IBAN, with a confidence) and the customer payment that booked it. Amounts
 * are kuruş, positive for money in.
 */
export async function up(db: AnyDb): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('saas_bank_activities'))
      .addColumn('reference_no', 'text', (c) => c.notNull().unique())
      .addColumn('activity_on', 'text', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('identity_number', 'text')
      .addColumn('tax_number', 'text')
      .addColumn('iban', 'text')
      .addColumn('description', 'text')
      .addColumn('suggested_customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
      .addColumn('match_confidence', 'text')
      .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
      .addColumn('customer_payment_id', 'integer', (c) => c.references('customer_payments.id').onDelete('set null'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
      // Description, numbers, IBAN and reference folded the Turkish way, for the list's search.
      .addColumn('search', 'text', (c) => c.notNull().defaultTo('')),
  ).execute();
  await db.schema.createIndex('saas_bank_activities_status_idx').on('saas_bank_activities').column('status').execute();
  await db.schema
    .createIndex('saas_bank_activities_activity_on_idx')
    .on('saas_bank_activities')
    .column('activity_on')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('saas_bank_activities').execute();
}
