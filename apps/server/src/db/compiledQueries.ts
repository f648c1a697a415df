import { type Compilable, CompiledQuery } from 'kysely';
import { type Db, prepareOnServer } from './connection';

/**
 * Building and compiling a query with Kysely (immutable builders, a tree walked into SQL) costs a request
 * as much as running the small statements of a list page, so the queries every request runs are compiled
 * once and run again with their parameters.
 */

/** The SQL text and parameters only: what the drivers need to run a compiled statement. */
export function compiledOnce(query: Compilable): CompiledQuery {
  const compiled = query.compile();
  prepareOnServer(compiled.sql);
  return CompiledQuery.raw(compiled.sql, [...compiled.parameters]);
}

/**
 * A statement with one parameter, compiled on first use per database (the SQL differs between dialects)
 * and run with each call's value.
 */
export function withOneParameter<Row>(build: (db: Db, value: number) => Compilable<Row>) {
  const compiled = new WeakMap<Db, CompiledQuery>();
  return async (db: Db, value: number): Promise<Row[]> => {
    let statement = compiled.get(db);
    if (!statement) {
      statement = compiledOnce(build(db, 0));
      if (statement.parameters.length !== 1) throw new Error(`expected one parameter: ${statement.sql}`);
      compiled.set(db, statement);
    }
    const result = await db.executeQuery<Row>(CompiledQuery.raw(statement.sql, [value]));
    return result.rows;
  };
}

/**
 * Compiled statements by key, for queries whose SQL depends on the request (a list's page, sort and filters):
 * the same key always compiles to the same statements, so they are kept, the least recently used dropped
 * beyond `size`.
 */
export class CompiledQueryCache<T> {
  private readonly entries = new Map<string, T>();

  constructor(private readonly size: number) {}

  get(key: string, compile: () => T): T {
    const kept = this.entries.get(key);
    if (kept !== undefined) {
      // A Map iterates in insertion order: moving the entry to the end keeps the oldest first.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept;
    }
    const value = compile();
    if (this.entries.size >= this.size) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, value);
    return value;
  }
}
