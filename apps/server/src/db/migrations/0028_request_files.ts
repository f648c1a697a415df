import { type AnyDb, withId } from '../schemaHelpers';

/**
 * Photos and documents attached to a resident's request: the file itself is in the file store under
 * `storage_key` (a random name); the row keeps the name it was uploaded with, its type as read from its
 * content, its size and who attached it. A request's files go with it.
 */
export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('request_files'))
    .addColumn('request_id', 'integer', (c) => c.notNull().references('requests.id').onDelete('cascade'))
    .addColumn('cluster_id', 'integer', (c) => c.notNull().references('clusters.id'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('request_files_request_idx').on('request_files').column('request_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('request_files').execute();
}
