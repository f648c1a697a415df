import { sql } from 'kysely';
import type { AnyDb } from '../schemaHelpers';

/**
 * Each company numbers its settlement receipts (Mahsup Fişi, one per invoice) and payment receipts
 * (Ödeme Makbuzu, one per invoice payment) in series of their own, as it does its collection receipts
 * (`last_receipt_no`). Existing documents get their numbers in the order they were written.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('companies')
    .addColumn('last_settlement_no', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('companies')
    .addColumn('last_payment_receipt_no', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('invoices').addColumn('receipt_no', 'integer').execute();
  await db.schema.alterTable('invoice_payments').addColumn('receipt_no', 'integer').execute();

  for (const [table, counter] of [
    ['invoices', 'last_settlement_no'],
    ['invoice_payments', 'last_payment_receipt_no'],
  ] as const) {
    await sql`update ${sql.table(table)} set receipt_no = (
        select count(*) from ${sql.table(table)} earlier
        join clusters ec on ec.id = earlier.cluster_id
        join clusters c on c.id = ${sql.ref(`${table}.cluster_id`)}
        where ec.company_id = c.company_id and earlier.id <= ${sql.ref(`${table}.id`)}
      )`.execute(db);
    await sql`update companies set ${sql.ref(counter)} = (
        select count(*) from ${sql.table(table)} d join clusters c on c.id = d.cluster_id where c.company_id = companies.id
      )`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('invoice_payments').dropColumn('receipt_no').execute();
  await db.schema.alterTable('invoices').dropColumn('receipt_no').execute();
  await db.schema.alterTable('companies').dropColumn('last_payment_receipt_no').execute();
  await db.schema.alterTable('companies').dropColumn('last_settlement_no').execute();
}
