import { collectionSchema, formatMoney, toKurus } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { useCluster } from '../../session/ClusterProvider';
import { toast } from '../../ui/feedback';
import { submitForm } from '../../ui/submitForm';
import { zodRule } from '../../ui/zodRule';

type Option = { id: number; name: string };
type Props = {
  open: boolean;
  onClose: () => void;
  /** Called with the new collection's id. */
  onSaved: (id: number) => void;
  houseId: number | null;
  /** The people who may pay (the house's owner and renter, or the resident). */
  payers: Option[];
  defaultAmount: number;
};

/** 'Tahsilat Ekle': money received into a bank account or a safe; it pays the oldest open debts first. */
export function CollectModal({ open, onClose, onSaved, houseId, payers, defaultAmount }: Props) {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const place = Form.useWatch('place', form) ?? 'bank';
  const places = useQuery({
    queryKey: ['cluster', clusterId, 'collect-places'],
    queryFn: async () => ({
      banks: (
        await api.get<{ data: Option[] }>(`/clusters/${clusterId}/bank-accounts`, { per_page: 100, is_active: 1 })
      ).data,
      safes: (await api.get<{ data: Option[] }>(`/clusters/${clusterId}/safes`, { per_page: 100, is_active: 1 })).data,
    }),
    enabled: open && clusterId !== null,
  });

  const save = async () => {
    setSaving(true);
    const saved = await submitForm<{ data: { id: number } }>(form, (values) =>
      api.post(
        '/collections',
        {
          cluster_id: clusterId,
          house_id: houseId,
          resident_id: values.resident_id ?? null,
          bank_account_id: values.place === 'bank' ? values.bank_account_id : null,
          safe_id: values.place === 'safe' ? values.safe_id : null,
          amount: values.amount,
          collected_on: (values.collected_on as dayjs.Dayjs).format('YYYY-MM-DD'),
          description: values.description || null,
        },
        true,
      ),
    );
    setSaving(false);
    if (!saved) return;
    toast.success(t('common.saved'));
    form.resetFields();
    onSaved(saved.data.id);
  };

  return (
    <Modal
      open={open}
      title={t('incomes.collect.title')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={save}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        name="collect"
        initialValues={{
          place: 'bank',
          amount: defaultAmount > 0 ? defaultAmount : undefined,
          collected_on: dayjs(),
          resident_id: payers[0]?.id,
        }}
      >
        <Form.Item name="place" label={t('incomes.collect.place')}>
          <Radio.Group
            options={[
              { value: 'bank', label: t('incomes.collect.bank') },
              { value: 'safe', label: t('incomes.collect.safe') },
            ]}
          />
        </Form.Item>
        {place === 'bank' ? (
          <Form.Item
            name="bank_account_id"
            label={t('incomes.collect.bankAccount')}
            rules={[{ required: true, message: 'Zorunlu alan' }]}
          >
            <Select
              aria-label={t('incomes.collect.bankAccount')}
              options={(places.data?.banks ?? []).map((o) => ({ value: o.id, label: o.name }))}
            />
          </Form.Item>
        ) : (
          <Form.Item
            name="safe_id"
            label={t('incomes.collect.safeName')}
            rules={[{ required: true, message: 'Zorunlu alan' }]}
          >
            <Select
              aria-label={t('incomes.collect.safeName')}
              options={(places.data?.safes ?? []).map((o) => ({ value: o.id, label: o.name }))}
            />
          </Form.Item>
        )}
        <Form.Item name="resident_id" label={t('incomes.collect.payer')}>
          <Select
            allowClear
            aria-label={t('incomes.collect.payer')}
            options={payers.map((p) => ({ value: p.id, label: p.name }))}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('incomes.collect.amount')}
          required
          rules={[zodRule(collectionSchema.shape.amount)]}
          extra={
            defaultAmount > 0
              ? t('incomes.collect.openHint', { amount: formatMoney(toKurus(defaultAmount)) })
              : undefined
          }
        >
          <InputNumber
            style={{ width: '100%' }}
            decimalSeparator=","
            precision={2}
            step={0.01}
            min={0}
            suffix="₺"
            aria-label={t('incomes.collect.amount')}
          />
        </Form.Item>
        <Form.Item
          name="collected_on"
          label={t('incomes.collect.date')}
          rules={[{ required: true, message: 'Zorunlu alan' }]}
        >
          <DatePicker
            format="DD.MM.YYYY"
            maxDate={dayjs('2099-12-12')}
            style={{ width: '100%' }}
            aria-label={t('incomes.collect.date')}
          />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('incomes.collect.description')}
          rules={[{ max: 1000, message: 'En fazla 1000 karakter yazabilirsiniz.' }]}
        >
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
