import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { type AnyDb, isPostgres } from '../db/schemaHelpers';
import { foldTurkish } from '../db/turkish';
import { searchWord } from '../kernel/searchText';
import { HttpError } from './errors';

/** `presence`: 1 keeps rows where the column has a value, 0 rows where it is null (e.g. `has_parent`). */
export type FilterKind = 'number' | 'text' | 'flag' | 'date' | 'presence';

/** One whitelisted filter: the query parameter maps to a column; arrays (`x[]=1&x[]=2`) become IN. */
export type FilterSpec = {
  column: string;
  kind: FilterKind;
  op?: '=' | 'like' | '>=' | '<=';
  /**
   * Matches `column` against another table instead of comparing it to the value:
   * `column in (select <select> from <table> where <where> in (value) and <extra>)`.
   */
  through?: { table: string; select: string; where: string; extra?: string };
};

/** `date_from` and `date_to`: a list's date range, both ends included (an ISO date, or a timestamp column's text). */
export function dateRangeFilters(column: string, kind: 'date' | 'text' = 'date'): Record<string, FilterSpec> {
  return { date_from: { column, kind, op: '>=' }, date_to: { column, kind, op: '<=' } };
}

/** Filters by the ids of a table's columns, each named as its column (`house_id` → `<table>.house_id`). */
export function idFilters(table: string, keys: readonly string[]): Record<string, FilterSpec> {
  return Object.fromEntries(keys.map((key) => [key, { column: `${table}.${key}`, kind: 'number' as const }]));
}

/** What a list may be sorted and filtered by; anything else is a 422, never interpolated. */
export type ListSpec = {
  /** A column, or several in turn (e.g. block, door number length, door number: "A Blok 2" before "A Blok 10"). */
  orderBy: Record<string, string | string[]>;
  defaultOrder: [string, 'asc' | 'desc'];
  filters: Record<string, FilterSpec>;
  /** Folded (Turkish lower-case) columns searched by `query`. */
  search: string[];
  /**
   * The table whose `search` column has a search index (migration 0013): on SQLite, when that column is the
   * only one searched, words of three letters or more are matched in the FTS5 trigram table
   * `<table>_search`; PostgreSQL's trigram index serves the plain `like`.
   */
  searchIndex?: string;
};

/** Words shorter than a trigram cannot use the index and are matched by scanning. */
const INDEXED_WORD_MIN = 3;

export type ExportRequest = { type: 'xlsx' | 'ods' | 'pdf'; columns: string[] | null };

export type ListParams = {
  page: number;
  perPage: number;
  orderBy: string;
  order: 'asc' | 'desc';
  query: string | null;
  filters: { spec: FilterSpec; value: (string | number)[] }[];
  export: ExportRequest | null;
};

const PAGE_SIZES_MAX = 1000;
/** Ids and counts are 4-byte integers on PostgreSQL; a larger number in a page or filter is a 422, not a database error. */
const INT_MAX = 2_147_483_647;
const RESERVED = new Set([
  'page',
  'per_page',
  'order_by',
  'order',
  'query',
  'q',
  'export',
  'export_type',
  'export_columns',
]);

const bad = (field: string, message: string) => new HttpError(422, message, { [field]: [message] });

function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return value === undefined || value === '' ? [] : [String(value)];
}

function parseValue(kind: FilterKind, raw: string, field: string): string | number {
  if (kind === 'number' || kind === 'flag' || kind === 'presence') {
    const value = raw === 'true' ? 1 : raw === 'false' ? 0 : Number(raw);
    if (!Number.isInteger(value) || (kind !== 'number' && value !== 0 && value !== 1)) {
      throw bad(field, 'Sadece rakam girmelisiniz.');
    }
    if (Math.abs(value) > INT_MAX) throw bad(field, `En fazla ${INT_MAX} değerini girebilirsiniz.`);
    return value;
  }
  if (kind === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(raw)) throw bad(field, 'Geçerli bir tarih girin');
  return raw;
}

/** Parses and whitelists a list request (page, per_page, order_by, order, query, filters, export). */
export function parseListQuery(raw: Record<string, unknown>, spec: ListSpec, defaultPerPage = 20): ListParams {
  for (const key of Object.keys(raw)) {
    if (!RESERVED.has(key) && !(key in spec.filters)) throw bad(key, `Bu alana göre filtrelenemez: ${key}`);
  }
  const page = raw.page === undefined ? 1 : Number(raw.page);
  if (!Number.isInteger(page) || page < 1) throw bad('page', 'En az 1 değerini girebilirsiniz.');
  if (page > INT_MAX) throw bad('page', `En fazla ${INT_MAX} değerini girebilirsiniz.`);
  const perPage = raw.per_page === undefined ? defaultPerPage : Number(raw.per_page);
  if (!Number.isInteger(perPage) || perPage < 1) throw bad('per_page', 'En az 1 değerini girebilirsiniz.');
  if (perPage > PAGE_SIZES_MAX) throw bad('per_page', `En fazla ${PAGE_SIZES_MAX} değerini girebilirsiniz.`);
  const orderBy = raw.order_by === undefined ? spec.defaultOrder[0] : String(raw.order_by);
  if (!(orderBy in spec.orderBy)) throw bad('order_by', `Bu alana göre sıralanamaz: ${orderBy}`);
  const orderRaw = raw.order === undefined ? (raw.order_by === undefined ? spec.defaultOrder[1] : 'asc') : raw.order;
  if (orderRaw !== 'asc' && orderRaw !== 'desc') throw bad('order', 'Sıralama yönü asc veya desc olmalıdır.');
  const text = String(raw.query ?? raw.q ?? '').trim();

  const filters: ListParams['filters'] = [];
  for (const [key, filterSpec] of Object.entries(spec.filters)) {
    const values = asList(raw[key]).map((v) => parseValue(filterSpec.kind, v, key));
    if (values.length) filters.push({ spec: filterSpec, value: values });
  }

  let exportRequest: ExportRequest | null = null;
  if (raw.export === '1' || raw.export === 'true') {
    const type = String(raw.export_type ?? 'xlsx');
    if (type !== 'xlsx' && type !== 'ods' && type !== 'pdf')
      throw bad('export_type', 'Dosya tipi ods, xlsx veya pdf olmalıdır.');
    const columns = asList(raw.export_columns);
    exportRequest = { type, columns: columns.length ? columns : null };
  }
  return {
    page,
    perPage,
    orderBy,
    order: orderRaw,
    query: text ? text.slice(0, 100) : null,
    filters,
    export: exportRequest,
  };
}

/** Applies the whitelisted filters and the Turkish-folded search to a query. */
// biome-ignore lint/suspicious/noExplicitAny: the builder of any table
export function applyFilters<Q extends SelectQueryBuilder<any, any, any>>(
  query: Q,
  spec: ListSpec,
  params: ListParams,
  /** The database, when the spec has a `searchIndex` to use. */
  db?: AnyDb,
): Q {
  let q = query;
  const fts = spec.searchIndex && db && !isPostgres(db) ? spec.searchIndex : null;
  for (const { spec: f, value } of params.filters) {
    const column = sql.ref(f.column);
    const op = f.op ?? '=';
    if (f.through) {
      const t = f.through;
      const extra = t.extra ? sql` and ${sql.raw(t.extra)}` : sql``;
      q = q.where(
        sql<SqlBool>`${column} in (select ${sql.ref(t.select)} from ${sql.table(t.table)} where ${sql.ref(t.where)} in (${sql.join(value)})${extra})`,
      ) as Q;
    } else if (f.kind === 'presence') {
      q = q.where(sql<SqlBool>`${column} ${sql.raw(value[0] ? 'is not null' : 'is null')}`) as Q;
    } else if (op === 'like') {
      q = q.where(sql<SqlBool>`${column} like ${`%${foldTurkish(String(value[0])).replace(/[%_]/g, '')}%`}`) as Q;
    } else if (value.length > 1 && op === '=') {
      q = q.where(sql<SqlBool>`${column} in (${sql.join(value)})`) as Q;
    } else {
      q = q.where(sql<SqlBool>`${column} ${sql.raw(op)} ${value[0]}`) as Q;
    }
  }
  if (params.query && spec.search.length) {
    const words = foldTurkish(params.query).replace(/[%_]/g, '').split(/\s+/).filter(Boolean).map(searchWord);
    // On SQLite the words long enough for trigrams are looked up together in the FTS5 table, joined so that
    // the lookup drives the query (as `id in (…)` the planner walks the whole complex and probes the list).
    const indexed = fts && spec.search.length === 1 && spec.search[0] === `${fts}.search`;
    const looked = indexed ? words.filter((w) => w.length >= INDEXED_WORD_MIN) : [];
    if (looked.length) {
      const table = `${fts}_search`;
      // Each word a quoted FTS5 phrase (a quote doubled), all of them required: for trigrams a phrase
      // matches anywhere inside the text, as `like '%word%'` does.
      const match = looked.map((w) => `"${w.replace(/"/g, '""')}"`).join(' ');
      q = q.innerJoin(sql.table(table).as(table), (join) =>
        join.onRef(`${table}.rowid`, '=', `${fts}.id`).on(sql<SqlBool>`${sql.table(table)} match ${match}`),
      ) as Q;
    }
    for (const word of words) {
      if (looked.includes(word)) continue;
      const any = spec.search.map((c) => sql<SqlBool>`${sql.ref(c)} like ${`%${word}%`}`);
      q = q.where(sql<SqlBool>`(${sql.join(any, sql` or `)})`) as Q;
    }
  }
  return q;
}

/** Sorts by the whitelisted column, then by id so pages never overlap. */
// biome-ignore lint/suspicious/noExplicitAny: the builder of any table
export function applyOrder<Q extends SelectQueryBuilder<any, any, any>>(
  query: Q,
  spec: ListSpec,
  params: ListParams,
  idColumn: string,
): Q {
  const columns = [spec.orderBy[params.orderBy]].flat();
  let q = query;
  if (params.query && spec.searchIndex) {
    // A searched list is found through the search index, then sorted. Left to itself the planner walks the
    // sort index and tests every row against the search, which reads most of a large complex when the
    // matches sort late ('mehmet' under M). A first key no index has (always false, so the order is the
    // same) takes the sort index out of the choice.
    q = q.orderBy(sql`(${sql.ref(idColumn)} is null)`) as Q;
  }
  for (const name of columns) {
    const column: Expression<unknown> = sql.ref(name);
    q = q.orderBy(column, params.order) as Q;
  }
  return q.orderBy(sql.ref(idColumn), params.order) as Q;
}

export function listMeta(total: number, params: ListParams, totals?: Record<string, number>) {
  return {
    total,
    current_page: params.page,
    per_page: params.perPage,
    last_page: Math.max(1, Math.ceil(total / params.perPage)),
    ...(totals ? { totals } : {}),
  };
}
