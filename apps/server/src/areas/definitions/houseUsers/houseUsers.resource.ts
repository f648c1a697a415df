import { houseUserRow, houseUserSchema } from '@site/shared';
import type { Db } from '../../../db/connection';
import { flagsToApi, flagsToRow, type ResourceDef } from '../../../http/defineResource';
import { idFilters } from '../../../http/listQuery';
import { assertDateOrder, assertLinked } from '../../../kernel/definitionRules';
import { refreshHouseSearch } from '../../../kernel/searchText';
import { sortColumns } from '../clusterResource';
import { HOUSE_COLUMNS } from '../houses/houseList';

const FLAGS = ['is_staying', 'is_spokesperson'] as const;

/** A house is found by the names of the residents who use it now. */
const refreshHouse = (trx: Db, row: Record<string, unknown>) =>
  refreshHouseSearch(trx, { houseIds: [Number(row.house_id)] });

/** The link of a resident to a house: owner, renter, guest, former owner/renter or debtor, with dates. */
export const houseUsersResource: ResourceDef = {
  name: 'house-users',
  table: 'house_users',
  entityType: 'house_user',
  schema: houseUserSchema,
  writePermission: 'edit-resident',
  defaultPerPage: 100,
  list: {
    orderBy: {
      ...sortColumns('house_users', ['id', 'starts_on', 'house_user_type_id']),
      resident_name: 'residents.name_sort',
      door_number: 'houses.door_number',
    },
    defaultOrder: ['house_user_type_id', 'asc'],
    filters: idFilters('house_users', ['house_id', 'resident_id', 'house_user_type_id']),
    search: ['residents.search'],
  },
  select: (db) =>
    db
      .selectFrom('house_users')
      .innerJoin('residents', 'residents.id', 'house_users.resident_id')
      .innerJoin('houses', 'houses.id', 'house_users.house_id')
      .leftJoin('blocks', 'blocks.id', 'houses.block_id')
      .selectAll('house_users')
      .select(['residents.name as resident_name', 'houses.door_number', 'blocks.name as block_name']),
  validate: async (db, input, clusterId) => {
    // Both ends of the link must be in the link's own complex.
    await assertLinked(db, 'houses', 'house_id', input.house_id, clusterId);
    await assertLinked(db, 'residents', 'resident_id', input.resident_id, clusterId);
    assertDateOrder(input, 'starts_on', 'ends_on');
  },
  afterWrite: refreshHouse,
  afterDelete: refreshHouse,
  toRow: (input) => ({ ...input, ...flagsToRow(input, FLAGS) }),
  toApi: (row) => ({ ...row, ...flagsToApi(row, FLAGS) }),
  row: houseUserRow,
  exportTitle: 'BB Kullanıcıları',
  exportColumns: [
    ...HOUSE_COLUMNS,
    { key: 'resident_name', header: 'Sakin' },
    { key: 'house_user_type_id', header: 'Tür', kind: 'number' },
    { key: 'starts_on', header: 'Başlangıç', kind: 'date' },
    { key: 'ends_on', header: 'Bitiş', kind: 'date' },
  ],
};
