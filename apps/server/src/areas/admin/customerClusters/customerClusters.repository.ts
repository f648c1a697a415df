import { type Expression, sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { isPostgres } from '../../../db/schemaHelpers';
import { turkishSortSql } from '../../../db/turkishSql';
import { applyFilters, type ListParams, type ListSpec } from '../../../http/listQuery';
import type { AnySelect, ListDefinition } from '../../../http/listRoute';

/** The active houses of the complex `clusters.id` of the query. */
const houseCount = sql<number>`(select count(*) from houses where houses.cluster_id = clusters.id and houses.is_active = 1)`;

/** Whether today is within the link's period. */
const linkActive = (today: string) =>
  sql<number>`(case when customer_clusters.starts_on <= ${today} and (customer_clusters.ends_on is null or customer_clusters.ends_on >= ${today}) then 1 else 0 end)`;

/** Every complex of every customer, with the names and counts the list shows. */
export const selectCustomerClusters = (db: Db, today: string) =>
  db
    .selectFrom('customer_clusters')
    .innerJoin('customers', 'customers.id', 'customer_clusters.customer_id')
    .innerJoin('clusters', 'clusters.id', 'customer_clusters.cluster_id')
    .select([
      'customer_clusters.id',
      'customer_clusters.customer_id',
      'customers.name as customer_name',
      'customer_clusters.cluster_id',
      'clusters.name as cluster_name',
      'clusters.is_active as cluster_is_active',
      'customer_clusters.starts_on',
      'customer_clusters.ends_on',
    ])
    .select([linkActive(today).as('is_active'), houseCount.as('house_count')]);

export type CustomerClusterRow = Awaited<
  ReturnType<ReturnType<typeof selectCustomerClusters>['executeTakeFirstOrThrow']>
>;

export const customerClustersSpec: ListSpec = {
  orderBy: {
    cluster_name: 'clusters.name',
    cluster_is_active: 'clusters.is_active',
    is_active: 'is_active',
    house_count: 'house_count',
    starts_on: 'customer_clusters.starts_on',
    ends_on: 'customer_clusters.ends_on',
    id: 'customer_clusters.id',
  },
  defaultOrder: ['cluster_is_active', 'desc'],
  filters: {
    customer_id: { column: 'customer_clusters.customer_id', kind: 'number' },
    cluster_id: { column: 'customer_clusters.cluster_id', kind: 'number' },
  },
  search: ['clusters.search'],
};

/** The sort: computed columns by their expression, names in Turkish order, then by id. */
function orderCustomerClusters(db: Db, today: () => string) {
  return (filtered: AnySelect, params: ListParams) => {
    const keys: Record<string, Expression<unknown>> = {
      cluster_name: turkishSortSql(db, 'clusters.name'),
      is_active: linkActive(today()),
      house_count: houseCount,
    };
    const column = customerClustersSpec.orderBy[params.orderBy] as string;
    const key = keys[params.orderBy] ?? sql.ref(column);
    return filtered.orderBy(key, params.order).orderBy('customer_clusters.id', params.order);
  };
}

/** How /api-super-admin/customer-clusters lists, sorts, sums (houses and links) and exports. */
export function customerClustersList(
  db: Db,
  today: () => string,
  toApi: (row: CustomerClusterRow) => unknown,
): ListDefinition<CustomerClusterRow> {
  return {
    spec: customerClustersSpec,
    idColumn: 'customer_clusters.id',
    toApi,
    filter: (base, params) => ({ filtered: applyFilters(base, customerClustersSpec, params), applied: params }),
    order: orderCustomerClusters(db, today),
    totals: {
      query: (filtered) =>
        filtered
          .clearSelect()
          .clearOrderBy()
          .select([sql<number>`coalesce(sum(${houseCount}), 0)`.as('house_count'), sql<number>`count(*)`.as('count')]),
    },
    exportTitle: 'Müşterinin TYA’ları',
    exportRow: (row) => toApi(row) as Record<string, unknown>,
    exportColumns: [
      { key: 'cluster_name', header: 'TYA' },
      { key: 'cluster_is_active', header: 'TYA Aktif', kind: 'boolean' },
      { key: 'is_active', header: 'Müşteride', kind: 'boolean' },
      { key: 'house_count', header: 'BB Sayısı', kind: 'number' },
      { key: 'starts_on', header: 'Ekleme', kind: 'date' },
      { key: 'ends_on', header: 'Kaldırma', kind: 'date' },
    ],
  };
}

export function findCustomerCluster(db: Db, today: string, id: number) {
  return selectCustomerClusters(db, today).where('customer_clusters.id', '=', id).executeTakeFirst();
}

/** Links of the complex whose period overlaps [startsOn, endsOn] (open ends reach forever), but `exceptId`. */
export function overlappingLinks(
  db: Db,
  clusterId: number,
  startsOn: string,
  endsOn: string | null,
  exceptId: number | null,
) {
  let query = db
    .selectFrom('customer_clusters')
    .innerJoin('customers', 'customers.id', 'customer_clusters.customer_id')
    .select(['customer_clusters.id', 'customers.name', 'customer_clusters.starts_on', 'customer_clusters.ends_on'])
    .where('customer_clusters.cluster_id', '=', clusterId)
    .where((eb) =>
      eb.or([eb('customer_clusters.ends_on', 'is', null), eb('customer_clusters.ends_on', '>=', startsOn)]),
    )
    .orderBy('customer_clusters.starts_on');
  if (endsOn !== null) query = query.where('customer_clusters.starts_on', '<=', endsOn);
  if (exceptId !== null) query = query.where('customer_clusters.id', '!=', exceptId);
  return query.execute();
}

/** Holds the complex's row until the transaction ends, so two links of it cannot be written side by side. */
export async function lockCluster(trx: Db, clusterId: number): Promise<void> {
  if (isPostgres(trx)) await sql`select id from clusters where id = ${clusterId} for update`.execute(trx);
}

export async function customerExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('customers').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function clusterExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('clusters').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

type LinkValues = { customer_id: number; cluster_id: number; starts_on: string; ends_on: string | null };

export async function insertCustomerCluster(trx: Db, values: LinkValues, now: string): Promise<number> {
  const row = await trx
    .insertInto('customer_clusters')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateCustomerCluster(trx: Db, id: number, values: LinkValues, now: string): Promise<void> {
  await trx
    .updateTable('customer_clusters')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function deleteCustomerCluster(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom('customer_clusters').where('id', '=', id).execute();
}

/** Every complex of the system for the super administrator's picker, with its company and active houses. */
export const selectClusterPicks = (db: Db) =>
  db
    .selectFrom('clusters')
    .leftJoin('companies', 'companies.id', 'clusters.company_id')
    .select([
      'clusters.id',
      'clusters.name',
      'clusters.company_id',
      'companies.name as company_name',
      'clusters.is_active',
    ])
    .select(houseCount.as('house_count'));

export type ClusterPickRow = Awaited<ReturnType<ReturnType<typeof selectClusterPicks>['executeTakeFirstOrThrow']>>;

export const clusterPicksSpec: ListSpec = {
  orderBy: {
    name: 'clusters.name',
    is_active: 'clusters.is_active',
    company_name: 'companies.name',
    id: 'clusters.id',
  },
  defaultOrder: ['name', 'asc'],
  filters: {
    company_id: { column: 'clusters.company_id', kind: 'number' },
    is_active: { column: 'clusters.is_active', kind: 'flag' },
  },
  search: ['clusters.search'],
};

/** How /api-super-admin/clusters lists: names in Turkish order. */
export function clusterPicksList(db: Db, toApi: (row: ClusterPickRow) => unknown): ListDefinition<ClusterPickRow> {
  return {
    spec: clusterPicksSpec,
    idColumn: 'clusters.id',
    toApi,
    order: (filtered, params) => {
      const column = clusterPicksSpec.orderBy[params.orderBy] as string;
      const key = column.endsWith('.name') ? turkishSortSql(db, column) : sql.ref(column);
      return filtered.orderBy(key, params.order).orderBy('clusters.id', params.order);
    },
    exportTitle: 'TYA’lar',
    exportRow: (row) => toApi(row) as Record<string, unknown>,
    exportColumns: [
      { key: 'name', header: 'TYA' },
      { key: 'company_name', header: 'Şirket' },
      { key: 'is_active', header: 'Aktif', kind: 'boolean' },
      { key: 'house_count', header: 'BB Sayısı', kind: 'number' },
    ],
  };
}
