import { OPEN_REQUEST_STATUSES } from '@site/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { houseLabelSql } from '../../kernel/houseLabel';

// Every query of the dashboard's charts: grouped sums over the complexes of the scope, a few per answer.

/** Debts falling due per month, 'YYYY-MM' → kuruş: dues and late fees (not carried balances or refunds). */
export async function chargedByMonth(db: Db, clusterIds: number[], from: string, to: string) {
  const month = sql<string>`substr(debts.due_on, 1, 7)`;
  return db
    .selectFrom('debts')
    .select([month.as('month'), (eb) => eb.fn.sum<string | number>('debts.amount').as('total')])
    .where('debts.cluster_id', 'in', clusterIds)
    .where('debts.kind', 'in', ['assessment', 'late_fee'])
    .where('debts.due_on', '>=', from)
    .where('debts.due_on', '<=', to)
    .groupBy(month)
    .execute();
}

/** Money collected into a bank account or safe per month, 'YYYY-MM' → kuruş (as the tile counts it). */
export async function collectedByMonth(db: Db, clusterIds: number[], from: string, to: string) {
  const month = sql<string>`substr(collections.collected_on, 1, 7)`;
  return db
    .selectFrom('collections')
    .select([month.as('month'), (eb) => eb.fn.sum<string | number>('collections.amount').as('total')])
    .where('collections.cluster_id', 'in', clusterIds)
    .where((eb) => eb.or([eb('bank_account_id', 'is not', null), eb('safe_id', 'is not', null)]))
    .where('collections.collected_on', '>=', from)
    .where('collections.collected_on', '<=', to)
    .groupBy(month)
    .execute();
}

/**
 * Open debt (amount − allocations) by age at `today`: `bounds` are the earliest due dates of each bucket
 * (not due: due today or later; then 1–30, 31–60 and 61–90 days overdue; the rest is older).
 */
export async function openDebtByAge(
  db: Db,
  clusterIds: number[],
  bounds: { today: string; d30: string; d60: string; d90: string },
) {
  const paid = db
    .selectFrom('allocations')
    .select(['allocations.debt_id', (eb) => eb.fn.sum<number>('allocations.amount').as('paid')])
    .where('allocations.cluster_id', 'in', clusterIds)
    .groupBy('allocations.debt_id')
    .as('paid');
  const aged = db
    .selectFrom('debts')
    .leftJoin(paid, 'paid.debt_id', 'debts.id')
    .select([
      sql<string>`case when debts.due_on >= ${bounds.today} then 'not_due'
        when debts.due_on >= ${bounds.d30} then 'days_1_30'
        when debts.due_on >= ${bounds.d60} then 'days_31_60'
        when debts.due_on >= ${bounds.d90} then 'days_61_90'
        else 'days_over_90' end`.as('bucket'),
      sql<number>`debts.amount - coalesce(paid.paid, 0)`.as('open'),
    ])
    .where('debts.cluster_id', 'in', clusterIds)
    .as('aged');
  return db
    .selectFrom(aged)
    .select(['aged.bucket', (eb) => eb.fn.sum<string | number>('aged.open').as('total')])
    .groupBy('aged.bucket')
    .execute();
}

/** Every safe and bank account of the complexes with its journal balance in kuruş. */
export async function cashBalances(db: Db, clusterIds: number[]) {
  const balances = await db
    .selectFrom('journal_entries')
    .select([
      'journal_entries.account_kind',
      'journal_entries.account_id',
      (eb) => eb.fn.sum<string | number>('journal_entries.amount').as('balance'),
    ])
    .where('journal_entries.cluster_id', 'in', clusterIds)
    .where('journal_entries.account_kind', 'in', ['safe', 'bank_account'])
    .groupBy(['journal_entries.account_kind', 'journal_entries.account_id'])
    .execute();
  const placesOf = (table: 'safes' | 'bank_accounts') =>
    db
      .selectFrom(table)
      .innerJoin('clusters', 'clusters.id', `${table}.cluster_id`)
      .select([`${table}.id as id`, `${table}.name as name`, 'clusters.name as cluster_name'])
      .where(`${table}.cluster_id`, 'in', clusterIds)
      .execute();
  const accounts = [
    ...(await placesOf('safes')).map((a) => ({ ...a, account_kind: 'safe' as const })),
    ...(await placesOf('bank_accounts')).map((a) => ({ ...a, account_kind: 'bank_account' as const })),
  ];
  return { balances, accounts };
}

/**
 * The `limit` largest receivable balances: a resident's (the receivable entries carrying their id), or a
 * house's that no resident carries.
 */
export async function largestDebtors(db: Db, clusterIds: number[], limit: number) {
  const houseKey = sql<number | null>`case when journal_entries.resident_id is null then journal_entries.house_id end`;
  const balance = sql<string | number>`sum(journal_entries.amount)`;
  const rows = await db
    .selectFrom('journal_entries')
    .select([
      'journal_entries.resident_id',
      houseKey.as('house_id'),
      'journal_entries.cluster_id',
      balance.as('balance'),
    ])
    .where('journal_entries.cluster_id', 'in', clusterIds)
    .where('journal_entries.account_kind', 'in', ['house', 'resident'])
    .where((eb) => eb.or([eb('resident_id', 'is not', null), eb('house_id', 'is not', null)]))
    .groupBy(['journal_entries.resident_id', houseKey, 'journal_entries.cluster_id'])
    .having(balance, '>', 0)
    .orderBy(balance, 'desc')
    .orderBy(sql`coalesce(journal_entries.resident_id, 0)`)
    .orderBy(sql`coalesce(${houseKey}, 0)`)
    .limit(limit)
    .execute();
  const residentIds = rows.flatMap((r) => (r.resident_id === null ? [] : [r.resident_id]));
  const houseIds = rows.flatMap((r) => (r.resident_id === null && r.house_id !== null ? [r.house_id] : []));
  const residents = residentIds.length
    ? await db.selectFrom('residents').select(['id', 'name']).where('id', 'in', residentIds).execute()
    : [];
  const houses = houseIds.length
    ? await db
        .selectFrom('houses')
        .leftJoin('blocks', 'blocks.id', 'houses.block_id')
        .select(['houses.id', houseLabelSql.as('name')])
        .where('houses.id', 'in', houseIds)
        .execute()
    : [];
  const clusters = rows.length
    ? await db
        .selectFrom('clusters')
        .select(['id', 'name'])
        .where(
          'id',
          'in',
          rows.map((r) => r.cluster_id),
        )
        .execute()
    : [];
  return { rows, residents, houses, clusters };
}

/** Open requests counted by status and kind. */
export function openRequestCounts(db: Db, clusterIds: number[]) {
  return db
    .selectFrom('requests')
    .select(['requests.status', 'requests.kind', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('requests.cluster_id', 'in', clusterIds)
    .where('requests.status', 'in', [...OPEN_REQUEST_STATUSES])
    .groupBy(['requests.status', 'requests.kind'])
    .execute();
}
