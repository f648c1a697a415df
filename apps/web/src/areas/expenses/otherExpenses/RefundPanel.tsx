import { messages, otherExpenseSchema } from '@site/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Drawer, Form, Input, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { Named } from '../../../api/pickers';
import { refreshCluster } from '../../../api/queryKeys';
import type { KeyIn } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import { ActionButton } from '../../../ui/ActionButton';
import { formatDate, formatLira } from '../../../ui/format';
import { DateInput, MoneyInput } from '../../../ui/inputs';
import { PaymentPlaceFields, placeOf } from '../../../ui/PaymentPlaceFields';
import { useFormSave } from '../../../ui/useFormSave';
import { zodRule } from '../../../ui/zodRule';
import type { AccountPanelProps } from '../../incomes/public';
import { otherExpensesApi } from '../api';

/** `credit`: what the account holds as credit (alacak), in lira, offered as the amount. */
type Props = AccountPanelProps & { credit: number };

const field = (name: KeyIn<'otherExpenses.fields'>) => `otherExpenses.fields.${name}` as const;
const rule = (name: keyof typeof otherExpenseSchema.shape) => zodRule(otherExpenseSchema.shape[name]);
/** An option's label: its known parts, one after another. */
const joined = (parts: unknown[]) => parts.filter(Boolean).join(' · ');

/**
 * 'Para İadesi': money paid back to a house/resident (e.g. what they overpaid) from a bank account or a
 * safe, with the reason and the collection it refunds. A refund above the credit is saved with a warning.
 */
export function RefundPanel({ open, onClose, onSaved, houseId, payers, credit }: Props) {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const { saving, save: saveForm } = useFormSave();
  const debtId = Form.useWatch('debt_id', form);
  const residentOnly = houseId === null;
  const owner = residentOnly ? { resident_id: payers[0]?.id } : { house_id: houseId };
  const enabled = open && clusterId !== null;

  const reasons = useQuery({ ...otherExpensesApi.reasons(clusterId), enabled });
  const incomeTypes = useQuery({ ...otherExpensesApi.incomeTypes(clusterId), enabled });
  const collections = useQuery({ ...otherExpensesApi.collectionsOf(clusterId, owner), enabled });
  const debts = useQuery({ ...otherExpensesApi.debtsOf(clusterId, owner), enabled });
  const named = (list: Named[] | undefined) => (list ?? []).map((o) => ({ value: o.id, label: o.name }));
  /** A record the refund may name (none by default); one named by its name can be searched. */
  const choice = (name: string, label: string, options: { value: number; label: string }[], searchable = false) => (
    <Form.Item name={name} label={label}>
      <Select
        allowClear
        showSearch={searchable ? { optionFilterProp: 'label' } : undefined}
        aria-label={label}
        options={options}
      />
    </Form.Item>
  );

  const close = () => {
    form.resetFields();
    onClose();
  };

  const save = async () => {
    const saved = await saveForm(form, (values) =>
      otherExpensesApi.create({
        cluster_id: clusterId,
        house_id: houseId,
        resident_id: values.resident_id ?? null,
        ...placeOf(values),
        amount: values.amount,
        spent_on: values.spent_on,
        income_type_id: values.income_type_id ?? null,
        refund_type_id: values.refund_type_id ?? null,
        collection_id: values.collection_id ?? null,
        debt_id: values.debt_id ?? null,
        deferment_amount: values.debt_id ? (values.deferment_amount ?? null) : null,
        description: values.description || null,
      }),
    );
    if (!saved) return;
    // The money left the complex: the account's other expenses, its balance and the place's.
    await refreshCluster(queryClient, clusterId);
    form.resetFields();
    onSaved(saved.data.id);
  };

  return (
    <Drawer
      open={open}
      size="large"
      title={t('otherExpenses.refund.title')}
      onClose={close}
      destroyOnHidden
      extra={
        <Space>
          <ActionButton onClick={close}>{t('common.cancel')}</ActionButton>
          <ActionButton type="primary" loading={saving} onClick={save}>
            {t('common.save')}
          </ActionButton>
        </Space>
      }
    >
      <Form
        form={form}
        layout="vertical"
        name="refund"
        data-testid="refund-form"
        initialValues={{
          place: 'bank',
          amount: credit > 0 ? credit : undefined,
          spent_on: dayjs().format('YYYY-MM-DD'),
          resident_id: payers[0]?.id,
        }}
      >
        <PaymentPlaceFields form={form} />
        <Form.Item
          name="resident_id"
          label={t(field('resident'))}
          rules={residentOnly ? [{ required: true, message: messages.required }] : undefined}
        >
          <Select
            allowClear={!residentOnly}
            disabled={residentOnly}
            aria-label={t(field('resident'))}
            options={named(payers)}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t(field('amount'))}
          required
          rules={[rule('amount')]}
          extra={t('otherExpenses.refund.creditHint', { amount: formatLira(Math.max(credit, 0)) })}
        >
          <MoneyInput aria-label={t(field('amount'))} />
        </Form.Item>
        <Form.Item name="spent_on" label={t(field('spent_on'))} required rules={[rule('spent_on')]}>
          <DateInput aria-label={t(field('spent_on'))} />
        </Form.Item>
        {choice('refund_type_id', t(field('payback_reason')), named(reasons.data?.data), true)}
        {choice('income_type_id', t(field('income_type')), named(incomeTypes.data?.data), true)}
        {choice(
          'collection_id',
          t('otherExpenses.collection'),
          (collections.data?.data ?? []).map((c) => ({
            value: c.id,
            label: joined([
              formatDate(c.collected_on),
              formatLira(c.amount),
              c.receipt_no !== null ? t('otherExpenses.receiptNo', { no: c.receipt_no }) : null,
              c.description,
            ]),
          })),
        )}
        {choice(
          'debt_id',
          t('otherExpenses.debt'),
          (debts.data?.data ?? []).map((d) => ({
            value: d.id,
            label: joined([formatDate(d.due_on), d.income_type_name, d.period, formatLira(d.amount)]),
          })),
        )}
        {debtId ? (
          <Form.Item name="deferment_amount" label={t(field('deferment_amount'))} rules={[rule('deferment_amount')]}>
            <MoneyInput aria-label={t(field('deferment_amount'))} />
          </Form.Item>
        ) : null}
        <Form.Item name="description" label={t(field('description'))} rules={[rule('description')]}>
          <Input.TextArea rows={2} aria-label={t(field('description'))} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
