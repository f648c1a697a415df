import { type AnyDb, flag, withId, withTimestamps } from '../schemaHelpers';

/**
 * The SaaS side's customers (spec §3): the products sold per house, the management companies that buy them
 * (customers, in groups), the complexes each customer runs and the products each customer holds. Prices and
 * amounts are kuruş; dates are 'YYYY-MM-DD'.
 */
export async function up(db: AnyDb): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('products'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('invoice_description', 'text', (c) => c.notNull())
      .addColumn('monthly_price_per_house', 'integer', (c) => c.notNull())
      .addColumn('yearly_price_per_house', 'integer', (c) => c.notNull())
      .addColumn('is_available', 'integer', flag(1))
      .addColumn('search', 'text', (c) => c.notNull().defaultTo('')),
  ).execute();

  await withTimestamps(
    withId(db, db.schema.createTable('customer_groups'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('search', 'text', (c) => c.notNull().defaultTo('')),
  ).execute();

  await withTimestamps(
    withId(db, db.schema.createTable('customers'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('title', 'text')
      .addColumn('tax_number', 'text')
      .addColumn('tax_office', 'text')
      .addColumn('email', 'text')
      .addColumn('phone', 'text')
      .addColumn('address', 'text')
      .addColumn('iban', 'text')
      .addColumn('customer_group_id', 'integer', (c) => c.references('customer_groups.id').onDelete('set null'))
      .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('set null').unique())
      .addColumn('authorized_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('is_active', 'integer', flag(1))
      .addColumn('search', 'text', (c) => c.notNull().defaultTo('')),
  ).execute();
  await db.schema.createIndex('customers_tax_number_idx').on('customers').column('tax_number').execute();

  await withTimestamps(
    withId(db, db.schema.createTable('customer_clusters'))
      .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
      .addColumn('cluster_id', 'integer', (c) => c.notNull().references('clusters.id').onDelete('cascade'))
      .addColumn('starts_on', 'text', (c) => c.notNull())
      .addColumn('ends_on', 'text'),
  ).execute();
  await db.schema.createIndex('customer_clusters_cluster_idx').on('customer_clusters').column('cluster_id').execute();
  await db.schema.createIndex('customer_clusters_customer_idx').on('customer_clusters').column('customer_id').execute();

  await withTimestamps(
    withId(db, db.schema.createTable('customer_products'))
      .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
      .addColumn('starts_on', 'text', (c) => c.notNull())
      .addColumn('ends_on', 'text')
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('is_yearly', 'integer', flag(0)),
  ).execute();
  await db.schema.createIndex('customer_products_customer_idx').on('customer_products').column('customer_id').execute();
  await db.schema.createIndex('customer_products_product_idx').on('customer_products').column('product_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['customer_products', 'customer_clusters', 'customers', 'customer_groups', 'products']) {
    await db.schema.dropTable(table).execute();
  }
}
