import { expenseTypeSchema } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../api/queryKeys';
import type { MessageKey } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import { usePermissions } from '../../../session/usePermissions';
import { type QuickAdd, QuickAddSelect } from '../../../ui/QuickAddSelect';
import type { ControlProps } from '../../../ui/ResourceForm';
import { zodRule } from '../../../ui/zodRule';
import { EXPENSE_TYPES, expenseTypesApi } from '../api';

/** Other expense types (spec §3 sign −1); +1 marks incomes. */
const EXPENSE_SIGN = -1;

/** Top-level expense types (`parent === undefined`) or the children of one type, system and complex types alike. */
export function useExpenseTypes(parent: number | null | undefined) {
  const { clusterId } = useCluster();
  return useQuery({
    // Under the resource's own key, so the expense type screens' saves refresh it too.
    ...expenseTypesApi.picker(clusterId, parent),
    enabled: clusterId !== null && parent !== null,
    select: (response) => response.data.map((type) => ({ value: type.id, label: type.name })),
  });
}

type Props = Partial<ControlProps> & {
  /** Omitted for the expense type; for the child type, the chosen parent (null: none yet, so disabled). */
  parentId?: number | null;
  /** i18n key of the label (also the picker's accessible name). */
  label: MessageKey;
  testId?: string;
};

/**
 * An expense type or child expense type picker. Holders of `edit-expense-type` get a button beside it that
 * opens the 'Gider Tipi' panel and picks the new type (spec §6); a child type is added under the chosen parent.
 */
export function ExpenseTypeSelect({ id, value, onChange, disabled = false, parentId, label, testId }: Props) {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const permissions = usePermissions();
  const isChild = parentId !== undefined;
  const types = useExpenseTypes(parentId);
  const add: QuickAdd<{ name: string }> = {
    label: t('invoices.items.addExpenseType', { label: t(label) }),
    formName: 'new-expense-type',
    refresh: queryKeys.all(EXPENSE_TYPES),
    save: (values) =>
      expenseTypesApi.create({
        cluster_id: clusterId,
        name: values.name,
        parent_id: isChild ? parentId : null,
        sign: EXPENSE_SIGN,
        is_active: true,
      }),
    fields: (
      <Form.Item
        name="name"
        label={t(isChild ? 'invoices.items.fields.child_expense_type_id' : 'invoices.items.fields.expense_type_id')}
        required
        rules={[zodRule(expenseTypeSchema.shape.name)]}
      >
        <Input />
      </Form.Item>
    ),
  };
  return (
    <QuickAddSelect<{ name: string }>
      id={id}
      value={value}
      onChange={onChange}
      disabled={disabled || parentId === null}
      allowClear={isChild}
      label={t(label)}
      options={types.data}
      loading={types.isLoading && parentId !== null}
      testId={testId}
      add={permissions.has('edit-expense-type') ? add : undefined}
    />
  );
}
