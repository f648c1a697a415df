import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { isPostgres } from '../../../db/schemaHelpers';
import { foldTurkish } from '../../../db/turkish';
import { foldedSql } from '../../../db/turkishSql';
import { commonColumns } from '../../../http/export/commonColumns';
import { applyFilters, type ListParams, type ListSpec } from '../../../http/listQuery';
import type { AnySelect, ListDefinition } from '../../../http/listRoute';
import { searchWord } from '../../../kernel/searchText';

/** `values` joined by `separator` in `order`, on either database. */
function joined(db: Db, values: RawBuilder<unknown>, separator: string, order: RawBuilder<unknown>) {
  return isPostgres(db)
    ? sql<string | null>`string_agg(${values}, ${sql.lit(separator)} order by ${order})`
    : sql<string | null>`group_concat(${values}, ${sql.lit(separator)} order by ${order})`;
}

/** The advert's targets of one kind as ids ('3,7') and names ('Acme, Beta'), from advert_targets. */
function targetsOf(db: Db, kind: 'customer' | 'cluster') {
  const column = sql.ref(`advert_targets.${kind}_id`);
  const table = sql.table(kind === 'customer' ? 'customers' : 'clusters');
  const ids = sql<
    string | null
  >`(select ${joined(db, isPostgres(db) ? sql`${column}::text` : column, ',', column)} from advert_targets where advert_targets.advert_id = adverts.id and ${column} is not null)`;
  const names = sql<
    string | null
  >`(select ${joined(db, sql`t.name`, ', ', sql`t.name`)} from advert_targets inner join ${table} as t on t.id = ${column} where advert_targets.advert_id = adverts.id)`;
  return { ids, names };
}

/** Every advert with its targets and active click count (the list's and the edit screen's row). */
export function selectAdverts(db: Db) {
  const customers = targetsOf(db, 'customer');
  const clusters = targetsOf(db, 'cluster');
  return db
    .selectFrom('adverts')
    .selectAll('adverts')
    .select([
      customers.ids.as('customer_id_list'),
      clusters.ids.as('cluster_id_list'),
      sql<
        string | null
      >`case adverts.target_type when 'customers' then ${customers.names} when 'clusters' then ${clusters.names} else null end`.as(
        'target_name_list',
      ),
      sql<
        number | string
      >`(select count(*) from advert_clicks where advert_clicks.advert_id = adverts.id and advert_clicks.is_active = 1)`.as(
        'click_count',
      ),
    ]);
}

export type AdvertRow = Awaited<ReturnType<ReturnType<typeof selectAdverts>['executeTakeFirstOrThrow']>>;

export const advertsSpec: ListSpec = {
  orderBy: {
    title: 'adverts.title',
    starts_on: 'adverts.starts_on',
    ends_on: 'adverts.ends_on',
    target_type: 'adverts.target_type',
    is_active: 'adverts.is_active',
    click_count: 'click_count',
    created_at: 'adverts.created_at',
    id: 'adverts.id',
  },
  defaultOrder: ['created_at', 'desc'],
  filters: {
    is_active: { column: 'adverts.is_active', kind: 'flag' },
    target_type: { column: 'adverts.target_type', kind: 'text' },
  },
  // Searched by `filterAdverts`: the title, folded the Turkish way in SQL.
  search: [],
};

function filterAdverts(base: AnySelect, params: ListParams) {
  let filtered = applyFilters(base, advertsSpec, params);
  const words = foldTurkish(params.query ?? '')
    .replace(/[%_]/g, '')
    .split(/\s+/)
    .filter(Boolean)
    .map(searchWord);
  for (const word of words) filtered = filtered.where(sql<SqlBool>`${foldedSql('adverts.title')} like ${`%${word}%`}`);
  return { filtered, applied: params };
}

/** How /api-super-admin/adverts lists, filters, sorts and exports. */
export function advertsList(toApi: (row: AdvertRow) => unknown): ListDefinition<AdvertRow> {
  return {
    spec: advertsSpec,
    idColumn: 'adverts.id',
    toApi,
    filter: filterAdverts,
    exportTitle: 'Reklamlar',
    exportRow: (row) => toApi(row) as Record<string, unknown>,
    exportColumns: [
      { key: 'title', header: 'Başlık' },
      { key: 'link_url', header: 'Bağlantı' },
      { key: 'target_names', header: 'Hedef' },
      { key: 'starts_on', header: 'Başlangıç', kind: 'date' },
      { key: 'ends_on', header: 'Bitiş', kind: 'date' },
      commonColumns.is_active,
      { key: 'click_count', header: 'Tıklanma' },
      commonColumns.created_at,
    ],
  };
}

export function findAdvert(db: Db, id: number) {
  return selectAdverts(db).where('adverts.id', '=', id).executeTakeFirst();
}

/** How many of `ids` exist in `table`. */
export async function countExisting(db: Db, table: 'customers' | 'clusters', ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export type AdvertValues = {
  title: string;
  image_file: string | null;
  link_url: string | null;
  target_type: string;
  starts_on: string;
  ends_on: string | null;
  is_active: 0 | 1;
};

export async function insertAdvert(trx: Db, values: AdvertValues, now: string): Promise<number> {
  const row = await trx
    .insertInto('adverts')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAdvertRow(trx: Db, id: number, values: AdvertValues, now: string): Promise<void> {
  await trx
    .updateTable('adverts')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Replaces the advert's targets with the chosen customers or complexes. */
export async function replaceTargets(
  trx: Db,
  advertId: number,
  targets: { customerIds: number[]; clusterIds: number[] },
): Promise<void> {
  await trx.deleteFrom('advert_targets').where('advert_id', '=', advertId).execute();
  const rows = [
    ...targets.customerIds.map((id) => ({ advert_id: advertId, customer_id: id, cluster_id: null })),
    ...targets.clusterIds.map((id) => ({ advert_id: advertId, customer_id: null, cluster_id: id })),
  ];
  if (rows.length) await trx.insertInto('advert_targets').values(rows).execute();
}

export async function deleteAdvertRow(trx: Db, id: number): Promise<void> {
  // Targets and clicks go with it (foreign keys cascade); removed explicitly so SQLite without cascades agrees.
  await trx.deleteFrom('advert_clicks').where('advert_id', '=', id).execute();
  await trx.deleteFrom('advert_targets').where('advert_id', '=', id).execute();
  await trx.deleteFrom('adverts').where('id', '=', id).execute();
}

/** Other adverts using the image (a copied advert shares its file): the file stays while any does. */
export async function imageInUse(db: Db, name: string, exceptId: number): Promise<boolean> {
  const row = await db
    .selectFrom('adverts')
    .select('id')
    .where('image_file', '=', name)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  return Boolean(row);
}
