import type {
  BankActivityDetail,
  BankActivityMatchInput,
  BankBalanceCheck,
  BankStatementImportResult,
  CollectionDetail,
  ItemResponse,
  LateFeePreview,
  LateFeeRun,
  ListResponse,
  OpenInvoice,
  ReceiptData,
  RiskyDebtor,
  RiskyDebtorMeta,
  RiskyDebtorType,
} from '@site/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api, request } from '../../api/client';
import { clusterPicker, type Named } from '../../api/pickers';
import { queryKeys, refreshCluster } from '../../api/queryKeys';
import type { Account, AccountKind } from './incomes/accountTypes';

/**
 * The typed client of the incomes area: collections, a house's or resident's account, late fees, the bank
 * statement's lines, risky debtors, the receipts of invoices and payments, and the pickers its screens read.
 * Every path and query key of the area is built here.
 */

type Body = Record<string, unknown>;

export const pickersApi = {
  /** The first 1000 residents by name. */
  residents: (clusterId: number | null) =>
    clusterPicker<Named>('residents', clusterId, { per_page: 1000, order_by: 'name' }),
  /** Residents whose name has the typed text, beyond the first 1000. */
  residentSearch: (clusterId: number | null, text: string) =>
    clusterPicker<Named>('residents', clusterId, { query: text, per_page: 50, order_by: 'name' }),
  /** Spec §9: bank-account pickers load 100. */
  bankAccounts: (clusterId: number | null) => clusterPicker<Named>('bank-accounts', clusterId, { per_page: 100 }),
  /** The complex's active safes, where a bank line's money can go. */
  activeSafes: (clusterId: number | null) => clusterPicker<Named>('safes', clusterId, { per_page: 100, is_active: 1 }),
  /** Every record of a per-complex list by name (other income types, bank accounts, safes), for a filter. */
  named: (resource: string, clusterId: number | null) => clusterPicker<Named>(resource, clusterId, { per_page: 1000 }),
  /** The first current house of a resident (owner or renter). */
  currentHouseOf: async (clusterId: number, residentId: number): Promise<number | null> => {
    const response = await api.get<ListResponse<{ id: number }>>(`/clusters/${clusterId}/houses`, {
      resident_id: residentId,
      per_page: 1,
    });
    return response.data[0]?.id ?? null;
  },
};

const accountOwner = (kind: AccountKind) => (kind === 'house' ? 'houses' : 'residents');

export const accountsApi = {
  /** A house's or a resident's account: balance, debts, late fees and collections. */
  record: (kind: AccountKind, id: number) =>
    queryOptions({
      queryKey: queryKeys.record(accountOwner(kind), id, 'account'),
      queryFn: () => api.get<ItemResponse<Account>>(`/${accountOwner(kind)}/${id}/account`),
    }),
};

export const collectionsApi = {
  create: (body: Body) => api.post<ItemResponse<CollectionDetail>>('/collections', body, true),
  remove: (id: number) => api.delete(`/collections/${id}`),
  /** The address of the collection's PDF receipt (Tahsilat Makbuzu). */
  receipt: (id: number) => api.get<ItemResponse<{ url: string }>>(`/collections/${id}/receipt`),
};

export const lateFeesApi = {
  /** What charging an ended month would charge. */
  preview: (clusterId: number | null, period: string) =>
    queryOptions({
      queryKey: queryKeys.view('late-fees', 'preview', clusterId, period),
      queryFn: () => api.get<ItemResponse<LateFeePreview>>(`/clusters/${clusterId}/late-fees/preview`, { period }),
      enabled: clusterId !== null,
    }),
  run: (clusterId: number | null, period: string) =>
    api.post<ItemResponse<LateFeeRun>>(`/clusters/${clusterId}/late-fees`, { period }),
};

const BANK_ACTIVITIES = 'bank-activities';
/** How an outgoing line is booked, as its endpoint names it. */
export type BankBookingPath = 'invoice-payment' | 'expense' | 'transfer';

export const bankActivitiesApi = {
  record: (id: number) =>
    queryOptions({
      queryKey: queryKeys.record(BANK_ACTIVITIES, id),
      queryFn: () => api.get<ItemResponse<BankActivityDetail>>(`/bank-activities/${id}`),
    }),
  /** The open invoices an outgoing line can pay. */
  openInvoices: (id: number) =>
    queryOptions({
      queryKey: queryKeys.record(BANK_ACTIVITIES, id, 'open-invoices'),
      queryFn: () => api.get<ItemResponse<OpenInvoice[]>>(`/bank-activities/${id}/open-invoices`),
    }),
  /** Each bank account's last statement balance against the books. */
  balanceCheck: (clusterId: number | null) =>
    queryOptions({
      queryKey: queryKeys.view(BANK_ACTIVITIES, 'balance-check', clusterId),
      queryFn: () => api.get<ItemResponse<BankBalanceCheck[]>>(`/clusters/${clusterId}/bank-activities/balance-check`),
      enabled: clusterId !== null,
    }),
  match: (id: number, payer: BankActivityMatchInput) => api.post(`/bank-activities/${id}/match`, payer),
  matchMany: (clusterId: number | null, items: ({ id: number } & BankActivityMatchInput)[]) =>
    api.post(`/clusters/${clusterId}/bank-activities/match-many`, { items }),
  unmatch: (id: number) => api.post(`/bank-activities/${id}/unmatch`),
  book: (id: number, booking: BankBookingPath, body: Body) => api.post(`/bank-activities/${id}/${booking}`, body, true),
  /** A statement file with its bank account (and its column mapping, when asked for). */
  import: (clusterId: number | null, form: FormData) =>
    request<ItemResponse<BankStatementImportResult>>('POST', `/clusters/${clusterId}/bank-activities/import`, {
      form,
    }),
};

/**
 * After a bank line is imported, matched, booked or undone: the lines (with the menu's count of open ones)
 * and, as a collection or a payment moved money, everything the complex shows.
 */
export function refreshBankActivities(client: QueryClient, clusterId: number | null) {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.all(BANK_ACTIVITIES) }),
    refreshCluster(client, clusterId),
  ]);
}

export const riskyDebtorsApi = {
  /** The first row only, for the list's meta: the company's threshold of this list. */
  threshold: (clusterId: number | null, type: RiskyDebtorType) =>
    queryOptions({
      queryKey: queryKeys.list('risky-debtors', clusterId, { type, per_page: 1 }),
      queryFn: () =>
        api.get<ListResponse<RiskyDebtor> & { meta: RiskyDebtorMeta }>(`/clusters/${clusterId}/risky-debtors`, {
          type,
          per_page: 1,
        }),
      enabled: clusterId !== null,
    }),
};

/** Which record a receipt is of: an invoice's 'Mahsup Fişi' or a payment's 'Ödeme Makbuzu'. */
export type ReceiptKind = 'invoice' | 'payment';
const RECEIPT_RESOURCES = { invoice: 'expense/invoices', payment: 'expense/payments' } as const;

/** `print-file` answers `{ data: { url } }` (spec §7 also allows the url one level up), or `{ data: { sent } }`. */
export type PrintResponse = { data?: { url?: string | null; sent?: boolean } | null; url?: string | null };

export const receiptsApi = {
  /** The receipt's data as the panel opens (for the recipient's address); failures stay quiet. */
  data: (kind: ReceiptKind, id: number) =>
    queryOptions({
      queryKey: queryKeys.record(RECEIPT_RESOURCES[kind], id, 'receipt-data'),
      queryFn: () =>
        api.get<ItemResponse<ReceiptData>>(`/${RECEIPT_RESOURCES[kind]}/${id}/receipt-data`, undefined, true),
    }),
  /** The receipt's data for these print options, read afresh before printing. */
  read: (kind: ReceiptKind, id: number, options: Body) =>
    api.get<ItemResponse<ReceiptData>>(`/${RECEIPT_RESOURCES[kind]}/${id}/receipt-data`, options),
  print: (body: Body) => api.post<PrintResponse>('/print-file', body),
};
