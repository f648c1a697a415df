import { AGING_BUCKETS, type DashboardChartsQuery, OPEN_REQUEST_STATUSES, REQUEST_KINDS } from '@site/shared';
import { addDays, addMonths, periodEnd, periodOf } from '../../accounting/dates';
import type { Db } from '../../db/connection';
import type { AuthContext } from '../../http/authContext';
import { todayInTurkey } from '../../http/clock';
import { reportScope } from '../../kernel/reportScope';
import {
  cashBalances,
  chargedByMonth,
  collectedByMonth,
  largestDebtors,
  openDebtByAge,
  openRequestCounts,
} from './dashboard.repository';

// PostgreSQL answers sums and counts of bigint as text.
const num = (value: string | number | null | undefined) => Number(value ?? 0);

const TOP_DEBTORS = 10;

/** The twelve months ending with `today`'s, oldest first ('YYYY-MM'). */
export const lastTwelveMonths = (today: string): string[] =>
  Array.from({ length: 12 }, (_, i) => periodOf(addMonths(`${periodOf(today)}-01`, i - 11)));

/** The dashboard's five charts for a complex or the whole company, at today (money in kuruş). */
export async function dashboardCharts(db: Db, auth: AuthContext, query: DashboardChartsQuery) {
  const scope = await reportScope(db, auth, query);
  const ids = scope.clusterIds;
  const today = todayInTurkey();
  const months = lastTwelveMonths(today);
  const from = `${months[0]}-01`;
  const to = periodEnd(months[11] as string);

  const [charged, collected, aged, cash, debtors, requests] = await Promise.all([
    chargedByMonth(db, ids, from, to),
    collectedByMonth(db, ids, from, to),
    openDebtByAge(db, ids, { today, d30: addDays(today, -30), d60: addDays(today, -60), d90: addDays(today, -90) }),
    cashBalances(db, ids),
    largestDebtors(db, ids, TOP_DEBTORS),
    openRequestCounts(db, ids),
  ]);

  const byMonth = (rows: { month: string; total: string | number | null }[]) =>
    new Map(rows.map((r) => [r.month, num(r.total)]));
  const chargedOf = byMonth(charged);
  const collectedOf = byMonth(collected);

  const agingOf = new Map(aged.map((r) => [r.bucket, num(r.total)]));
  const buckets = AGING_BUCKETS.map((bucket) => ({ bucket, amount: agingOf.get(bucket) ?? 0 }));

  const balanceOf = new Map(cash.balances.map((b) => [`${b.account_kind}:${b.account_id}`, num(b.balance)]));
  const accounts = cash.accounts
    .map((a) => ({
      account_kind: a.account_kind,
      account_id: a.id,
      name: a.name,
      cluster_name: a.cluster_name,
      balance: balanceOf.get(`${a.account_kind}:${a.id}`) ?? 0,
    }))
    .sort((a, b) => b.balance - a.balance || a.name.localeCompare(b.name, 'tr') || a.account_id - b.account_id);

  const nameOf = (rows: { id: number; name: string }[]) => new Map(rows.map((r) => [r.id, r.name]));
  const residentName = nameOf(debtors.residents);
  const houseName = nameOf(debtors.houses);
  const clusterName = nameOf(debtors.clusters);

  const countBy = (key: 'status' | 'kind', keys: readonly number[]) =>
    keys.map((k) => ({
      key: k,
      count: requests.filter((r) => r[key] === k).reduce((sum, r) => sum + num(r.n), 0),
    }));
  const byStatus = countBy('status', OPEN_REQUEST_STATUSES);

  return {
    data: {
      months: months.map((month) => ({
        month,
        charged: chargedOf.get(month) ?? 0,
        collected: collectedOf.get(month) ?? 0,
      })),
      aging: { buckets, total: buckets.reduce((sum, b) => sum + b.amount, 0) },
      cash: { accounts, total: accounts.reduce((sum, a) => sum + a.balance, 0) },
      debtors: debtors.rows.map((r) => ({
        resident_id: r.resident_id,
        house_id: r.resident_id === null ? r.house_id : null,
        name: (r.resident_id !== null ? residentName.get(r.resident_id) : houseName.get(r.house_id ?? 0)) ?? '',
        cluster_id: r.cluster_id,
        cluster_name: clusterName.get(r.cluster_id) ?? '',
        balance: num(r.balance),
      })),
      requests: {
        by_status: byStatus,
        by_kind: countBy('kind', Object.values(REQUEST_KINDS)),
        total: byStatus.reduce((sum, s) => sum + s.count, 0),
      },
    },
    meta: { today, cluster_id: scope.clusterId, scope_name: scope.name },
  };
}
