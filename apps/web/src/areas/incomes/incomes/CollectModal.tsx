import { type CollectionDetail, collectionSchema, formatMoney, toKurus } from '@site/shared';
import { Button, Form, Input, Modal, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useCluster } from '../../../session/ClusterProvider';
import { getNotifier, WARNING_MS } from '../../../ui/feedback';
import { DateInput, MoneyInput } from '../../../ui/inputs';
import { PaymentPlaceFields, placeOf } from '../../../ui/PaymentPlaceFields';
import { useFormSave } from '../../../ui/useFormSave';
import { zodRule } from '../../../ui/zodRule';
import { collectionsApi } from '../api';
import type { AccountPanelProps } from './accountTypes';
import { openReceipt } from './openReceipt';

/** `defaultAmount`: what the account owes, offered as the amount. */
type Props = AccountPanelProps & { defaultAmount: number };

const rules = (name: keyof typeof collectionSchema.shape) => [zodRule(collectionSchema.shape[name])];

/**
 * 'Tahsilat Ekle': money received into a bank account or a safe; it pays the oldest open debts first. Once saved,
 * the receipt is offered at once ('Makbuzu Aç'), for the payer who is still at the desk.
 */
export function CollectModal({ open, onClose, onSaved, houseId, payers, defaultAmount }: Props) {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const [form] = Form.useForm();
  // The receipt's toast says it is saved.
  const { saving, save: saveForm } = useFormSave({ done: null });

  const offerReceipt = (collection: CollectionDetail) => {
    const notifier = getNotifier();
    const key = `collection-saved-${collection.id}`;
    notifier?.success({
      key,
      placement: 'topRight',
      // Long enough to reach the button; the receipt stays on the account's collections tab as well.
      duration: WARNING_MS / 1000,
      title: t('incomes.collect.saved'),
      description: t('incomes.collect.savedText', {
        no: collection.receipt_no ?? '',
        amount: formatMoney(toKurus(collection.amount)),
      }),
      actions: (
        <Button
          type="primary"
          size="small"
          onClick={() => {
            notifier.destroy(key);
            void openReceipt(collection.id);
          }}
        >
          {t('incomes.collect.openReceipt')}
        </Button>
      ),
    });
  };

  const openHint =
    defaultAmount > 0 ? t('incomes.collect.openHint', { amount: formatMoney(toKurus(defaultAmount)) }) : undefined;

  const save = async () => {
    const saved = await saveForm(form, (values) =>
      collectionsApi.create({
        cluster_id: clusterId,
        house_id: houseId,
        resident_id: values.resident_id ?? null,
        ...placeOf(values),
        amount: values.amount,
        collected_on: values.collected_on,
        description: values.description || null,
      }),
    );
    if (!saved) return;
    offerReceipt(saved.data);
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
          collected_on: dayjs().format('YYYY-MM-DD'),
          resident_id: payers[0]?.id,
        }}
      >
        <PaymentPlaceFields form={form} forCollection />
        <Form.Item name="resident_id" label={t('incomes.collect.payer')}>
          <Select
            allowClear
            aria-label={t('incomes.collect.payer')}
            options={payers.map((p) => ({ value: p.id, label: p.name }))}
          />
        </Form.Item>
        <Form.Item name="amount" label={t('incomes.collect.amount')} required rules={rules('amount')} extra={openHint}>
          <MoneyInput aria-label={t('incomes.collect.amount')} />
        </Form.Item>
        <Form.Item name="collected_on" label={t('incomes.collect.date')} required rules={rules('collected_on')}>
          <DateInput aria-label={t('incomes.collect.date')} />
        </Form.Item>
        <Form.Item name="description" label={t('incomes.collect.description')} rules={rules('description')}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
