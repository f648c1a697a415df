import { EXPENSE_TYPE_SIGNS, expenseTypeSchema } from '@site/shared';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePermissions } from '../../../session/usePermissions';
import { ResourceScreen } from '../../../ui/ResourceScreen';
import { useSystemRows } from '../otherDefinitions/useSystemRows';

export const EXPENSE_TYPE_PERMISSION = 'edit-expense-type';
export const signOptions = EXPENSE_TYPE_SIGNS.map((sign) => ({
  value: sign,
  label: `expenseTypes.signs.${sign}` as const,
}));

/** /other-definitions/expense-types: the top-level expense types, the system's (read-only) and the complex's. */
export default function ExpenseTypesScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { rowCanWrite, origin } = useSystemRows();
  const canAddChild = usePermissions().has(EXPENSE_TYPE_PERMISSION);
  return (
    <ResourceScreen
      resource="types/expense-types"
      basePath="/other-definitions/expense-types"
      title="menu.otherDefinitions.expenseTypes"
      schema={expenseTypeSchema}
      writePermission={EXPENSE_TYPE_PERMISSION}
      fixedQuery={{ has_parent: 0 }}
      rowCanWrite={rowCanWrite}
      defaults={{ is_active: true, sign: -1 }}
      columns={[
        { key: 'name', title: 'expenseTypes.fields.name', sortKey: 'name', filter: 'text' },
        { key: 'sign', title: 'expenseTypes.fields.sign', sortKey: 'sign', enumPrefix: 'expenseTypes.signs' },
        { key: 'cluster_name', title: 'otherDefinitions.origin', render: origin },
        { key: 'is_active', title: 'common.active', sortKey: 'is_active', render: 'flag', filter: 'flag' },
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
      fields={[
        { name: 'name', label: 'expenseTypes.fields.name', kind: 'text', required: true, span: 24 },
        { name: 'sign', label: 'expenseTypes.fields.sign', kind: 'select', required: true, options: signOptions },
        { name: 'is_active', label: 'common.active', kind: 'flag' },
      ]}
    />
  );
}
