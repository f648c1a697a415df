import type { AnyDb } from '../schemaHelpers';

/** Folded search text on the definition tables, and the resident's tax number. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('residents').addColumn('tax_number', 'text').execute();
  for (const table of ['residents', 'houses', 'bank_accounts', 'safes']) {
    await db.schema
      .alterTable(table)
      .addColumn('search', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['residents', 'houses', 'bank_accounts', 'safes']) {
    await db.schema.alterTable(table).dropColumn('search').execute();
  }
  await db.schema.alterTable('residents').dropColumn('tax_number').execute();
}
