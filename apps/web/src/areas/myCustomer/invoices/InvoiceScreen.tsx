import type { MyCustomerInvoiceDetail } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Result, Space, Spin, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { KeyIn } from '../../../locales/keys';
import { toast } from '../../../ui/feedback';
import { formatDate, formatLira } from '../../../ui/format';
import { myCustomerApi, notFoundMessage } from '../api';

type Invoice = MyCustomerInvoiceDetail;
const field = (name: KeyIn<'myCustomer.invoice.fields'>) => `myCustomer.invoice.fields.${name}` as const;
const billingField = (name: KeyIn<'myCustomer.billing.fields'>) => `myCustomer.billing.fields.${name}` as const;

/** /my-customer/invoices/:id: one of the company's invoices with its lines, payments and PDF; another's is not found. */
export default function InvoiceScreen() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { data, error, isLoading } = useQuery({
    ...myCustomerApi.invoice(id),
    enabled: Number.isInteger(id) && id > 0,
  });
  const [downloading, setDownloading] = useState(false);
  const back = <Link to="/my-customer/billing">← {t('myCustomer.invoice.back')}</Link>;
  if (isLoading) return <Spin size="large" />;
  if (!data) {
    return <Result status="404" title={notFoundMessage(error) ?? t('errors.loadFailed')} extra={back} />;
  }
  const invoice = data.data;

  const download = async () => {
    setDownloading(true);
    try {
      const { data: file } = await myCustomerApi.pdf(invoice.id);
      if (file.url) window.open(file.url, '_blank', 'noopener');
      else toast.error(t('myCustomer.invoice.pdfFailed'));
    } finally {
      setDownloading(false);
    }
  };

  const lineColumns: ColumnsType<Invoice['lines'][number]> = [
    { key: 'description', dataIndex: 'description', title: t(field('description')) },
    { key: 'cluster_name', dataIndex: 'cluster_name', title: t(field('cluster_name')) },
    { key: 'house_count', dataIndex: 'house_count', title: t(field('house_count')), align: 'right' },
    { key: 'days', title: t(field('days')), align: 'right', render: (_, r) => `${r.days} / ${r.period_days}` },
    {
      key: 'unit_amount',
      dataIndex: 'unit_amount',
      title: t(field('unit_amount')),
      align: 'right',
      render: formatLira,
    },
    { key: 'amount', dataIndex: 'amount', title: t(field('amount')), align: 'right', render: formatLira },
  ];
  const paymentColumns: ColumnsType<Invoice['payments'][number]> = [
    { key: 'payment_on', dataIndex: 'payment_on', title: t(field('payment_on')), render: formatDate },
    { key: 'amount', dataIndex: 'amount', title: t(field('amount')), align: 'right', render: formatLira },
    { key: 'description', dataIndex: 'description', title: t(field('description')) },
  ];

  return (
    <div data-testid="my-customer-invoice">
      <Space direction="vertical" style={{ width: '100%' }}>
        {back}
        <Space style={{ justifyContent: 'space-between', width: '100%' }} wrap>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('myCustomer.invoice.title')} {invoice.invoice_no ?? `#${invoice.id}`}{' '}
            {invoice.is_overdue && <Tag color="red">{t('myCustomer.billing.overdueTag')}</Tag>}
            {invoice.amount_remaining <= 0 && <Tag color="green">{t('myCustomer.billing.paidTag')}</Tag>}
          </Typography.Title>
          <Button type="primary" loading={downloading} onClick={() => void download()}>
            {t('myCustomer.invoice.pdf')}
          </Button>
        </Space>
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'invoiced_on', label: t(billingField('invoiced_on')), children: formatDate(invoice.invoiced_on) },
            { key: 'due_on', label: t(billingField('due_on')), children: formatDate(invoice.due_on) },
            {
              key: 'period',
              label: t(billingField('period')),
              children: `${formatDate(invoice.period_start)} – ${formatDate(invoice.period_end)}`,
            },
            { key: 'amount', label: t(billingField('invoice_amount')), children: formatLira(invoice.amount) },
            {
              key: 'tax',
              label: t('myCustomer.invoice.tax', { rate: invoice.tax_rate }),
              children: formatLira(invoice.tax_amount),
            },
            {
              key: 'total',
              label: t(billingField('amount_tax_included')),
              children: formatLira(invoice.amount_tax_included),
            },
            { key: 'paid', label: t(billingField('amount_collected')), children: formatLira(invoice.amount_collected) },
            {
              key: 'remaining',
              label: t(billingField('amount_remaining')),
              children: formatLira(invoice.amount_remaining),
            },
            ...(invoice.description
              ? [{ key: 'description', label: t(field('description')), children: invoice.description, span: 2 }]
              : []),
          ]}
        />
        <Card title={t('myCustomer.invoice.lines')} size="small">
          <Table rowKey="id" size="small" dataSource={invoice.lines} columns={lineColumns} pagination={false} />
        </Card>
        <Card title={t('myCustomer.invoice.payments')} size="small">
          <Table
            rowKey="id"
            size="small"
            dataSource={invoice.payments}
            columns={paymentColumns}
            pagination={false}
            locale={{ emptyText: t('myCustomer.invoice.noPayments') }}
          />
        </Card>
        <Card title={t('myCustomer.billing.paymentInfo')} size="small">
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'seller', label: t('myCustomer.billing.seller'), children: invoice.seller.title },
              { key: 'bank', label: t('myCustomer.billing.bank'), children: invoice.seller.bank_name },
              {
                key: 'iban',
                label: t('myCustomer.billing.iban'),
                children: <Typography.Text copyable>{invoice.seller.iban ?? ''}</Typography.Text>,
              },
            ]}
          />
        </Card>
      </Space>
    </div>
  );
}
