import type { Resident, TemplatePreview } from '@site/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { clusterPicker } from '../../../api/pickers';
import { queryKeys } from '../../../api/queryKeys';

/** API paths and queries of the notification templates (Bildirim Şablonları). */
export const templatesApi = {
  resource: 'notification-templates',
  listPath: '/notification-templates',
  systemResource: 'system-notification-templates',
  systemListPath: '/system-notification-templates',
  /** The complex's residents to preview a text with (spec §7 page size of residents: 1000), by name. */
  residentPicker: (clusterId: number | null) =>
    clusterPicker<Resident>('residents', clusterId, { per_page: 1000, order_by: 'name', order: 'asc', is_active: 1 }),
  /**
   * The form's text filled in with a resident of the complex (`POST /notification-templates/preview`), and its
   * SMS count; the last answer stays while the next one loads, so the preview does not flicker while typing.
   */
  preview: (input: { clusterId: number | null; residentId: number | null; subject: string | null; body: string }) =>
    queryOptions({
      queryKey: queryKeys.view('notification-templates', 'preview', input),
      queryFn: () =>
        api.post<{ data: TemplatePreview }>(
          '/notification-templates/preview',
          { cluster_id: input.clusterId, resident_id: input.residentId, subject: input.subject, body: input.body },
          true,
        ),
      enabled: input.clusterId !== null && input.residentId !== null,
      placeholderData: keepPreviousData,
    }),
};
