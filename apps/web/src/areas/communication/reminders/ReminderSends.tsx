import { NOTIFICATION_CHANNEL, type ReminderSend } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { Table, type TableColumnType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { keyUnder } from '../../../locales/keys';
import { formatDate, formatDateTime, formatLira, formatPeriod } from '../../../ui/format';
import { StatusTag } from '../notifications/notificationColumns';
import { remindersApi } from './api';

const label = (name: string) => keyUnder('communication.reminders.sends', name);

/** The message of a send as a link to it (sent or in-app list), or why none went. */
function SendStatus({ send, channelId }: { send: ReminderSend; channelId: number }) {
  const { t } = useTranslation();
  if (send.notification_id === null)
    return <Tag title={send.skipped_reason ?? undefined}>{`${t(label('skipped'))}: ${send.skipped_reason ?? ''}`}</Tag>;
  const list = channelId === NOTIFICATION_CHANNEL.app ? 'user-notifications' : 'sended-notifications';
  return (
    <Link to={`/communication/${list}/${send.notification_id}/edit`}>
      <StatusTag status={send.notification_status} />
    </Link>
  );
}

/** Under a reminder's form: the debts it went out for lately, newest first, with each message's state. */
export function ReminderSends({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data } = useQuery(remindersApi.record(id));
  const reminder = data?.data;
  if (!reminder) return null;
  const columns: TableColumnType<ReminderSend>[] = [
    { key: 'created_at', title: t(label('created_at')), render: (_v, s) => formatDateTime(s.created_at) },
    { key: 'resident_name', title: t(label('resident_name')), dataIndex: 'resident_name' },
    { key: 'house_label', title: t(label('house_label')), dataIndex: 'house_label' },
    {
      key: 'debt',
      title: t(label('debt')),
      render: (_v, s) => [s.description, s.period ? formatPeriod(s.period) : null].filter(Boolean).join(' · '),
    },
    { key: 'amount', title: t(label('amount')), align: 'right', render: (_v, s) => formatLira(s.amount) },
    { key: 'due_on', title: t(label('due_on')), render: (_v, s) => formatDate(s.due_on) },
    {
      key: 'status',
      title: t(label('status')),
      render: (_v, s) => <SendStatus send={s} channelId={reminder.channel_id} />,
    },
  ];
  return (
    <div data-testid="reminder-sends">
      <Typography.Title level={5}>{t(label('title'))}</Typography.Title>
      <Table<ReminderSend>
        rowKey="id"
        size="small"
        scroll={{ x: 'max-content' }}
        columns={columns}
        dataSource={reminder.recent_sends}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: t(label('empty')) }}
      />
    </div>
  );
}
