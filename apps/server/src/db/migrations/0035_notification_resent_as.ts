import type { AnyDb } from '../schemaHelpers';

/**
 * The copy a failed or cancelled message was resent as ('Yeniden Gönder'): a message goes again once, so a
 * second press (or two at once) makes no second copy.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('notifications').addColumn('resent_as_id', 'integer').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('notifications').dropColumn('resent_as_id').execute();
}
