import { clusterProviderSchema, type ListResponse } from '@site/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { useCluster } from '../../session/ClusterProvider';
import { usePermissions } from '../../session/usePermissions';
import { ActionButton } from '../../ui/ActionButton';
import { toast } from '../../ui/feedback';
import type { ControlProps } from '../../ui/ResourceForm';
import { submitForm } from '../../ui/submitForm';
import { zodRule } from '../../ui/zodRule';

type Provider = { id: number; name: string };
type NewProvider = { provider_type_id: number; name: string; title: string };

/** Spec §3 provider types; a supplier (5) is what an invoice usually comes from. */
const PROVIDER_TYPE_IDS = [1, 2, 3, 4, 5, 6];
const SUPPLIER = 5;

/** The complex's providers (`cluster-providers`, per_page 1000, by name), keyed under the providers so their edits refresh it. */
export function useProviders() {
  const { clusterId } = useCluster();
  return useQuery({
    queryKey: ['cluster', clusterId, 'cluster-providers', 'invoice-picker'],
    queryFn: () =>
      api.get<ListResponse<Provider>>(`/clusters/${clusterId}/cluster-providers`, {
        per_page: 1000,
        order_by: 'name',
      }),
    enabled: clusterId !== null,
    select: (response) => response.data.map((p) => ({ value: p.id, label: p.name })),
  });
}

/**
 * The invoice's provider. Holders of `edit-cluster-provider` get a button beside it that adds a provider
 * in a side panel and picks the new one (spec §6).
 */
export function ProviderSelect({ id, value, onChange, disabled }: ControlProps) {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const permissions = usePermissions();
  const queryClient = useQueryClient();
  const providers = useProviders();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<NewProvider>();
  const canCreate = permissions.has('edit-cluster-provider') && !disabled;

  const create = async () => {
    setSaving(true);
    const saved = await submitForm<{ data: { id: number } }, NewProvider>(form, (values) =>
      api.post('/cluster-providers', { ...values, cluster_id: clusterId, is_active: true }, true),
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
          disabled={disabled}
          loading={providers.isLoading}
          showSearch={{ optionFilterProp: 'label' }}
          value={providers.data ? ((value as number | null) ?? undefined) : undefined}
          onChange={(v) => onChange?.(v ?? null)}
          options={providers.data ?? []}
          aria-label={t('invoices.fields.provider_id')}
          data-testid="invoice-provider"
        />
        {canCreate && (
          <Button
            onClick={() => setOpen(true)}
            aria-label={t('invoices.addProvider')}
            title={t('invoices.addProvider')}
          >
            +
          </Button>
        )}
      </Space.Compact>
      <Drawer
        title={t('invoices.providerPanel')}
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
          <Form.Item
            name="provider_type_id"
            label={t('clusterProviders.fields.provider_type_id')}
            required
            rules={[zodRule(clusterProviderSchema.shape.provider_type_id)]}
          >
            <Select
              options={PROVIDER_TYPE_IDS.map((type) => ({ value: type, label: t(`clusterProviders.types.${type}`) }))}
            />
          </Form.Item>
          <Form.Item
            name="name"
            label={t('clusterProviders.fields.name')}
            required
            rules={[zodRule(clusterProviderSchema.shape.name)]}
          >
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
