import type { Db } from '../../../db/connection';
import { FIXED_LINES } from './figures';

export type LineName = { name: string; parentKey: string | null };

type TypeTable = 'income_types' | 'expense_types' | 'other_incomes';
const TABLES: Record<string, TypeTable> = {
  income_type: 'income_types',
  expense_type: 'expense_types',
  other_income: 'other_incomes',
};

async function typesOf(db: Db, table: TypeTable, ids: number[]) {
  if (!ids.length) return [];
  if (table === 'other_incomes') {
    const rows = await db.selectFrom('other_incomes').select(['id', 'name']).where('id', 'in', ids).execute();
    return rows.map((r) => ({ ...r, parent_id: null as number | null }));
  }
  return db.selectFrom(table).select(['id', 'name', 'parent_id']).where('id', 'in', ids).execute();
}

/**
 * The names of report lines and their parent types (a child income or expense type, e.g. 'Elektrik' under
 * 'Enerji Giderleri'), parents included; a line whose type is gone keeps its key as its name.
 */
export async function lineNames(db: Db, keys: Iterable<string>): Promise<Map<string, LineName>> {
  const names = new Map<string, LineName>();
  const wanted = new Map<string, Set<number>>();
  for (const key of keys) {
    const fixed = FIXED_LINES[key as keyof typeof FIXED_LINES];
    if (fixed) {
      names.set(key, { name: fixed.name, parentKey: null });
      continue;
    }
    const [kind, id] = key.split(':');
    if (TABLES[kind]) wanted.set(kind, (wanted.get(kind) ?? new Set()).add(Number(id)));
  }
  for (const [kind, ids] of wanted) {
    const rows = await typesOf(db, TABLES[kind], [...ids]);
    const parentIds = rows.map((r) => r.parent_id).filter((id): id is number => id !== null && !ids.has(id));
    for (const row of [...rows, ...(await typesOf(db, TABLES[kind], [...new Set(parentIds)]))]) {
      names.set(`${kind}:${row.id}`, {
        name: row.name,
        parentKey: row.parent_id === null ? null : `${kind}:${row.parent_id}`,
      });
    }
    for (const id of ids)
      if (!names.has(`${kind}:${id}`)) names.set(`${kind}:${id}`, { name: `${kind}:${id}`, parentKey: null });
  }
  return names;
}
