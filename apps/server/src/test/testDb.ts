import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
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
  const template = await migratedTemplate(base);
  const name = `site_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  try {
    await cloneDatabase(admin, template, name);
  } finally {
    await admin.end();
  }
  const db = createDb(urlOf(base, name));
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

/** `base` with its database replaced by `name`. */
function urlOf(base: URL, name: string): string {
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * What the migrated schema is made of: the migrations (not their tests), the helpers and lists they import, and
 * the lock file for the packages whose data they seed. Any change names a new template.
 */
function migrationsHash(): string {
  const db = path.resolve(import.meta.dirname, '../db');
  const migrationFiles = fs
    .readdirSync(path.join(db, 'migrations'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort()
    .map((file) => path.join(db, 'migrations', file));
  const files = [
    ...migrationFiles,
    ...['migrate.ts', 'schemaHelpers.ts', 'turkish.ts'].map((file) => path.join(db, file)),
    path.resolve(import.meta.dirname, '../../../../package-lock.json'),
  ];
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${path.basename(file)}\0${fs.readFileSync(file, 'utf8')}\0`);
  return hash.digest('hex').slice(0, 16);
}

/** Any fixed number: every test process takes this advisory lock to make or check the template. */
const TEMPLATE_LOCK = 7_311_402;

let templateName: Promise<string> | undefined;

/**
 * The name of a database migrated to the latest migration, for `create database … template` (a copy takes
 * a few tens of milliseconds, migrating a new database over a second). The first test process of a run makes it
 * under an advisory lock while the others wait; it stays for later runs, as its name changes with the migrations.
 * It is marked a template only once migrated, so one left half-made by an interrupted run is made again.
 */
function migratedTemplate(base: URL): Promise<string> {
  templateName ??= (async () => {
    const name = `site_tpl_${migrationsHash()}`;
    const admin = new pg.Client({ connectionString: base.toString() });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
      const { rows } = await admin.query('select 1 from pg_database where datname = $1 and datistemplate', [name]);
      if (rows.length === 0) {
        // Templates of other migrations (and a half-made one of these) go, so they do not pile up.
        const old = await admin.query("select datname from pg_database where starts_with(datname, 'site_tpl_')");
        for (const { datname } of old.rows) {
          await admin.query(`alter database ${datname} is_template false`);
          await admin.query(`drop database ${datname} with (force)`);
        }
        await admin.query(`create database ${name}`);
        const db = createDb(urlOf(base, name));
        try {
          await migrateToLatest(db);
        } finally {
          await db.destroy();
        }
        // No one may connect to it any more: a copy fails while anyone is connected to its template.
        await admin.query(`alter database ${name} with is_template true allow_connections false`);
      }
      return name;
    } finally {
      await admin.end(); // which releases the lock too
    }
  })();
  return templateName;
}

/** Copies `template` to a new database `name`, waiting out a moment when someone is still connected to it. */
async function cloneDatabase(admin: pg.Client, template: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`create database ${name} template ${template}`);
      return;
    } catch (error) {
      // 55006: "source database is being accessed by other users", e.g. the pool that migrated it closing.
      if ((error as { code?: string }).code !== '55006' || attempt === 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
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
