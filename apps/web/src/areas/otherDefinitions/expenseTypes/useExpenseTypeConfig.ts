import { EXPENSE_TYPE_SIGNS } from '@site/shared';
import { activeColumn, activeField } from '../../../ui/activeFlag';
import type { ColumnDef } from '../../../ui/DataTable';
import type { FieldDef } from '../../../ui/ResourceForm';
import { useSystemRows } from '../otherDefinitions/useSystemRows';

export const EXPENSE_TYPE_PERMISSION = 'edit-expense-type';
export const EXPENSE_TYPES = 'types/expense-types';

const signOptions = EXPENSE_TYPE_SIGNS.map((sign) => ({ value: sign, label: `expenseTypes.signs.${sign}` as const }));
const defaults = { is_active: true, sign: -1 };

/**
 * What the top-level and the child expense types share: one resource and permission, system rows that only
 * super administrators change, and the name, sign, origin and active columns and fields.
 */
export function useExpenseTypeConfig(): {
  resource: string;
  writePermission: string;
  rowCanWrite: ReturnType<typeof useSystemRows>['rowCanWrite'];
  defaults: Record<string, unknown>;
  columns: ColumnDef[];
  fields: FieldDef[];
} {
  const { rowCanWrite, originColumn } = useSystemRows();
  return {
    resource: EXPENSE_TYPES,
    writePermission: EXPENSE_TYPE_PERMISSION,
    rowCanWrite,
    defaults,
    columns: [
      { key: 'name', title: 'expenseTypes.fields.name', sortKey: 'name', filter: 'text' },
      { key: 'sign', title: 'expenseTypes.fields.sign', sortKey: 'sign', enumPrefix: 'expenseTypes.signs' },
      originColumn,
      activeColumn,
    ],
    fields: [
      { name: 'name', label: 'expenseTypes.fields.name', kind: 'text', required: true, span: 24 },
      { name: 'sign', label: 'expenseTypes.fields.sign', kind: 'select', required: true, options: signOptions },
      activeField,
    ],
  };
}
