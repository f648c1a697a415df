import { type AnyDb, flag, withId, withTimestamps } from '../schemaHelpers';

/**
 * The SMS (notification) and payment providers of a complex. The SMS password is kept for the SMS
 * adapter and never returned by the API; the Param details of payment provider 2 are JSON text.
 */
export async function up(db: AnyDb): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('cluster_notification_providers'))
      .addColumn('cluster_id', 'integer', (c) => c.notNull().references('clusters.id'))
      .addColumn('notification_provider_id', 'integer', (c) => c.notNull())
      .addColumn('is_active', 'integer', flag(1))
      .addColumn('is_default', 'integer', flag(0))
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('password', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull()),
  ).execute();
  await db.schema
    .createIndex('cluster_notification_providers_cluster_idx')
    .on('cluster_notification_providers')
    .column('cluster_id')
    .execute();

  await withTimestamps(
    withId(db, db.schema.createTable('cluster_payment_providers'))
      .addColumn('cluster_id', 'integer', (c) => c.notNull().references('clusters.id'))
      .addColumn('payment_provider_id', 'integer', (c) => c.notNull())
      .addColumn('pos_account_id', 'integer', (c) => c.notNull().references('bank_accounts.id'))
      .addColumn('bank_account_id', 'integer', (c) => c.notNull().references('bank_accounts.id'))
      .addColumn('is_active', 'integer', flag(1))
      .addColumn('is_default', 'integer', flag(0))
      .addColumn('submerchant_id', 'text')
      // company_type_id, mobile_phone, person_name, birthdate, tc_number (provider 2 only).
      .addColumn('param', 'text'),
  ).execute();
  await db.schema
    .createIndex('cluster_payment_providers_cluster_idx')
    .on('cluster_payment_providers')
    .column('cluster_id')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('cluster_payment_providers').execute();
  await db.schema.dropTable('cluster_notification_providers').execute();
}
