import { sql } from 'kysely';
import type { AnyDb } from '../schemaHelpers';

/**
 * A complex's late-fee grace days may be left empty, meaning "as the company's delay option days", apart
 * from 0, meaning no grace. The column was NOT NULL with 0 read as "not set"; the existing 0s keep what
 * they did, inheriting, by becoming empty. (SQLite cannot drop a NOT NULL: the column is rebuilt.)
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('clusters').addColumn('late_fee_grace_days_new', 'integer').execute();
  await sql`update clusters set late_fee_grace_days_new = nullif(late_fee_grace_days, 0)`.execute(db);
  await db.schema.alterTable('clusters').dropColumn('late_fee_grace_days').execute();
  await db.schema.alterTable('clusters').renameColumn('late_fee_grace_days_new', 'late_fee_grace_days').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('clusters')
    .addColumn('late_fee_grace_days_old', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update clusters set late_fee_grace_days_old = coalesce(late_fee_grace_days, 0)`.execute(db);
  await db.schema.alterTable('clusters').dropColumn('late_fee_grace_days').execute();
  await db.schema.alterTable('clusters').renameColumn('late_fee_grace_days_old', 'late_fee_grace_days').execute();
}
