import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, testDbKinds } from '../test/testDb';
import { CompiledQueryCache, withOneParameter } from './compiledQueries';
import type { Db } from './connection';

describe('CompiledQueryCache', () => {
  it('compiles a key once and drops the least recently used beyond its size', () => {
    const cache = new CompiledQueryCache<string>(2);
    const compiled: string[] = [];
    const get = (key: string) =>
      cache.get(key, () => {
        compiled.push(key);
        return `sql of ${key}`;
      });
    expect(get('a')).toBe('sql of a');
    get('b');
    get('a'); // a is now the most recently used
    get('c'); // drops b
    get('a');
    get('b');
    expect(compiled).toEqual(['a', 'b', 'c', 'b']);
  });
});

describe.each(testDbKinds)('a statement compiled once on %s', (kind) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await createTestDb(kind));
  });
  afterAll(() => drop());

  it('runs with each call’s value', async () => {
    const location = withOneParameter((d: Db, id: number) =>
      d.selectFrom('locations').select(['id', 'name']).where('id', '=', id),
    );
    const [first] = await location(db, 1);
    const [other] = await location(db, 230);
    expect(first.id).toBe(1);
    expect(other.id).toBe(230);
    expect(await location(db, 2_000_000)).toEqual([]);
  });
});

// Named prepared statements are PostgreSQL's; SQLite keeps every statement prepared (`keepStatements`).
describe.each(testDbKinds.filter((kind) => kind === 'postgres'))('a statement compiled once on %s', (kind) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await createTestDb(kind));
  });
  afterAll(() => drop());

  it.runIf(kind === 'postgres')(
    'is parsed and planned once per PostgreSQL connection, as a named statement',
    async () => {
      const location = withOneParameter((d: Db, id: number) =>
        d.selectFrom('locations').select(['id', 'location_type_id']).where('id', '=', id),
      );
      const named = await db.connection().execute(async (connection) => {
        await location(connection, 3);
        await location(connection, 4);
        const prepared = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(
          connection,
        );
        return prepared.rows.filter((row) => row.statement.includes('"location_type_id"'));
      });
      expect(named).toHaveLength(1);
    },
  );
});
