import { housingIncomeRow } from '@site/shared';
import { type SqlBool, sql } from 'kysely';
import { z } from 'zod';
import type { ResourceDef } from '../../../http/defineResource';
import { HOUSE_COLUMNS, HOUSE_FILTERS, HOUSE_SORTS, likeFilter, sortColumns } from '../../definitions';

const OWNER = 1;

/**
 * 'Konut Gelirleri': a read-only list of the complex's houses with their current owner (house user type 1
 * without an end date) and the shares dues are split by. The houses themselves are written under /definitions.
 */
export const housingIncomeResource: ResourceDef = {
  name: 'housing-income',
  table: 'houses',
  entityType: 'house',
  schema: z.object({}),
  readOnly: true,
  list: {
    orderBy: {
      ...HOUSE_SORTS,
      owner_name: 'residents.name_sort',
      ...sortColumns('houses', ['net_area', 'land_share', 'id']),
    },
    defaultOrder: ['id', 'asc'],
    filters: {
      ...HOUSE_FILTERS,
      owner_name: likeFilter('residents.name_search'),
      has_owner: { column: 'residents.id', kind: 'presence' },
    },
    search: ['houses.search', 'residents.search'],
  },
  select: (db) =>
    db
      .selectFrom('houses')
      .leftJoin('blocks', 'blocks.id', 'houses.block_id')
      // The first current owner; the others are counted in owner_count.
      .leftJoin('house_users as owners', (join) =>
        join.on(
          sql<SqlBool>`owners.id = (select min(h.id) from house_users h where h.house_id = houses.id and h.house_user_type_id = ${OWNER} and h.ends_on is null)`,
        ),
      )
      .leftJoin('residents', 'residents.id', 'owners.resident_id')
      .select([
        'houses.id',
        'houses.cluster_id',
        'houses.block_id',
        'houses.type',
        'houses.floor',
        'houses.door_number',
        'houses.net_area',
        'houses.land_share',
        'houses.is_active',
        'blocks.name as block_name',
        'residents.id as owner_id',
        'residents.name as owner_name',
      ])
      .select((eb) =>
        eb
          .selectFrom('house_users')
          .whereRef('house_users.house_id', '=', 'houses.id')
          .where('house_users.house_user_type_id', '=', OWNER)
          .where('house_users.ends_on', 'is', null)
          .select(eb.fn.countAll<number>().as('n'))
          .as('owner_count'),
      ),
  toRow: () => ({}),
  toApi: (row) => ({ ...row, owner_count: Number(row.owner_count ?? 0), is_active: row.is_active === 1 }),
  row: housingIncomeRow,
  exportTitle: 'Konut Gelirleri',
  exportColumns: [
    ...HOUSE_COLUMNS,
    { key: 'owner_name', header: 'Malik' },
    { key: 'net_area', header: 'Net Alan (m²)', kind: 'number' },
    { key: 'land_share', header: 'Arsa Payı', kind: 'number' },
  ],
};
