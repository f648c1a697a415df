import type { ListResponse, NotificationTemplate, ReminderDetail, ReminderInput } from '@site/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';

type One<T> = { data: T };

/** Due reminders (Hatırlatmalar): one per complex and reminder period, listed, shown and changed, never added. */
export const remindersApi = {
  resource: 'reminders',
  basePath: '/communication/reminders',
  /** The reminder with its latest sends, under the key its form loads it with. */
  record: (id: number) =>
    queryOptions({
      queryKey: queryKeys.record('reminders', id),
      queryFn: () => api.get<One<ReminderDetail>>(`/reminders/${id}`),
    }),
  change: (id: number, body: ReminderInput) => api.put<One<ReminderDetail>>(`/reminders/${id}`, body),
  /** The active templates of the complex and its company that go on the channel. */
  templates: (clusterId: number | null, channelId: number) => {
    const query = { cluster_id: clusterId, sendable: 1, notification_channel_id: [channelId], per_page: 1000 };
    return queryOptions({
      queryKey: queryKeys.picker('notification-templates', clusterId, query),
      queryFn: () => api.get<ListResponse<NotificationTemplate>>('/notification-templates', query),
      enabled: clusterId !== null,
    });
  },
  /** The system templates (a reminder may send any of them that goes on its channel). */
  systemTemplates: () => {
    const query = { per_page: 1000 };
    return queryOptions({
      queryKey: queryKeys.picker('system-notification-templates', 'all', query),
      queryFn: () => api.get<ListResponse<NotificationTemplate>>('/system-notification-templates', query),
    });
  },
};
