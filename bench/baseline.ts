/**
 * Baseline (a): the list's own SQL, built by the same Kysely code the app runs (the resource's select,
 * parseListQuery, applyFilters, applyOrder, as in defineResource.ts `list`), compiled once and then run
 * through the driver directly: a better-sqlite3 prepared statement, or a pg client on one connection.
 * One call is what one list request costs the database: the count, then the page.
 */

import { type CompiledQuery, sql } from 'kysely';
import pg from 'pg';
import { residentsResource } from '../apps/server/src/areas/definitions/residents/residents.resource';
import { type Db, dialectOf, sqliteFile } from '../apps/server/src/db/connection';
import { SQLite } from '../apps/server/src/db/sqliteDriver';
import { applyFilters, applyOrder, type ListSpec, parseListQuery } from '../apps/server/src/http/listQuery';

export type ListQueries = { count: CompiledQuery; page: CompiledQuery; totals: CompiledQuery | null };
type Row = Record<string, unknown>;

/** The statements GET /clusters/{id}/residents runs for these query-string parameters (count, page, footer totals). */
export function compileListQueries(db: Db, clusterId: number, query: Record<string, string>): ListQueries {
  const spec: ListSpec = {
    ...residentsResource.list,
    filters: { ...residentsResource.list.filters, cluster_id: { column: 'residents.cluster_id', kind: 'number' } },
  };
  const params = parseListQuery(query, spec, residentsResource.defaultPerPage);
  const base = residentsResource.select(db).where(sql.ref('residents.cluster_id'), '=', clusterId);
  const filtered = applyFilters(base, spec, params, db);
  const count = filtered
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .compile();
  const page = applyOrder(filtered, spec, params, 'residents.id')
    .limit(params.perPage)
    .offset((params.page - 1) * params.perPage)
    .compile();
  // The same shortcut as the app: a whole complex with no filter or search.
  const wholeCluster = params.filters.length === 0 && !params.query ? clusterId : null;
  const totals = residentsResource.totals?.(db, filtered, { wholeCluster }).compile() ?? null;
  return { count, page, totals };
}

/** One list call through the bare driver: resolves to the total and the page's rows. */
export type DriverCall = () => { total: number; rows: Row[] } | Promise<{ total: number; rows: Row[] }>;

export type Driver = {
  prepare(queries: ListQueries): DriverCall;
  /** One statement alone (the count or the page), to split (a). */
  prepareOne(query: CompiledQuery): () => unknown;
  /** EXPLAIN of a statement, for the findings. */
  explain(query: CompiledQuery): Promise<string[]>;
  close(): Promise<void>;
};

export async function openDriver(url: string): Promise<Driver> {
  if (dialectOf(url) === 'sqlite') {
    // A second connection to the same file, opened as db/connection.ts opens it.
    const sqlite = new SQLite(sqliteFile(url), { fileMustExist: true });
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    return {
      prepare({ count, page, totals }) {
        const countStatement = sqlite.prepare(count.sql);
        const pageStatement = sqlite.prepare(page.sql);
        const totalsStatement = totals ? sqlite.prepare(totals.sql) : null;
        const countParams = [...count.parameters];
        const pageParams = [...page.parameters];
        const totalsParams = totals ? [...totals.parameters] : [];
        return () => {
          const counted = countStatement.get(countParams) as { total: number };
          const rows = pageStatement.all(pageParams) as Row[];
          totalsStatement?.get(totalsParams);
          return { total: Number(counted.total), rows };
        };
      },
      prepareOne(query) {
        const statement = sqlite.prepare(query.sql);
        const params = [...query.parameters];
        return () => statement.all(params);
      },
      async explain(query) {
        const plan = sqlite.prepare(`explain query plan ${query.sql}`).all([...query.parameters]) as {
          id: number;
          parent: number;
          detail: string;
        }[];
        const depth = new Map<number, number>([[0, 0]]);
        return plan.map((step) => {
          const d = (depth.get(step.parent) ?? 0) + 1;
          depth.set(step.id, d);
          return `${'  '.repeat(d - 1)}${step.detail}`;
        });
      },
      async close() {
        sqlite.close();
      },
    };
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    prepare({ count, page, totals }) {
      const countParams = [...count.parameters];
      const pageParams = [...page.parameters];
      const totalsParams = totals ? [...totals.parameters] : [];
      return async () => {
        const counted = await client.query(count.sql, countParams);
        const rows = await client.query(page.sql, pageParams);
        if (totals) await client.query(totals.sql, totalsParams);
        return { total: Number(counted.rows[0].total), rows: rows.rows as Row[] };
      };
    },
    prepareOne(query) {
      const params = [...query.parameters];
      return () => client.query(query.sql, params);
    },
    async explain(query) {
      const result = await client.query(`explain (analyze, buffers off) ${query.sql}`, [...query.parameters]);
      return result.rows.map((r: Row) => String(r['QUERY PLAN']));
    },
    async close() {
      await client.end();
    },
  };
}

/** Latencies (ms) of `call`: `warmUp` calls, then up to `maxCalls` calls or `maxSeconds`, whichever ends first. */
export async function timeCalls(
  call: () => unknown,
  maxCalls: number,
  maxSeconds: number,
  warmUp = 30,
): Promise<number[]> {
  for (let i = 0; i < warmUp; i++) await call();
  const samples: number[] = [];
  const deadline = performance.now() + maxSeconds * 1000;
  while (samples.length < maxCalls && performance.now() < deadline) {
    const t0 = performance.now();
    const result = call();
    if (result instanceof Promise) await result;
    samples.push(performance.now() - t0);
  }
  return samples;
}
