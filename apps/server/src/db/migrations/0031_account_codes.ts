import { type AnyDb, withId, withTimestamps } from '../schemaHelpers';

/**
 * A complex's own codes of the uniform chart of accounts (areas/accounting/README.md): `account_key` names a
 * journal account ('safe:3', 'resident:12', 'other_income', …) and `code` is the sub-account code the complex
 * gave it ('100.05'). Without a row an account keeps its default numbering. A code is used once per complex.
 */
export async function up(db: AnyDb): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('account_codes'))
      .addColumn('cluster_id', 'integer', (c) => c.notNull().references('clusters.id').onDelete('cascade'))
      .addColumn('account_key', 'text', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('created_by', 'integer', (c) => c.references('users.id')),
  )
    .addUniqueConstraint('account_codes_cluster_key_unique', ['cluster_id', 'account_key'])
    .addUniqueConstraint('account_codes_cluster_code_unique', ['cluster_id', 'code'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('account_codes').execute();
}
