import { type AnyDb, flag, withId, withTimestamps } from '../schemaHelpers';

/**
 * Adverts shown in the residents' mobile app (Reklamlar): image, link, whom they target (all, chosen customers or
 * chosen complexes), the dates they run and an active flag; and each click on one (advert clicks).
 */
export async function up(db: AnyDb): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('adverts'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('image_file', 'text')
      .addColumn('link_url', 'text')
      .addColumn('target_type', 'text', (c) => c.notNull().defaultTo('all'))
      .addColumn('starts_on', 'text', (c) => c.notNull())
      .addColumn('ends_on', 'text')
      .addColumn('is_active', 'integer', flag(1)),
  ).execute();

  await withId(db, db.schema.createTable('advert_targets'))
    .addColumn('advert_id', 'integer', (c) => c.notNull().references('adverts.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('cascade'))
    .addColumn('cluster_id', 'integer', (c) => c.references('clusters.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('advert_targets_advert_idx').on('advert_targets').column('advert_id').execute();

  await withId(db, db.schema.createTable('advert_clicks'))
    .addColumn('advert_id', 'integer', (c) => c.notNull().references('adverts.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('resident_id', 'integer', (c) => c.references('residents.id').onDelete('set null'))
    .addColumn('is_active', 'integer', flag(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('advert_clicks_advert_idx')
    .on('advert_clicks')
    .columns(['advert_id', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['advert_clicks', 'advert_targets', 'adverts']) await db.schema.dropTable(table).execute();
}
