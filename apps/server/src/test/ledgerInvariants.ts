import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../db/connection';

type Figures = Map<number, number>;
type Payer = 'house_id' | 'resident_id';

const num = (v: unknown) => Number(v ?? 0);

async function sums(query: Promise<{ id: number | null; total: unknown }[]>): Promise<Figures> {
  const map: Figures = new Map();
  for (const row of await query) if (row.id !== null) map.set(row.id, (map.get(row.id) ?? 0) + num(row.total));
  return map;
}

/** Two maps of figures compared as one object, zeros left out, so a failure shows which ids differ. */
function asObject(figures: Figures): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [id, v] of [...figures].sort((a, b) => a[0] - b[0])) if (v !== 0) out[id] = v;
  return out;
}

function minus(a: Figures, b: Figures): Figures {
  const out = new Map(a);
  for (const [id, v] of b) out.set(id, (out.get(id) ?? 0) - v);
  return out;
}

/**
 * The books of one complex agree with themselves (ARCHITECTURE.md, "Resident balances"):
 * - every journal transaction sums to zero;
 * - no allocation passes its debt or its collection, and none is negative;
 * - every house's balance (its `house` entries) is its debts' open amounts minus its collections' credit;
 * - every resident's balance (the receivable entries carrying them) is the open amounts of the debts they
 *   owe minus the credit of the collections they paid (the unallocated rest).
 */
export async function expectLedgerAgrees(db: Db, clusterId: number): Promise<void> {
  const unbalanced = await db
    .selectFrom('journal_entries')
    .select(['transaction_id', sql<number>`sum(amount)`.as('s')])
    .where('cluster_id', '=', clusterId)
    .groupBy('transaction_id')
    .having(sql`sum(amount)`, '<>', 0)
    .execute();
  expect(unbalanced, 'unbalanced journal transactions').toEqual([]);

  const overDebt = await sql<{ id: number }>`select d.id from debts d
    where d.cluster_id = ${clusterId} and coalesce((select sum(a.amount) from allocations a where a.debt_id = d.id), 0) > d.amount`.execute(
    db,
  );
  expect(overDebt.rows, 'debts paid more than they ask').toEqual([]);
  const overCollection = await sql<{ id: number }>`select c.id from collections c
    where c.cluster_id = ${clusterId} and coalesce((select sum(a.amount) from allocations a where a.collection_id = c.id), 0) > c.amount`.execute(
    db,
  );
  expect(overCollection.rows, 'collections spent more than they brought').toEqual([]);
  const negative = await db
    .selectFrom('allocations')
    .select('id')
    .where('cluster_id', '=', clusterId)
    .where('amount', '<=', 0)
    .execute();
  expect(negative, 'allocations of zero or less').toEqual([]);

  // What allocations left of each debt (open) or collection (credit), summed by house or by resident.
  const unallocated = (table: 'debts' | 'collections', link: 'debt_id' | 'collection_id') => (column: Payer) =>
    sums(
      sql<{ id: number | null; total: unknown }>`select t.${sql.ref(column)} as id,
        t.amount - coalesce((select sum(a.amount) from allocations a where a.${sql.ref(link)} = t.id), 0) as total
        from ${sql.table(table)} t where t.cluster_id = ${clusterId}`
        .execute(db)
        .then((r) => r.rows),
    );
  const openOf = unallocated('debts', 'debt_id');
  const creditOf = unallocated('collections', 'collection_id');

  const houseBalances = await sums(
    db
      .selectFrom('journal_entries')
      .select(['account_id as id', sql<number>`sum(amount)`.as('total')])
      .where('cluster_id', '=', clusterId)
      .where('account_kind', '=', 'house')
      .groupBy('account_id')
      .execute(),
  );
  expect(asObject(houseBalances), 'house balances against open debts minus credit').toEqual(
    asObject(minus(await openOf('house_id'), await creditOf('house_id'))),
  );

  const residentBalances = await sums(
    db
      .selectFrom('journal_entries')
      .select(['resident_id as id', sql<number>`sum(amount)`.as('total')])
      .where('cluster_id', '=', clusterId)
      .where('account_kind', 'in', ['house', 'resident'])
      .groupBy('resident_id')
      .execute(),
  );
  expect(asObject(residentBalances), 'resident balances against open debts minus credit').toEqual(
    asObject(minus(await openOf('resident_id'), await creditOf('resident_id'))),
  );
}

/** Every journal transaction sums to zero, and so does the whole journal. */
export async function expectBalancedJournal(db: Db): Promise<void> {
  const unbalanced = await db
    .selectFrom('journal_entries')
    .select(['transaction_id', sql<number>`sum(amount)`.as('s')])
    .groupBy('transaction_id')
    .having(sql`sum(amount)`, '<>', 0)
    .execute();
  expect(unbalanced).toEqual([]);
}
