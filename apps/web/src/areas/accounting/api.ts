import type { ChartAccountRow, LedgerRow, ListMeta, TrialBalanceRow } from '@site/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';

/** The typed client of the accounting area: the chart of accounts, the trial balance and the ledger. */

type Money = Record<string, number>;
export type TrialBalancePage = {
  data: TrialBalanceRow[];
  meta: ListMeta & { date_from: string | null; date_to: string; totals: Money };
};
export type LedgerPage = {
  data: LedgerRow[];
  meta: ListMeta & {
    account: { key: string; code: string; name: string };
    date_from: string | null;
    date_to: string;
    opening_balance: number;
    total_debit: number;
    total_credit: number;
    closing_balance: number;
  };
};
export type PeriodQuery = { date_from?: string; date_to?: string; page: number; per_page: number };

const base = (clusterId: number | null) => `/clusters/${clusterId}`;

export const accountingApi = {
  resource: 'accounts',
  trialBalancePath: (clusterId: number | null) => `${base(clusterId)}/trial-balance`,
  ledgerPath: (clusterId: number | null) => `${base(clusterId)}/ledger`,
  /** Keyed as lists of the complex, so that a write that moves its money refreshes them. */
  chart: (clusterId: number | null) =>
    queryOptions({
      queryKey: queryKeys.list('accounts', clusterId),
      queryFn: () => api.get<{ data: ChartAccountRow[] }>(`${base(clusterId)}/accounts`),
      enabled: clusterId !== null,
    }),
  trialBalance: (clusterId: number | null, query: PeriodQuery) =>
    queryOptions({
      queryKey: queryKeys.list('accounts', clusterId, { view: 'trial-balance', ...query }),
      queryFn: () => api.get<TrialBalancePage>(`${base(clusterId)}/trial-balance`, query),
      enabled: clusterId !== null,
    }),
  ledger: (clusterId: number | null, query: PeriodQuery & { account: string | null }) =>
    queryOptions({
      queryKey: queryKeys.list('accounts', clusterId, { view: 'ledger', ...query }),
      queryFn: () => api.get<LedgerPage>(`${base(clusterId)}/ledger`, query),
      enabled: clusterId !== null && query.account !== null,
    }),
  setCode: (clusterId: number | null, key: string, code: string | null) =>
    api.put<{ data: ChartAccountRow }>(`${base(clusterId)}/accounts/${encodeURIComponent(key)}`, { code }),
};
