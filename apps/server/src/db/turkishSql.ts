import { type Expression, type RawBuilder, sql } from 'kysely';
import { type AnyDb, isPostgres } from './schemaHelpers';

// `turkish.ts` in SQL, for tables that keep no folded copy of a name (users: several screens write them).

// The Turkish capitals first (I → ı, İ → i), then lower() for the rest, which SQLite does for ASCII letters only.
const FOLDS: [string, string][] = [
  ['I', 'ı'],
  ['İ', 'i'],
  ['Ç', 'ç'],
  ['Ğ', 'ğ'],
  ['Ö', 'ö'],
  ['Ş', 'ş'],
  ['Ü', 'ü'],
];
// After folding, each Turkish letter sorts right after its Latin one ('{' follows 'z' in byte order).
const SORT_KEYS: [string, string][] = [
  ['ç', 'c{'],
  ['ğ', 'g{'],
  ['ı', 'h{'],
  ['ö', 'o{'],
  ['ş', 's{'],
  ['ü', 'u{'],
];

function replaced(expression: RawBuilder<string>, pairs: [string, string][]): RawBuilder<string> {
  return pairs.reduce((e, [from, to]) => sql<string>`replace(${e}, ${sql.lit(from)}, ${sql.lit(to)})`, expression);
}

/** A text column in Turkish lower case, as `foldTurkish` folds a searched word. */
export const foldedSql = (column: string): RawBuilder<string> =>
  sql<string>`lower(${replaced(sql<string>`${sql.ref(column)}`, FOLDS)})`;

/** A text column's Turkish alphabetical sort key (Ç after C, ı before i), compared byte by byte on both databases. */
export function turkishSortSql(db: AnyDb, column: string): Expression<string> {
  const key = replaced(foldedSql(column), SORT_KEYS);
  return isPostgres(db) ? sql<string>`(${key}) collate "C"` : key;
}
