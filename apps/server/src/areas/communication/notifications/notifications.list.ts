import {
  genericTypes,
  type listAnswerOf,
  NOTIFICATION_BATCH_STATUSES,
  NOTIFICATION_CHANNEL,
  NOTIFICATION_STATUSES,
  type NotificationListRow,
  type notificationBatchRow,
  type notificationRow,
} from '@site/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/connection';
import type { AuthContext } from '../../../http/authContext';
import { invalid } from '../../../http/errors';
import { commonColumns } from '../../../http/export/commonColumns';
import { dateRangeFilters, idFilters, type ListSpec } from '../../../http/listQuery';
import { type ListDefinition, runList, scopeList } from '../../../http/listRoute';
import type { FileStorage } from '../../../storage/fileStorage';
import { sortColumns } from '../../definitions';
import { type BatchRow, selectBatches } from './notificationBatches.repository';
import { batchToApi } from './notificationBatches.service';
import { type NotificationListDbRow, selectNotificationList } from './notifications.repository';

type Row = Record<string, unknown>;
type Answer<R extends z.ZodType> = Promise<z.infer<ReturnType<typeof listAnswerOf<R>>>>;

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
    // Days on Turkish time, turned into UTC instants by `checkedQuery`.
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
  return runList(db, files, batchDefinition, {
    base,
    raw: checkedQuery(query, NOTIFICATION_BATCH_STATUSES),
  }) as Answer<typeof notificationBatchRow>;
}

export function notificationToApi(row: NotificationListDbRow): NotificationListRow {
  const { body, ...rest } = row;
  return {
    ...rest,
    text: cut(body),
    is_read: row.read_at !== null,
    is_active: row.is_active === 1,
  };
}

const notificationSpec: ListSpec = {
  orderBy: {
    ...sortColumns('notifications', [
      'id',
      'status',
      'channel_id',
      'to_address',
      'batch_id',
      'sent_at',
      'read_at',
      'is_active',
      'created_at',
    ]),
    resident_name: 'residents.name_sort',
    cluster_name: 'clusters.name',
  },
  defaultOrder: ['created_at', 'desc'],
  filters: {
    // Each may be several (`channel_id[]=1&channel_id[]=2`: the sent list's SMS and e-mail).
    ...idFilters('notifications', ['cluster_id', 'batch_id', 'resident_id', 'channel_id']),
    status: { column: 'notifications.status', kind: 'text' },
    is_active: { column: 'notifications.is_active', kind: 'flag' },
    is_read: { column: 'notifications.read_at', kind: 'presence' },
    // Days on Turkish time, turned into UTC instants by `checkedQuery`.
    ...dateRangeFilters('notifications.created_at', 'text'),
  },
  search: ['residents.name_search'],
};

const CHANNEL_NAMES: Record<number, string> = Object.fromEntries(
  genericTypes.notification_channels.map((c) => [c.id, c.name]),
);

const notificationDefinition: ListDefinition<NotificationListDbRow> = {
  spec: notificationSpec,
  idColumn: 'notifications.id',
  toApi: notificationToApi,
  exportTitle: 'Gönderilen Bildirimler',
  exportRow: (row) => ({
    ...notificationToApi(row),
    status: STATUS_NAMES[row.status] ?? row.status,
    channel: CHANNEL_NAMES[row.channel_id] ?? String(row.channel_id),
  }),
  exportColumns: [
    { key: 'text', header: 'Metin' },
    { key: 'resident_name', header: 'Sakin' },
    { key: 'to_address', header: 'Alıcı' },
    { key: 'channel', header: 'Kanal' },
    { key: 'is_read', header: 'Okundu', kind: 'boolean' },
    { key: 'read_at', header: 'Okunma', kind: 'datetime' },
    { key: 'status', header: 'Durum' },
    commonColumns.cluster_name,
    { key: 'batch_id', header: 'Toplu Bildirim', kind: 'number' },
    commonColumns.is_active,
    commonColumns.created_at,
  ],
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
// Turkey keeps UTC+3 all year (since 2016); a day of the filter is a Turkish day, created_at is stored in UTC.
const TURKEY_OFFSET = '+03:00';
const valuesOf = (value: unknown): unknown[] =>
  (Array.isArray(value) ? value : [value]).filter((v) => v !== undefined && v !== '');

/** `date_from`/`date_to` (Turkish days) as the UTC instants that bound `created_at`; an unknown status is a 422. */
function checkedQuery(raw: Row, statuses: readonly string[]): Row {
  if (valuesOf(raw.status).some((v) => !(statuses as readonly unknown[]).includes(v)))
    throw invalid('status', 'Geçerli bir seçim yapın.');
  const out = { ...raw };
  for (const [key, time] of [
    ['date_from', '00:00:00.000'],
    ['date_to', '23:59:59.999'],
  ] as const) {
    const value = raw[key];
    if (value === undefined || value === '') continue;
    const at = typeof value === 'string' && DAY.test(value) ? new Date(`${value}T${time}${TURKEY_OFFSET}`) : null;
    if (!at || Number.isNaN(at.getTime())) throw invalid(key, 'Geçerli bir tarih girin');
    out[key] = at.toISOString();
  }
  return out;
}

/**
 * Messages of the complexes the caller sees, newest first (spec §3 "Notifications"): the sent list asks for
 * channels 1 and 2 (SMS, e-mail), the user notifications for 3 (in-app).
 */
export function listNotifications(db: Db, files: FileStorage, auth: AuthContext, query: Row) {
  const base = scopeList(selectNotificationList(db), auth, { cluster: 'notifications.cluster_id' });
  const channels = valuesOf(query.channel_id).map(String);
  // The in-app messages alone are the user notifications, and their file says so.
  const definition =
    channels.length === 1 && channels[0] === String(NOTIFICATION_CHANNEL.app)
      ? { ...notificationDefinition, exportTitle: 'Kullanıcı Bildirimleri' }
      : notificationDefinition;
  return runList(db, files, definition, { base, raw: checkedQuery(query, NOTIFICATION_STATUSES) }) as Answer<
    typeof notificationRow
  >;
}
