import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Db } from '../db/connection';
import { migrations } from '../db/migrate';
import type { AnyDb } from '../db/schemaHelpers';
import { createTestDb, type TestDb, testDbKinds } from './testDb';

type Migration = { up: (db: AnyDb) => Promise<void>; down: (db: AnyDb) => Promise<void> };

/** The names of the database's tables. */
export const tablesOf = async (db: AnyDb) => (await db.introspection.getTables()).map((table) => table.name);

/**
 * A migration's tests on every test database kind, each on a fresh migrated database of its own:
 * `body` gets the database (read it inside a test, it is made before the first one).
 */
export function describeMigration(title: string, body: (db: () => Db) => void): void {
  describe.each(testDbKinds)(`${title} on %s`, (kind) => {
    let testDb: TestDb;
    beforeAll(async () => {
      testDb = await createTestDb(kind);
    });
    afterAll(async () => testDb.drop());
    body(() => testDb.db);
  });
}

/**
 * Runs `down` (the tables are gone) and `up` again (they are back). The migrations after it are undone first and
 * redone last, in order, since a later table may depend on these.
 */
export async function expectTablesRemade(db: Db, migration: Migration, tables: string[]): Promise<void> {
  const any = db as unknown as AnyDb;
  const all = Object.values(migrations);
  const later = all.slice(all.findIndex((m) => m.up === migration.up) + 1);
  for (const next of [...later].reverse()) await next.down?.(any);
  await migration.down(any);
  for (const table of tables) expect(await tablesOf(any)).not.toContain(table);
  await migration.up(any);
  for (const table of tables) expect(await tablesOf(any)).toContain(table);
  for (const next of later) await next.up(any);
}
