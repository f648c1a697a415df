import type {
  SaasBankActivity,
  SaasBankImportResult,
  SaasBankMatchInput,
  SaasSettings,
  SaasSettingsInput,
} from '@site/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api, request } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';

const LINES = 'api-super-admin/bank-activities';
const SETTINGS = 'api-super-admin/saas-settings';
const CUSTOMERS = 'api-super-admin/customers';
/** What a match books: the customers' payments and invoices (their lists refresh after it). */
const BOOKED = [
  'api-super-admin/customer-payments',
  'api-super-admin/customer-invoices',
  'api-super-admin/customer-invoice-payments',
];

export type CustomerOption = { id: number; name: string };

const path = (reference: string) => `/${LINES}/${encodeURIComponent(reference)}`;

/** The seller's statement (`/api-super-admin/bank-activities`) and settings (`/api-super-admin/saas-settings`). */
export const saasBankApi = {
  resource: LINES,
  listPath: `/${LINES}`,
  /** A CSV or XLSX statement, with its column mapping when the server asked for it. */
  import: (form: FormData) => request<{ data: SaasBankImportResult }>('POST', `/${LINES}/import`, { form }),
  match: (reference: string, body: SaasBankMatchInput) =>
    api.put<{ data: SaasBankActivity }>(path(reference), body, true),
  unmatch: (reference: string) => api.post<{ data: SaasBankActivity }>(`${path(reference)}/unmatch`),
  /** The customer picker: active customers by name (spec §7). */
  customers: () =>
    queryOptions({
      queryKey: queryKeys.picker(CUSTOMERS, 'all', { is_active: 1 }),
      queryFn: () =>
        api.get<{ data: CustomerOption[] }>(`/${CUSTOMERS}`, { is_active: 1, per_page: 1000, order_by: 'name' }),
    }),
  settings: () =>
    queryOptions({
      queryKey: queryKeys.record(SETTINGS, 1),
      queryFn: () => api.get<{ data: SaasSettings }>(`/${SETTINGS}`),
    }),
  saveSettings: (body: SaasSettingsInput) => api.put<{ data: SaasSettings }>(`/${SETTINGS}`, body, true),
};

/** After an import, a match or its undo: the lines, and what a payment changes. */
export function refreshSaasBank(client: QueryClient) {
  return Promise.all(
    [LINES, ...BOOKED].map((resource) => client.invalidateQueries({ queryKey: queryKeys.all(resource) })),
  );
}

export function refreshSaasSettings(client: QueryClient) {
  return client.invalidateQueries({ queryKey: queryKeys.all(SETTINGS) });
}
