import type { SelectQueryBuilder } from 'kysely';
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
  filesDir: string;
  /** One row of footer sums over the filtered list (kuruş are converted by the caller's `totalsToApi`). */
  totals?: (filtered: AnySelect) => AnySelect;
  totalsToApi?: (row: Row) => Record<string, number>;
  defaultPerPage?: number;
}) {
  const params = parseListQuery(opts.raw, opts.spec, opts.defaultPerPage);
  const filtered = applyFilters(opts.base, opts.spec, params);
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
      filesDir: opts.filesDir,
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
  let totals: Record<string, number> | undefined;
  if (opts.totals) {
    const sums = (await opts.totals(filtered).executeTakeFirstOrThrow()) as Row;
    totals = opts.totalsToApi
      ? opts.totalsToApi(sums)
      : Object.fromEntries(Object.entries(sums).map(([k, v]) => [k, Number(v ?? 0)]));
  }
  return { data: rows.map(opts.toApi), meta: listMeta(Number(counted.total), params, totals) };
}
