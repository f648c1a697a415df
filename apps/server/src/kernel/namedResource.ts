import { namedDefinitionRow } from '@site/shared';
import type { z } from 'zod';
import type { Database } from '../db/types';
import { flagsToApi, flagsToRow, type ResourceDef } from '../http/defineResource';
import { commonColumns } from '../http/export/commonColumns';
import type { ListSpec } from '../http/listQuery';
import { nameColumns, withoutHelperColumns } from './definitionRules';

type Row = Record<string, unknown>;

/**
 * The list of a table of names (an active flag, the folded `search` and `name_sort` columns): sorted by name,
 * filtered by name and active flag, searched by name; `more` adds the resource's own sorts and filters.
 */
export function namedList(
  table: string,
  more: { orderBy?: ListSpec['orderBy']; filters?: ListSpec['filters'] } = {},
): ListSpec {
  return {
    orderBy: { name: `${table}.name_sort`, is_active: `${table}.is_active`, id: `${table}.id`, ...more.orderBy },
    defaultOrder: ['name', 'asc'],
    filters: {
      is_active: { column: `${table}.is_active`, kind: 'flag' },
      name: { column: `${table}.search`, kind: 'text', op: 'like' },
      ...more.filters,
    },
    search: [`${table}.search`],
  };
}

/**
 * A named record between payload and row: the active flag as 0/1 and the name's folded helper columns (with
 * `searchAlso` searched too), which the API answer leaves out.
 */
export const namedRowMapping = (searchAlso: string[] = []): Pick<ResourceDef, 'toRow' | 'toApi'> => ({
  toRow: (input: Row) => ({ ...input, ...flagsToRow(input, ['is_active']), ...nameColumns(input, searchAlso) }),
  toApi: (row: Row) => ({ ...withoutHelperColumns(row), ...flagsToApi(row, ['is_active']) }),
});

type NamedTable = 'fixture_groups' | 'payback_reasons' | 'contract_types' | 'cleaning_types' | 'breakdown_types';

/** A complex's list of names (contract types, cleaning types …): name, active flag, nothing more. */
export function namedResource(opts: {
  name: string;
  table: NamedTable & keyof Database;
  entityType: string;
  // biome-ignore lint/suspicious/noExplicitAny: any named definition's schema
  schema: z.ZodObject<any>;
  exportTitle: string;
  nameHeader: string;
}): ResourceDef {
  const { table } = opts;
  return {
    name: opts.name,
    table,
    entityType: opts.entityType,
    schema: opts.schema,
    list: namedList(table, { orderBy: { created_at: `${table}.created_at` } }),
    select: (db) =>
      db
        .selectFrom(table)
        .innerJoin('clusters', 'clusters.id', `${table}.cluster_id`)
        .selectAll(table)
        .select('clusters.name as cluster_name'),
    ...namedRowMapping(),
    row: namedDefinitionRow,
    exportTitle: opts.exportTitle,
    exportColumns: [commonColumns.cluster_name, { key: 'name', header: opts.nameHeader }, commonColumns.is_active],
  };
}
