import { type AnyDb, flag, withId, withTimestamps } from '../schemaHelpers';

/**
 * The residents' side of the mobile app, as the super administrator's user page lists it: which residents a
 * user (a resident who signs in) is, the cards they saved at a complex's virtual POS (masked numbers only; the
 * provider keeps the card) and the automatic payments (card subscriptions) set on them; and the platform of a
 * mobile sign-in for the mobile statistics. `residents.user_id` is a plain column (SQLite cannot drop a column that is a foreign key).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('residents').addColumn('user_id', 'integer').execute();
  await db.schema.createIndex('residents_user_idx').on('residents').column('user_id').execute();
  await db.schema.alterTable('personal_access_tokens').addColumn('platform', 'text').execute();

  await withTimestamps(
    withId(db, db.schema.createTable('user_cards'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('cluster_payment_provider_id', 'integer', (c) =>
        c.references('cluster_payment_providers.id').onDelete('set null'),
      )
      .addColumn('masked_cc_no', 'text', (c) => c.notNull())
      .addColumn('name', 'text')
      .addColumn('expires_on', 'text')
      .addColumn('settle_day', 'integer')
      .addColumn('is_active', 'integer', flag(1)),
  ).execute();
  await db.schema.createIndex('user_cards_user_idx').on('user_cards').column('user_id').execute();

  await withTimestamps(
    withId(db, db.schema.createTable('user_card_subscriptions'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('user_card_id', 'integer', (c) => c.notNull().references('user_cards.id').onDelete('cascade'))
      .addColumn('cluster_id', 'integer', (c) => c.notNull().references('clusters.id').onDelete('cascade'))
      .addColumn('house_id', 'integer', (c) => c.references('houses.id').onDelete('set null'))
      .addColumn('cluster_payment_provider_id', 'integer', (c) =>
        c.references('cluster_payment_providers.id').onDelete('set null'),
      )
      .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_active', 'integer', flag(1)),
  ).execute();
  await db.schema
    .createIndex('user_card_subscriptions_user_idx')
    .on('user_card_subscriptions')
    .column('user_id')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('user_card_subscriptions').execute();
  await db.schema.dropTable('user_cards').execute();
  await db.schema.alterTable('personal_access_tokens').dropColumn('platform').execute();
  await db.schema.dropIndex('residents_user_idx').execute();
  await db.schema.alterTable('residents').dropColumn('user_id').execute();
}
