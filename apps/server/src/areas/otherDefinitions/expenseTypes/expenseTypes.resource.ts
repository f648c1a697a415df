import { expenseTypeRow, expenseTypeSchema } from '@site/shared';
import { ACTIVE_COLUMN, SITE_COLUMN } from '../../definitions';
import { typeDefinition } from '../typeDefinition';

/**
 * Expense types and child expense types (one table, two levels). Rows without cluster_id are the system
 * types every complex sees and only super administrators change; spec §7 names the API `types/expense-types`.
 */
export const expenseTypesResource = typeDefinition({
  name: 'types/expense-types',
  table: 'expense_types',
  entityType: 'expense_type',
  schema: expenseTypeSchema,
  writePermission: 'edit-expense-type',
  includeShared: true,
  orderBy: { sign: 'expense_types.sign' },
  filters: {
    parent_name: { column: 'parents.search', kind: 'text', op: 'like' },
    sign: { column: 'expense_types.sign', kind: 'number' },
  },
  row: expenseTypeRow,
  exportTitle: 'Gider Tipleri',
  exportColumns: [
    { key: 'parent_name', header: 'Üst Gider Tipi' },
    { key: 'name', header: 'Gider Tipi' },
    { key: 'sign', header: 'İşaret', kind: 'number' },
    SITE_COLUMN,
    ACTIVE_COLUMN,
  ],
});
