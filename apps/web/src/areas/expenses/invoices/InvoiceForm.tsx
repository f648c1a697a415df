import { type Invoice, invoiceItemSchema, invoiceSchema, toKurus } from '@site/shared';
import {
  Button,
  Card,
  Checkbox,
  Col,
  Form,
  type FormInstance,
  Row as GridRow,
  Input,
  Select,
  Space,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type GroupIn, type KeyIn, keyUnder } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import { formatLira } from '../../../ui/format';
import { DateInput, MoneyInput } from '../../../ui/inputs';
import { SaveButtons } from '../../../ui/SaveButtons';
import { zodRule } from '../../../ui/zodRule';
import { ClusterProviderSelect } from '../../definitions/public';
import { invoicesApi } from '../api';
import { ExpenseTypeSelect } from '../invoiceItems/ExpenseTypeSelect';
import { INVOICE_TYPE_IDS, PAYMENT_TYPE_IDS, useInvoiceSave } from './invoiceModel';

export type InvoiceFormMode = 'create' | 'edit' | 'show';

type ItemValues = {
  expense_type_id?: number | null;
  child_expense_type_id?: number | null;
  description?: string | null;
  amount?: number | null;
};

const field = (name: KeyIn<'invoices.fields'>) => `invoices.fields.${name}` as const;
const itemField = (name: KeyIn<'invoices.items.fields'>) => `invoices.items.fields.${name}` as const;
const rule = (name: keyof typeof invoiceSchema.shape) => [zodRule(invoiceSchema.shape[name])];
const itemRule = (name: keyof typeof invoiceItemSchema.shape) => [zodRule(invoiceItemSchema.shape[name])];

/** One line of the create screen's items grid; the child type waits for its row's expense type. */
function ItemRow({ form, name, onRemove }: { form: FormInstance; name: number; onRemove?: () => void }) {
  const { t } = useTranslation();
  const parentId = Form.useWatch(['items', name, 'expense_type_id'], form) as number | null | undefined;
  return (
    <GridRow gutter={8} data-testid="invoice-item-row">
      <Col span={6}>
        <Form.Item name={[name, 'expense_type_id']} rules={itemRule('expense_type_id')}>
          <ExpenseTypeSelect
            label={itemField('expense_type_id')}
            onChange={() => form.setFieldValue(['items', name, 'child_expense_type_id'], null)}
          />
        </Form.Item>
      </Col>
      <Col span={6}>
        <Form.Item name={[name, 'child_expense_type_id']}>
          <ExpenseTypeSelect label={itemField('child_expense_type_id')} parentId={parentId ?? null} />
        </Form.Item>
      </Col>
      <Col span={6}>
        <Form.Item name={[name, 'description']} rules={itemRule('description')}>
          <Input aria-label={t(itemField('description'))} />
        </Form.Item>
      </Col>
      <Col span={4}>
        <Form.Item name={[name, 'amount']} rules={itemRule('amount')}>
          <MoneyInput aria-label={t(itemField('amount'))} />
        </Form.Item>
      </Col>
      <Col span={2}>
        {onRemove && (
          <Button danger type="link" onClick={onRemove}>
            {t('common.delete')}
          </Button>
        )}
      </Col>
    </GridRow>
  );
}

/** The items of a new invoice with their total (spec §2: items grid on create). */
function ItemsGrid({ form }: { form: FormInstance }) {
  const { t } = useTranslation();
  const items = (Form.useWatch('items', form) as ItemValues[] | undefined) ?? [];
  const total = items.reduce((sum, item) => sum + (typeof item?.amount === 'number' ? toKurus(item.amount) : 0), 0);
  return (
    <Card size="small" title={t('invoices.items.title')} data-testid="invoice-items-grid">
      <GridRow gutter={8} style={{ marginBottom: 8 }}>
        {(['expense_type_id', 'child_expense_type_id', 'description', 'amount'] as const).map((name) => (
          <Col key={name} span={name === 'amount' ? 4 : 6}>
            <Typography.Text strong>{t(itemField(name))}</Typography.Text>
          </Col>
        ))}
      </GridRow>
      <Form.List name="items">
        {(fields, { add, remove }) => (
          <>
            {fields.map((f) => (
              <ItemRow
                key={f.key}
                form={form}
                name={f.name}
                onRemove={fields.length > 1 ? () => remove(f.name) : undefined}
              />
            ))}
            <Space style={{ width: '100%', justifyContent: 'space-between' }}>
              <Button onClick={() => add({})}>{t('invoices.items.addRow')}</Button>
              <Typography.Text strong data-testid="items-total">
                {t('invoices.items.total')}: {formatLira(total / 100)}
              </Typography.Text>
            </Space>
          </>
        )}
      </Form.List>
    </Card>
  );
}

/**
 * The invoice's own fields (provider, dates, numbers, types, description, invoiced), with the items grid
 * when it is created. A new invoice goes on to its edit screen (`onSaved`).
 */
export function InvoiceForm({
  mode,
  invoice,
  onSaved,
}: {
  mode: InvoiceFormMode;
  invoice: Invoice | null;
  onSaved: (id: number, close: boolean) => void;
}) {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const [form] = Form.useForm();
  const { saving, save: send } = useInvoiceSave();
  const readOnly = mode === 'show';

  useEffect(() => {
    if (invoice) form.setFieldsValue({ ...invoice, items: undefined });
  }, [invoice, form]);

  const save = async (close: boolean) => {
    const saved = await send(form, (values) => {
      const { items, ...header } = values as Record<string, unknown> & { items?: ItemValues[] };
      const body = { ...header, cluster_id: clusterId, is_invoiced: Boolean(header.is_invoiced) };
      // Items of a saved invoice change one by one in their own section.
      if (invoice) return invoicesApi.update(invoice.id, body);
      return invoicesApi.create({
        ...body,
        items: (items ?? []).map((item) => ({ ...item, child_expense_type_id: item.child_expense_type_id ?? null })),
      });
    });
    if (saved) onSaved(saved.data.id, close);
  };

  /** The invoice type or the payment type: one of spec §3's, by its name. */
  const typeField = (
    name: 'invoice_type_id' | 'payment_type_id',
    group: GroupIn<'invoices'>,
    ids: readonly number[],
  ) => (
    <Col xs={12} md={6}>
      <Form.Item name={name} label={t(field(name))} required rules={rule(name)}>
        <Select
          options={ids.map((id) => ({ value: id, label: t(keyUnder(`invoices.${group}`, id)) }))}
          aria-label={t(field(name))}
        />
      </Form.Item>
    </Col>
  );

  return (
    <Form
      form={form}
      name="invoice"
      layout="vertical"
      disabled={readOnly}
      initialValues={
        mode === 'create'
          ? {
              billed_on: dayjs().format('YYYY-MM-DD'),
              invoice_type_id: 2,
              payment_type_id: 1,
              is_invoiced: false,
              items: [{}],
            }
          : undefined
      }
      data-testid="invoice-form"
    >
      <Card size="small" title={t('invoices.details')} style={{ marginBottom: 16 }}>
        <GridRow gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="provider_id" label={t(field('provider_id'))} required rules={rule('provider_id')}>
              <ClusterProviderSelect
                disabled={readOnly}
                label={t('invoices.fields.provider_id')}
                addLabel={t('invoices.addProvider')}
                nameLabel={t('clusterProviders.fields.name')}
                testId="invoice-provider"
                withCompanyProviders
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="billed_on" label={t(field('billed_on'))} required rules={rule('billed_on')}>
              <DateInput disabled={readOnly} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="last_payment_on" label={t(field('last_payment_on'))} rules={rule('last_payment_on')}>
              <DateInput disabled={readOnly} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="bill_no" label={t(field('bill_no'))} rules={rule('bill_no')}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="utility_no" label={t(field('utility_no'))} rules={rule('utility_no')}>
              <Input />
            </Form.Item>
          </Col>
          {typeField('invoice_type_id', 'invoiceTypes', INVOICE_TYPE_IDS)}
          {typeField('payment_type_id', 'paymentTypes', PAYMENT_TYPE_IDS)}
          <Col xs={24} md={18}>
            <Form.Item name="description" label={t(field('description'))} rules={rule('description')}>
              <Input.TextArea rows={2} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="is_invoiced" label={t(field('is_invoiced'))} valuePropName="checked">
              <Checkbox />
            </Form.Item>
          </Col>
        </GridRow>
      </Card>
      {mode === 'create' && <ItemsGrid form={form} />}
      {!readOnly && <SaveButtons onSave={save} saving={saving} style={{ marginTop: 16 }} />}
    </Form>
  );
}
