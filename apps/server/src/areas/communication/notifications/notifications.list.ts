import type { listAnswerOf, NotificationListRow, notificationBatchRow, notificationRow } from '@site/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/connection';
import type { AuthContext } from '../../../http/authContext';
import { commonColumns } from '../../../http/export/commonColumns';
import { dateRangeFilters, idFilters, type ListSpec } from '../../../http/listQuery';
import { type ListDefinition, runList, scopeList } from '../../../http/listRoute';
import type { FileStorage } from '../../../storage/fileStorage';
import { sortColumns } from '../../definitions';
import { type BatchRow, selectBatches, selectNotifications } from './notificationBatches.repository';
import { batchToApi } from './notificationBatches.service';

type Row = Record<string, unknown>;
type Answer<R extends z.ZodType> = Promise<z.infer<ReturnType<typeof listAnswerOf<R>>>>;
type NotificationRow = Awaited<ReturnType<ReturnType<typeof selectNotifications>['executeTakeFirstOrThrow']>>;

const TEXT_MAX = 100;
/** The list shows the first 100 characters of a message. */
const cut = (text: string) => (text.length > TEXT_MAX ? `${text.slice(0, TEXT_MAX)}…` : text);

const STATUS_NAMES: Record<string, string> = {
  draft: 'Taslak',
  scheduled: 'Zamanlandı',
  sending: 'Gönderiliyor',
  done: 'Tamamlandı',
  queued: 'Sırada',
  sent: 'Gönderildi',
  delivered: 'İletildi',
  failed: 'Başarısız',
  cancelled: 'İptal edildi',
};

const batchSpec: ListSpec = {
  orderBy: sortColumns('notification_batches', [
    'id',
    'status',
    'channel_id',
    'scheduled_at',
    'total_count',
    'created_at',
  ]),
  defaultOrder: ['created_at', 'desc'],
  filters: {
    ...idFilters('notification_batches', ['cluster_id', 'channel_id', 'template_id']),
    status: { column: 'notification_batches.status', kind: 'text' },
    ...dateRangeFilters('notification_batches.created_at', 'text'),
  },
  search: [],
};

const batchDefinition: ListDefinition<BatchRow> = {
  spec: batchSpec,
  idColumn: 'notification_batches.id',
  toApi: batchToApi,
  exportTitle: 'Toplu Bildirimler',
  exportRow: (row) => ({ ...batchToApi(row), status: STATUS_NAMES[row.status] ?? row.status }),
  exportColumns: [
    commonColumns.cluster_name,
    { key: 'body', header: 'Metin' },
    { key: 'status', header: 'Durum' },
    { key: 'total_count', header: 'Alıcı', kind: 'number' },
    { key: 'sent_count', header: 'Gönderilen', kind: 'number' },
    { key: 'failed_count', header: 'Başarısız', kind: 'number' },
    { key: 'scheduled_at', header: 'Gönderim Zamanı', kind: 'datetime' },
    commonColumns.created_at,
  ],
};

/** Batches of the complexes the caller sees, newest first, with their progress. */
export function listBatches(db: Db, files: FileStorage, auth: AuthContext, query: Row) {
  const base = scopeList(selectBatches(db), auth, { cluster: 'notification_batches.cluster_id' });
  return runList(db, files, batchDefinition, { base, raw: query }) as Answer<typeof notificationBatchRow>;
}

export function notificationToApi(row: NotificationRow): NotificationListRow {
  const { body, ...rest } = row;
  return {
    ...rest,
    text: cut(body),
    is_read: row.read_at !== null,
    is_active: row.is_active === 1,
  };
}

const notificationSpec: ListSpec = {
  orderBy: sortColumns('notifications', ['id', 'status', 'channel_id', 'sent_at', 'read_at', 'created_at']),
  defaultOrder: ['created_at', 'desc'],
  filters: {
    ...idFilters('notifications', ['cluster_id', 'batch_id', 'resident_id', 'channel_id']),
    status: { column: 'notifications.status', kind: 'text' },
    is_active: { column: 'notifications.is_active', kind: 'flag' },
    is_read: { column: 'notifications.read_at', kind: 'presence' },
    ...dateRangeFilters('notifications.created_at', 'text'),
  },
  search: ['residents.name_search'],
};

const notificationDefinition: ListDefinition<NotificationRow> = {
  spec: notificationSpec,
  idColumn: 'notifications.id',
  toApi: notificationToApi,
  exportTitle: 'Gönderilen Bildirimler',
  exportRow: (row) => ({ ...notificationToApi(row), status: STATUS_NAMES[row.status] ?? row.status }),
  exportColumns: [
    { key: 'text', header: 'Metin' },
    { key: 'resident_name', header: 'Sakin' },
    { key: 'to_address', header: 'Alıcı' },
    { key: 'is_read', header: 'Okundu', kind: 'boolean' },
    { key: 'read_at', header: 'Okunma', kind: 'datetime' },
    { key: 'status', header: 'Durum' },
    commonColumns.cluster_name,
    { key: 'batch_id', header: 'Toplu Bildirim', kind: 'number' },
    commonColumns.is_active,
    commonColumns.created_at,
  ],
};

/** Sent notifications of the complexes the caller sees, newest first (spec §3 "Notifications"). */
export function listNotifications(db: Db, files: FileStorage, auth: AuthContext, query: Row) {
  const base = scopeList(selectNotifications(db), auth, { cluster: 'notifications.cluster_id' });
  return runList(db, files, notificationDefinition, { base, raw: query }) as Answer<typeof notificationRow>;
}
