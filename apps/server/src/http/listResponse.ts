import { fromKurus } from '@site/shared';
import { type Expression, type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../db/connection';
import type { FileStorage } from '../storage/fileStorage';
import { HttpError } from './errors';
import { type ExportColumn, writeExport } from './export/exportList';
import { applyFilters, applyOrder, type ListSpec, listMeta, parseListQuery } from './listQuery';

// biome-ignore lint/suspicious/noExplicitAny: a list query over any joined tables
type AnySelect = SelectQueryBuilder<any, any, any>;
type Row = Record<string, unknown>;

/**
 * One page of a hand-written list (or its export), with the same whitelisting, meta and export as the
 * resources of defineResource: `base` is already scoped to the caller's complexes.
 */
export async function listResponse(opts: {
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
  cluster?: { db: Db; id: number };
}) {
  const params = parseListQuery(opts.raw, opts.spec, opts.defaultPerPage);
  const filtered = applyFilters(opts.base, opts.spec, params);
  const sumsOf = async (): Promise<Record<string, number> | undefined> => {
    if (!opts.moneySums) return undefined;
    const entries = Object.entries(opts.moneySums);
    const sums = (await filtered
      .clearSelect()
      .clearOrderBy()
      .select(
        entries.map(([key, value]) =>
          sql<number>`coalesce(sum(${typeof value === 'string' ? sql.ref(value) : value}), 0)`.as(key),
        ),
      )
      .executeTakeFirstOrThrow()) as Row;
    return Object.fromEntries(entries.map(([key]) => [key, fromKurus(Number(sums[key] ?? 0))]));
  };
  if (params.export) {
    const rows = (await applyOrder(filtered, opts.spec, params, opts.idColumn).execute()) as Row[];
    const columns = params.export.columns
      ? opts.exportColumns.filter((c) => params.export?.columns?.includes(c.key))
      : opts.exportColumns;
    if (!columns.length)
      throw new HttpError(422, 'Dışa aktarılacak sütun seçin.', { export_columns: ['Dışa aktarılacak sütun seçin.'] });
    const file = await writeExport({
      type: params.export.type,
      title: opts.exportTitle,
      columns,
      rows,
      files: opts.files,
      summary: {
        clusterName: opts.cluster ? await clusterName(opts.cluster.db, opts.cluster.id) : null,
        totals: await sumsOf(),
      },
    });
    return { data: { url: `/api/files/${file.fileName}` } };
  }
  const counted = (await filtered
    .clearSelect()
    .clearOrderBy()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow()) as { total: number | string };
  const rows = (await applyOrder(filtered, opts.spec, params, opts.idColumn)
    .limit(params.perPage)
    .offset((params.page - 1) * params.perPage)
    .execute()) as Row[];
  const totals = await sumsOf();
  return { data: rows.map(opts.toApi), meta: listMeta(Number(counted.total), params, totals) };
}

/** The name a printed list gives its complex. */
export async function clusterName(db: Db, clusterId: number): Promise<string | null> {
  const row = await db.selectFrom('clusters').select('name').where('id', '=', clusterId).executeTakeFirst();
  return row?.name ?? null;
}
