import type { ALLOCATION_ORDERS } from '@site/shared';
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { isPostgres } from '../db/schemaHelpers';
import { nowIso } from '../http/clock';
import { type EntryInput, insertEntries, receivableOf } from './journal';

/**
 * A pool of money and debts that settle against each other: a house (its collections pay its debts),
 * or a resident without a house (their own collections pay any debt they are the debtor of).
 */
export type Pool = { houseId: number } | { residentId: number };

/** An order a complex may choose for paying debts (clusters.allocation_order). */
type AllocationOrder = (typeof ALLOCATION_ORDERS)[number];

type OpenDebt = { id: number; open: number };
type OpenCollection = { id: number; open: number };

/**
 * Locks the pool's row so that concurrent collections against the same house or person queue up
 * (PostgreSQL; SQLite runs one write transaction at a time anyway).
 */
async function lockPool(trx: Db, pool: Pool): Promise<void> {
  if (!isPostgres(trx)) return;
  if ('houseId' in pool) await sql`select id from houses where id = ${pool.houseId} for update`.execute(trx);
  else await sql`select id from residents where id = ${pool.residentId} for update`.execute(trx);
}

const allocatedSum = sql<number>`coalesce((select sum(a.amount) from allocations a where a.debt_id = debts.id), 0)`;

async function openDebts(trx: Db, pool: Pool, order: AllocationOrder): Promise<OpenDebt[]> {
  let query = trx
    .selectFrom('debts')
    .select(['debts.id', 'debts.amount', allocatedSum.as('allocated')])
    .where('debts.amount', '>', 0);
  query =
    'houseId' in pool
      ? query.where('debts.house_id', '=', pool.houseId)
      : query.where('debts.resident_id', '=', pool.residentId);
  if (order === 'fees_last') query = query.orderBy(sql`case when debts.kind = 'late_fee' then 1 else 0 end`);
  query = query.orderBy('debts.due_on', order === 'newest_due' ? 'desc' : 'asc').orderBy('debts.id', 'asc');
  const rows = await query.execute();
  return rows.map((r) => ({ id: r.id, open: Number(r.amount) - Number(r.allocated) })).filter((d) => d.open > 0);
}

/** Where credit is looked for: a pool's collections, or every collection a person paid (to refund their credit). */
type CreditSource = Pool | { payerId: number };

/** The source's collections with something left, oldest first (`first`, when given, before all others). */
async function openCollections(trx: Db, source: CreditSource, first: number | null = null): Promise<OpenCollection[]> {
  let query = trx
    .selectFrom('collections')
    .select([
      'collections.id',
      'collections.amount',
      sql<number>`coalesce((select sum(a.amount) from allocations a where a.collection_id = collections.id), 0)`.as(
        'allocated',
      ),
    ]);
  if ('houseId' in source) query = query.where('collections.house_id', '=', source.houseId);
  else if ('residentId' in source)
    query = query.where('collections.house_id', 'is', null).where('collections.resident_id', '=', source.residentId);
  else query = query.where('collections.resident_id', '=', source.payerId);
  if (first !== null) query = query.orderBy(sql`case when collections.id = ${first} then 0 else 1 end`);
  const rows = await query.orderBy('collections.collected_on').orderBy('collections.id').execute();
  return rows.map((r) => ({ id: r.id, open: Number(r.amount) - Number(r.allocated) })).filter((c) => c.open > 0);
}

/**
 * Pays the pool's open debts from its unallocated collections, in the complex's order (oldest due date
 * first by default). Partial payments leave the rest open; what is left of a collection stays as credit
 * and is used by the next debts. Runs inside the caller's transaction.
 */
export async function allocatePool(trx: Db, clusterId: number, pool: Pool): Promise<void> {
  await lockPool(trx, pool);
  const collections = await openCollections(trx, pool);
  if (!collections.length) return;
  const cluster = await trx
    .selectFrom('clusters')
    .select('allocation_order')
    .where('id', '=', clusterId)
    .executeTakeFirstOrThrow();
  const debts = await openDebts(trx, pool, cluster.allocation_order as AllocationOrder);
  const now = nowIso();
  const rows: { cluster_id: number; collection_id: number; debt_id: number; amount: number; created_at: string }[] = [];
  let d = 0;
  for (const collection of collections) {
    let left = collection.open;
    while (left > 0 && d < debts.length) {
      const debt = debts[d];
      const amount = Math.min(left, debt.open);
      rows.push({ cluster_id: clusterId, collection_id: collection.id, debt_id: debt.id, amount, created_at: now });
      left -= amount;
      debt.open -= amount;
      if (debt.open === 0) d++;
    }
    if (d >= debts.length) break;
  }
  for (let i = 0; i < rows.length; i += 500) {
    await trx
      .insertInto('allocations')
      .values(rows.slice(i, i + 500))
      .execute();
  }
  await rebuildCollectionEntries(
    trx,
    rows.map((r) => r.collection_id),
  );
}

/**
 * A collection's receivable lines follow what it paid: each part allocated to a debt credits that debt's
 * house (or the debtor's own account) under the debtor's id, whoever paid, and only the unallocated rest
 * stays as credit under the payer (on the house, or on the payer's own account). So a resident's balance,
 * the sum of the receivable lines carrying their id, is their open debts minus their own credit. When the
 * payer paid someone else's debt, a pair of lines on the payer's own account (−x then +x) puts the payment
 * on the payer's statement without changing their balance. Rewritten whenever its allocations change.
 */
export async function rebuildCollectionEntries(trx: Db, collectionIds: number[]): Promise<void> {
  for (const id of new Set(collectionIds)) {
    const collection = await trx
      .selectFrom('collections')
      .select([
        'id',
        'cluster_id',
        'house_id',
        'resident_id',
        'amount',
        'collected_on',
        'transaction_id',
        'description',
      ])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!collection || collection.transaction_id === null) continue;
    const paid = await trx
      .selectFrom('allocations')
      .innerJoin('debts', 'debts.id', 'allocations.debt_id')
      .leftJoin('residents', 'residents.id', 'debts.resident_id')
      .select([
        'debts.house_id',
        'debts.resident_id',
        'residents.name as debtor_name',
        sql<number>`sum(allocations.amount)`.as('amount'),
      ])
      .where('allocations.collection_id', '=', id)
      .groupBy(['debts.house_id', 'debts.resident_id', 'residents.name'])
      .orderBy('debts.house_id')
      .orderBy('debts.resident_id')
      .execute();
    await trx
      .deleteFrom('journal_entries')
      .where('transaction_id', '=', collection.transaction_id)
      .where('account_kind', 'in', ['house', 'resident'])
      .execute();
    const payer = collection.resident_id;
    const entries: EntryInput[] = [];
    let left = Number(collection.amount);
    let forOthers = 0;
    const others: string[] = [];
    for (const p of paid) {
      const amount = Number(p.amount);
      left -= amount;
      entries.push({ ...receivableOf(p), houseId: p.house_id, residentId: p.resident_id, amount: -amount });
      if (payer !== null && p.resident_id !== payer) {
        forOthers += amount;
        const name = p.debtor_name ?? 'bağımsız bölüm';
        if (!others.includes(name)) others.push(name);
      }
    }
    if (left > 0) {
      const rest = { house_id: collection.house_id, resident_id: payer };
      entries.push({ ...receivableOf(rest), houseId: rest.house_id, residentId: payer, amount: -left });
    }
    if (forOthers > 0) {
      const own = {
        accountKind: 'resident',
        accountId: payer,
        houseId: collection.house_id,
        residentId: payer,
      } as const;
      entries.push(
        { ...own, amount: -forOthers, description: collection.description ?? 'Tahsilat' },
        { ...own, amount: forOthers, description: `${others.join(', ')} adına ödendi` },
      );
    }
    await insertEntries(
      trx,
      {
        id: collection.transaction_id,
        clusterId: collection.cluster_id,
        occurredOn: collection.collected_on,
        description: collection.description,
      },
      entries,
    );
  }
}

/**
 * Takes back the payments made to the given debts (before they change or go) and returns the collections
 * that paid them, whose journal lines must follow once credit is spread again.
 */
export async function releaseAllocations(trx: Db, debtIds: number[]): Promise<number[]> {
  if (!debtIds.length) return [];
  const touched = new Set<number>();
  for (let i = 0; i < debtIds.length; i += 500) {
    const ids = debtIds.slice(i, i + 500);
    const rows = await trx
      .selectFrom('allocations')
      .innerJoin('collections', 'collections.id', 'allocations.collection_id')
      .select('collections.id')
      .where('allocations.debt_id', 'in', ids)
      .execute();
    for (const r of rows) touched.add(r.id);
    await trx.deleteFrom('allocations').where('debt_id', 'in', ids).execute();
  }
  return [...touched];
}

/**
 * After debts change (new dues, an edited line, a deleted assessment), every pool of the complex that
 * holds unallocated credit pays what is now open.
 */
export async function allocateCredits(trx: Db, clusterId: number): Promise<void> {
  const pools = await trx
    .selectFrom('collections')
    .select(['collections.house_id', 'collections.resident_id'])
    .where('collections.cluster_id', '=', clusterId)
    .where(
      sql<boolean>`collections.amount > coalesce((select sum(a.amount) from allocations a where a.collection_id = collections.id), 0)`,
    )
    .groupBy(['collections.house_id', 'collections.resident_id'])
    .execute();
  const seen = new Set<string>();
  for (const row of pools) {
    const pool: Pool | null =
      row.house_id !== null
        ? { houseId: row.house_id }
        : row.resident_id !== null
          ? { residentId: row.resident_id }
          : null;
    if (!pool) continue;
    const key = JSON.stringify(pool);
    if (seen.has(key)) continue;
    seen.add(key);
    await allocatePool(trx, clusterId, pool);
  }
}

/** The pool a collection pays into. */
export function poolOf(collection: { house_id: number | null; resident_id: number | null }): Pool | null {
  if (collection.house_id !== null) return { houseId: collection.house_id };
  if (collection.resident_id !== null) return { residentId: collection.resident_id };
  return null;
}

/**
 * Settles a refund's debt from the credit it pays back: the named collection's unallocated rest first,
 * then the account's other credit (the house's collections, or the resident's own and those they paid
 * on a house). Whatever no credit covers stays open on the refund debt.
 */
export async function payBackFromCredit(
  trx: Db,
  clusterId: number,
  debtId: number,
  amount: number,
  account: { houseId: number | null; residentId: number | null; collectionId: number | null },
): Promise<void> {
  // A refund names its house, or else the person (the shared schema requires one of them).
  const pool: Pool =
    account.houseId !== null ? { houseId: account.houseId } : { residentId: account.residentId as number };
  await lockPool(trx, pool);
  const sources = await openCollections(
    trx,
    'houseId' in pool ? pool : { payerId: pool.residentId },
    account.collectionId,
  );
  const now = nowIso();
  const allocations = [];
  let left = amount;
  for (const source of sources) {
    if (left === 0) break;
    const part = Math.min(source.open, left);
    allocations.push({
      cluster_id: clusterId,
      collection_id: source.id,
      debt_id: debtId,
      amount: part,
      created_at: now,
    });
    left -= part;
  }
  if (!allocations.length) return;
  await trx.insertInto('allocations').values(allocations).execute();
  await rebuildCollectionEntries(
    trx,
    allocations.map((a) => a.collection_id),
  );
}
