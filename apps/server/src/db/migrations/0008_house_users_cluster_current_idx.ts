import type { AnyDb } from '../schemaHelpers';

/** A complex's current house users (ends_on is null) from the index: the unfiltered resident list's footer. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('house_users_cluster_current_idx')
    .on('house_users')
    .columns(['cluster_id', 'ends_on'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('house_users_cluster_current_idx').execute();
}
