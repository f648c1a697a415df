import { expenseTypeRow, expenseTypeSchema } from '@site/shared';
import { flagsToApi, flagsToRow, type ResourceDef } from '../../../http/defineResource';
import { nameColumns, validateParent, withoutHelperColumns } from '../../../kernel/definitionRules';

/**
 * Expense types and child expense types (one table, two levels). Rows without cluster_id are the system
 * types every complex sees and only super administrators change; spec §7 names the API `types/expense-types`.
 */
export const expenseTypesResource: ResourceDef = {
  name: 'types/expense-types',
  table: 'expense_types',
  entityType: 'expense_type',
  schema: expenseTypeSchema,
  writePermission: 'edit-expense-type',
  includeShared: true,
  list: {
    orderBy: {
      name: 'expense_types.name_sort',
      parent_name: 'parents.name_sort',
      sign: 'expense_types.sign',
      is_active: 'expense_types.is_active',
      id: 'expense_types.id',
      created_at: 'expense_types.created_at',
    },
    defaultOrder: ['name', 'asc'],
    filters: {
      is_active: { column: 'expense_types.is_active', kind: 'flag' },
      name: { column: 'expense_types.search', kind: 'text', op: 'like' },
      parent_id: { column: 'expense_types.parent_id', kind: 'number' },
      parent_name: { column: 'parents.search', kind: 'text', op: 'like' },
      has_parent: { column: 'expense_types.parent_id', kind: 'presence' },
      sign: { column: 'expense_types.sign', kind: 'number' },
    },
    search: ['expense_types.search', 'parents.search'],
  },
  select: (db) =>
    db
      .selectFrom('expense_types')
      .leftJoin('expense_types as parents', 'parents.id', 'expense_types.parent_id')
      .leftJoin('clusters', 'clusters.id', 'expense_types.cluster_id')
      .selectAll('expense_types')
      .select(['parents.name as parent_name', 'clusters.name as cluster_name']),
  validate: validateParent('expense_types', { allowShared: true }),
  toRow: (input) => ({ ...input, ...flagsToRow(input, ['is_active']), ...nameColumns(input) }),
  toApi: (row) => ({
    ...withoutHelperColumns(row),
    ...flagsToApi(row, ['is_active']),
    is_system: row.cluster_id === null,
  }),
  row: expenseTypeRow,
  exportTitle: 'Gider Tipleri',
  exportColumns: [
    { key: 'parent_name', header: 'Üst Gider Tipi' },
    { key: 'name', header: 'Gider Tipi' },
    { key: 'sign', header: 'İşaret', kind: 'number' },
    { key: 'cluster_name', header: 'Site' },
    { key: 'is_active', header: 'Aktif', kind: 'boolean' },
  ],
};
