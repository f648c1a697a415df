import type {
  ListResponse,
  NotificationBatch,
  NotificationBatchInput,
  NotificationBatchPreview,
  NotificationBatchPreviewInput,
  NotificationBatchUpdateInput,
  NotificationTemplate,
} from '@site/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { clusterPicker, type Named } from '../../../api/pickers';
import { queryKeys } from '../../../api/queryKeys';
import { isRunning } from './batchModel';

type One<T> = { data: T };

/** How often a running batch's progress is read again. */
export const PROGRESS_POLL_MS = 2000;

/** API paths and queries of the batch notifications (Toplu Bildirimler). */
export const batchesApi = {
  resource: 'notification-batches',
  listPath: '/notification-batches',
  basePath: '/communication/batch-notifications',
  /** The route that decides whether the caller may send (the server's permission for it). */
  createRoute: '/clusters/:clusterId/notification-batches',
  messagesResource: 'notifications',
  messagesPath: '/notifications',
  /**
   * One batch with its progress; while it is scheduled or sending it is read again every 2 s, and the polling
   * stops by itself once it is done or cancelled.
   */
  record: (id: number | null) =>
    queryOptions({
      queryKey: queryKeys.record('notification-batches', id),
      queryFn: () => api.get<One<NotificationBatch>>(`/notification-batches/${id}`),
      enabled: id !== null,
      refetchInterval: (query) => (query.state.data && isRunning(query.state.data.data) ? PROGRESS_POLL_MS : false),
    }),
  /**
   * Who the choices reach, what it costs and what to watch out for; silent, as the panel shows its own errors,
   * and the last answer stays while the next one loads.
   */
  preview: (clusterId: number | null, input: NotificationBatchPreviewInput | null) =>
    queryOptions({
      queryKey: queryKeys.view('notification-batches', 'preview', clusterId, input),
      queryFn: () =>
        api.post<One<NotificationBatchPreview>>(`/clusters/${clusterId}/notification-batches/preview`, input, true),
      enabled: clusterId !== null && input !== null,
      placeholderData: keepPreviousData,
      retry: false,
    }),
  create: (clusterId: number, input: NotificationBatchInput) =>
    api.post<One<NotificationBatch>>(`/clusters/${clusterId}/notification-batches`, input, true),
  update: (id: number, input: NotificationBatchUpdateInput) =>
    api.put<One<NotificationBatch>>(`/notification-batches/${id}`, input, true),
  cancel: (id: number) => api.post<One<NotificationBatch>>(`/notification-batches/${id}/cancel`),
  remove: (id: number) => api.delete<unknown>(`/notification-batches/${id}`),
  /** The complex's (and its company's) active templates with a text, on one channel, by name. */
  templates: (clusterId: number | null, channelId: number) =>
    queryOptions({
      queryKey: queryKeys.picker('notification-templates', clusterId, { sendable: 1, channel: channelId }),
      queryFn: () =>
        api.get<ListResponse<NotificationTemplate>>('/notification-templates', {
          sendable: 1,
          cluster_id: clusterId,
          notification_channel_id: [channelId],
          per_page: 500,
        }),
      enabled: clusterId !== null,
    }),
  /** Spec §7: blocks ordered by name, 150 at most. */
  blocks: (clusterId: number | null) => clusterPicker<Named>('blocks', clusterId, { order_by: 'name', per_page: 150 }),
  /** The complex's active residents to pick by hand (spec §7 page size of residents: 1000), by name. */
  residents: (clusterId: number | null) =>
    clusterPicker<Named>('residents', clusterId, { per_page: 1000, order_by: 'name', order: 'asc', is_active: 1 }),
};
