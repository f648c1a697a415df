import type { AnyDb } from '../schemaHelpers';

/** A resident's current houses (ends_on is null) straight from the index: the resident list's footer and pickers. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('house_users_resident_current_idx')
    .on('house_users')
    .columns(['resident_id', 'ends_on'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('house_users_resident_current_idx').execute();
}
