import { houseLabel, type PivotDimension } from '@site/shared';
import { periodName } from '../../../accounting/periodName';
import type { Db } from '../../../db/connection';

/** The label of a group without the dimension (an item with no sub-type, a debt of no house). */
export const NONE_LABEL = 'Belirtilmemiş';

/** '2026-03' → 'Mart 2026', for the printed table's headers. */
export function monthName(month: string): string {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? periodName(month) : month;
}

type Names = Map<string, string>;

const idsOf = (keys: string[]) => [...new Set(keys.filter((k) => k !== '').map(Number))];

async function inBatches<Row>(ids: number[], read: (batch: number[]) => Promise<Row[]>): Promise<Row[]> {
  const out: Row[] = [];
  for (let i = 0; i < ids.length; i += 500) out.push(...(await read(ids.slice(i, i + 500))));
  return out;
}

/**
 * The names of one dimension's keys: types, providers, assessments, blocks and residents by name, houses as
 * "A Blok 12" (with the complex's name when the report covers the whole company), months and years as they are.
 */
async function namesOf(db: Db, dim: PivotDimension, keys: string[], companyWide: boolean): Promise<Names> {
  const ids = idsOf(keys);
  const names: Names = new Map();
  const put = (id: number, name: string) => names.set(String(id), name);
  const withCluster = (name: string, cluster: string | null) =>
    companyWide && cluster ? `${name} (${cluster})` : name;
  switch (dim) {
    case 'month':
    case 'year':
      for (const k of keys) names.set(k, k);
      break;
    case 'expense_type':
    case 'child_expense_type':
      for (const r of await inBatches(ids, (b) =>
        db.selectFrom('expense_types').select(['id', 'name']).where('id', 'in', b).execute(),
      ))
        put(r.id, r.name);
      break;
    case 'income_type':
      for (const r of await inBatches(ids, (b) =>
        db.selectFrom('income_types').select(['id', 'name']).where('id', 'in', b).execute(),
      ))
        put(r.id, r.name);
      break;
    case 'provider':
      for (const r of await inBatches(ids, (b) =>
        db.selectFrom('cluster_providers').select(['id', 'name']).where('id', 'in', b).execute(),
      ))
        put(r.id, r.name);
      break;
    case 'resident':
      for (const r of await inBatches(ids, (b) =>
        db.selectFrom('residents').select(['id', 'name']).where('id', 'in', b).execute(),
      ))
        put(r.id, r.name);
      break;
    case 'block':
      for (const r of await inBatches(ids, (b) =>
        db
          .selectFrom('blocks')
          .innerJoin('clusters', 'clusters.id', 'blocks.cluster_id')
          .select(['blocks.id', 'blocks.name', 'clusters.name as cluster'])
          .where('blocks.id', 'in', b)
          .execute(),
      ))
        put(r.id, withCluster(r.name, r.cluster));
      break;
    case 'house':
      for (const r of await inBatches(ids, (b) =>
        db
          .selectFrom('houses')
          .leftJoin('blocks', 'blocks.id', 'houses.block_id')
          .innerJoin('clusters', 'clusters.id', 'houses.cluster_id')
          .select(['houses.id', 'houses.door_number', 'blocks.name as block', 'clusters.name as cluster'])
          .where('houses.id', 'in', b)
          .execute(),
      ))
        put(r.id, withCluster(houseLabel(r.block, r.door_number), r.cluster));
      break;
    case 'assessment':
      for (const r of await inBatches(ids, (b) =>
        db
          .selectFrom('assessments')
          .leftJoin('income_types', 'income_types.id', 'assessments.income_type_id')
          .select(['assessments.id', 'assessments.description', 'assessments.starts_on', 'income_types.name as type'])
          .where('assessments.id', 'in', b)
          .execute(),
      ))
        put(r.id, `${r.description?.trim() || r.type || 'Borçlandırma'} (${r.starts_on})`);
      break;
  }
  return names;
}

/** Labels of every dimension's keys, `NONE_LABEL` for the empty key. */
export async function labelsOf(
  db: Db,
  dims: PivotDimension[],
  keysByDim: string[][],
  companyWide: boolean,
): Promise<Names[]> {
  const out: Names[] = [];
  for (let i = 0; i < dims.length; i++) {
    const names = await namesOf(db, dims[i] as PivotDimension, keysByDim[i] ?? [], companyWide);
    names.set('', NONE_LABEL);
    out.push(names);
  }
  return out;
}
