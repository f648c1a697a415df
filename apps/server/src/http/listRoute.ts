import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type CompiledQuery, type Expression, type SelectQueryBuilder, sql } from 'kysely';
import type { z } from 'zod';
import { type CompiledQueryCache, compiledOnce } from '../db/compiledQueries';
import type { Db } from '../db/connection';
import type { FileStorage } from '../storage/fileStorage';
import { allowedClusterIds, assertClusterAccess, authOf } from './auth';
import type { AuthContext } from './authContext';
import { forbidden, HttpError } from './errors';
import { type ExportColumn, writeExport } from './export/exportList';
import { applyFilters, applyOrder, type ListParams, type ListSpec, listMeta, parseListQuery } from './listQuery';

// biome-ignore lint/suspicious/noExplicitAny: a list query over any joined tables
export type AnySelect = SelectQueryBuilder<any, any, any>;
type Row = Record<string, unknown>;

/**
 * Who may see which rows of a list:
 * - `cluster`: rows of complexes; one complex when the route names it (its access checked), else the caller's;
 * - `company`: rows of management companies; a worker sees their own company's, a super administrator all;
 * - `superadmin`: every row, for super administrators only (others get a 403).
 */
export type ListScope = { cluster: string } | { company: string } | 'superadmin';

/** The rows of `query` the caller may see under `scope`; `clusterId` is the complex the route names, if any. */
export function scopeList(query: AnySelect, auth: AuthContext, scope: ListScope, clusterId: number | null = null) {
  if (scope === 'superadmin') {
    if (!auth.isSuperadmin) throw forbidden();
    return query;
  }
  if ('company' in scope) {
    return auth.isSuperadmin ? query : query.where(sql.ref(scope.company), '=', auth.user.company_id ?? -1);
  }
  if (clusterId !== null) {
    assertClusterAccess(auth, clusterId);
    return query.where(sql.ref(scope.cluster), '=', clusterId);
  }
  const allowed = allowedClusterIds(auth);
  return allowed ? query.where(sql.ref(scope.cluster), 'in', allowed.length ? allowed : [-1]) : query;
}

/** The footer of a list (`meta.totals`): one query over the whole filtered list that returns one row. */
export type ListTotals = {
  query: (filtered: AnySelect, params: ListParams) => AnySelect | null;
  /** The row as the handler answers it (money in kuruş); by default each value as a number. */
  toApi?: (row: Row) => Record<string, number>;
};

/** Footer sums of money: a column or an SQL expression in kuruş each (the list's meta declares them `lira`). */
export function moneyTotals(sums: Record<string, string | Expression<unknown>>): ListTotals {
  const entries = Object.entries(sums);
  return {
    query: (filtered) =>
      filtered
        .clearSelect()
        .clearOrderBy()
        .select(
          entries.map(([key, value]) =>
            sql<number>`coalesce(sum(${typeof value === 'string' ? sql.ref(value) : value}), 0)`.as(key),
          ),
        ),
    toApi: (row) => Object.fromEntries(entries.map(([key]) => [key, Number(row[key] ?? 0)])),
  };
}

/** What a list is: its whitelist, how a row reads, how it exports and what its footer sums. */
// biome-ignore lint/suspicious/noExplicitAny: the row a list's query selects, whatever its type
export type ListDefinition<R = any> = {
  spec: ListSpec;
  /** The last sort key, so that pages never overlap. */
  idColumn: string;
  toApi: (row: R) => unknown;
  exportTitle: string;
  exportColumns: ExportColumn[];
  /** A row as the export writes it; by default as the database returns it. */
  exportRow?: (row: R) => Row;
  totals?: ListTotals;
  defaultPerPage?: number;
  /** The filters (by default the spec's); may return the parameters as applied when it takes some itself. */
  filter?: (base: AnySelect, params: ListParams) => { filtered: AnySelect; applied: ListParams };
  /** The order (by default the spec's sort whitelist, then `idColumn`). */
  order?: (filtered: AnySelect, params: ListParams) => AnySelect;
};

/** A list page's statements, compiled once per scope and query string. */
export type ListStatements = { count: CompiledQuery; page: CompiledQuery; totals: CompiledQuery | null };

export type ListRequest = {
  /** The rows the caller may see (see `scopeList`), before filters, sort and paging. */
  base: AnySelect;
  /** The query string. */
  raw: Row;
  /** The complex of a one-complex list, named on its printed copy. */
  clusterId?: number | null;
  /** Statements kept compiled by a key that names the scope: for lists a screen asks for again and again. */
  cache?: { statements: CompiledQueryCache<ListStatements>; key: string };
  /** More to say in `meta` beside the paging. */
  meta?: Row;
};

export type ListAnswer = { data: Row[]; meta: Row } | { data: { url: string } };

const EXPORT_COLUMNS_REQUIRED = 'Dışa aktarılacak sütun seçin.';

/**
 * The list of one complex's rows, for `clusterListRoute`: `select` reads the rows of every complex and
 * `clusterColumn` names their complex; one page, or with `export=1` the whole filtered list as a file.
 */
export function clusterList(definition: ListDefinition, select: (db: Db) => AnySelect, clusterColumn: string) {
  return (db: Db, files: FileStorage, clusterId: number, query: Row) =>
    runList(db, files, definition, {
      base: select(db).where(sql.ref(clusterColumn), '=', clusterId),
      raw: query,
      clusterId,
    });
}

/**
 * The one list pipeline: parse and whitelist the query string, filter, then either write the whole sorted list
 * as a file (`export=1`) or answer one page with its meta and footer totals.
 */
export async function runList(db: Db, files: FileStorage, def: ListDefinition, request: ListRequest) {
  const params = parseListQuery(request.raw, def.spec, def.defaultPerPage);
  const filterOf = () =>
    def.filter
      ? def.filter(request.base, params)
      : { filtered: applyFilters(request.base, def.spec, params, db), applied: params };
  const orderOf = (filtered: AnySelect, applied: ListParams) =>
    def.order ? def.order(filtered, applied) : applyOrder(filtered, def.spec, applied, def.idColumn);
  const totalsToApi = (row: Row | undefined) =>
    def.totals?.toApi
      ? def.totals.toApi(row ?? {})
      : Object.fromEntries(Object.entries(row ?? {}).map(([key, value]) => [key, Number(value ?? 0)]));

  if (params.export) {
    const { filtered, applied } = filterOf();
    const columns = params.export.columns
      ? def.exportColumns.filter((c) => params.export?.columns?.includes(c.key))
      : def.exportColumns;
    if (!columns.length)
      throw new HttpError(422, EXPORT_COLUMNS_REQUIRED, { export_columns: [EXPORT_COLUMNS_REQUIRED] });
    const rows = await orderOf(filtered, applied).execute();
    const totals = def.totals?.query(filtered, applied);
    const file = await writeExport({
      type: params.export.type,
      title: def.exportTitle,
      columns,
      rows: def.exportRow ? rows.map(def.exportRow) : rows,
      files,
      summary: {
        clusterName: request.clusterId ? await clusterName(db, request.clusterId) : null,
        totals: totals ? totalsToApi((await totals.executeTakeFirstOrThrow()) as Row) : undefined,
      },
    });
    return { data: { url: `/api/files/${file.fileName}` } };
  }

  const build = () => {
    const { filtered, applied } = filterOf();
    return {
      count: filtered
        .clearSelect()
        .clearOrderBy()
        .select((eb) => eb.fn.countAll<number>().as('total')),
      page: orderOf(filtered, applied)
        .limit(applied.perPage)
        .offset((applied.page - 1) * applied.perPage),
      totals: def.totals?.query(filtered, applied) ?? null,
    };
  };
  const { counted, rows, sums } = request.cache
    ? await runCompiled(db, request.cache, request.raw, () => {
        const queries = build();
        return {
          count: compiledOnce(queries.count),
          page: compiledOnce(queries.page),
          totals: queries.totals ? compiledOnce(queries.totals) : null,
        };
      })
    : await runBuilt(build());
  return {
    data: rows.map(def.toApi),
    meta: {
      ...listMeta(Number(counted?.total ?? 0), params, sums ? totalsToApi(sums) : undefined),
      ...request.meta,
    },
  };
}

/**
 * A page's statements by scope and query string, compiled once: a screen asks for the same page again after
 * every save and whenever it is shown again, and compiling costs as much as running a small page.
 */
async function runBuilt(queries: { count: AnySelect; page: AnySelect; totals: AnySelect | null }) {
  return {
    counted: (await queries.count.executeTakeFirst()) as { total: number | string } | undefined,
    rows: (await queries.page.execute()) as Row[],
    sums: queries.totals ? (((await queries.totals.executeTakeFirst()) as Row | undefined) ?? {}) : null,
  };
}

async function runCompiled(db: Db, cache: NonNullable<ListRequest['cache']>, raw: Row, compile: () => ListStatements) {
  const statements = cache.statements.get(`${cache.key} ${JSON.stringify(raw)}`, compile);
  // One connection for the page's statements: a pool hands a connection out and takes it back at a cost.
  return db.connection().execute(async (connection) => ({
    counted: (await connection.executeQuery<{ total: number | string }>(statements.count)).rows[0],
    rows: (await connection.executeQuery<Row>(statements.page)).rows,
    sums: statements.totals ? ((await connection.executeQuery<Row>(statements.totals)).rows[0] ?? {}) : null,
  }));
}

/** The name a printed list gives its complex. */
export async function clusterName(db: Db, clusterId: number): Promise<string | null> {
  const row = await db.selectFrom('clusters').select('name').where('id', '=', clusterId).executeTakeFirst();
  return row?.name ?? null;
}

/**
 * A hand-written list route: `GET path` over `base`, scoped by `scope`. A path with `:clusterId` lists that
 * complex (its access checked); without it a complex-scoped list covers every complex the caller may see.
 */
export function listRoute(
  appBase: FastifyInstance,
  options: ListDefinition & {
    path: string;
    tags: string[];
    scope: ListScope;
    base: (request: FastifyRequest) => AnySelect;
    db: Db;
    files: FileStorage;
    /** Parameters of the path besides `clusterId`, if any. */
    params?: z.ZodObject;
    /** The answer's schema, e.g. `listAnswerOf(row)`: it serialises and documents the list. */
    response?: z.ZodType;
  },
): void {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  app.get(
    options.path,
    {
      schema: {
        tags: options.tags,
        ...(options.params ? { params: options.params } : {}),
        ...(options.response ? { response: { 200: options.response } } : {}),
      },
    },
    async (request) => {
      const clusterId = Number((request.params as Row | undefined)?.clusterId ?? Number.NaN);
      const named = Number.isInteger(clusterId) ? clusterId : null;
      const base = scopeList(options.base(request), authOf(request), options.scope, named);
      return runList(options.db, options.files, options, { base, raw: request.query as Row, clusterId: named });
    },
  );
}
