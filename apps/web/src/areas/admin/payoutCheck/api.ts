import type { PayoutCheckRow } from '@site/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';

const PAYOUT_CHECK = 'api-super-admin/payout-check';

export type PayoutQuery = { date_from: string; date_to: string; cluster_id?: string };
export type PayoutPage = {
  data: PayoutCheckRow[];
  meta: {
    totals: { amount: number; commission: number; expected: number; paid_out: number; difference: number };
    counts: { matched: number; short: number; over: number; pending: number };
  };
};

/** The card payout check (`/api-super-admin/payout-check`) and the complexes it may be narrowed to. */
export const payoutCheckApi = {
  check: (query: PayoutQuery) =>
    queryOptions({
      queryKey: queryKeys.list(PAYOUT_CHECK, 'all', query),
      queryFn: () => api.get<PayoutPage>(`/${PAYOUT_CHECK}`, query),
      placeholderData: keepPreviousData,
    }),
  exportFile: (query: PayoutQuery, type: 'ods' | 'xlsx' | 'pdf') =>
    api.get<{ data: { url: string } }>(`/${PAYOUT_CHECK}`, { ...query, export: 1, export_type: type }),
  clusters: () =>
    queryOptions({
      queryKey: queryKeys.picker('clusters', 'all', { per_page: 1000 }),
      queryFn: () =>
        api.get<{ data: { id: number; name: string }[] }>('/clusters', { per_page: 1000, order_by: 'name' }),
      staleTime: 60_000,
    }),
};
