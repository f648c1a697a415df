import { type AnyDb, withId, withTimestamps } from '../schemaHelpers';

/**
 * Comments on the lines of a report (Gelir Gider İnceleme Raporu): one per complex, report, line (an income or
 * expense account such as 'expense_type:7') and period ('YYYY-MM-DD' to 'YYYY-MM-DD'), with who wrote and
 * last changed it.
 */
export async function up(db: AnyDb): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('report_comments'))
      .addColumn('cluster_id', 'integer', (c) => c.notNull().references('clusters.id').onDelete('cascade'))
      .addColumn('report', 'text', (c) => c.notNull())
      .addColumn('line_key', 'text', (c) => c.notNull())
      .addColumn('date_from', 'text', (c) => c.notNull())
      .addColumn('date_to', 'text', (c) => c.notNull())
      .addColumn('comment', 'text', (c) => c.notNull())
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addUniqueConstraint('report_comments_line_unique', ['cluster_id', 'report', 'line_key', 'date_from', 'date_to']),
  ).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('report_comments').execute();
}
