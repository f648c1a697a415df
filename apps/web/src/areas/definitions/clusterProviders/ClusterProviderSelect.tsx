import { CLUSTER_PROVIDER_TYPES, clusterProviderSchema, type ListResponse } from '@site/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { useCluster } from '../../../session/ClusterProvider';
import { usePermissions } from '../../../session/usePermissions';
import { ActionButton } from '../../../ui/ActionButton';
import { toast } from '../../../ui/feedback';
import type { ControlProps } from '../../../ui/ResourceForm';
import { submitForm } from '../../../ui/submitForm';
import { zodRule } from '../../../ui/zodRule';

type Provider = { id: number; name: string };
type NewProvider = { provider_type_id: number; name: string; title: string };

/** Spec §3: a supplier (5) is what an invoice usually comes from, so a new provider of any type starts as one. */
const SUPPLIER = 5;

/**
 * The complex's providers (`cluster-providers`, by name) as select options: all of them (spec §9: 1000),
 * or one type (lawyers: type 1, 150). Keyed under the providers, so any provider edit refreshes it.
 */
export function useClusterProviderOptions(providerType?: number) {
  const { clusterId } = useCluster();
  return useQuery({
    queryKey: ['cluster', clusterId, 'cluster-providers', 'picker', providerType ?? 'all'],
    queryFn: () =>
      api.get<ListResponse<Provider>>(`/clusters/${clusterId}/cluster-providers`, {
        ...(providerType === undefined ? { per_page: 1000 } : { provider_type: providerType, per_page: 150 }),
        order_by: 'name',
      }),
    enabled: clusterId !== null,
    select: (response) => response.data.map((p) => ({ value: p.id, label: p.name })),
  });
}

type Props = ControlProps & {
  /** One provider type (lawyers); without it the picker lists every provider and the add panel asks for the type. */
  providerType?: number;
  /** The select's accessible name. */
  label: string;
  /** The add button's name and the side panel's title. */
  addLabel: string;
  /** The label of the new provider's name ('Ad', 'Avukat Adı'). */
  nameLabel: string;
  allowClear?: boolean;
  testId?: string;
};

/**
 * A provider picker. Holders of `edit-cluster-provider` get a button beside it that adds a provider
 * (type, name, title) in a side panel, then picks the new one (spec §6).
 */
export function ClusterProviderSelect({
  id,
  value,
  onChange,
  disabled,
  providerType,
  label,
  addLabel,
  nameLabel,
  allowClear,
  testId,
}: Props) {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const permissions = usePermissions();
  const queryClient = useQueryClient();
  const providers = useClusterProviderOptions(providerType);
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<NewProvider>();
  const canCreate = permissions.has('edit-cluster-provider') && !disabled;

  const create = async () => {
    setSaving(true);
    const saved = await submitForm<{ data: { id: number } }, NewProvider>(form, (values) =>
      api.post(
        '/cluster-providers',
        {
          ...values,
          provider_type_id: providerType ?? values.provider_type_id,
          cluster_id: clusterId,
          is_active: true,
        },
        true,
      ),
    );
    setSaving(false);
    if (!saved) return;
    toast.success(t('common.saved'));
    await queryClient.invalidateQueries({ queryKey: ['cluster', clusterId, 'cluster-providers'] });
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
          allowClear={allowClear}
          disabled={disabled}
          loading={providers.isLoading}
          showSearch={{ optionFilterProp: 'label' }}
          // Until the options arrive, a bare id would show as a number.
          value={providers.data ? ((value as number | null) ?? undefined) : undefined}
          onChange={(v) => onChange?.(v ?? null)}
          options={providers.data ?? []}
          aria-label={label}
          data-testid={testId}
        />
        {canCreate && (
          <Button onClick={() => setOpen(true)} aria-label={addLabel} title={addLabel}>
            +
          </Button>
        )}
      </Space.Compact>
      <Drawer
        title={addLabel}
        open={open}
        onClose={() => setOpen(false)}
        destroyOnHidden
        size="default"
        footer={
          <ActionButton type="primary" loading={saving} onClick={create}>
            {t('common.save')}
          </ActionButton>
        }
      >
        <Form
          form={form}
          layout="vertical"
          name="new-provider"
          disabled={false}
          initialValues={{ provider_type_id: SUPPLIER }}
        >
          {providerType === undefined && (
            <Form.Item
              name="provider_type_id"
              label={t('clusterProviders.fields.provider_type_id')}
              required
              rules={[zodRule(clusterProviderSchema.shape.provider_type_id)]}
            >
              <Select
                options={CLUSTER_PROVIDER_TYPES.map((type) => ({
                  value: type,
                  label: t(`clusterProviders.types.${type}`),
                }))}
              />
            </Form.Item>
          )}
          <Form.Item name="name" label={nameLabel} required rules={[zodRule(clusterProviderSchema.shape.name)]}>
            <Input />
          </Form.Item>
          <Form.Item
            name="title"
            label={t('clusterProviders.fields.title')}
            required
            rules={[zodRule(clusterProviderSchema.shape.title)]}
          >
            <Input />
          </Form.Item>
        </Form>
      </Drawer>
    </>
  );
}
