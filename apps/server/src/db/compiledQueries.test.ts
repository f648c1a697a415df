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
