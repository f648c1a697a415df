import { type AnyDb, flag, realType, withId, withTimestamps } from '../schemaHelpers';

/**
 * Operating budgets (işletme projesi) of a complex: a twelve-month period ('YYYY-MM' to 'YYYY-MM'), its default
 * distribution (`budget_distribution_types` of types/generic), its state (draft, approved by the meeting with
 * date and decision number, closed) and, for a copy, the budget it came from and the raise applied. Its lines
 * are one amount (kuruş) per expense type and month; they go with the budget.
 */
export async function up(db: AnyDb): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('budgets'))
      .addColumn('cluster_id', 'integer', (c) => c.notNull().references('clusters.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('starts_on', 'text', (c) => c.notNull())
      .addColumn('ends_on', 'text', (c) => c.notNull())
      .addColumn('distribution_type_id', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
      .addColumn('approved_on', 'text')
      .addColumn('decision_no', 'text')
      .addColumn('raise_percent', realType(db))
      .addColumn('copied_from_id', 'integer', (c) => c.references('budgets.id').onDelete('set null'))
      .addColumn('is_active', 'integer', flag(1))
      .addColumn('note', 'text'),
  ).execute();
  await db.schema.createIndex('budgets_cluster_idx').on('budgets').columns(['cluster_id', 'starts_on']).execute();
  await withId(db, db.schema.createTable('budget_lines'))
    .addColumn('budget_id', 'integer', (c) => c.notNull().references('budgets.id').onDelete('cascade'))
    .addColumn('expense_type_id', 'integer', (c) => c.notNull().references('expense_types.id'))
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addUniqueConstraint('budget_lines_unique', ['budget_id', 'expense_type_id', 'month'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('budget_lines').execute();
  await db.schema.dropTable('budgets').execute();
}
