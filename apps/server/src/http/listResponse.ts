import type { Expression } from 'kysely';
import type { Db } from '../db/connection';
import type { FileStorage } from '../storage/fileStorage';
import type { ExportColumn } from './export/exportList';
import type { ListSpec } from './listQuery';
import { type AnySelect, moneyTotals, runList } from './listRoute';

type Row = Record<string, unknown>;

/**
 * One page of a hand-written list (or its export), with the same whitelisting, meta and export as the
 * resources of defineResource: `base` is already scoped to the caller's complexes.
 */
export async function listResponse(opts: {
  db: Db;
  base: AnySelect;
  spec: ListSpec;
  raw: Row;
  idColumn: string;
  toApi: (row: Row) => Row;
  exportTitle: string;
  exportColumns: ExportColumn[];
  files: FileStorage;
  /** Footer sums over the whole filtered list: a column or an SQL expression in kuruş each, answered in lira. */
  moneySums?: Record<string, string | Expression<unknown>>;
  defaultPerPage?: number;
  /** The complex of a one-complex list, named on its PDF. */
  clusterId?: number;
}) {
  const { db, base, raw, files, moneySums, clusterId, ...def } = opts;
  return runList(
    db,
    files,
    { ...def, totals: moneySums && moneyTotals(moneySums) },
    {
      base,
      raw,
      clusterId: clusterId ?? null,
    },
  );
}
