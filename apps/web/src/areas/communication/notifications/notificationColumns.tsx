import { NOTIFICATION_STATUSES } from '@site/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { keyUnder, type MessageKey } from '../../../locales/keys';
import { activeColumn } from '../../../ui/activeFlag';
import type { ColumnDef, Row } from '../../../ui/DataTable';
import { formatDateTime } from '../../../ui/format';

/** Which of the two screens: the SMS and e-mail that went out, or the residents' in-app messages. */
export type NotificationKind = 'sent' | 'user';

/** The channels of each screen: 1 SMS, 2 e-mail; 3 in-app ('Mobil bildirim'). */
export const CHANNELS_OF: Record<NotificationKind, readonly number[]> = { sent: [1, 2], user: [3] };

export const field = (name: string) => keyUnder('communication.notifications.fields', name);
export const channelLabel = (id: unknown) => keyUnder('communication.templates.channels', String(id));

const STATUS_COLORS: Record<string, string> = {
  queued: 'default',
  sending: 'processing',
  sent: 'blue',
  delivered: 'green',
  failed: 'red',
  cancelled: 'default',
};

export const statusLabel = (status: string): MessageKey => keyUnder('communication.notifications.statuses', status);

/** A message's status as a coloured tag in Turkish: 'Sırada', 'Başarısız' … */
export function StatusTag({ status }: { status: unknown }) {
  const { t } = useTranslation();
  if (!(NOTIFICATION_STATUSES as readonly unknown[]).includes(status)) return null;
  return <Tag color={STATUS_COLORS[String(status)]}>{t(statusLabel(String(status)))}</Tag>;
}

/** 'Okundu' with the time it was read, or 'Okunmadı'. */
export function ReadTag({ readAt }: { readAt: unknown }) {
  const { t } = useTranslation();
  return readAt ? (
    <Tag color="green" title={formatDateTime(readAt)}>
      {t('communication.notifications.read')} · {formatDateTime(readAt)}
    </Tag>
  ) : (
    <Tag>{t('communication.notifications.unread')}</Tag>
  );
}

/** The batch a message belongs to, as a link to the batch's own screen. */
export function BatchLink({ id }: { id: unknown }) {
  if (typeof id !== 'number') return null;
  return <Link to={`/communication/batch-notifications/${id}`}>#{id}</Link>;
}

function Channel({ id }: { id: unknown }) {
  const { t } = useTranslation();
  return <>{t(channelLabel(id))}</>;
}

/** The list's columns: the address for the sent messages, whether it was read for the residents' in-app ones. */
export function notificationColumns(kind: NotificationKind): ColumnDef[] {
  return [
    { key: 'resident_name', title: field('resident_name'), sortKey: 'resident_name' },
    ...(kind === 'sent'
      ? [{ key: 'to_address', title: field('to_address'), sortKey: 'to_address' } satisfies ColumnDef]
      : []),
    { key: 'text', title: field('text'), width: 360 },
    {
      key: 'channel_id',
      title: field('channel_id'),
      sortKey: 'channel_id',
      render: (row: Row) => <Channel id={row.channel_id} />,
    },
    {
      key: 'status',
      title: field('status'),
      sortKey: 'status',
      render: (row: Row) => <StatusTag status={row.status} />,
    },
    ...(kind === 'user'
      ? [
          {
            key: 'is_read',
            title: field('is_read'),
            sortKey: 'read_at',
            filter: 'flag',
            render: (row: Row) => <ReadTag readAt={row.read_at} />,
          } satisfies ColumnDef,
        ]
      : []),
    { key: 'cluster_name', title: field('cluster_name'), sortKey: 'cluster_name' },
    {
      key: 'batch_id',
      title: field('batch_id'),
      sortKey: 'batch_id',
      render: (row: Row) => <BatchLink id={row.batch_id} />,
    },
    activeColumn,
    { key: 'created_at', title: field('created_at'), sortKey: 'created_at', render: 'datetime' },
  ];
}
