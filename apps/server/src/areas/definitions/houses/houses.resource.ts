import { houseRow, houseSchema } from '@site/shared';
import { houseBalanceSql } from '../../../accounting/journal';
import { idFilters } from '../../../http/listQuery';
import { houseOccupantNameSql, houseOwnerNameSql } from '../../../kernel/houseLabel';
import { houseSearchText, refreshHouseSearch } from '../../../kernel/searchText';
import { ACTIVE_COLUMN, clusterResource, SITE_COLUMN, sortColumns } from '../clusterResource';
import { HOUSE_COLUMNS, HOUSE_FILTERS, HOUSE_SORTS } from './houseList';

export const housesResource = clusterResource({
  name: 'houses',
  writePermission: 'edit-house',
  table: 'houses',
  entityType: 'house',
  schema: houseSchema,
  orderBy: {
    ...HOUSE_SORTS,
    ...sortColumns('houses', ['type', 'net_area', 'gross_area', 'land_share']),
    owner_name: 'owner_name',
    balance: 'balance',
  },
  defaultOrder: ['id', 'asc'],
  filters: {
    ...HOUSE_FILTERS,
    ...idFilters('houses', ['house_type_id']),
    // Spec §7: the house picker of a resident (`houses?resident_id=`), the houses they use now.
    resident_id: {
      column: 'houses.id',
      kind: 'number',
      through: { table: 'house_users', select: 'house_id', where: 'resident_id', extra: 'ends_on is null' },
    },
  },
  searchIndex: 'houses',
  flags: ['has_multiple_owners', 'has_periodical_assessment', 'has_crediting', 'uses_share_meter', 'is_active'],
  join: (query) =>
    query
      .leftJoin('blocks', 'blocks.id', 'houses.block_id')
      .leftJoin('house_types', 'house_types.id', 'houses.house_type_id')
      .select(['blocks.name as block_name', 'house_types.name as house_type_name'])
      // Who owns it, who lives there, and what it owes: a house is chased by these.
      .select([
        houseOwnerNameSql.as('owner_name'),
        houseOccupantNameSql.as('occupant_name'),
        houseBalanceSql.as('balance'),
      ]),
  // Without the block and users' names until afterWrite completes it.
  toRow: (input) =>
    typeof input.door_number === 'string'
      ? { search: houseSearchText(input.door_number, (input.floor as string | null) ?? null, null, []) }
      : {},
  afterWrite: (trx, row) => refreshHouseSearch(trx, { houseIds: [Number(row.id)] }),
  toApi: (row) => ({ balance: Number(row.balance ?? 0) }),
  row: houseRow,
  exportTitle: 'Bağımsız Bölümler',
  exportColumns: [
    SITE_COLUMN,
    ...HOUSE_COLUMNS,
    { key: 'floor', header: 'Kat' },
    { key: 'owner_name', header: 'Malik' },
    { key: 'occupant_name', header: 'Oturan' },
    { key: 'balance', header: 'Bakiye', kind: 'balance' },
    { key: 'house_type_name', header: 'Konut Tipi' },
    { key: 'net_area', header: 'Net Alan (m²)', kind: 'number' },
    { key: 'gross_area', header: 'Brüt Alan (m²)', kind: 'number' },
    { key: 'land_share', header: 'Arsa Payı', kind: 'number' },
    ACTIVE_COLUMN,
  ],
});
