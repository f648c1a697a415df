import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { foldTurkish, turkishSortKey } from '../db/turkish';
import { invalid } from '../http/errors';

type Row = Record<string, unknown>;
const NOT_FOUND = 'Öğe bulunamadı.';

/** Tables whose rows may hang under a top-level row of the same table. */
export type ParentTable = 'expense_types' | 'income_types' | 'maintenance_types';

/** Folded search text and Turkish sort key of a named definition, written whenever the name is. */
export function nameColumns(input: Row, searchAlso: string[] = []): Row {
  if (typeof input.name !== 'string') return {};
  const words = [input.name, ...searchAlso.map((k) => input[k])].filter((v) => typeof v === 'string' && v);
  return { search: foldTurkish(words.join(' ')), name_sort: turkishSortKey(input.name) };
}

/** The API's strip of the helper columns. */
export function withoutHelperColumns({ search: _s, name_sort: _n, ...row }: Row): Row {
  return row;
}

/**
 * A linked record must be in the same complex (or a system row, when the linked table has them);
 * anything else reads as if it did not exist: 422 'Öğe bulunamadı.' on the field.
 */
export async function assertLinked(
  db: Db,
  table:
    | 'fixture_groups'
    | 'maintenance_types'
    | 'houses'
    | 'residents'
    | 'bank_accounts'
    | 'safes'
    | 'income_types'
    | 'other_incomes'
    | 'cluster_providers'
    | 'blocks'
    | 'house_types',
  field: string,
  id: unknown,
  clusterId: number,
  opts: { allowShared?: boolean } = {},
): Promise<void> {
  const found = await db
    .selectFrom(table)
    .select('id')
    .where('id', '=', Number(id))
    .where((eb) =>
      opts.allowShared
        ? eb.or([eb('cluster_id', '=', clusterId), eb('cluster_id', 'is', null)])
        : eb('cluster_id', '=', clusterId),
    )
    .executeTakeFirst();
  if (!found) throw invalid(field, NOT_FOUND);
}

/**
 * Two levels only: a parent is a top-level row of the same complex or a system row (for tables that have
 * them), never the record itself, and a record with children of its own cannot move under another.
 */
export function validateParent(table: ParentTable, opts: { allowShared: boolean }) {
  return async (db: Db, input: Row, clusterId: number | null): Promise<void> => {
    if (input.parent_id === null || input.parent_id === undefined) return;
    const parentId = Number(input.parent_id);
    const parent = (await db
      .selectFrom(table)
      .select(['id', 'parent_id', 'cluster_id'])
      .where('id', '=', parentId)
      .executeTakeFirst()) as { id: number; parent_id: number | null; cluster_id: number | null } | undefined;
    const sameScope = parent && (parent.cluster_id === clusterId || (opts.allowShared && parent.cluster_id === null));
    if (!parent || !sameScope || parent.parent_id !== null || parentId === input.id) {
      throw invalid('parent_id', NOT_FOUND);
    }
    if (typeof input.id === 'number') {
      const child = await db
        .selectFrom(table)
        .select('id')
        .where(sql.ref('parent_id'), '=', input.id)
        .executeTakeFirst();
      if (child) throw invalid('parent_id', 'Alt tipleri olan bir tip başka bir tipin altına taşınamaz.');
    }
  };
}

/** An end date never before its start date. */
export function assertDateOrder(input: Row, start: string, end: string): void {
  if (input[start] && input[end] && String(input[end]) < String(input[start])) {
    throw invalid(end, 'Başlangıç tarihinden önce olmamalıdır.');
  }
}
