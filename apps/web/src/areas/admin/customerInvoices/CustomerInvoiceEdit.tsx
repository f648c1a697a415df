import { type CustomerInvoiceDetail, customerInvoiceUpdateSchema } from '@site/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Descriptions, Form, Row as GridRow, Input, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/client';
import { refreshResource } from '../../../api/queryKeys';
import type { KeyIn } from '../../../locales/keys';
import { toast } from '../../../ui/feedback';
import { formatDate, formatDateTime, formatLira } from '../../../ui/format';
import { DateInput } from '../../../ui/inputs';
import { isNotFound, RecordNotFound } from '../../../ui/RecordNotFound';
import { SaveButtons } from '../../../ui/SaveButtons';
import { useFormSave } from '../../../ui/useFormSave';
import { zodRule } from '../../../ui/zodRule';
import { InvoicePaymentPanel } from '../customerPayments/InvoicePaymentPanel';
import { customerInvoicesApi } from './api';
import { BASE_PATH, InvoiceLinesField, type LineValues, linesPayload } from './InvoiceLinesField';

const field = (name: KeyIn<'admin.customerInvoices.fields'>) => `admin.customerInvoices.fields.${name}` as const;
const rule = (name: keyof typeof customerInvoiceUpdateSchema.shape) => [
  zodRule(customerInvoiceUpdateSchema.shape[name]),
];

type Values = { due_on: string; description?: string | null; lines?: LineValues[] };
type Payment = CustomerInvoiceDetail['payments'][number];

/** The invoice's lines as issued (product, complex, houses, days) once they can no longer change. */
function LockedLines({ invoice }: { invoice: CustomerInvoiceDetail }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('admin.customerInvoices.lines.title')} data-testid="customer-invoice-lines">
      <Alert type="info" showIcon title={t('admin.customerInvoices.lines.lockedPaid')} style={{ marginBottom: 8 }} />
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={invoice.lines}
        columns={[
          { key: 'description', dataIndex: 'description', title: t('admin.customerInvoices.lines.description') },
          {
            key: 'house_count',
            dataIndex: 'house_count',
            title: t('admin.customerInvoices.lines.houses'),
            align: 'right',
          },
          {
            key: 'days',
            title: t('admin.customerInvoices.lines.days'),
            align: 'right',
            render: (_, line) => (line.period_days ? `${line.days}/${line.period_days}` : ''),
          },
          {
            key: 'amount',
            title: t('admin.customerInvoices.lines.amount'),
            align: 'right',
            render: (_, line) => formatLira(line.amount),
          },
        ]}
      />
    </Card>
  );
}

/**
 * What paid the invoice: when, how, and how much of the payment (the whole payment in brackets when more); each
 * one opens for editing.
 */
function Payments({
  invoice,
  onAdd,
  onEdit,
}: {
  invoice: CustomerInvoiceDetail;
  onAdd: () => void;
  onEdit: (payment: Payment) => void;
}) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      title={t('admin.customerInvoices.payments.title')}
      extra={
        <Button onClick={onAdd} data-testid="customer-invoice-add-payment">
          {t('admin.customerInvoices.payments.add')}
        </Button>
      }
      style={{ marginTop: 16 }}
      data-testid="customer-invoice-payments"
    >
      <Table<Payment>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={invoice.payments}
        locale={{ emptyText: t('admin.customerInvoices.payments.empty') }}
        columns={[
          {
            key: 'success_at',
            title: t('admin.customerInvoices.payments.success_at'),
            render: (_, p) => formatDateTime(p.success_at),
          },
          { key: 'description', dataIndex: 'description', title: t('admin.customerInvoices.payments.description') },
          {
            key: 'amount',
            title: t('admin.customerInvoices.payments.amount'),
            align: 'right',
            render: (_, p) =>
              p.payment_amount !== p.invoice_payment_amount
                ? `${formatLira(p.invoice_payment_amount)} (${formatLira(p.payment_amount)})`
                : formatLira(p.invoice_payment_amount),
          },
          {
            key: 'actions',
            title: t('list.actions'),
            render: (_, p) => (
              <Button size="small" type="link" onClick={() => onEdit(p)}>
                {t('common.edit')}
              </Button>
            ),
          },
        ]}
        onRow={(p) => ({ onDoubleClick: () => onEdit(p) })}
      />
    </Card>
  );
}

/**
 * /admin/crm/customer-invoices/:id/edit: the invoice's customer, period and sums; its due date and description
 * (its lines too while nothing is paid); its payments with 'Tahsilat Ekle', each one edited in the same panel,
 * and the PDF.
 */
export function CustomerInvoiceEdit({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const { saving, save } = useFormSave();
  // 'Tahsilat Ekle' open: for a new payment, or for the invoice payment of this id.
  const [paying, setPaying] = useState<number | 'new' | null>(null);
  const [printing, setPrinting] = useState(false);
  const { data, error, refetch } = useQuery(customerInvoicesApi.record(id));
  const invoice = data?.data;
  const editable = invoice ? invoice.amount_collected === 0 : false;

  useEffect(() => {
    if (invoice)
      form.setFieldsValue({
        due_on: invoice.due_on,
        description: invoice.description,
        lines: invoice.lines.map((l) => ({ description: l.description, amount: l.amount })),
      });
  }, [invoice, form]);

  if (isNotFound(error)) return <RecordNotFound />;
  if (!invoice) return null;

  const refresh = async () => {
    await refreshResource(queryClient, customerInvoicesApi.resource, { clusterId: null });
    await refetch();
  };

  const linesChanged = (lines: LineValues[] | undefined) =>
    JSON.stringify(linesPayload(lines)) !==
    JSON.stringify(invoice.lines.map((l) => ({ description: l.description, amount: l.amount })));

  const submit = async (close: boolean) => {
    const saved = await save<unknown, Values>(form, (values) =>
      customerInvoicesApi.update(id, {
        due_on: values.due_on,
        description: values.description || null,
        // Lines go only when changed, so that a new due date keeps an issued invoice's product and house lines.
        ...(editable && linesChanged(values.lines) ? { lines: linesPayload(values.lines) } : {}),
      }),
    );
    if (!saved) return;
    await refresh();
    if (close) navigate(BASE_PATH);
  };

  const printPdf = async () => {
    setPrinting(true);
    try {
      const { data: file } = await customerInvoicesApi.pdf(id);
      if (file.url) window.open(file.url, '_blank', 'noopener');
      else toast.error(t('admin.customerInvoices.pdfFailed'));
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
    } finally {
      setPrinting(false);
    }
  };

  return (
    <div data-testid="customer-invoice-edit">
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={3}>
          {t('admin.customerInvoices.editTitle')} {invoice.invoice_no ?? ''}
        </Typography.Title>
        <Space>
          <Button onClick={() => void printPdf()} loading={printing} data-testid="customer-invoice-pdf">
            {t('admin.customerInvoices.pdf')}
          </Button>
          <Button onClick={() => navigate(BASE_PATH)}>{t('admin.customerInvoices.back')}</Button>
        </Space>
      </Space>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 2, lg: 4 }}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'customer', label: t(field('customer_name')), children: invoice.customer_name },
          { key: 'invoiced_on', label: t(field('invoiced_on')), children: formatDate(invoice.invoiced_on) },
          {
            key: 'period',
            label: t(field('period')),
            children: `${formatDate(invoice.period_start)} - ${formatDate(invoice.period_end)}`,
          },
          { key: 'amount', label: t(field('amount')), children: formatLira(invoice.amount) },
          {
            key: 'tax',
            label: `${t(field('tax_amount'))} (%${invoice.tax_rate})`,
            children: formatLira(invoice.tax_amount),
          },
          { key: 'total', label: t(field('amount_tax_included')), children: formatLira(invoice.amount_tax_included) },
          { key: 'paid', label: t(field('amount_collected')), children: formatLira(invoice.amount_collected) },
          { key: 'left', label: t(field('amount_remaining')), children: formatLira(invoice.amount_remaining) },
        ]}
      />
      <Form form={form} layout="vertical" name="customer-invoice">
        <Card size="small" style={{ marginBottom: 16 }}>
          <GridRow gutter={16}>
            <Col xs={24} md={6}>
              <Form.Item name="due_on" label={t(field('due_on'))} required rules={rule('due_on')}>
                <DateInput aria-label={t(field('due_on'))} />
              </Form.Item>
            </Col>
            <Col xs={24} md={18}>
              <Form.Item name="description" label={t(field('description'))} rules={rule('description')}>
                <Input.TextArea rows={2} maxLength={1000} aria-label={t(field('description'))} />
              </Form.Item>
            </Col>
          </GridRow>
        </Card>
        {editable ? <InvoiceLinesField form={form} /> : <LockedLines invoice={invoice} />}
      </Form>
      <SaveButtons style={{ marginTop: 16 }} onSave={(close) => void submit(close)} saving={saving} />
      <Payments invoice={invoice} onAdd={() => setPaying('new')} onEdit={(payment) => setPaying(payment.id)} />
      {paying !== null && (
        <InvoicePaymentPanel
          key={paying}
          open
          customerId={invoice.customer_id}
          invoiceId={invoice.id}
          invoicePaymentId={paying === 'new' ? undefined : paying}
          onClose={() => setPaying(null)}
          onSaved={() => void refresh()}
        />
      )}
    </div>
  );
}
