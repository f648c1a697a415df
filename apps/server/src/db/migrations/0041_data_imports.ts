import { type AnyDb, withId, withTimestamps } from '../schemaHelpers';

/**
 * A new customer's data moved in from a spreadsheet (Aktarım): one row per run into a complex, its state
 * (running, done, failed; a dry run records nothing), progress and what it created or why it failed, for the
 * progress bar.
 */
export async function up(db: AnyDb): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('data_imports'))
      .addColumn('cluster_id', 'integer', (c) => c.notNull().references('clusters.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('total_rows', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('processed_rows', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('summary', 'text'),
  ).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('data_imports').execute();
}
