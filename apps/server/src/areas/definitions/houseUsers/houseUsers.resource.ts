import { genericTypes, houseUserRow, houseUserSchema } from '@site/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { flagsToApi, flagsToRow, type ResourceDef } from '../../../http/defineResource';
import { idFilters } from '../../../http/listQuery';
import { assertDateOrder, assertLinked } from '../../../kernel/definitionRules';
import { HOUSE_LABEL_ORDER, houseLabelColumns } from '../../../kernel/houseLabel';
import { refreshHouseSearch } from '../../../kernel/searchText';
import { sortColumns } from '../clusterResource';
import { HOUSE_COLUMNS } from '../houses/houseList';

const FLAGS = ['is_staying', 'is_spokesperson'] as const;

/** The type's Turkish name, from the one list `types/generic` serves. */
const typeNameSql = sql<string>`case house_users.house_user_type_id ${sql.join(
  genericTypes.house_user_types.map((type) => sql`when ${sql.lit(type.id)} then ${sql.lit(type.name)}`),
  sql` `,
)} else '' end`;

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
      house_label: HOUSE_LABEL_ORDER,
      ends_on: 'house_users.ends_on',
      phone: 'residents.phone',
      email: 'residents.email',
    },
    defaultOrder: ['house_user_type_id', 'asc'],
    filters: {
      ...idFilters('house_users', ['house_id', 'resident_id', 'house_user_type_id']),
      // `has_ended=0`: the links of today (no end date).
      has_ended: { column: 'house_users.ends_on', kind: 'presence' },
    },
    search: ['residents.search'],
  },
  select: (db) =>
    db
      .selectFrom('house_users')
      .innerJoin('residents', 'residents.id', 'house_users.resident_id')
      .innerJoin('houses', 'houses.id', 'house_users.house_id')
      .leftJoin('blocks', 'blocks.id', 'houses.block_id')
      .selectAll('house_users')
      .select(['residents.name as resident_name', 'houses.door_number', 'blocks.name as block_name'])
      .select(['residents.phone', 'residents.email', 'residents.notification_medium', 'residents.is_phone_verified'])
      .select([...houseLabelColumns(), typeNameSql.as('house_user_type_name')]),
  validate: async (db, input, clusterId) => {
    // Both ends of the link must be in the link's own complex.
    await assertLinked(db, 'houses', 'house_id', input.house_id, clusterId);
    await assertLinked(db, 'residents', 'resident_id', input.resident_id, clusterId);
    assertDateOrder(input, 'starts_on', 'ends_on');
  },
  afterWrite: refreshHouse,
  afterDelete: refreshHouse,
  toRow: (input) => ({ ...input, ...flagsToRow(input, FLAGS) }),
  toApi: ({ door_length: _length, no_block: _noBlock, ...row }) => ({
    ...row,
    ...flagsToApi(row, FLAGS),
    is_phone_verified: row.is_phone_verified === 1 || row.is_phone_verified === true,
  }),
  row: houseUserRow,
  exportTitle: 'BB Kullanıcıları',
  exportColumns: [
    ...HOUSE_COLUMNS,
    { key: 'resident_name', header: 'Sakin' },
    { key: 'house_user_type_name', header: 'Tür' },
    { key: 'phone', header: 'Telefon' },
    { key: 'email', header: 'E-posta' },
    { key: 'notification_medium', header: 'Bildirim Yöntemi' },
    { key: 'is_phone_verified', header: 'Telefon Doğrulandı', kind: 'boolean' },
    { key: 'starts_on', header: 'Başlangıç', kind: 'date' },
    { key: 'ends_on', header: 'Bitiş', kind: 'date' },
  ],
};
