import type { RiskyDebtorType } from '@site/shared';
import { type SelectQueryBuilder, sql } from 'kysely';
import { RECEIVABLE_KINDS } from '../../../accounting/journal';
import type { Db } from '../../../db/connection';
import type { ListParams, ListSpec } from '../../../http/listQuery';

// biome-ignore lint/suspicious/noExplicitAny: a query over a derived table and its joins
type AnySelect = SelectQueryBuilder<any, any, any>;

/**
 * What each list may be sorted, filtered and searched by. The name column's own search is a folded like filter,
 * written out rather than definitions' `likeFilter`: loading definitions loads this area, so it cannot import it.
 */
export const riskyDebtorSpecs: Record<RiskyDebtorType, ListSpec> = {
  resident: {
    orderBy: { balance: 'b.balance', name: 'residents.name_sort' },
    defaultOrder: ['balance', 'desc'],
    filters: { name: { column: 'residents.name_search', kind: 'text', op: 'like' } },
    search: ['residents.name_search'],
  },
  house: {
    orderBy: { balance: 'b.balance', name: 'blocks.name' },
    defaultOrder: ['balance', 'desc'],
    // A house is named by its label; its search text also holds its users' names.
    filters: { name: { column: 'houses.search', kind: 'text', op: 'like' } },
    search: ['houses.search'],
  },
};

/** The management company's thresholds of the complex, in kuruş (null when not set). */
export async function findRiskThresholds(db: Db, clusterId: number) {
  return db
    .selectFrom('clusters')
    .innerJoin('companies', 'companies.id', 'clusters.company_id')
    .select([
      'companies.id as company_id',
      'companies.person_risk_parameter as person_threshold',
      'companies.house_risk_amount as house_threshold',
    ])
    .where('clusters.id', '=', clusterId)
    .executeTakeFirst();
}

/** A debt still open: less has been allocated to it than it asks. */
const openDebts = (debtorColumn: 'resident_id' | 'house_id', owner: string, clusterId: number) =>
  sql`from debts d where ${sql.ref(`d.${debtorColumn}`)} = ${sql.ref(owner)} and d.cluster_id = ${clusterId}
    and d.amount > coalesce((select sum(a.amount) from allocations a where a.debt_id = d.id), 0)`;

/**
 * Residents owing more than the threshold (their entries on house and own receivable accounts), or houses
 * (entries on the house account), with their open debts; not yet filtered, sorted or paged.
 */
export function riskyDebtorsQuery(db: Db, type: RiskyDebtorType, clusterId: number, threshold: number): AnySelect {
  const sum = sql<number>`sum(journal_entries.amount)`;
  if (type === 'resident') {
    const balances = db
      .selectFrom('journal_entries')
      .select(['journal_entries.resident_id as owner_id', sum.as('balance')])
      .where('journal_entries.cluster_id', '=', clusterId)
      .where('journal_entries.account_kind', 'in', RECEIVABLE_KINDS)
      .where('journal_entries.resident_id', 'is not', null)
      .groupBy('journal_entries.resident_id')
      .having(sum, '>', threshold);
    const query = db
      .selectFrom(balances.as('b'))
      .innerJoin('residents', 'residents.id', 'b.owner_id')
      .select([
        'residents.id as id',
        'residents.name as name',
        'b.balance',
        sql<number>`(select count(*) ${openDebts('resident_id', 'residents.id', clusterId)})`.as('open_debt_count'),
        sql<string | null>`(select min(d.due_on) ${openDebts('resident_id', 'residents.id', clusterId)})`.as(
          'oldest_due_on',
        ),
      ]);
    return query as AnySelect;
  }
  const balances = db
    .selectFrom('journal_entries')
    .select(['journal_entries.account_id as owner_id', sum.as('balance')])
    .where('journal_entries.cluster_id', '=', clusterId)
    .where('journal_entries.account_kind', '=', 'house')
    .groupBy('journal_entries.account_id')
    .having(sum, '>', threshold);
  const query = db
    .selectFrom(balances.as('b'))
    .innerJoin('houses', 'houses.id', 'b.owner_id')
    .leftJoin('blocks', 'blocks.id', 'houses.block_id')
    .select([
      'houses.id as id',
      sql<string>`trim(coalesce(blocks.name || ' ', '') || houses.door_number)`.as('name'),
      'b.balance',
      sql<number>`(select count(*) ${openDebts('house_id', 'houses.id', clusterId)})`.as('open_debt_count'),
      sql<string | null>`(select min(d.due_on) ${openDebts('house_id', 'houses.id', clusterId)})`.as('oldest_due_on'),
    ]);
  return query as AnySelect;
}

/** One page (or, for an export, all) of the filtered list in the asked order; ties by id. */
export function orderRiskyDebtors(query: AnySelect, type: RiskyDebtorType, params: ListParams): AnySelect {
  const order = params.order;
  const idColumn = type === 'resident' ? 'residents.id' : 'houses.id';
  if (params.orderBy === 'balance') return query.orderBy(sql.ref('b.balance'), order).orderBy(sql.ref(idColumn), order);
  if (type === 'resident') return query.orderBy(sql.ref('residents.name_sort'), order).orderBy('residents.id', order);
  // A house reads "block door": by block, then door number, then id.
  return query
    .orderBy(sql.ref('blocks.name'), order)
    .orderBy(sql.ref('houses.door_number'), order)
    .orderBy(sql.ref('houses.id'), order);
}

export type RiskyDebtorRow = {
  id: number;
  name: string;
  balance: number | string;
  open_debt_count: number | string;
  oldest_due_on: string | null;
};
