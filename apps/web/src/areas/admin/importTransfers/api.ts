import type {
  AdminClusterPick,
  ImportTransferCheck,
  ImportTransferCounts,
  ImportTransferRun,
  ListResponse,
} from '@site/shared';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api, request } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';

const RUNS = 'api-super-admin/import-transfers';
const CLUSTERS = 'api-super-admin/clusters';

export type TemplateFormat = 'xlsx' | 'ods' | 'csv';

/** The import form: the chosen complex and the file. */
function formOf(clusterId: number, file: File): FormData {
  const form = new FormData();
  form.append('cluster_id', String(clusterId));
  form.append('file', file);
  return form;
}

/** Aktarım (`/api-super-admin/import-transfers`): template, dry run, import and its runs. */
export const importTransfersApi = {
  resource: RUNS,
  /** Every complex of the system (`GET api-super-admin/clusters`), by name. */
  clusters: () =>
    queryOptions({
      queryKey: queryKeys.picker(CLUSTERS, 'all', { per_page: 1000 }),
      queryFn: () => api.get<ListResponse<AdminClusterPick>>(`/${CLUSTERS}`, { per_page: 1000, order_by: 'name' }),
    }),
  template: (format: TemplateFormat) => request<Blob>('GET', `/${RUNS}/template`, { query: { format }, blob: true }),
  check: (clusterId: number, file: File) =>
    request<{ data: ImportTransferCheck }>('POST', `/${RUNS}/check`, { form: formOf(clusterId, file), silent: true }),
  run: (clusterId: number, file: File) =>
    request<{ data: { id: number; counts: ImportTransferCounts } }>('POST', `/${RUNS}`, {
      form: formOf(clusterId, file),
      silent: true,
    }),
  /** Past runs, newest first (of one complex when given); polled while an import runs. */
  runs: (query: { page: number; per_page: number; cluster_id?: number; status?: string }) =>
    queryOptions({
      queryKey: queryKeys.list(RUNS, 'all', query),
      queryFn: () => api.get<ListResponse<ImportTransferRun>>(`/${RUNS}`, query),
    }),
  runRecord: (id: number) => api.get<{ data: ImportTransferRun }>(`/${RUNS}/${id}`),
};

/**
 * The messages of a refusal: every row's error of a 422 with its sheet ('Sakinler › Satır 12: …', the API keys
 * them `<sheet>.<row>`), a field's message as it is, or the single message of another failure.
 */
export function messagesOf(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [String(error)];
  const rows = Object.entries(error.errors).flatMap(([key, messages]) => {
    const sheet = /^(.+)\.\d+$/.exec(key)?.[1];
    return messages.map((message) => (sheet ? `${sheet} › ${message}` : message));
  });
  return rows.length ? rows : error.messages;
}
