// The HTTP messages alone: the shared index also sets up zod, which a list screen does not need.
import { type ErrorBody, httpMessages } from '@site/shared/http';
import { storage } from '../session/storage';

/** An HTTP failure with the Turkish text the user sees. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
  }

  /** Every message of a 422 (or the single message of other statuses), as the error dialog lists them. */
  get messages(): string[] {
    const all = Object.values(this.errors).flat();
    return all.length ? [...new Set(all)] : [this.message];
  }
}

type Listener = (error: ApiError, method: string) => void;
const listeners = new Set<Listener>();

/** The shell subscribes here: 401 returns to sign-in, 503 shows the maintenance warning, others a toast. */
export function onApiError(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Same origin `/api` by default; a deployment that serves the API on `api.<host>` sets VITE_API_ON_SUBDOMAIN=1.
 */
export function apiBase(): string {
  if (import.meta.env.VITE_API_ON_SUBDOMAIN === '1') {
    return `${window.location.protocol}//api.${window.location.host}/api`;
  }
  return '/api';
}

/** Query string with arrays in bracket form (`cluster_id[]=1&cluster_id[]=2`). */
export function toQuery(params: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) search.append(`${key}[]`, String(v));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function messageForStatus(status: number, method: string, body?: Partial<ErrorBody>): string {
  switch (status) {
    case 401:
      return httpMessages.unauthenticated;
    case 403:
      return httpMessages.forbidden;
    case 404:
      return httpMessages.notFound;
    case 422:
    case 429:
      return body?.message ?? httpMessages.validationFailed;
    case 503:
      return httpMessages.maintenance;
    default:
      return method === 'GET' ? httpMessages.serverErrorRead : httpMessages.serverErrorWrite;
  }
}

type RequestOptions = {
  query?: Record<string, unknown>;
  body?: unknown;
  silent?: boolean;
  form?: FormData;
  /** The answer is a file (an attachment), returned as a Blob; errors still come as JSON. */
  blob?: boolean;
};

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Page-Url': window.location.href };
  const token = storage.get('token');
  if (token) headers.Authorization = `Bearer ${token}`;
  const clusterId = storage.get('clusterId');
  if (clusterId) headers['X-Cluster-Id'] = clusterId;
  if (options.body !== undefined && !options.form) headers['Content-Type'] = 'application/json';

  // A failure without a response (network down) is rethrown as it is (spec §8).
  const response = await fetch(`${apiBase()}${path}${toQuery(options.query)}`, {
    method,
    headers,
    body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  if (options.blob && response.ok) return (await response.blob()) as T;
  const text = await response.text();
  const body = text ? JSON.parse(text) : {};
  if (!response.ok) {
    const error = new ApiError(response.status, messageForStatus(response.status, method, body), body.errors ?? {});
    if (!options.silent) for (const listener of listeners) listener(error, method);
    throw error;
  }
  return body as T;
}

export const api = {
  get: <T>(path: string, query?: Record<string, unknown>, silent?: boolean) =>
    request<T>('GET', path, { query, silent }),
  post: <T>(path: string, body?: unknown, silent?: boolean) => request<T>('POST', path, { body, silent }),
  put: <T>(path: string, body?: unknown, silent?: boolean) => request<T>('PUT', path, { body, silent }),
  delete: <T>(path: string, silent?: boolean) => request<T>('DELETE', path, { silent }),
  /** A file the API serves only with the caller's token (e.g. a request's attachment). */
  file: (path: string) => request<Blob>('GET', path, { blob: true }),
  /** A file as multipart form data (field `file`). */
  upload: <T>(path: string, file: Blob, query?: Record<string, unknown>) => {
    const form = new FormData();
    form.append('file', file);
    return request<T>('POST', path, { form, query, silent: true });
  },
};
