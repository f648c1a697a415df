import { ADMIN_NOTIFICATION_TEXT_MAX } from '@site/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { foldedSql } from '../../../db/turkishSql';
import type { ListSpec } from '../../../http/listQuery';
import type { ListDefinition } from '../../../http/listRoute';
import { flag, searchIn } from './userLists.shared';

type Row = Record<string, unknown>;

/** The messages sent to the residents the user is (`residents.user_id`). */
export const notificationsBase = (db: Db, userId: number) =>
  db
    .selectFrom('notifications')
    .innerJoin('residents', 'residents.id', 'notifications.resident_id')
    .leftJoin('clusters', 'clusters.id', 'notifications.cluster_id')
    .leftJoin('notification_batches', 'notification_batches.id', 'notifications.batch_id')
    .where('residents.user_id', '=', userId)
    .select([
      'notifications.id',
      'notifications.resident_id',
      'notifications.body',
      'notifications.read_at',
      'notifications.status as notification_status',
      'notifications.channel_id',
      'notifications.cluster_id',
      'clusters.name as cluster_name',
      'notifications.batch_id',
      sql<
        string | null
      >`coalesce(notification_batches.subject, substr(notification_batches.body, 1, ${ADMIN_NOTIFICATION_TEXT_MAX}))`.as(
        'batch_title',
      ),
      'notifications.is_active',
      'notifications.created_at',
    ]);

/** The message cut at 100 characters (spec §2), an ellipsis in the last place when cut. */
export const cutText = (body: string) =>
  body.length > ADMIN_NOTIFICATION_TEXT_MAX ? `${body.slice(0, ADMIN_NOTIFICATION_TEXT_MAX - 1)}…` : body;

const toApi = (row: Row) => {
  const { body, ...rest } = row;
  return {
    ...rest,
    text: cutText(String(body ?? '')),
    is_read: row.read_at !== null && row.read_at !== undefined,
    is_active: flag(row.is_active),
  };
};

const STATUS_LABELS: Record<string, string> = {
  queued: 'Sırada',
  sending: 'Gönderiliyor',
  sent: 'Gönderildi',
  delivered: 'İletildi',
  failed: 'Başarısız',
  cancelled: 'İptal',
};

const notificationsSpec: ListSpec = {
  orderBy: {
    created_at: 'notifications.created_at',
    read_at: 'notifications.read_at',
    notification_status: 'notifications.status',
    cluster_name: 'clusters.name',
    is_active: 'notifications.is_active',
    id: 'notifications.id',
  },
  defaultOrder: ['created_at', 'desc'],
  filters: {
    cluster_id: { column: 'notifications.cluster_id', kind: 'number' },
    notification_status: { column: 'notifications.status', kind: 'text' },
    is_read: { column: 'notifications.read_at', kind: 'presence' },
    is_active: { column: 'notifications.is_active', kind: 'flag' },
  },
  // Searched by `searchIn` below: the whole text (not only the 100 characters shown), complex, batch subject.
  search: [],
};

export const notificationsList: ListDefinition = {
  spec: notificationsSpec,
  filter: searchIn(notificationsSpec, [
    foldedSql('notifications.body'),
    foldedSql('clusters.name'),
    foldedSql('notification_batches.subject'),
  ]),
  idColumn: 'notifications.id',
  toApi,
  exportTitle: 'Bildirimler',
  exportRow: (row) => {
    const api = toApi(row);
    return { ...api, notification_status: STATUS_LABELS[String(row.notification_status)] ?? row.notification_status };
  },
  exportColumns: [
    { key: 'text', header: 'Metin' },
    { key: 'is_read', header: 'Okundu', kind: 'boolean' },
    { key: 'read_at', header: 'Okunma Zamanı', kind: 'datetime' },
    { key: 'notification_status', header: 'Durum' },
    { key: 'cluster_name', header: 'Site' },
    { key: 'batch_title', header: 'Toplu Bildirim' },
    { key: 'is_active', header: 'Aktif', kind: 'boolean' },
    { key: 'created_at', header: 'Oluşturulma', kind: 'datetime' },
  ],
};
