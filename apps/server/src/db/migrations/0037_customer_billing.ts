import { type AnyDb, flag, withId, withTimestamps } from '../schemaHelpers';

/**
 * The SaaS side's billing (spec §3): customer invoices with their lines (a product × the houses of a period,
 * prorated by day), customer payments (money received) and their allocation to invoices (customer invoice
 * payments), and the seller's settings (the IBAN customers pay to, the VAT rate, the payment warning). Money is
 * kuruş. `period_key` ('2026-11' monthly, '2026' yearly) makes the monthly run idempotent: one issued invoice
 * per customer, kind and period; an invoice written by hand has none.
 */
export async function up(db: AnyDb): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('customer_invoices'))
      .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
      .addColumn('invoice_no', 'text')
      .addColumn('period_key', 'text')
      .addColumn('is_yearly', 'integer', flag(0))
      .addColumn('period_start', 'text', (c) => c.notNull())
      .addColumn('period_end', 'text', (c) => c.notNull())
      .addColumn('invoiced_on', 'text', (c) => c.notNull())
      .addColumn('due_on', 'text', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('tax_rate', 'integer', (c) => c.notNull().defaultTo(20))
      .addColumn('tax_amount', 'integer', (c) => c.notNull())
      .addColumn('amount_tax_included', 'integer', (c) => c.notNull())
      .addColumn('description', 'text')
      .addUniqueConstraint('customer_invoices_period_unique', ['customer_id', 'is_yearly', 'period_key']),
  ).execute();
  await db.schema.createIndex('customer_invoices_invoiced_idx').on('customer_invoices').column('invoiced_on').execute();

  await withId(db, db.schema.createTable('customer_invoice_lines'))
    .addColumn('customer_invoice_id', 'integer', (c) =>
      c.notNull().references('customer_invoices.id').onDelete('cascade'),
    )
    .addColumn('customer_product_id', 'integer', (c) => c.references('customer_products.id').onDelete('set null'))
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('cluster_id', 'integer', (c) => c.references('clusters.id').onDelete('set null'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('house_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('period_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unit_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('customer_invoice_lines_invoice_idx')
    .on('customer_invoice_lines')
    .column('customer_invoice_id')
    .execute();

  await withTimestamps(
    withId(db, db.schema.createTable('customer_payments'))
      .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
      .addColumn('success_at', 'text', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('bank_reference_no', 'text', (c) => c.unique()),
  ).execute();
  await db.schema.createIndex('customer_payments_customer_idx').on('customer_payments').column('customer_id').execute();

  await withTimestamps(
    withId(db, db.schema.createTable('customer_invoice_payments'))
      .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
      .addColumn('customer_payment_id', 'integer', (c) =>
        c.notNull().references('customer_payments.id').onDelete('cascade'),
      )
      .addColumn('customer_invoice_id', 'integer', (c) =>
        c.notNull().references('customer_invoices.id').onDelete('cascade'),
      )
      .addColumn('payment_on', 'text', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('description', 'text'),
  ).execute();
  await db.schema
    .createIndex('customer_invoice_payments_invoice_idx')
    .on('customer_invoice_payments')
    .column('customer_invoice_id')
    .execute();
  await db.schema
    .createIndex('customer_invoice_payments_payment_idx')
    .on('customer_invoice_payments')
    .column('customer_payment_id')
    .execute();

  await db.schema
    .createTable('saas_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('seller_title', 'text')
    .addColumn('bank_name', 'text')
    .addColumn('iban', 'text')
    .addColumn('tax_rate', 'integer', (c) => c.notNull().defaultTo(20))
    .addColumn('payment_due_days', 'integer', (c) => c.notNull().defaultTo(15))
    .addColumn('payment_warning_days', 'integer', (c) => c.notNull().defaultTo(30))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db
    .insertInto('saas_settings')
    .values({
      id: 1,
      seller_title: 'Site Yönetim Yazılımı A.Ş.',
      bank_name: 'Ziraat Bankası',
      iban: 'TR330006100519786457841326',
      tax_rate: 20,
      payment_due_days: 15,
      payment_warning_days: 30,
      updated_at: new Date(0).toISOString(),
    })
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'saas_settings',
    'customer_invoice_payments',
    'customer_payments',
    'customer_invoice_lines',
    'customer_invoices',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
