import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../../db/connection';
import type { NotificationsTable } from '../../../db/types';
import { houseLabelSql } from '../../../kernel/houseLabel';

// The SQL of one message (Gönderilen and Kullanıcı Bildirimleri): the list, the whole record, its changes.

/** The sent notifications list: the message with its complex and resident. */
export function selectNotificationList(db: Db) {
  return db
    .selectFrom('notifications')
    .innerJoin('clusters', 'clusters.id', 'notifications.cluster_id')
    .leftJoin('residents', 'residents.id', 'notifications.resident_id')
    .select([
      'notifications.id',
      'notifications.batch_id',
      'notifications.cluster_id',
      'clusters.name as cluster_name',
      'notifications.resident_id',
      'residents.name as resident_name',
      'notifications.channel_id',
      'notifications.to_address',
      'notifications.body',
      'notifications.status',
      'notifications.provider_message_id',
      'notifications.attempts',
      'notifications.last_error',
      'notifications.read_at',
      'notifications.sent_at',
      'notifications.delivered_at',
      'notifications.is_active',
      'notifications.created_at',
    ]);
}

export type NotificationListDbRow = Awaited<
  ReturnType<ReturnType<typeof selectNotificationList>['executeTakeFirstOrThrow']>
>;

/** One message whole, with its complex, resident, house and batch. */
export function findNotification(db: Db, id: number) {
  return db
    .selectFrom('notifications')
    .innerJoin('clusters', 'clusters.id', 'notifications.cluster_id')
    .leftJoin('residents', 'residents.id', 'notifications.resident_id')
    .leftJoin('houses', 'houses.id', 'notifications.house_id')
    .leftJoin('blocks', 'blocks.id', 'houses.block_id')
    .leftJoin('notification_batches', 'notification_batches.id', 'notifications.batch_id')
    .select([
      'notifications.id',
      'notifications.cluster_id',
      'clusters.name as cluster_name',
      'notifications.batch_id',
      'notification_batches.status as batch_status',
      'notifications.resident_id',
      'residents.name as resident_name',
      'notifications.house_id',
      houseLabelSql.as('house_label'),
      'notifications.channel_id',
      'notifications.to_address',
      'notifications.subject',
      'notifications.body',
      'notifications.segments',
      'notifications.status',
      'notifications.provider_message_id',
      'notifications.delivery_report',
      'notifications.delivery_checked_at',
      'notifications.attempts',
      'notifications.next_attempt_at',
      'notifications.last_error',
      'notifications.sent_at',
      'notifications.delivered_at',
      'notifications.read_at',
      'notifications.is_active',
      'notifications.resent_as_id',
      'notifications.created_at',
      'notifications.updated_at',
    ])
    .where('notifications.id', '=', id)
    .executeTakeFirst();
}

export type NotificationDbRecord = NonNullable<Awaited<ReturnType<typeof findNotification>>>;

export async function updateNotificationRow(
  trx: Db,
  id: number,
  values: Updateable<NotificationsTable>,
): Promise<void> {
  await trx.updateTable('notifications').set(values).where('id', '=', id).execute();
}

/** The row a message is copied from: everything a new copy takes over. */
export function findNotificationForCopy(trx: Db, id: number) {
  return trx
    .selectFrom('notifications')
    .select([
      'id',
      'batch_id',
      'cluster_id',
      'resident_id',
      'house_id',
      'channel_id',
      'to_address',
      'subject',
      'body',
      'segments',
      'status',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertNotification(trx: Db, row: Insertable<NotificationsTable>): Promise<number> {
  const inserted = await trx.insertInto('notifications').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}
