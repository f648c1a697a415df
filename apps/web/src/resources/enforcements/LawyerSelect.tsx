import { clusterProviderSchema, LAWYER_PROVIDER_TYPE, type ListResponse } from '@site/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { useCluster } from '../../session/ClusterProvider';
import { usePermissions } from '../../session/usePermissions';
import { toast } from '../../ui/feedback';
import type { ControlProps } from '../../ui/ResourceForm';
import { submitForm } from '../../ui/submitForm';
import { zodRule } from '../../ui/zodRule';

type Lawyer = { id: number; name: string };
type NewLawyer = { name: string; title: string };

/** Spec §9: the lawyer picker loads 150. */
const LAWYERS_PER_PAGE = 150;

/** The complex's lawyers (`cluster-providers?provider_type=1`), keyed under the providers so their edits refresh it. */
export function useLawyers() {
  const { clusterId } = useCluster();
  return useQuery({
    queryKey: ['cluster', clusterId, 'cluster-providers', 'lawyers'],
    queryFn: () =>
      api.get<ListResponse<Lawyer>>(`/clusters/${clusterId}/cluster-providers`, {
        provider_type: LAWYER_PROVIDER_TYPE,
        per_page: LAWYERS_PER_PAGE,
        order_by: 'name',
      }),
    enabled: clusterId !== null,
  });
}

/**
 * The lawyer picker. Holders of `edit-cluster-provider` get a button beside it that adds a lawyer
 * (name and title) and picks the new one (spec §6).
 */
export function LawyerSelect({ id, value, onChange, disabled }: ControlProps) {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const permissions = usePermissions();
  const queryClient = useQueryClient();
  const lawyers = useLawyers();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<NewLawyer>();
  const canCreate = permissions.has('edit-cluster-provider') && !disabled;

  const create = async () => {
    setSaving(true);
    const saved = await submitForm<{ data: { id: number } }, NewLawyer>(form, (values) =>
      api.post(
        '/cluster-providers',
        { ...values, cluster_id: clusterId, provider_type_id: LAWYER_PROVIDER_TYPE, is_active: true },
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
          allowClear
          disabled={disabled}
          loading={lawyers.isLoading}
          showSearch={{ optionFilterProp: 'label' }}
          value={value ?? undefined}
          onChange={(v) => onChange?.(v ?? null)}
          options={(lawyers.data?.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
          aria-label={t('receivables.enforcements.fields.lawyer_id')}
        />
        {canCreate && (
          <Button onClick={() => setOpen(true)} aria-label={t('receivables.enforcements.addLawyer')}>
            +
          </Button>
        )}
      </Space.Compact>
      <Modal
        title={t('receivables.enforcements.addLawyer')}
        open={open}
        onOk={create}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={saving}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" name="new-lawyer" disabled={false}>
          <Form.Item
            name="name"
            label={t('receivables.enforcements.lawyerName')}
            required
            rules={[zodRule(clusterProviderSchema.shape.name)]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            name="title"
            label={t('receivables.enforcements.lawyerTitle')}
            required
            rules={[zodRule(clusterProviderSchema.shape.title)]}
          >
            <Input />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
