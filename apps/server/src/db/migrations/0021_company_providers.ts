import { type AnyDb, flag, withId, withTimestamps } from '../schemaHelpers';

/**
 * 'Şirket Tedarikçileri': the suppliers a management company uses in all its complexes (My company). A row
 * belongs to a company, not to a complex; `provides_id` is the system expense type it provides. A complex that
 * picks one gets its own provider copied from it, linked by `cluster_providers.company_provider_id` (one per
 * complex and company provider), so its invoices keep pointing at a provider of the complex.
 */
export async function up(db: AnyDb): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('company_providers'))
      .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('tax_office', 'text')
      .addColumn('tax_number', 'text')
      .addColumn('phone', 'text')
      .addColumn('email', 'text')
      .addColumn('address', 'text')
      .addColumn('iban', 'text')
      .addColumn('provides_id', 'integer', (c) => c.references('expense_types.id').onDelete('set null'))
      .addColumn('description', 'text')
      .addColumn('is_active', 'integer', flag(1))
      .addColumn('search', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('name_sort', 'text', (c) => c.notNull().defaultTo('')),
  ).execute();
  await db.schema.createIndex('company_providers_company_idx').on('company_providers').column('company_id').execute();

  await db.schema
    .alterTable('cluster_providers')
    .addColumn('company_provider_id', 'integer', (c) => c.references('company_providers.id').onDelete('set null'))
    .execute();
  // One copy per complex: picking the same company provider again finds it.
  await db.schema
    .createIndex('cluster_providers_company_provider_idx')
    .on('cluster_providers')
    .columns(['company_provider_id', 'cluster_id'])
    .unique()
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('cluster_providers_company_provider_idx').execute();
  await db.schema.alterTable('cluster_providers').dropColumn('company_provider_id').execute();
  await db.schema.dropTable('company_providers').execute();
}
