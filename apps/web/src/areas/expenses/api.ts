import type {
  Collection,
  Debt,
  Invoice,
  ItemResponse,
  ListResponse,
  OtherExpense,
  OtherExpenseListItem,
} from '@site/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { clusterPicker, type Named } from '../../api/pickers';
import { queryKeys } from '../../api/queryKeys';

/**
 * The typed client of the expenses area: invoices with their items, installments and payments, other
 * expenses (refunds), and the pickers its screens read. Every path and query key of the area is built here.
 * A write answers `{ data, meta.warnings? }`; forms send quietly (`silent`) and put a 422 on their fields.
 */

type Body = Record<string, unknown>;
type Saved = ItemResponse<{ id: number }>;
/** A delete's answer; deleting an item says in `meta.warnings` when the new total dropped the installments. */
type Deleted = ItemResponse<{ deleted: true }>;

const INVOICES = 'expense/invoices';

export const invoicesApi = {
  /** An invoice with its items, installments and payments. */
  record: (id: number | null) =>
    queryOptions({
      queryKey: queryKeys.record(INVOICES, id),
      queryFn: () => api.get<ItemResponse<Invoice>>(`/expense/invoices/${id}`),
      enabled: id !== null,
    }),
  /** A new invoice with its items. */
  create: (body: Body) => api.post<ItemResponse<Invoice>>('/expense/invoices', body, true),
  /** The invoice's own fields; its items change one by one. */
  update: (id: number, body: Body) => api.put<ItemResponse<Invoice>>(`/expense/invoices/${id}`, body, true),
  /** Pays what is left of every chosen invoice from one place on one date. */
  bulkClose: (body: Body) => api.post('/expense/invoices/bulk-close', body, true),
};

export const installmentsApi = {
  create: (invoiceId: number, body: Body) => api.post<Saved>(`/expense/invoices/${invoiceId}/installments`, body, true),
  /** Monthly installments of what is not installed yet, from a start date. */
  createMonthly: (invoiceId: number, body: Body) =>
    api.post(`/expense/invoices/${invoiceId}/installments/auto-installment`, body, true),
  update: (invoiceId: number, id: number, body: Body) =>
    api.put(`/expense/invoices/${invoiceId}/installments/${id}`, body, true),
  remove: (invoiceId: number, id: number) => api.delete<Deleted>(`/expense/invoices/${invoiceId}/installments/${id}`),
};

export const invoiceItemsApi = {
  create: (invoiceId: number, body: Body) => api.post<Saved>(`/expense/invoices/${invoiceId}/items`, body, true),
  update: (id: number, body: Body) => api.put<Saved>(`/expense/invoice-items/${id}`, body, true),
  remove: (id: number) => api.delete<Deleted>(`/expense/invoice-items/${id}`),
};

export const invoicePaymentsApi = {
  create: (invoiceId: number, body: Body) => api.post<Saved>(`/expense/invoices/${invoiceId}/payments`, body, true),
  update: (id: number, body: Body) => api.put<Saved>(`/expense/payments/${id}`, body, true),
  remove: (id: number) => api.delete<Deleted>(`/expense/payments/${id}`),
};

const OTHER_EXPENSES = 'expense/other-expenses';
/** Whose account an other expense belongs to. */
export type AccountOwner = { kind: 'house' | 'resident'; id: number };
/** The records a refund names, of a house or of a resident. */
type Owner = { house_id?: number | null; resident_id?: number };

/** The last 100 collections or debts of an account, latest first, that a refund may refer to. */
const refundable = <Row>(
  resource: 'collections' | 'debts',
  orderBy: string,
  clusterId: number | null,
  owner: Owner,
) => {
  const query = { ...owner, per_page: 100, order_by: orderBy, order: 'desc' };
  return queryOptions({
    queryKey: queryKeys.list(resource, clusterId, query),
    queryFn: () => api.get<ListResponse<Row>>(`/clusters/${clusterId}/${resource}`, query),
    enabled: clusterId !== null,
  });
};

export const otherExpensesApi = {
  record: (id: number | null) =>
    queryOptions({
      queryKey: queryKeys.record(OTHER_EXPENSES, id),
      queryFn: () => api.get<ItemResponse<OtherExpense>>(`/expense/other-expenses/${id}`),
      enabled: id !== null,
    }),
  /** Every other expense of one house or resident, latest first. */
  ofAccount: (clusterId: number | null, { kind, id }: AccountOwner) => {
    const query = {
      [kind === 'house' ? 'house_id' : 'resident_id']: id,
      per_page: 1000,
      order_by: 'spent_on',
      order: 'desc',
    };
    return queryOptions({
      queryKey: queryKeys.list(OTHER_EXPENSES, clusterId, query),
      queryFn: () =>
        api.get<ListResponse<OtherExpenseListItem>>(`/clusters/${clusterId}/expense/other-expenses`, query),
      enabled: clusterId !== null,
    });
  },
  create: (body: Body) => api.post<Saved>('/expense/other-expenses', body, true),
  /** The active refund reasons and income types a refund is filed under. */
  reasons: (clusterId: number | null) =>
    clusterPicker<Named>('payback-reasons', clusterId, { per_page: 1000, is_active: 1 }),
  incomeTypes: (clusterId: number | null) =>
    clusterPicker<Named>('income-types', clusterId, { per_page: 1000, is_active: 1 }),
  collectionsOf: (clusterId: number | null, owner: Owner) =>
    refundable<Collection>('collections', 'collected_on', clusterId, owner),
  debtsOf: (clusterId: number | null, owner: Owner) => refundable<Debt>('debts', 'due_on', clusterId, owner),
};

export const EXPENSE_TYPES = 'types/expense-types';

export const expenseTypesApi = {
  /** Top-level expense types (`parent === undefined`) or the children of one type, system and complex types alike. */
  picker: (clusterId: number | null, parent: number | null | undefined) =>
    clusterPicker<Named>(EXPENSE_TYPES, clusterId, {
      ...(parent === undefined ? { has_parent: 0 } : { parent_id: parent }),
      per_page: 1000,
    }),
  create: (body: Body) => api.post<Saved>('/types/expense-types', body, true),
};

export const placesApi = {
  /** A complex's bank accounts or safes, for a list's filter (spec §9: 100). */
  picker: (resource: 'bank-accounts' | 'safes', clusterId: number | null) =>
    clusterPicker<Named>(resource, clusterId, { per_page: 100 }),
};
