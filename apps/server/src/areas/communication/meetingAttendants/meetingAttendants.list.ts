import { HOUSE_USER_TYPES } from '@site/shared';
import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { isPostgres } from '../../../db/schemaHelpers';
import type { ExportColumn } from '../../../http/export/exportList';
import { applyFilters, idFilters, type ListParams, type ListSpec } from '../../../http/listQuery';
import type { AnySelect, ListDefinition } from '../../../http/listRoute';
import { HOUSE_LABEL_ORDER, houseLabelColumns } from '../../../kernel/houseLabel';
import { likeFilter } from '../../definitions';

type Row = Record<string, unknown>;

const OWNER = HOUSE_USER_TYPES.owner;
/** Today's owners of the house in the query (house user type 1 without an end date). */
const CURRENT_OWNERS = sql`from house_users hu inner join residents r on r.id = hu.resident_id where hu.house_id = houses.id and hu.house_user_type_id = ${sql.lit(OWNER)} and hu.ends_on is null`;

/** The names of a house's current owners in Turkish alphabetical order, joined by ', '. */
function ownerNamesSql(db: Db) {
  const joined = isPostgres(db)
    ? sql`string_agg(r.name, ', ' order by r.name_sort, r.id)`
    : sql`group_concat(r.name, ', ' order by r.name_sort, r.id)`;
  return sql<string>`(select ${joined} ${CURRENT_OWNERS})`;
}

/** The complex's houses that have a current owner, with their owners and land share. */
export const selectMeetingAttendants = (db: Db) =>
  db
    .selectFrom('houses')
    .leftJoin('blocks', 'blocks.id', 'houses.block_id')
    .where(sql<SqlBool>`exists (select 1 ${CURRENT_OWNERS})`)
    .select([
      'houses.id',
      'houses.cluster_id',
      'houses.block_id',
      'blocks.name as block_name',
      'houses.door_number',
      'houses.land_share',
      ...houseLabelColumns(),
      ownerNamesSql(db).as('owner_names'),
      sql<number>`(select count(*) ${CURRENT_OWNERS})`.as('owner_count'),
    ]);

/** The owner column's own search: a current owner's folded name (`r`: the residents of `CURRENT_OWNERS`). */
const OWNER_NAME = likeFilter('r.name_search');

export const meetingAttendantsSpec: ListSpec = {
  orderBy: { house_label: HOUSE_LABEL_ORDER, land_share: 'houses.land_share' },
  defaultOrder: ['house_label', 'asc'],
  filters: {
    ...idFilters('houses', ['block_id']),
    house_label: likeFilter('houses.search'),
    owner_names: OWNER_NAME,
  },
  // A house's search text holds its door number and the names of the residents who use it.
  search: ['houses.search'],
};

/**
 * The list's filters and search. An owner's name is looked for among the house's current owners only: the
 * house's search text also holds its renters, who do not attend.
 */
export function filterMeetingAttendants(db: Db, base: AnySelect, params: ListParams) {
  const byOwner = params.filters.filter((f) => f.spec === OWNER_NAME);
  const rest = { ...params, filters: params.filters.filter((f) => f.spec !== OWNER_NAME) };
  const filtered = applyFilters(base, meetingAttendantsSpec, rest, db);
  if (!byOwner.length) return { filtered, applied: params };
  // The house's current owners, as in `CURRENT_OWNERS`, then those whose name matches.
  const owners = db
    .selectFrom('house_users as hu')
    .innerJoin('residents as r', 'r.id', 'hu.resident_id')
    .select('hu.id')
    .where(sql<SqlBool>`hu.house_id = houses.id`)
    .where('hu.house_user_type_id', '=', OWNER)
    .where('hu.ends_on', 'is', null);
  const matching = applyFilters(owners, meetingAttendantsSpec, { ...rest, query: null, filters: byOwner });
  return { filtered: filtered.where((eb) => eb.exists(matching)), applied: params };
}

/** Land shares are fractions of the plot (e.g. 12.5/1000): the sum drops the float noise past 6 decimals. */
const roundShare = (value: unknown): number => Math.round(Number(value ?? 0) * 1e6) / 1e6;

export function meetingAttendantToApi({ door_length: _length, no_block: _noBlock, ...row }: Row): Row {
  return {
    ...row,
    owner_names: row.owner_names ?? '',
    owner_count: Number(row.owner_count ?? 0),
    land_share: row.land_share === null || row.land_share === undefined ? null : Number(row.land_share),
  };
}

/**
 * The footer quorum is counted on, over the whole filtered list: each owner once (a person owning two houses
 * has one vote by number) and the sum of the listed houses' land shares.
 */
function totalsQuery(db: Db, filtered: AnySelect): AnySelect {
  const houses = filtered.clearSelect().clearOrderBy().select('houses.id');
  const owners = db
    .selectFrom('house_users')
    .where('house_users.house_user_type_id', '=', OWNER)
    .where('house_users.ends_on', 'is', null)
    .where('house_users.house_id', 'in', houses)
    .select(sql<number>`count(distinct house_users.resident_id)`.as('n'));
  const shares = filtered.clearSelect().clearOrderBy().select(sql<number>`coalesce(sum(houses.land_share), 0)`.as('n'));
  return db.selectNoFrom([owners.as('owner_count'), shares.as('land_share')]) as unknown as AnySelect;
}

export const MEETING_TITLE = 'Hazirun Cetveli';

/** The printed and exported columns: the row number, the house, its owners, its land share and room to sign. */
export const MEETING_COLUMNS: ExportColumn[] = [
  { key: 'no', header: 'No', kind: 'number' },
  { key: 'house_label', header: 'Bağımsız Bölüm' },
  { key: 'owner_names', header: 'Malik' },
  { key: 'land_share', header: 'Arsa Payı', kind: 'number' },
  { key: 'signature', header: 'İmza' },
];

export function meetingAttendantsList(db: Db): ListDefinition {
  return {
    spec: meetingAttendantsSpec,
    idColumn: 'houses.id',
    filter: (base, params) => filterMeetingAttendants(db, base, params),
    toApi: meetingAttendantToApi,
    exportTitle: MEETING_TITLE,
    exportColumns: MEETING_COLUMNS,
    // The export writes the rows in their order, so the position in that order is the row's number.
    exportRow: ((row: Row, index = 0) => ({ ...meetingAttendantToApi(row), no: index + 1, signature: '' })) as (
      row: Row,
    ) => Row,
    totals: {
      query: (filtered) => totalsQuery(db, filtered),
      toApi: (row) => ({ owner_count: Number(row.owner_count ?? 0), land_share: roundShare(row.land_share) }),
    },
    defaultPerPage: 100,
  };
}
