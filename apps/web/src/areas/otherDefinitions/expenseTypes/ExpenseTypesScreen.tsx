import { expenseTypeSchema } from '@site/shared';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePermissions } from '../../../session/usePermissions';
import { ResourceScreen } from '../../../ui/ResourceScreen';
import { EXPENSE_TYPE_PERMISSION, useExpenseTypeConfig } from './useExpenseTypeConfig';

/** /other-definitions/expense-types: the top-level expense types, the system's (read-only) and the complex's. */
export default function ExpenseTypesScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { columns, ...config } = useExpenseTypeConfig();
  const canAddChild = usePermissions().has(EXPENSE_TYPE_PERMISSION);
  return (
    <ResourceScreen
      {...config}
      basePath="/other-definitions/expense-types"
      title="menu.otherDefinitions.expenseTypes"
      schema={expenseTypeSchema}
      fixedQuery={{ has_parent: 0 }}
      columns={[
        ...columns,
        {
          key: 'children',
          title: 'expenseTypes.children',
          render: (row) =>
            canAddChild && (
              <Button
                size="small"
                type="link"
                onClick={() => navigate(`/other-definitions/child-expense-types/${row.id}/create`)}
              >
                {t('expenseTypes.addChild')}
              </Button>
            ),
        },
      ]}
    />
  );
}
