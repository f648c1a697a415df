import { incomeTypeRow, incomeTypeSchema } from '@site/shared';
import { flagsToApi, flagsToRow, type ResourceDef } from '../../../http/defineResource';
import { nameColumns, validateParent, withoutHelperColumns } from '../../../kernel/definitionRules';

/** Income types with an optional parent; rows without cluster_id are system types (Aidat, Yakıt Avansı …). */
export const incomeTypesResource: ResourceDef = {
  name: 'income-types',
  table: 'income_types',
  entityType: 'income_type',
  schema: incomeTypeSchema,
  includeShared: true,
  list: {
    orderBy: {
      name: 'income_types.name_sort',
      parent_name: 'parents.name_sort',
      is_active: 'income_types.is_active',
      id: 'income_types.id',
      created_at: 'income_types.created_at',
    },
    defaultOrder: ['name', 'asc'],
    filters: {
      is_active: { column: 'income_types.is_active', kind: 'flag' },
      name: { column: 'income_types.search', kind: 'text', op: 'like' },
      parent_id: { column: 'income_types.parent_id', kind: 'number' },
      has_parent: { column: 'income_types.parent_id', kind: 'presence' },
    },
    search: ['income_types.search', 'parents.search'],
  },
  select: (db) =>
    db
      .selectFrom('income_types')
      .leftJoin('income_types as parents', 'parents.id', 'income_types.parent_id')
      .leftJoin('clusters', 'clusters.id', 'income_types.cluster_id')
      .selectAll('income_types')
      .select(['parents.name as parent_name', 'clusters.name as cluster_name']),
  validate: validateParent('income_types', { allowShared: true }),
  toRow: (input) => ({ ...input, ...flagsToRow(input, ['is_active']), ...nameColumns(input) }),
  toApi: (row) => ({
    ...withoutHelperColumns(row),
    ...flagsToApi(row, ['is_active']),
    is_system: row.cluster_id === null,
  }),
  row: incomeTypeRow,
  exportTitle: 'Gelir Tipleri',
  exportColumns: [
    { key: 'parent_name', header: 'Üst Gelir Tipi' },
    { key: 'name', header: 'Gelir Tipi' },
    { key: 'cluster_name', header: 'Site' },
    { key: 'is_active', header: 'Aktif', kind: 'boolean' },
  ],
};
