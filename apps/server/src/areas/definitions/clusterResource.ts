import type { Kysely } from 'kysely';
import type { Db } from '../../db/connection';
import { foldTurkish } from '../../db/turkish';
import { flagsToRow, type ResourceDef } from '../../http/defineResource';
import type { ExportColumn } from '../../http/export/exportTypes';
import type { FilterSpec, ListSpec } from '../../http/listQuery';
import type { AnySelect } from '../../http/listRoute';
import { nameColumns } from '../../kernel/definitionRules';

type Row = Record<string, unknown>;

/** Sorts by a table's own columns, each named as its column (`amount` → `<table>.amount`). */
export function sortColumns(table: string, keys: readonly string[]): Record<string, string> {
  return Object.fromEntries(keys.map((key) => [key, `${table}.${key}`]));
}

/** Yes/no filters by a table's 0/1 columns, each named as its column. */
export function flagFilters(table: string, keys: readonly string[]): Record<string, FilterSpec> {
  return Object.fromEntries(keys.map((key) => [key, { column: `${table}.${key}`, kind: 'flag' as const }]));
}

/** A filter that finds the folded value anywhere in a folded column (`search`, `name_search` …). */
export const likeFilter = (column: string): FilterSpec => ({ column, kind: 'text', op: 'like' });

/** The export's column of the complex's name and of the active flag, as every definition list names them. */
export const SITE_COLUMN: ExportColumn = { key: 'cluster_name', header: 'Site' };
export const ACTIVE_COLUMN: ExportColumn = { key: 'is_active', header: 'Aktif', kind: 'boolean' };

/** Columns the queries use and the API never answers: folded search text and Turkish sort keys. */
const HELPER_COLUMNS = new Set(['search', 'name_search', 'name_sort']);

export type ClusterResourceOptions = Omit<ResourceDef, 'list' | 'select' | 'toRow' | 'toApi'> & {
  /** Sorts besides `id` and `created_at`. */
  orderBy: ListSpec['orderBy'];
  defaultOrder: ListSpec['defaultOrder'];
  filters: ListSpec['filters'];
  /** Folded columns searched besides the table's own `search`. */
  search?: string[];
  searchIndex?: string;
  /** 0/1 columns that the API answers as booleans. */
  flags: readonly string[];
  /** The payload's fields folded into the `search` column, written whenever the first of them is. */
  searchText?: readonly string[];
  /** Joins and columns besides the complex's name. */
  join?: (query: AnySelect) => AnySelect;
  /** Table columns a payload makes besides its fields, flags and search text (money in kuruş, sort keys …). */
  toRow?: (input: Row) => Row;
  /** Answer fields besides the row's own columns and flags. */
  toApi?: (row: Row) => Row;
};

/** The table joined to its complex's name; system rows (`includeShared`) have no complex and keep a null name. */
function withClusterName(db: Db, table: string, shared: boolean): AnySelect {
  // biome-ignore lint/suspicious/noExplicitAny: the table is chosen by the declaration, not known here
  const query = (db as Kysely<any>).selectFrom(table);
  const joined = shared
    ? query.leftJoin('clusters', 'clusters.id', `${table}.cluster_id`)
    : query.innerJoin('clusters', 'clusters.id', `${table}.cluster_id`);
  return joined.selectAll(table).select('clusters.name as cluster_name');
}

/**
 * A complex's records as most definition screens list them: the table joined to its complex's name
 * (`cluster_name`), sorted by id and creation besides the declared sorts, searched by its folded `search`
 * column, its flags 0/1 in the table and booleans in the answer, its helper columns never answered.
 * A declaration names what differs: its sorts, filters, joins, flags and extra columns.
 */
export function clusterResource(options: ClusterResourceOptions): ResourceDef {
  const { orderBy, defaultOrder, filters, search = [], searchIndex, flags, searchText, join, ...rest } = options;
  const { toRow: extraRow, toApi: extraApi, ...def } = rest;
  const { table } = def;
  return {
    ...def,
    list: {
      orderBy: { ...orderBy, ...sortColumns(table, ['id', 'created_at']) },
      defaultOrder,
      filters,
      search: [`${table}.search`, ...search],
      ...(searchIndex ? { searchIndex } : {}),
    },
    select: (db) => {
      const query = withClusterName(db, table, def.includeShared === true);
      return join ? join(query) : query;
    },
    toRow: (input) => ({
      ...input,
      ...flagsToRow(input, flags),
      ...(searchText && typeof input[searchText[0]] === 'string' ? { search: searchTextOf(input, searchText) } : {}),
      ...extraRow?.(input),
    }),
    // One copy of each row, made in one pass: a list maps every row of its page on every request.
    toApi: (row) => {
      const api: Row = {};
      for (const key in row) if (!HELPER_COLUMNS.has(key)) api[key] = row[key];
      for (const key of flags) api[key] = row[key] === 1 || row[key] === true;
      return extraApi ? Object.assign(api, extraApi(row)) : api;
    },
  };
}

/** The given fields' words, folded, for the `search` column. */
function searchTextOf(input: Row, keys: readonly string[]): string {
  return foldTurkish(
    keys
      .map((key) => input[key])
      .filter((value) => typeof value === 'string' && value)
      .join(' '),
  );
}

export type NamedDefinitionOptions = Omit<ClusterResourceOptions, 'orderBy' | 'defaultOrder' | 'filters' | 'flags'> &
  Partial<Pick<ClusterResourceOptions, 'orderBy' | 'defaultOrder' | 'filters' | 'flags'>> & {
    /** Fields searched with the name. */
    searchAlso?: string[];
  };

/**
 * A named definition of a complex (a project, a phone, a type …): a `clusterResource` sorted by the name's
 * Turkish sort key and by its active flag, filtered by both, the name's sort key and search text written with it.
 */
export function namedDefinition({ searchAlso = [], ...options }: NamedDefinitionOptions): ResourceDef {
  const { table } = options;
  return clusterResource({
    defaultOrder: ['name', 'asc'],
    flags: ['is_active'],
    ...options,
    orderBy: { name: `${table}.name_sort`, is_active: `${table}.is_active`, ...options.orderBy },
    filters: {
      ...flagFilters(table, ['is_active']),
      name: likeFilter(`${table}.search`),
      ...options.filters,
    },
    toRow: (input) => ({ ...nameColumns(input, searchAlso), ...options.toRow?.(input) }),
  });
}
