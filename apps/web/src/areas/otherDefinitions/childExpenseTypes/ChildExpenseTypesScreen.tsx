import { childExpenseTypeSchema } from '@site/shared';
import { ResourceScreen } from '../../../ui/ResourceScreen';
import { EXPENSE_TYPES, useExpenseTypeConfig } from '../expenseTypes/useExpenseTypeConfig';
import { parentColumn, parentField } from '../otherDefinitions/parentType';

/**
 * /other-definitions/child-expense-types: expense types under a parent type. Create also opens at
 * /:parentId/create, and a `parent_id` query (a list filtered by parent) is passed on to the form.
 */
export default function ChildExpenseTypesScreen() {
  const { columns, fields, ...config } = useExpenseTypeConfig();
  return (
    <ResourceScreen
      {...config}
      basePath="/other-definitions/child-expense-types"
      title="menu.otherDefinitions.childExpenseTypes"
      schema={childExpenseTypeSchema}
      fixedQuery={{ has_parent: 1 }}
      defaultsFromRoute={({ parentId }, query) => {
        const parent = Number(parentId ?? query.get('parent_id'));
        return Number.isInteger(parent) && parent > 0 ? { parent_id: parent } : {};
      }}
      columns={[parentColumn('expenseTypes', { filter: 'text' }), ...columns]}
      fields={[parentField('expenseTypes', EXPENSE_TYPES, { required: true, span: 24 }), ...fields]}
    />
  );
}
