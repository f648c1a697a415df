import type { Db } from '../../../db/connection';
import { foldTurkish } from '../../../db/turkish';

export type LocationListQuery = {
  location_type_id?: number;
  parent_id?: number;
  query?: string;
  page: number;
  per_page: number;
};

/** Locations in Turkish alphabetical order (name_sort), filtered by type, parent and folded name. */
export async function listLocations(db: Db, q: LocationListQuery) {
  let base = db.selectFrom('locations');
  if (q.location_type_id !== undefined) base = base.where('location_type_id', '=', q.location_type_id);
  if (q.parent_id !== undefined) base = base.where('parent_id', '=', q.parent_id);
  const needle = q.query ? foldTurkish(q.query).replace(/[%_]/g, '') : '';
  if (needle) base = base.where('name_search', 'like', `%${needle}%`);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const data = await base
    .select(['id', 'name', 'location_type_id', 'parent_id', 'code'])
    .orderBy('name_sort')
    .orderBy('id')
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page)
    .execute();
  const count = Number(total);
  return {
    data,
    meta: {
      total: count,
      current_page: q.page,
      per_page: q.per_page,
      last_page: Math.max(1, Math.ceil(count / q.per_page)),
    },
  };
}
