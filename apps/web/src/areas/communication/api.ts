import {
  type CompanyUser,
  type ListResponse,
  REQUEST_API_NAMES,
  type RequestAssignInput,
  type RequestEvent,
  type RequestFile,
  type RequestKindName,
  type RequestStatusInput,
  type ResidentRequest,
  type VisitorLog,
  type VisitorLogInput,
} from '@site/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';

type One<T> = { data: T };

/**
 * Residents' requests: each kind's API name (its list, create, edit and delete go through ResourceScreen) and
 * the workflow every kind shares (`/requests/{id}/…`). The history is keyed under the kind's resource, so a
 * save or delete of the request refreshes it too.
 */
export const requestsApi = {
  resource: (kind: RequestKindName) => REQUEST_API_NAMES[kind],
  /** One request, under the key its form loads it with. */
  record: (kind: RequestKindName, id: number) =>
    queryOptions({
      queryKey: queryKeys.record(REQUEST_API_NAMES[kind], id),
      queryFn: () => api.get<One<ResidentRequest>>(`/${REQUEST_API_NAMES[kind]}/${id}`),
    }),
  events: (kind: RequestKindName, id: number) =>
    queryOptions({
      queryKey: queryKeys.record(REQUEST_API_NAMES[kind], id, 'events'),
      queryFn: () => api.get<{ data: RequestEvent[] }>(`/requests/${id}/events`),
    }),
  setStatus: (id: number, body: RequestStatusInput) => api.post<One<ResidentRequest>>(`/requests/${id}/status`, body),
  comment: (id: number, comment: string) => api.post<One<ResidentRequest>>(`/requests/${id}/comments`, { comment }),
  assign: (id: number, body: RequestAssignInput) => api.post<One<ResidentRequest>>(`/requests/${id}/assign`, body),
  /** The request's photos and files, keyed under its kind like its history. */
  files: (kind: RequestKindName, id: number) =>
    queryOptions({
      queryKey: queryKeys.record(REQUEST_API_NAMES[kind], id, 'files'),
      queryFn: () => api.get<{ data: RequestFile[] }>(`/requests/${id}/files`),
    }),
  /** Silent: the files section shows the refusal (type, size) itself. */
  uploadFile: (id: number, file: Blob) => api.upload<One<RequestFile>>(`/requests/${id}/files`, file),
  deleteFile: (id: number, fileId: number) => api.delete(`/requests/${id}/files/${fileId}`),
  /** The file's bytes (the download needs the caller's token, so no plain link). */
  fileBlob: (id: number, fileId: number) => api.file(`/requests/${id}/files/${fileId}`),
  /** An image's bytes for its thumbnail, kept while the page lives (a stored file never changes). */
  fileBytes: (kind: RequestKindName, id: number, fileId: number) =>
    queryOptions({
      queryKey: queryKeys.record(REQUEST_API_NAMES[kind], id, `files/${fileId}`),
      queryFn: () => api.file(`/requests/${id}/files/${fileId}`),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  /** The company's active workers who may act in the complex: whom a request may be assigned to. */
  workers: (clusterId: number | null) => {
    const query = { cluster_id: clusterId, is_active: 1, per_page: 1000 };
    return queryOptions({
      queryKey: queryKeys.picker('company-users', clusterId, query),
      queryFn: () => api.get<ListResponse<CompanyUser>>('/company-users', query),
      enabled: clusterId !== null,
    });
  },
};

/** Visitor logs: list, create, edit and delete go through ResourceScreen; 'Çıkış' has a route of its own. */
export const visitorLogsApi = {
  resource: 'visitor-logs',
  /** Silent: the quick entry form shows its own errors. */
  create: (body: VisitorLogInput) => api.post<One<VisitorLog>>('/visitor-logs', body, true),
  leave: (id: number) => api.post<One<VisitorLog>>(`/visitor-logs/${id}/leave`),
};

/** The general meeting's attendance list (read-only) and its printable PDF for a meeting's day. */
export const meetingAttendantsApi = {
  resource: 'meeting-attendants',
  print: (clusterId: number, query: Record<string, unknown>) =>
    api.get<{ data: { url: string } }>(`/clusters/${clusterId}/meeting-attendants/print`, query),
};
