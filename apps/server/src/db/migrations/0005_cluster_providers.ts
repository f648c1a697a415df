import { type AnyDb, flag, withId, withTimestamps } from '../schemaHelpers';

/** Providers of a complex (lawyers, bank commission, staff, suppliers …) and folded search on companies and clusters. */
export async function up(db: AnyDb): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('cluster_providers'))
      .addColumn('cluster_id', 'integer', (c) => c.notNull().references('clusters.id'))
      .addColumn('provider_type_id', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('tax_number', 'text')
      .addColumn('iban', 'text')
      .addColumn('phone', 'text')
      .addColumn('email', 'text')
      // Expense types may be system rows or the complex's own; checked by the service, not by a foreign key.
      .addColumn('expense_type_id', 'integer')
      .addColumn('child_expense_type_id', 'integer')
      .addColumn('bank_integration_type_id', 'integer')
      .addColumn('bank_workflow_type_id', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_active', 'integer', flag(1))
      .addColumn('search', 'text', (c) => c.notNull().defaultTo('')),
  ).execute();
  await db.schema
    .createIndex('cluster_providers_cluster_idx')
    .on('cluster_providers')
    .columns(['cluster_id', 'provider_type_id'])
    .execute();
  for (const table of ['companies', 'clusters']) {
    await db.schema
      .alterTable(table)
      .addColumn('search', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['companies', 'clusters']) await db.schema.alterTable(table).dropColumn('search').execute();
  await db.schema.dropTable('cluster_providers').execute();
}
