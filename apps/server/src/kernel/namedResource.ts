import { namedDefinitionRow } from '@site/shared';
import type { z } from 'zod';
import type { Database } from '../db/types';
import { flagsToApi, flagsToRow, type ResourceDef } from '../http/defineResource';
import { nameColumns, withoutHelperColumns } from './definitionRules';

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
    list: {
      orderBy: {
        name: `${table}.name_sort`,
        is_active: `${table}.is_active`,
        id: `${table}.id`,
        created_at: `${table}.created_at`,
      },
      defaultOrder: ['name', 'asc'],
      filters: {
        is_active: { column: `${table}.is_active`, kind: 'flag' },
        name: { column: `${table}.search`, kind: 'text', op: 'like' },
      },
      search: [`${table}.search`],
    },
    select: (db) =>
      db
        .selectFrom(table)
        .innerJoin('clusters', 'clusters.id', `${table}.cluster_id`)
        .selectAll(table)
        .select('clusters.name as cluster_name'),
    toRow: (input) => ({ ...input, ...flagsToRow(input, ['is_active']), ...nameColumns(input) }),
    toApi: (row) => ({ ...withoutHelperColumns(row), ...flagsToApi(row, ['is_active']) }),
    row: namedDefinitionRow,
    exportTitle: opts.exportTitle,
    exportColumns: [
      { key: 'cluster_name', header: 'Site' },
      { key: 'name', header: opts.nameHeader },
      { key: 'is_active', header: 'Aktif', kind: 'boolean' },
    ],
  };
}
