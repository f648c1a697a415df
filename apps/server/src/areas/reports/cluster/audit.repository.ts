import { sql } from 'kysely';
import type { Period } from '../../../accounting/period';
import type { Db } from '../../../db/connection';

/** pg returns sums of bigint as text. */
export const num = (value: unknown): number => Number(value ?? 0);

export const CASH_KINDS = ['safe', 'bank_account', 'card_clearing'] as const;

/** Balance before the period, debits and credits within it, of every cash account (safe, bank, card clearing). */
export async function cashSums(db: Db, clusterIds: number[], period: Period) {
  const before = period.from ? sql`e.occurred_on < ${period.from}` : sql`1 = 0`;
  const rows = await db
    .selectFrom('journal_entries as e')
    .innerJoin('clusters as c', 'c.id', 'e.cluster_id')
    .select([
      'e.cluster_id',
      'c.name as cluster_name',
      'e.account_kind',
      'e.account_id',
      sql<string>`coalesce(sum(case when ${before} then e.amount else 0 end), 0)`.as('opening'),
      sql<string>`coalesce(sum(case when not (${before}) and e.amount > 0 then e.amount else 0 end), 0)`.as('inflow'),
      sql<string>`coalesce(sum(case when not (${before}) and e.amount < 0 then -e.amount else 0 end), 0)`.as('outflow'),
    ])
    .where('e.cluster_id', 'in', clusterIds)
    .where('e.account_kind', 'in', [...CASH_KINDS])
    .where('e.occurred_on', '<=', period.to)
    .groupBy(['e.cluster_id', 'c.name', 'e.account_kind', 'e.account_id'])
    .orderBy('e.cluster_id')
    .orderBy('e.account_kind', 'desc')
    .orderBy('e.account_id')
    .execute();
  return rows.map((r) => ({
    cluster_id: r.cluster_id,
    cluster_name: r.cluster_name,
    kind: r.account_kind as (typeof CASH_KINDS)[number],
    account_id: r.account_id,
    opening: num(r.opening),
    inflow: num(r.inflow),
    outflow: num(r.outflow),
  }));
}

/** Names of safes or bank accounts by id. */
export async function placeNames(db: Db, table: 'safes' | 'bank_accounts', ids: number[]) {
  if (!ids.length) return new Map<number, string>();
  const rows = await db.selectFrom(table).select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * Net amounts booked to income or expense types (and `other_income`) in the period, by account: the sign is
 * the journal's (debit +), so income is negative.
 */
export async function typeTurnover(db: Db, clusterIds: number[], period: Period, kinds: string[]) {
  let query = db
    .selectFrom('journal_entries as e')
    .select(['e.account_kind', 'e.account_id', sql<string>`sum(e.amount)`.as('amount')])
    .where('e.cluster_id', 'in', clusterIds)
    .where('e.account_kind', 'in', kinds)
    .where('e.occurred_on', '<=', period.to)
    .groupBy(['e.account_kind', 'e.account_id']);
  if (period.from) query = query.where('e.occurred_on', '>=', period.from);
  const rows = await query.execute();
  return rows.map((r) => ({ kind: r.account_kind, account_id: r.account_id, amount: num(r.amount) }));
}

/** Names of income or expense types by id. */
export async function typeNames(db: Db, table: 'income_types' | 'expense_types', ids: number[]) {
  if (!ids.length) return new Map<number, string>();
  const rows = await db.selectFrom(table).select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Balance at `on` of the journal's receivable accounts (house and resident lines). */
export async function journalReceivables(db: Db, clusterIds: number[], on: string): Promise<number> {
  const row = await db
    .selectFrom('journal_entries')
    .select(sql<string>`coalesce(sum(amount), 0)`.as('total'))
    .where('cluster_id', 'in', clusterIds)
    .where('account_kind', 'in', ['house', 'resident'])
    .where('occurred_on', '<=', on)
    .executeTakeFirstOrThrow();
  return num(row.total);
}

/** The age cut-offs of open debts at `on`: a debt is `n` days overdue when `on − due_on = n`. */
export type AgeCuts = { on: string; d30: string; d60: string; d90: string };

/**
 * Open amounts at `on` by age: each debt booked (its transaction) on or before `on`, less the allocations of
 * collections collected on or before `on`.
 */
export async function openDebtsByAge(db: Db, clusterIds: number[], cuts: AgeCuts) {
  const paid = sql<number>`(select coalesce(sum(a.amount), 0) from allocations a inner join collections c on c.id = a.collection_id where a.debt_id = d.id and c.collected_on <= ${cuts.on})`;
  const open = db
    .selectFrom('debts as d')
    .innerJoin('journal_transactions as t', 't.id', 'd.transaction_id')
    .select(['d.due_on', sql<number>`d.amount - (${paid})`.as('open')])
    .where('d.cluster_id', 'in', clusterIds)
    .where('t.occurred_on', '<=', cuts.on)
    .as('o');
  const bucket = (condition: ReturnType<typeof sql>) =>
    sql<string>`coalesce(sum(case when ${condition} then o.open else 0 end), 0)`;
  const row = await db
    .selectFrom(open)
    .select([
      bucket(sql`o.due_on > ${cuts.on}`).as('not_due'),
      bucket(sql`o.due_on <= ${cuts.on} and o.due_on >= ${cuts.d30}`).as('days_0_30'),
      bucket(sql`o.due_on < ${cuts.d30} and o.due_on >= ${cuts.d60}`).as('days_31_60'),
      bucket(sql`o.due_on < ${cuts.d60} and o.due_on >= ${cuts.d90}`).as('days_61_90'),
      bucket(sql`o.due_on < ${cuts.d90}`).as('days_over_90'),
    ])
    .executeTakeFirstOrThrow();
  return {
    not_due: num(row.not_due),
    days_0_30: num(row.days_0_30),
    days_31_60: num(row.days_31_60),
    days_61_90: num(row.days_61_90),
    days_over_90: num(row.days_over_90),
  };
}

/**
 * Credit at `on`: what collections collected on or before `on` brought in, less what of it paid debts booked
 * on or before `on` (what paid later debts was still credit then).
 */
export async function advancesAt(db: Db, clusterIds: number[], on: string): Promise<number> {
  const collected = await db
    .selectFrom('collections')
    .select(sql<string>`coalesce(sum(amount), 0)`.as('total'))
    .where('cluster_id', 'in', clusterIds)
    .where('collected_on', '<=', on)
    .executeTakeFirstOrThrow();
  const allocated = await db
    .selectFrom('allocations as a')
    .innerJoin('collections as c', 'c.id', 'a.collection_id')
    .innerJoin('debts as d', 'd.id', 'a.debt_id')
    .innerJoin('journal_transactions as t', 't.id', 'd.transaction_id')
    .select(sql<string>`coalesce(sum(a.amount), 0)`.as('total'))
    .where('c.cluster_id', 'in', clusterIds)
    .where('c.collected_on', '<=', on)
    .where('t.occurred_on', '<=', on)
    .executeTakeFirstOrThrow();
  return num(collected.total) - num(allocated.total);
}

/** Each provider's balance at `on` (credit −, what the complex owes). */
export async function providerBalances(db: Db, clusterIds: number[], on: string) {
  const rows = await db
    .selectFrom('journal_entries as e')
    .innerJoin('cluster_providers as p', 'p.id', 'e.account_id')
    .innerJoin('clusters as c', 'c.id', 'e.cluster_id')
    .select(['p.id', 'p.name', 'c.name as cluster_name', sql<string>`sum(e.amount)`.as('amount')])
    .where('e.cluster_id', 'in', clusterIds)
    .where('e.account_kind', '=', 'provider')
    .where('e.occurred_on', '<=', on)
    .groupBy(['p.id', 'p.name', 'c.name'])
    .orderBy('c.name')
    .orderBy('p.name')
    .execute();
  return rows.map((r) => ({ provider_id: r.id, name: r.name, cluster_name: r.cluster_name, amount: num(r.amount) }));
}

/**
 * Enforcement cases open at `on`: started by then and not closed by then (a case marked closed without a date
 * counts as closed). `left_amount` is the case's amount left today; the table keeps no history of it.
 */
export async function openEnforcements(db: Db, clusterIds: number[], on: string) {
  const row = await db
    .selectFrom('enforcements')
    .select([sql<string>`count(*)`.as('count'), sql<string>`coalesce(sum(left_amount), 0)`.as('left_amount')])
    .where('cluster_id', 'in', clusterIds)
    .where('issued_on', '<=', on)
    .where((eb) => eb.or([eb('closed_on', '>', on), eb.and([eb('closed_on', 'is', null), eb('is_closed', '=', 0)])]))
    .executeTakeFirstOrThrow();
  return { count: num(row.count), left_amount: num(row.left_amount) };
}
