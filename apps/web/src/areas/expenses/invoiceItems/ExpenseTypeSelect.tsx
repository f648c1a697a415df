import { expenseTypeSchema, type ListResponse } from '@site/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { useCluster } from '../../../session/ClusterProvider';
import { usePermissions } from '../../../session/usePermissions';
import { ActionButton } from '../../../ui/ActionButton';
import { toast } from '../../../ui/feedback';
import { submitForm } from '../../../ui/submitForm';
import { zodRule } from '../../../ui/zodRule';

type ExpenseType = { id: number; name: string };

/** Other expense types (spec §3 sign −1); +1 marks incomes. */
const EXPENSE_SIGN = -1;

/** Top-level expense types (`parent === undefined`) or the children of one type, system and complex types alike. */
export function useExpenseTypes(parent: number | null | undefined) {
  const { clusterId } = useCluster();
  const query = parent === undefined ? { has_parent: 0 } : { parent_id: parent };
  return useQuery({
    // Under the resource's own key, so the expense type screens' saves refresh it too.
    queryKey: ['cluster', clusterId, 'types/expense-types', 'invoice-options', query],
    queryFn: () =>
      api.get<ListResponse<ExpenseType>>(`/clusters/${clusterId}/types/expense-types`, {
        ...query,
        per_page: 1000,
      }),
    enabled: clusterId !== null && parent !== null,
    select: (response) => response.data.map((type) => ({ value: type.id, label: type.name })),
  });
}

type Props = {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  /** Omitted for the expense type; for the child type, the chosen parent (null: none yet, so disabled). */
  parentId?: number | null;
  /** i18n key of the label (also the picker's accessible name). */
  label: string;
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
  const queryClient = useQueryClient();
  const isChild = parentId !== undefined;
  const types = useExpenseTypes(parentId);
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ name: string }>();
  const locked = disabled || parentId === null;
  const canCreate = permissions.has('edit-expense-type') && !locked;

  const create = async () => {
    setSaving(true);
    const saved = await submitForm<{ data: { id: number } }, { name: string }>(form, (values) =>
      api.post(
        '/types/expense-types',
        {
          cluster_id: clusterId,
          name: values.name,
          parent_id: isChild ? parentId : null,
          sign: EXPENSE_SIGN,
          is_active: true,
        },
        true,
      ),
    );
    setSaving(false);
    if (!saved) return;
    toast.success(t('common.saved'));
    await queryClient.invalidateQueries({ queryKey: ['cluster', clusterId, 'types/expense-types'] });
    onChange?.(saved.data.id);
    form.resetFields();
    setOpen(false);
  };

  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Select
          id={id}
          style={{ width: '100%' }}
          allowClear={isChild}
          disabled={locked}
          loading={types.isLoading && parentId !== null}
          showSearch={{ optionFilterProp: 'label' }}
          value={types.data ? ((value as number | null) ?? undefined) : undefined}
          onChange={(v) => onChange?.(v ?? null)}
          options={types.data ?? []}
          aria-label={t(label)}
          data-testid={testId}
        />
        {canCreate && (
          <Button
            onClick={() => setOpen(true)}
            aria-label={t('invoices.items.addExpenseType', { label: t(label) })}
            title={t('invoices.items.addExpenseType', { label: t(label) })}
          >
            +
          </Button>
        )}
      </Space.Compact>
      <Drawer
        title={t('invoices.items.expenseTypePanel')}
        open={open}
        onClose={() => setOpen(false)}
        destroyOnHidden
        footer={
          <ActionButton type="primary" loading={saving} onClick={create}>
            {t('common.save')}
          </ActionButton>
        }
      >
        <Form form={form} layout="vertical" name="new-expense-type" disabled={false}>
          <Form.Item
            name="name"
            label={t(isChild ? 'invoices.items.fields.child_expense_type_id' : 'invoices.items.fields.expense_type_id')}
            required
            rules={[zodRule(expenseTypeSchema.shape.name)]}
          >
            <Input />
          </Form.Item>
        </Form>
      </Drawer>
    </>
  );
}
