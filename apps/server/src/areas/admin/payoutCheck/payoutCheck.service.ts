import { genericTypes, payoutCheckMessages as M, PAYOUT_CHECK_MAX_DAYS, type PayoutStatus } from '@site/shared';
import type { Db } from '../../../db/connection';
import { todayInTurkey, turkishDayOf } from '../../../http/clock';
import { invalid } from '../../../http/errors';
import {
  addDays,
  type BankLine,
  type ExpectedPayout,
  matchPayouts,
  nextBusinessDay,
  PAYOUT_WINDOW_DAYS,
  type PayoutResult,
  unexpectedLines,
} from './payoutCheck.match';

type Row = Record<string, unknown>;
export type PayoutQuery = { dateFrom: string; dateTo: string; clusterId: number | null };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (value: string) => DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** The period and complex of the query string; anything else a 422 on its field. */
export async function parsePayoutQuery(db: Db, raw: Row): Promise<PayoutQuery> {
  const day = (key: string) => {
    const value = raw[key];
    if (value === undefined || value === '') throw invalid(key, M.dateRequired);
    if (typeof value !== 'string' || !validDay(value)) throw invalid(key, M.dateInvalid);
    return value;
  };
  const dateFrom = day('date_from');
  const dateTo = day('date_to');
  if (dateTo < dateFrom) throw invalid('date_to', M.dateOrder);
  if (addDays(dateFrom, PAYOUT_CHECK_MAX_DAYS - 1) < dateTo) throw invalid('date_to', M.rangeTooLong);
  let clusterId: number | null = null;
  if (raw.cluster_id !== undefined && raw.cluster_id !== '') {
    const id = Number(raw.cluster_id);
    const found =
      Number.isInteger(id) && id > 0 && id <= 2_147_483_647
        ? await db.selectFrom('clusters').select('id').where('id', '=', id).executeTakeFirst()
        : undefined;
    if (!found) throw invalid('cluster_id', M.unknownCluster);
    clusterId = id;
  }
  return { dateFrom, dateTo, clusterId };
}

const providerName = (id: number | null) => genericTypes.payment_providers.find((p) => p.id === id)?.name ?? null;
const accountsOf = (p: { bank_account_id: number; pos_account_id: number }) => [
  ...new Set([Number(p.bank_account_id), Number(p.pos_account_id)]),
];

/** The complexes' payment providers (of one complex when asked), with their payout account's name. */
function providers(db: Db, clusterId: number | null) {
  let q = db
    .selectFrom('cluster_payment_providers as p')
    .leftJoin('clusters', 'clusters.id', 'p.cluster_id')
    .leftJoin('bank_accounts as ba', 'ba.id', 'p.bank_account_id')
    .select([
      'p.id',
      'p.cluster_id',
      'clusters.name as cluster_name',
      'p.payment_provider_id',
      'p.bank_account_id',
      'p.pos_account_id',
      'ba.name as bank_account_name',
    ]);
  if (clusterId !== null) q = q.where('p.cluster_id', '=', clusterId);
  return q.execute();
}

/** The providers in scope, for subqueries (a long list of values would hit the parameter limits). */
function providerScope(db: Db, clusterId: number | null) {
  const q = db.selectFrom('cluster_payment_providers as p');
  return clusterId === null ? q : q.where('p.cluster_id', '=', clusterId);
}

/** The expected payouts and what the complexes' bank statements show of them (see README.md for the rule). */
export async function checkPayouts(db: Db, query: PayoutQuery): Promise<PayoutResult[]> {
  const all = await providers(db, query.clusterId);
  if (!all.length) return [];
  const byId = new Map(all.map((p) => [Number(p.id), p]));
  // Turkish days (UTC+3 all year) as the UTC instants `paid_at` is stored in.
  const from = new Date(`${query.dateFrom}T00:00:00.000+03:00`).toISOString();
  const to = new Date(`${query.dateTo}T23:59:59.999+03:00`).toISOString();
  const payments = await db
    .selectFrom('card_payments')
    .select(['cluster_payment_provider_id', 'paid_at', 'amount', 'commission'])
    .where('status', '=', 'success')
    .where('cluster_payment_provider_id', 'in', providerScope(db, query.clusterId).select('p.id'))
    .where('paid_at', '>=', from)
    .where('paid_at', '<=', to)
    .execute();

  const groups = new Map<string, ExpectedPayout>();
  for (const payment of payments) {
    const provider = byId.get(Number(payment.cluster_payment_provider_id));
    if (!provider) continue;
    const paidOn = turkishDayOf(payment.paid_at);
    const key = `${provider.id}-${paidOn}`;
    const group = groups.get(key) ?? {
      key,
      cluster_id: Number(provider.cluster_id),
      cluster_name: provider.cluster_name,
      cluster_payment_provider_id: Number(provider.id),
      payment_provider_name: providerName(Number(provider.payment_provider_id)),
      accounts: accountsOf(provider),
      bank_account_id: Number(provider.bank_account_id),
      bank_account_name: provider.bank_account_name,
      paid_on: paidOn,
      payout_on: nextBusinessDay(paidOn),
      payment_count: 0,
      amount: 0,
      commission: 0,
    };
    group.payment_count += 1;
    group.amount += Number(payment.amount);
    group.commission += Number(payment.commission);
    groups.set(key, group);
  }

  const firstPayout = nextBusinessDay(addDays(query.dateFrom, -1));
  const lastPayout = nextBusinessDay(query.dateTo);
  const lines: BankLine[] = (
    await db
      .selectFrom('bank_activities')
      .select(['id', 'bank_account_id', 'activity_on', 'amount', 'sender_name', 'description'])
      .where('amount', '>', 0)
      .where((eb) =>
        eb.or([
          eb('bank_account_id', 'in', providerScope(db, query.clusterId).select('p.bank_account_id')),
          eb('bank_account_id', 'in', providerScope(db, query.clusterId).select('p.pos_account_id')),
        ]),
      )
      .where('activity_on', '>=', firstPayout)
      .where('activity_on', '<=', addDays(lastPayout, PAYOUT_WINDOW_DAYS))
      .execute()
  ).map((l) => ({
    id: Number(l.id),
    bank_account_id: Number(l.bank_account_id),
    activity_on: l.activity_on,
    amount: Number(l.amount),
    text: `${l.sender_name ?? ''} ${l.description ?? ''}`,
  }));

  const results = matchPayouts([...groups.values()], lines, todayInTurkey());
  const taken = new Set(results.flatMap((r) => r.bank_activity_ids));
  const inPeriod = lines.filter((l) => l.activity_on <= lastPayout);
  const accountOwner = new Map(all.flatMap((p) => accountsOf(p).map((a) => [a, p] as const)));
  const named = all.map((p) => ({ accounts: accountsOf(p), name: providerName(Number(p.payment_provider_id)) }));
  for (const line of unexpectedLines(inPeriod, taken, named)) {
    const p = accountOwner.get(line.bank_account_id);
    if (!p) continue;
    results.push({
      key: `bank-${line.id}`,
      cluster_id: Number(p.cluster_id),
      cluster_name: p.cluster_name,
      cluster_payment_provider_id: Number(p.id),
      payment_provider_name: providerName(Number(p.payment_provider_id)),
      bank_account_id: Number(p.bank_account_id),
      bank_account_name: p.bank_account_name,
      paid_on: null,
      payout_on: line.activity_on,
      payment_count: 0,
      amount: 0,
      commission: 0,
      expected: 0,
      paid_out: line.amount,
      difference: line.amount,
      status: 'over',
      bank_activity_ids: [line.id],
      paid_out_on: line.activity_on,
    });
  }
  return results.sort(
    (a, b) =>
      a.payout_on.localeCompare(b.payout_on) ||
      (a.cluster_name ?? '').localeCompare(b.cluster_name ?? '', 'tr') ||
      a.key.localeCompare(b.key),
  );
}

/** The footer: money sums and how many rows have each status. */
export function payoutTotals(rows: PayoutResult[]) {
  const sum = (key: 'amount' | 'commission' | 'expected' | 'paid_out' | 'difference') =>
    rows.reduce((total, r) => total + r[key], 0);
  const count = (status: PayoutStatus) => rows.filter((r) => r.status === status).length;
  return {
    totals: {
      amount: sum('amount'),
      commission: sum('commission'),
      expected: sum('expected'),
      paid_out: sum('paid_out'),
      difference: sum('difference'),
    },
    counts: { matched: count('matched'), short: count('short'), over: count('over'), pending: count('pending') },
  };
}
