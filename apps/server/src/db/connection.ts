import fs from 'node:fs';
import path from 'node:path';
import type SQLiteModule from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { SQLite } from './sqliteDriver';
import type { Database } from './types';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

// pg returns int8 and numeric as strings; money is integer kuruş, far below 2^53, so numbers are exact.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(1700, (v) => Number(v));

export function dialectOf(url: string): Dialect {
  return /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite';
}

export function sqliteFile(url: string): string {
  return url.replace(/^sqlite:(\/\/)?/, '');
}

/** Opens the database named by the URL: `sqlite:<file>` (default, embedded) or `postgres://…`. */
export function createDb(url: string): Db {
  if (dialectOf(url) === 'postgres') {
    const pool = new pg.Pool({ connectionString: url, max: Number(process.env.PG_POOL_MAX ?? 10) });
    pool.on('connect', usePreparedStatements);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const file = sqliteFile(url);
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: keepStatements(sqlite) }) });
}

/** How many distinct SQL texts keep their prepared statement (the app has a few hundred queries). */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * Kysely prepares every query anew, and for a small query preparing costs more than running it. The
 * connection keeps each SQL text's statement and hands it out again, unless it is busy (a stream still
 * reading it), in which case the query gets a statement of its own.
 */
export function keepStatements(sqlite: SQLiteModule.Database, size = STATEMENT_CACHE_SIZE): SQLiteModule.Database {
  const cache = new Map<string, SQLiteModule.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((source: string) => {
    const kept = cache.get(source);
    if (kept && !kept.busy) return kept;
    const statement = prepare(source);
    if (!kept) {
      // The oldest entry makes room: a Map iterates in insertion order.
      if (cache.size >= size) cache.delete(cache.keys().next().value as string);
      cache.set(source, statement);
    }
    return statement;
  }) as typeof sqlite.prepare;
  return sqlite;
}

/** SQL text → name of its server-side prepared statement, for the statements a request runs every time. */
const preparedNames = new Map<string, string>();

/** How many SQL texts get a prepared statement on each PostgreSQL connection (each costs the server a plan). */
const PREPARED_STATEMENTS_MAX = 500;

/**
 * Marks a statement's SQL text as run on almost every request (the token check, a list page's statements):
 * on PostgreSQL it becomes a named prepared statement, parsed and planned once per connection instead of on
 * each call. SQLite keeps every statement prepared anyway (`keepStatements`).
 */
export function prepareOnServer(sqlText: string): void {
  if (preparedNames.has(sqlText) || preparedNames.size >= PREPARED_STATEMENTS_MAX) return;
  preparedNames.set(sqlText, `kept_${preparedNames.size + 1}`);
}

type QueryFn = (...args: unknown[]) => unknown;

/** A new pool connection runs the marked SQL texts as named statements (`prepareOnServer`). */
function usePreparedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as QueryFn;
  (client as unknown as { query: QueryFn }).query = (...args: unknown[]) => {
    const [text, values] = args;
    const name = args.length === 2 && typeof text === 'string' ? preparedNames.get(text) : undefined;
    return name ? query({ name, text, values }) : query(...args);
  };
}
