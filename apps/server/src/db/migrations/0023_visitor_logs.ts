import { type AnyDb, withId, withTimestamps } from '../schemaHelpers';

/**
 * 'Ziyaretçi Kayıtları': who came to the complex, to which house (or resident), with which car, when they
 * came in and when they left. The plate is stored compact and upper case ('34ABC123'); `left_at` is null while
 * the visitor is inside. `search` is the folded text the list searches (name, phone, plate), `plate_search` the plate's alone.
 */
export async function up(db: AnyDb): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('visitor_logs'))
      .addColumn('cluster_id', 'integer', (c) => c.notNull().references('clusters.id'))
      .addColumn('house_id', 'integer', (c) => c.references('houses.id').onDelete('set null'))
      .addColumn('resident_id', 'integer', (c) => c.references('residents.id').onDelete('set null'))
      .addColumn('visitor_name', 'text', (c) => c.notNull())
      .addColumn('visitor_phone', 'text')
      .addColumn('vehicle_plate', 'text')
      .addColumn('entered_at', 'text', (c) => c.notNull())
      // The Turkish day of entered_at, written with it: the list's date range is in days of Turkey.
      .addColumn('entered_on', 'text', (c) => c.notNull())
      .addColumn('left_at', 'text')
      .addColumn('note', 'text')
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('search', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('plate_search', 'text', (c) => c.notNull().defaultTo('')),
  ).execute();
  // The desk's list: one complex, newest first; "inside now" is the rows without left_at.
  await db.schema
    .createIndex('visitor_logs_cluster_entered_idx')
    .on('visitor_logs')
    .columns(['cluster_id', 'entered_at'])
    .execute();
  await db.schema.createIndex('visitor_logs_house_idx').on('visitor_logs').column('house_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('visitor_logs').execute();
}
