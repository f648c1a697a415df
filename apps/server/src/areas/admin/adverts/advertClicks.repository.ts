import type { Db } from '../../../db/connection';
import { commonColumns } from '../../../http/export/commonColumns';
import { applyFilters, dateRangeFilters, type ListParams, type ListSpec } from '../../../http/listQuery';
import type { AnySelect, ListDefinition } from '../../../http/listRoute';

/** Every click with who made it (user, resident and the resident's complex). */
export const selectAdvertClicks = (db: Db) =>
  db
    .selectFrom('advert_clicks')
    .leftJoin('users', 'users.id', 'advert_clicks.user_id')
    .leftJoin('residents', 'residents.id', 'advert_clicks.resident_id')
    .leftJoin('clusters', 'clusters.id', 'residents.cluster_id')
    .select([
      'advert_clicks.id',
      'advert_clicks.advert_id',
      'advert_clicks.user_id',
      'users.name as user_name',
      'advert_clicks.resident_id',
      'residents.name as resident_name',
      'clusters.name as cluster_name',
      'advert_clicks.is_active',
      'advert_clicks.created_at',
    ]);

export type AdvertClickRow = Awaited<ReturnType<ReturnType<typeof selectAdvertClicks>['executeTakeFirstOrThrow']>>;

const isActiveFilter = { column: 'advert_clicks.is_active', kind: 'flag' as const };

export const advertClicksSpec: ListSpec = {
  orderBy: {
    created_at: 'advert_clicks.created_at',
    user_name: 'users.name',
    resident_name: 'residents.name',
    cluster_name: 'clusters.name',
    id: 'advert_clicks.id',
  },
  defaultOrder: ['created_at', 'desc'],
  filters: {
    advert_id: { column: 'advert_clicks.advert_id', kind: 'number' },
    user_id: { column: 'advert_clicks.user_id', kind: 'number' },
    is_active: isActiveFilter,
    ...dateRangeFilters('advert_clicks.created_at', 'text'),
  },
  search: [],
};

/** Spec §2 'Advert clicks': the active ones unless `is_active` says otherwise. */
function filterClicks(base: AnySelect, params: ListParams) {
  const named = params.filters.some((f) => f.spec === isActiveFilter);
  const applied = named ? params : { ...params, filters: [...params.filters, { spec: isActiveFilter, value: [1] }] };
  return { filtered: applyFilters(base, advertClicksSpec, applied), applied };
}

/** How /api-super-admin/advert-clicks lists, filters, sorts and exports. */
export function advertClicksList(toApi: (row: AdvertClickRow) => unknown): ListDefinition<AdvertClickRow> {
  return {
    spec: advertClicksSpec,
    idColumn: 'advert_clicks.id',
    toApi,
    filter: filterClicks,
    exportTitle: 'Reklam Tıklamaları',
    exportRow: (row) => toApi(row) as Record<string, unknown>,
    exportColumns: [
      { key: 'user_name', header: 'Kullanıcı' },
      commonColumns.resident_name,
      commonColumns.cluster_name,
      { key: 'created_at', header: 'Tıklanma Zamanı', kind: 'datetime' },
    ],
  };
}

export function findAdvertClick(db: Db, id: number) {
  return selectAdvertClicks(db).where('advert_clicks.id', '=', id).executeTakeFirst();
}
