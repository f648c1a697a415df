import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { createDb, type Db } from '../db/connection';
import { migrateToLatest } from '../db/migrate';

export type DbKind = 'sqlite' | 'postgres';

/** The databases API tests run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDbKinds: DbKind[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

if (!process.env.TEST_DATABASE_URL) console.warn('TEST_DATABASE_URL is not set: API tests run on SQLite only.');

export type TestDb = { db: Db; kind: DbKind; drop: () => Promise<void> };

/** A brand-new, migrated database of its own for one test file. */
export async function createTestDb(kind: DbKind): Promise<TestDb> {
  if (kind === 'sqlite') {
    const db = createDb('sqlite::memory:');
    await migrateToLatest(db);
    return { db, kind, drop: () => db.destroy() };
  }
  const base = new URL(process.env.TEST_DATABASE_URL as string);
  const name = `site_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  const db = createDb(url.toString());
  await migrateToLatest(db);
  return {
    db,
    kind,
    drop: async () => {
      await db.destroy();
      const a = new pg.Client({ connectionString: base.toString() });
      await a.connect();
      // The pool reports itself ended before its connections have said goodbye; forcing the drop while
      // they linger makes the server's "terminating connection" arrive as an unhandled error.
      for (let i = 0; i < 100; i++) {
        const { rows } = await a.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

/** The app on a fresh database, for `app.inject()` tests; `overrides` change settings such as `smtpUrl`. */
export async function createTestApp(kind: DbKind, overrides: Partial<Config> = {}) {
  const testDb = await createTestDb(kind);
  const config = { ...loadConfig({ NODE_ENV: 'test' }), webDist: '/nonexistent', ...overrides };
  const app = await buildApp({ db: testDb.db, config });
  return {
    app,
    db: testDb.db,
    close: async () => {
      await app.close();
      await testDb.drop();
    },
  };
}

export async function tableNames(db: Db): Promise<string[]> {
  return (await db.introspection.getTables()).map((t) => t.name).sort();
}
