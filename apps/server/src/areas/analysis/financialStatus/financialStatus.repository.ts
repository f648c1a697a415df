import { sql } from 'kysely';
import type { Db } from '../../../db/connection';

const inClusters = (column: string, clusterIds: number[]) => sql`${sql.ref(column)} in (${sql.join(clusterIds)})`;

/** The journal's balance (kuruş, debit +) of each account of the given kinds on or before the date. */
export async function accountBalances(db: Db, clusterIds: number[], kinds: string[], date: string) {
  const { rows } = await sql<{ account_kind: string; account_id: number | null; balance: string | number }>`
    select account_kind, account_id, coalesce(sum(amount), 0) as balance from journal_entries
    where ${inClusters('cluster_id', clusterIds)} and account_kind in (${sql.join(kinds)}) and occurred_on <= ${date}
    group by account_kind, account_id`.execute(db);
  return rows.map((r) => ({ kind: r.account_kind, id: r.account_id, balance: Number(r.balance) }));
}

/** The receivables (house and resident accounts) in the journal on or before the date. */
export async function journalReceivables(db: Db, clusterIds: number[], date: string): Promise<number> {
  const { rows } = await sql<{ balance: string | number | null }>`
    select coalesce(sum(amount), 0) as balance from journal_entries
    where ${inClusters('cluster_id', clusterIds)} and account_kind in ('house', 'resident') and occurred_on <= ${date}`.execute(
    db,
  );
  return Number(rows[0]?.balance ?? 0);
}

// A debt is on the books at a date when its receivable line is: its journal date, not its due date.
const bookedBy = (date: string) =>
  sql`exists (select 1 from journal_entries e where e.debt_id = d.id and e.account_kind in ('house', 'resident') and e.occurred_on <= ${date})`;

/**
 * What was still open at the date, summed per due date: each debt on the books minus what collections
 * collected on or before the date paid of it (kuruş).
 */
export async function openDebtsByDueDate(db: Db, clusterIds: number[], date: string) {
  const { rows } = await sql<{ due_on: string; amount: string | number; paid: string | number }>`
    select d.due_on, coalesce(sum(d.amount), 0) as amount, coalesce(sum((
      select coalesce(sum(a.amount), 0) from allocations a inner join collections c on c.id = a.collection_id
      where a.debt_id = d.id and c.collected_on <= ${date}
    )), 0) as paid
    from debts d
    where ${inClusters('d.cluster_id', clusterIds)} and ${bookedBy(date)}
    group by d.due_on`.execute(db);
  return rows.map((r) => ({ due_on: r.due_on, open: Number(r.amount) - Number(r.paid) }));
}

/**
 * The residents' credit at the date: collections collected on or before it, less what of them paid debts
 * that were on the books by then (kuruş, ≥ 0 unless a collection paid more than it was).
 */
export async function collectionCredit(db: Db, clusterIds: number[], date: string): Promise<number> {
  const collected = await sql<{ total: string | number | null }>`
    select coalesce(sum(c.amount), 0) as total from collections c
    where ${inClusters('c.cluster_id', clusterIds)} and c.collected_on <= ${date}`.execute(db);
  const allocated = await sql<{ total: string | number | null }>`
    select coalesce(sum(a.amount), 0) as total from allocations a
    inner join collections c on c.id = a.collection_id inner join debts d on d.id = a.debt_id
    where ${inClusters('c.cluster_id', clusterIds)} and c.collected_on <= ${date} and ${bookedBy(date)}`.execute(db);
  return Number(collected.rows[0]?.total ?? 0) - Number(allocated.rows[0]?.total ?? 0);
}

/** Names of the complexes' safes, bank accounts and providers, with their complex's name. */
export async function accountNames(db: Db, clusterIds: number[]) {
  const read = (table: 'safes' | 'bank_accounts' | 'cluster_providers') =>
    db
      .selectFrom(table)
      .innerJoin('clusters', 'clusters.id', `${table}.cluster_id`)
      .select([`${table}.id as id`, `${table}.name as name`, 'clusters.name as cluster'])
      .where(`${table}.cluster_id`, 'in', clusterIds)
      .execute();
  return {
    safe: await read('safes'),
    bank_account: await read('bank_accounts'),
    provider: await read('cluster_providers'),
  };
}
