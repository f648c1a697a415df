import { type AnyDb, flag, withId, withTimestamps } from '../schemaHelpers';

/**
 * 'Çalışan Pozisyonları': the positions a management company gives its workers (Site Müdürü, Muhasebe …),
 * the first list of the "My company" area. A position belongs to a company, not to a complex; like the named
 * definitions it keeps a folded search text and a Turkish sort key of its name.
 */
export async function up(db: AnyDb): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('worker_positions'))
      .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('is_active', 'integer', flag(1))
      .addColumn('search', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('name_sort', 'text', (c) => c.notNull().defaultTo('')),
  ).execute();
  await db.schema.createIndex('worker_positions_company_idx').on('worker_positions').column('company_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('worker_positions').execute();
}
