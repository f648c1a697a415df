import { customerInvoiceCreateSchema } from '@site/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Form, Row as GridRow, Input, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { refreshResource } from '../../../api/queryKeys';
import type { KeyIn } from '../../../locales/keys';
import { filterByLabel } from '../../../ui/filterByLabel';
import { DateInput } from '../../../ui/inputs';
import { SaveButtons } from '../../../ui/SaveButtons';
import { useFormSave } from '../../../ui/useFormSave';
import { zodRule } from '../../../ui/zodRule';
import { customerInvoicesApi } from './api';
import { BASE_PATH, InvoiceLinesField, type LineValues, linesPayload } from './InvoiceLinesField';

const field = (name: KeyIn<'admin.customerInvoices.fields'>) => `admin.customerInvoices.fields.${name}` as const;
const rule = (name: keyof typeof customerInvoiceCreateSchema.shape) => [
  zodRule(customerInvoiceCreateSchema.shape[name]),
];

type Values = {
  customer_id: number;
  invoiced_on: string;
  due_on?: string | null;
  description?: string | null;
  lines?: LineValues[];
};

/**
 * /admin/crm/customer-invoices/create: an invoice written by hand (customer, dates, description, lines). KDV
 * comes from the settings; an empty due date is the invoice date plus the settings' payment days. Saved, it
 * opens on its edit screen.
 */
export function CustomerInvoiceCreate() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const { saving, save } = useFormSave();
  const { data: customers } = useQuery(customerInvoicesApi.customers());

  const submit = async (close: boolean) => {
    const saved = await save<{ data: { id: number } }, Values>(form, (values) =>
      customerInvoicesApi.create({
        customer_id: values.customer_id,
        invoiced_on: values.invoiced_on,
        due_on: values.due_on || null,
        description: values.description || null,
        lines: linesPayload(values.lines),
      }),
    );
    if (!saved) return;
    await refreshResource(queryClient, customerInvoicesApi.resource, { clusterId: null });
    navigate(close ? BASE_PATH : `${BASE_PATH}/${saved.data.id}/edit`);
  };

  return (
    <div data-testid="customer-invoice-create">
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={3}>{t('admin.customerInvoices.createTitle')}</Typography.Title>
        <Button onClick={() => navigate(BASE_PATH)}>{t('admin.customerInvoices.back')}</Button>
      </Space>
      <Form
        form={form}
        layout="vertical"
        name="customer-invoice"
        initialValues={{ invoiced_on: dayjs().format('YYYY-MM-DD'), lines: [{}] }}
      >
        <Card size="small" style={{ marginBottom: 16 }}>
          <GridRow gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="customer_id" label={t(field('customer_id'))} required rules={rule('customer_id')}>
                <Select
                  showSearch={{ filterOption: filterByLabel }}
                  aria-label={t(field('customer_id'))}
                  options={customers?.data.map((c) => ({ value: c.id, label: c.name }))}
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="invoiced_on" label={t(field('invoiced_on'))} required rules={rule('invoiced_on')}>
                <DateInput aria-label={t(field('invoiced_on'))} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="due_on" label={t(field('due_on'))} rules={rule('due_on')}>
                <DateInput aria-label={t(field('due_on'))} />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="description" label={t(field('description'))} rules={rule('description')}>
                <Input.TextArea rows={2} maxLength={1000} aria-label={t(field('description'))} />
              </Form.Item>
            </Col>
          </GridRow>
        </Card>
        <InvoiceLinesField form={form} />
      </Form>
      <SaveButtons style={{ marginTop: 16 }} onSave={(close) => void submit(close)} saving={saving} />
    </div>
  );
}
