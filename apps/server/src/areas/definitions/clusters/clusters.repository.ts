import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db } from '../../../db/connection';
import type { ClustersTable } from '../../../db/types';
import { applyFilters, applyOrder, idFilters, type ListSpec, listMeta, parseListQuery } from '../../../http/listQuery';
import { flagFilters, likeFilter, sortColumns } from '../clusterResource';

/** The first day of this month, for the month's collections on the dashboard. */
const monthStart = () => `${new Date().toISOString().slice(0, 7)}-01`;

/**
 * The list of /clusters: whitelisted sorts and filters. Its per-column searches (spec §2) find the folded
 * value in the complex's name and title, or in its management company's name.
 */
export const clustersSpec: ListSpec = {
  orderBy: sortColumns('clusters', ['name', 'id', 'created_at']),
  defaultOrder: ['name', 'asc'],
  filters: {
    ...idFilters('clusters', ['company_id']),
    ...flagFilters('clusters', ['is_active']),
    name: likeFilter('clusters.search'),
    company_name: likeFilter('companies.search'),
  },
  search: ['clusters.search'],
};

/** One page of the complexes among `allowed` (null: all), as the query string `raw` filters and sorts them. */
export async function listClusters(db: Db, allowed: number[] | null, raw: Record<string, unknown>) {
  const params = parseListQuery(raw, clustersSpec);
  let base = db.selectFrom('clusters').innerJoin('companies', 'companies.id', 'clusters.company_id');
  if (allowed) base = base.where('clusters.id', 'in', allowed.length ? allowed : [-1]);
  const filtered = applyFilters(base, clustersSpec, params);
  const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const page = filtered
    .select([
      'clusters.id',
      'clusters.name',
      'clusters.title',
      'clusters.company_id',
      'companies.name as company_name',
      'clusters.is_active',
      'clusters.is_demo',
      // The complex's last payment day: new recurring dues fall due on it unless told otherwise.
      'clusters.due_day',
    ])
    .select((eb) =>
      eb
        .selectFrom('houses')
        .whereRef('houses.cluster_id', '=', 'clusters.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('house_count'),
    );
  const rows = await applyOrder(page, clustersSpec, params, 'clusters.id')
    .limit(params.perPage)
    .offset((params.page - 1) * params.perPage)
    .execute();
  return {
    data: rows.map((r) => ({
      ...r,
      house_count: Number(r.house_count),
      is_active: r.is_active === 1,
      is_demo: r.is_demo === 1,
    })),
    meta: listMeta(Number(total), params),
  };
}

/** The few figures of a complex the dashboard shows. */
export async function getDashboard(db: Db, clusterId: number) {
  const cluster = await db.selectFrom('clusters').select(['id', 'name']).where('id', '=', clusterId).executeTakeFirst();
  if (!cluster) return null;
  const count = async (table: 'houses' | 'residents' | 'blocks' | 'bank_accounts' | 'safes') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('cluster_id', '=', clusterId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const occupancy = await db
    .selectFrom('house_users')
    .select(['house_user_type_id'])
    .select((eb) => eb.fn.count<number>('house_id').distinct().as('n'))
    .where('cluster_id', '=', clusterId)
    .where('ends_on', 'is', null)
    .where('house_user_type_id', 'in', [1, 2])
    .groupBy('house_user_type_id')
    .execute();
  const housesWith = (type: number) => Number(occupancy.find((o) => o.house_user_type_id === type)?.n ?? 0);
  const money = await db
    .selectNoFrom([
      sql<number>`(select coalesce(sum(d.amount), 0) - coalesce((select sum(a.amount) from allocations a where a.cluster_id = ${clusterId}), 0) from debts d where d.cluster_id = ${clusterId})`.as(
        'open_debt',
      ),
      sql<number>`(select coalesce(sum(e.amount), 0) from journal_entries e where e.cluster_id = ${clusterId} and e.account_kind in ('bank_account', 'safe'))`.as(
        'cash',
      ),
      sql<number>`(select coalesce(sum(c.amount), 0) from collections c where c.cluster_id = ${clusterId} and c.collected_on >= ${monthStart()} and (c.bank_account_id is not null or c.safe_id is not null))`.as(
        'month_collections',
      ),
    ])
    .executeTakeFirstOrThrow();
  return {
    cluster_id: cluster.id,
    cluster_name: cluster.name,
    block_count: await count('blocks'),
    house_count: await count('houses'),
    resident_count: await count('residents'),
    houses_with_owner: housesWith(1),
    houses_with_renter: housesWith(2),
    bank_account_count: await count('bank_accounts'),
    safe_count: await count('safes'),
    // PostgreSQL answers bigint sums as text.
    open_debt: Number(money.open_debt),
    cash: Number(money.cash),
    month_collections: Number(money.month_collections),
  };
}

/** The parts of a complex edited inside its form. */
export type ClusterPartTable = 'blocks' | 'house_types';

export async function findCluster(db: Db, id: number) {
  return db.selectFrom('clusters').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function companyExists(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('companies').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

export async function insertCluster(trx: Db, values: Insertable<ClustersTable>): Promise<number> {
  const { id } = await trx.insertInto('clusters').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Lets a worker act in a complex with the given permissions. */
/** Whether the user keeps a list of complexes (without one they act in all of their company's). */
export async function hasClusterGrants(db: Db, userId: number): Promise<boolean> {
  return Boolean(
    await db.selectFrom('cluster_users').select('cluster_id').where('user_id', '=', userId).executeTakeFirst(),
  );
}

export async function grantCluster(trx: Db, userId: number, clusterId: number, permissions: readonly string[]) {
  await trx
    .insertInto('cluster_users')
    .values({ user_id: userId, cluster_id: clusterId, permissions: JSON.stringify(permissions) })
    .execute();
}

export async function updateClusterRow(trx: Db, id: number, values: Updateable<ClustersTable>): Promise<void> {
  await trx.updateTable('clusters').set(values).where('id', '=', id).execute();
}

/** Removes a complex with its blocks, unit types and workers' grants; anything else keeps it (in use). */
export async function deleteClusterRows(trx: Db, id: number): Promise<void> {
  for (const table of ['blocks', 'house_types', 'cluster_users'] as const) {
    await trx.deleteFrom(table).where('cluster_id', '=', id).execute();
  }
  await trx.deleteFrom('clusters').where('id', '=', id).execute();
}

/** A complex's blocks or unit types by name (the pickers of spec §7). */
export async function listClusterParts(db: Db, table: ClusterPartTable, clusterId: number) {
  return db
    .selectFrom(table)
    .select(['id', 'name', 'cluster_id'])
    .where('cluster_id', '=', clusterId)
    .orderBy('name')
    .execute();
}

export async function findClusterPart(db: Db, table: ClusterPartTable, id: number) {
  return db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertClusterPart(
  trx: Db,
  table: ClusterPartTable,
  values: { cluster_id: number; name: string; created_at: string; updated_at: string },
) {
  return trx.insertInto(table).values(values).returning(['id', 'name', 'cluster_id']).executeTakeFirstOrThrow();
}

export async function renameClusterPart(trx: Db, table: ClusterPartTable, id: number, name: string, now: string) {
  await trx.updateTable(table).set({ name, updated_at: now }).where('id', '=', id).execute();
}

export async function deleteClusterPart(trx: Db, table: ClusterPartTable, id: number): Promise<void> {
  await trx.deleteFrom(table).where('id', '=', id).execute();
}
