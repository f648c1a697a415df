import type { AnyDb } from '../schemaHelpers';

/**
 * Delivery reports of sent SMS (areas/communication/README.md, "The sender"): `delivery_report` keeps the
 * provider's own word for the message's state ('1-İletildi', 'Iletilmeyen', …) and `delivery_checked_at` when
 * the provider was last asked, so a message is asked about at most every few minutes. Reports are asked for
 * 'sent' rows of the last three days, found by their send time.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('notifications').addColumn('delivery_report', 'text').execute();
  await db.schema.alterTable('notifications').addColumn('delivery_checked_at', 'text').execute();
  await db.schema
    .createIndex('notifications_delivery_idx')
    .on('notifications')
    .columns(['status', 'sent_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('notifications_delivery_idx').execute();
  await db.schema.alterTable('notifications').dropColumn('delivery_checked_at').execute();
  await db.schema.alterTable('notifications').dropColumn('delivery_report').execute();
}
