import type { ActivityAccountKind, ActivityRow, ActivityTotals, CardPayment, ListMeta } from '@site/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { clusterPicker } from '../../api/pickers';
import { type Query, queryKeys } from '../../api/queryKeys';

/** A page of an account's journal with the range's figures. */
export type ActivityPage = { data: ActivityRow[]; meta: ListMeta & ActivityTotals };
/** An account as a picker lists it: a house by its block and door, everything else by its name. */
export type AccountRow = { id: number; name?: string; block_name?: string | null; door_number?: string };

/** Where each kind of account is listed, and how many a picker loads (spec §9 page sizes for selects). */
const ACCOUNT_SOURCES: Record<ActivityAccountKind, { resource: string; query: Query }> = {
  house: { resource: 'houses', query: { per_page: 1000, order_by: 'block_name' } },
  resident: { resource: 'residents', query: { per_page: 1000, order_by: 'name' } },
  provider: { resource: 'cluster-providers', query: { per_page: 1000, order_by: 'name' } },
  safe: { resource: 'safes', query: { per_page: 100, order_by: 'name' } },
  bank_account: { resource: 'bank-accounts', query: { per_page: 100, order_by: 'name' } },
};

export const activitiesApi = {
  /** The journal's path, which its export asks too. */
  path: (clusterId: number | null) => `/clusters/${clusterId}/activities`,
  /** A page of one account's journal (`query`: the account, the period, the page). */
  list: (clusterId: number | null, query: Query) =>
    queryOptions({
      queryKey: queryKeys.list('activities', clusterId, query),
      queryFn: () => api.get<ActivityPage>(activitiesApi.path(clusterId), query),
    }),
  /** The complex's accounts of one kind. */
  accounts: (kind: ActivityAccountKind, clusterId: number | null) =>
    clusterPicker<AccountRow>(ACCOUNT_SOURCES[kind].resource, clusterId, ACCOUNT_SOURCES[kind].query),
  /** The file of what a journal or statement shows (`path` and `query` as it was read). */
  export: (path: string, query: Query, type: string) =>
    api.get<{ data: { url: string } }>(path, { ...query, export: 1, export_type: type }),
};

export const cardPaymentsApi = {
  record: (id: number | null) =>
    queryOptions({
      queryKey: queryKeys.record('card-payments', id),
      queryFn: () => api.get<{ data: CardPayment }>(`/card-payments/${id}`),
      enabled: id !== null,
    }),
  /** The receipt of the collection a successful payment became: its address, when it has one. */
  receipt: (collectionId: number) => api.get<{ data: { url?: string } }>(`/collections/${collectionId}/receipt`),
};
