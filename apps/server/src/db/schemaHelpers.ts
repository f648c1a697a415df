import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// Migrations take Kysely<any> on purpose: they describe the schema before the typed tables exist.
// biome-ignore lint/suspicious/noExplicitAny: see above
export type AnyDb = Kysely<any>;

export function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Adds an auto-increment integer primary key named `id` on either dialect. */
// biome-ignore lint/suspicious/noExplicitAny: builders of any table
export function withId(db: AnyDb, table: CreateTableBuilder<any, any>) {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Adds `created_at` and `updated_at` (UTC ISO-8601 text, sortable on both dialects). */
// biome-ignore lint/suspicious/noExplicitAny: builders of any table
export function withTimestamps(table: CreateTableBuilder<any, any>) {
  return table.addColumn('created_at', 'text', (c) => c.notNull()).addColumn('updated_at', 'text', (c) => c.notNull());
}

/** A 0/1 flag column, stored the same way on both dialects. */
export const flag =
  (defaultValue: 0 | 1) =>
  (c: ColumnDefinitionBuilder): ColumnDefinitionBuilder =>
    c.notNull().defaultTo(defaultValue);

/** Floating type for areas and shares (not money: money is integer kuruş). */
export function realType(db: AnyDb) {
  return isPostgres(db) ? sql`double precision` : sql`real`;
}
