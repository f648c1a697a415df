import { fromKurus, houseRow, houseSchema } from '@site/shared';
import { houseBalanceSql } from '../../../accounting/journal';
import { flagsToApi, flagsToRow, type ResourceDef } from '../../../http/defineResource';
import { houseOccupantNameSql, houseOwnerNameSql } from '../../../kernel/houseLabel';
import { houseSearchText, refreshHouseSearch } from '../../../kernel/searchText';

const HOUSE_FLAGS = [
  'has_multiple_owners',
  'has_periodical_assessment',
  'has_crediting',
  'uses_share_meter',
  'is_active',
] as const;

export const housesResource: ResourceDef = {
  name: 'houses',
  table: 'houses',
  entityType: 'house',
  schema: houseSchema,
  list: {
    orderBy: {
      block_name: 'blocks.name',
      door_number: 'houses.door_number',
      type: 'houses.type',
      net_area: 'houses.net_area',
      gross_area: 'houses.gross_area',
      land_share: 'houses.land_share',
      owner_name: 'owner_name',
      balance: 'balance',
      id: 'houses.id',
      created_at: 'houses.created_at',
    },
    defaultOrder: ['id', 'asc'],
    filters: {
      block_id: { column: 'houses.block_id', kind: 'number' },
      // Spec §7: the house picker of a resident (`houses?resident_id=`), the houses they use now.
      resident_id: {
        column: 'houses.id',
        kind: 'number',
        through: { table: 'house_users', select: 'house_id', where: 'resident_id', extra: 'ends_on is null' },
      },
      house_type_id: { column: 'houses.house_type_id', kind: 'number' },
      type: { column: 'houses.type', kind: 'text' },
      is_active: { column: 'houses.is_active', kind: 'flag' },
      door_number: { column: 'houses.search', kind: 'text', op: 'like' },
    },
    search: ['houses.search'],
    searchIndex: 'houses',
  },
  select: (db) =>
    db
      .selectFrom('houses')
      .innerJoin('clusters', 'clusters.id', 'houses.cluster_id')
      .leftJoin('blocks', 'blocks.id', 'houses.block_id')
      .leftJoin('house_types', 'house_types.id', 'houses.house_type_id')
      .selectAll('houses')
      .select(['clusters.name as cluster_name', 'blocks.name as block_name', 'house_types.name as house_type_name'])
      // Who owns it, who lives there, and what it owes: a house is chased by these.
      .select([
        houseOwnerNameSql.as('owner_name'),
        houseOccupantNameSql.as('occupant_name'),
        houseBalanceSql.as('balance'),
      ]),
  toRow: (input) => {
    const row: Record<string, unknown> = { ...input, ...flagsToRow(input, HOUSE_FLAGS) };
    // Without the block and users' names until afterWrite completes it.
    if (typeof input.door_number === 'string')
      row.search = houseSearchText(input.door_number, (input.floor as string | null) ?? null, null, []);
    return row;
  },
  afterWrite: (trx, row) => refreshHouseSearch(trx, { houseIds: [Number(row.id)] }),
  toApi: ({ search: _s, ...row }) => ({
    ...row,
    ...flagsToApi(row, HOUSE_FLAGS),
    balance: fromKurus(Number(row.balance ?? 0)),
  }),
  row: houseRow,
  exportTitle: 'Bağımsız Bölümler',
  exportColumns: [
    { key: 'cluster_name', header: 'Site' },
    { key: 'block_name', header: 'Blok' },
    { key: 'door_number', header: 'Kapı No' },
    { key: 'floor', header: 'Kat' },
    { key: 'owner_name', header: 'Malik' },
    { key: 'occupant_name', header: 'Oturan' },
    { key: 'balance', header: 'Bakiye', kind: 'balance' },
    { key: 'house_type_name', header: 'Konut Tipi' },
    { key: 'net_area', header: 'Net Alan (m²)', kind: 'number' },
    { key: 'gross_area', header: 'Brüt Alan (m²)', kind: 'number' },
    { key: 'land_share', header: 'Arsa Payı', kind: 'number' },
    { key: 'is_active', header: 'Aktif', kind: 'boolean' },
  ],
};
