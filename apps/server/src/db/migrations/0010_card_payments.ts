import { sql } from 'kysely';
import { type AnyDb, flag, withId, withTimestamps } from '../schemaHelpers';

/**
 * Card payments residents make through a complex's virtual POS (its cluster payment providers). The
 * provider integration writes them; a successful one becomes a collection into the POS bank account.
 * Money is integer kuruş; `paid_at` is a UTC ISO-8601 timestamp.
 */
export async function up(db: AnyDb): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('card_payments'))
      .addColumn('cluster_id', 'integer', (c) => c.notNull().references('clusters.id'))
      .addColumn('house_id', 'integer', (c) => c.references('houses.id'))
      .addColumn('resident_id', 'integer', (c) => c.references('residents.id'))
      // A provider with payments cannot be deleted (it can be made passive), so the history keeps its name.
      .addColumn('cluster_payment_provider_id', 'integer', (c) => c.references('cluster_payment_providers.id'))
      // Saved cards and card subscriptions come later; no foreign key yet.
      .addColumn('user_card_id', 'integer')
      .addColumn('user_card_subscription_id', 'integer')
      .addColumn('is_subscription', 'integer', flag(0))
      .addColumn('masked_cc_no', 'text', (c) => c.notNull())
      .addColumn('card_holder', 'text')
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('commission', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('installment_count', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('provider_reference', 'text')
      .addColumn('error_message', 'text')
      .addColumn('collection_id', 'integer', (c) => c.references('collections.id').onDelete('set null'))
      .addColumn('paid_at', 'text', (c) => c.notNull())
      // Folded card holder and masked number, searched by the list's `query`.
      .addColumn('search', 'text', (c) => c.notNull().defaultTo(''))
      .addCheckConstraint('card_payments_status_check', sql`status in ('success', 'failed', 'refunded')`),
  ).execute();
  await db.schema
    .createIndex('card_payments_cluster_paid_idx')
    .on('card_payments')
    .columns(['cluster_id', 'paid_at'])
    .execute();
  await db.schema
    .createIndex('card_payments_subscription_idx')
    .on('card_payments')
    .column('user_card_subscription_id')
    .execute();
  await db.schema.createIndex('card_payments_user_card_idx').on('card_payments').column('user_card_id').execute();
  // Deleting a collection sets its payments' collection_id to null; without an index that scans the table.
  await db.schema.createIndex('card_payments_collection_idx').on('card_payments').column('collection_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('card_payments').execute();
}
