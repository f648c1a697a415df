import type { NotificationBatch, NotificationRecord, NotificationUpdateInput, Resident } from '@site/shared';
import type { ListResponse } from '@site/shared/http';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { clusterPicker } from '../../../api/pickers';
import { queryKeys } from '../../../api/queryKeys';

type One<T> = { data: T };

const RESOURCE = 'notifications';

/**
 * The messages of Gönderilen and Kullanıcı Bildirimleri (`/notifications`, one list for both, told apart by
 * channel), one message whole, its 'Aktif' and 'Okundu', and 'Yeniden Gönder'.
 */
export const notificationsApi = {
  resource: RESOURCE,
  listPath: '/notifications',
  record: (id: number) =>
    queryOptions({
      queryKey: queryKeys.record(RESOURCE, id),
      queryFn: () => api.get<One<NotificationRecord>>(`/notifications/${id}`),
    }),
  /** Silent: the panel's form reports its own errors. */
  update: (id: number, body: NotificationUpdateInput) =>
    api.put<One<NotificationRecord>>(`/notifications/${id}`, body, true),
  /** A new copy of a failed or cancelled message, queued now; answers the copy. */
  resend: (id: number) => api.post<One<NotificationRecord>>(`/notifications/${id}/resend`),
  /** The complex's residents, active or not (spec §7 page size of residents: 1000), to filter by recipient. */
  residentPicker: (clusterId: number | null) =>
    clusterPicker<Resident>('residents', clusterId, { per_page: 1000, order_by: 'name', order: 'asc' }),
  /** The complex's latest batches on the given channels, to filter by batch. */
  batchPicker: (clusterId: number | null, channels: readonly number[]) => {
    const query = { cluster_id: clusterId, channel_id: [...channels], per_page: 200 };
    return queryOptions({
      queryKey: queryKeys.picker('notification-batches', clusterId, query),
      queryFn: () => api.get<ListResponse<NotificationBatch>>('/notification-batches', query),
      enabled: clusterId !== null,
    });
  },
};
