import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
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
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const file = sqliteFile(url);
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}
