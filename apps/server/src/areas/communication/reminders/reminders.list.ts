import { genericTypes } from '@site/shared';
import { commonColumns } from '../../../http/export/commonColumns';
import { idFilters, type ListSpec } from '../../../http/listQuery';
import type { ListDefinition } from '../../../http/listRoute';
import { sortColumns } from '../../definitions';
import type { ReminderRow } from './reminders.repository';
import { reminderToApi } from './reminders.service';

const channelName = (id: number) => genericTypes.notification_channels.find((c) => c.id === id)?.name ?? String(id);

const spec: ListSpec = {
  orderBy: {
    ...sortColumns('reminders', ['id', 'cluster_id', 'reminder_period_id', 'channel_id', 'is_active', 'last_run_at']),
    sent_count: 'sent_count',
  },
  // The periods' ids follow the order they go out in.
  defaultOrder: ['reminder_period_id', 'asc'],
  filters: {
    ...idFilters('reminders', ['cluster_id', 'channel_id', 'reminder_period_id', 'template_id']),
    is_active: { column: 'reminders.is_active', kind: 'flag' },
  },
  search: [],
};

/** Hatırlatmalar: a complex's reminders (or all the caller sees), with their template and send counts. */
export const reminderList: ListDefinition<ReminderRow> = {
  spec,
  idColumn: 'reminders.id',
  toApi: reminderToApi,
  exportTitle: 'Hatırlatmalar',
  exportRow: (row) => {
    const reminder = reminderToApi(row);
    return { ...reminder, channel_name: channelName(reminder.channel_id) };
  },
  exportColumns: [
    commonColumns.cluster_name,
    { key: 'reminder_period_name', header: 'Hatırlatma Zamanı' },
    { key: 'channel_name', header: 'Kanal' },
    { key: 'template_name', header: 'Şablon' },
    commonColumns.is_active,
    { key: 'last_run_at', header: 'Son Çalışma', kind: 'datetime' },
    { key: 'sent_count', header: 'Gönderilen', kind: 'number' },
    { key: 'skipped_count', header: 'Gönderilemeyen', kind: 'number' },
  ],
};
