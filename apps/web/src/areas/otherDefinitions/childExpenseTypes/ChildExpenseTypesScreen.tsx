import { childExpenseTypeSchema } from '@site/shared';
import { ResourceScreen } from '../../../ui/ResourceScreen';
import { EXPENSE_TYPE_PERMISSION, signOptions } from '../expenseTypes/ExpenseTypesScreen';
import { useSystemRows } from '../otherDefinitions/useSystemRows';

/**
 * /other-definitions/child-expense-types: expense types under a parent type. Create also opens at
 * /:parentId/create, and a `parent_id` query (a list filtered by parent) is passed on to the form.
 */
export default function ChildExpenseTypesScreen() {
  const { rowCanWrite, origin } = useSystemRows();
  return (
    <ResourceScreen
      resource="types/expense-types"
      basePath="/other-definitions/child-expense-types"
      title="menu.otherDefinitions.childExpenseTypes"
      schema={childExpenseTypeSchema}
      writePermission={EXPENSE_TYPE_PERMISSION}
      fixedQuery={{ has_parent: 1 }}
      rowCanWrite={rowCanWrite}
      defaults={{ is_active: true, sign: -1 }}
      defaultsFromRoute={({ parentId }, query) => {
        const parent = Number(parentId ?? query.get('parent_id'));
        return Number.isInteger(parent) && parent > 0 ? { parent_id: parent } : {};
      }}
      columns={[
        {
          key: 'parent_name',
          title: 'expenseTypes.fields.parent_id',
          sortKey: 'parent_name',
          filter: 'text',
        },
        { key: 'name', title: 'expenseTypes.fields.name', sortKey: 'name', filter: 'text' },
        { key: 'sign', title: 'expenseTypes.fields.sign', sortKey: 'sign', enumPrefix: 'expenseTypes.signs' },
        { key: 'cluster_name', title: 'otherDefinitions.origin', render: origin },
        { key: 'is_active', title: 'common.active', sortKey: 'is_active', render: 'flag', filter: 'flag' },
      ]}
      fields={[
        {
          name: 'parent_id',
          label: 'expenseTypes.fields.parent_id',
          kind: 'select',
          required: true,
          optionsFrom: 'types/expense-types',
          optionsQuery: { has_parent: 0 },
          span: 24,
        },
        { name: 'name', label: 'expenseTypes.fields.name', kind: 'text', required: true, span: 24 },
        { name: 'sign', label: 'expenseTypes.fields.sign', kind: 'select', required: true, options: signOptions },
        { name: 'is_active', label: 'common.active', kind: 'flag' },
      ]}
    />
  );
}
