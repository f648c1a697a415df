import { type AnyDb, withId, withTimestamps } from '../schemaHelpers';

/**
 * Residents' requests (İletişim): breakdowns, suggestions, complaints and maintenances of a complex in one table,
 * told apart by `kind` (1 to 4), with a status workflow (1 new … 6 rejected), an assignee (a worker of the
 * complex's company or one of its providers) and `request_events`, the dated history of status changes,
 * comments and assignments.
 */
export async function up(db: AnyDb): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('requests'))
      .addColumn('cluster_id', 'integer', (c) => c.notNull().references('clusters.id'))
      .addColumn('kind', 'integer', (c) => c.notNull())
      .addColumn('house_id', 'integer', (c) => c.references('houses.id'))
      .addColumn('resident_id', 'integer', (c) => c.references('residents.id'))
      // A breakdown type or a maintenance type, by kind: no foreign key can name both tables.
      .addColumn('type_id', 'integer')
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(2))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('assigned_user_id', 'integer', (c) => c.references('users.id'))
      .addColumn('assigned_provider_id', 'integer', (c) => c.references('cluster_providers.id'))
      .addColumn('due_on', 'text')
      .addColumn('resolved_at', 'text')
      .addColumn('closed_at', 'text')
      .addColumn('search', 'text', (c) => c.notNull().defaultTo(''))
      // The Turkish day it came in, for the list's date range.
      .addColumn('created_on', 'text')
      .addColumn('created_by', 'integer', (c) => c.references('users.id')),
  ).execute();
  await db.schema
    .createIndex('requests_cluster_kind_idx')
    .on('requests')
    .columns(['cluster_id', 'kind', 'created_at'])
    .execute();

  await withId(db, db.schema.createTable('request_events'))
    .addColumn('request_id', 'integer', (c) => c.notNull().references('requests.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('kind', 'integer', (c) => c.notNull())
    .addColumn('from_status', 'integer')
    .addColumn('to_status', 'integer')
    .addColumn('comment', 'text')
    .addColumn('assigned_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('assigned_provider_id', 'integer', (c) => c.references('cluster_providers.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('request_events_request_idx').on('request_events').column('request_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('request_events').execute();
  await db.schema.dropTable('requests').execute();
}
