import type { MyCustomerBilling } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Descriptions, Result, Row, Spin, Statistic, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { KeyIn } from '../../../locales/keys';
import { formatDate, formatLira } from '../../../ui/format';
import { myCustomerApi, notFoundMessage } from '../api';

type Billing = MyCustomerBilling;
const field = (name: KeyIn<'myCustomer.billing.fields'>) => `myCustomer.billing.fields.${name}` as const;
const money = (value: number) => formatLira(value);

/**
 * /my-customer/billing ('Faturalarım ve Ödemelerim'): the company's balance, where to pay ('Ödeme bilgileri'
 * with the IBAN), its invoices (each opening /my-customer/invoices/:id), payments, products and complexes.
 */
export default function BillingScreen() {
  const { t } = useTranslation();
  const { data, error, isLoading } = useQuery(myCustomerApi.billing());
  const missing = notFoundMessage(error);
  if (isLoading) return <Spin size="large" />;
  if (missing || !data) {
    return (
      <Result
        status="info"
        title={missing ?? t('errors.loadFailed')}
        subTitle={missing ? t('myCustomer.billing.notCustomer') : undefined}
        data-testid="my-customer-missing"
      />
    );
  }
  const billing = data.data;
  const status = (active: boolean) => (
    <Tag color={active ? 'green' : 'default'}>
      {t(active ? 'myCustomer.billing.active' : 'myCustomer.billing.ended')}
    </Tag>
  );

  const invoiceColumns: ColumnsType<Billing['invoices'][number]> = [
    {
      key: 'invoice_no',
      title: t(field('invoice_no')),
      render: (_, r) => <Link to={`/my-customer/invoices/${r.id}`}>{r.invoice_no ?? `#${r.id}`}</Link>,
    },
    { key: 'invoiced_on', dataIndex: 'invoiced_on', title: t(field('invoiced_on')), render: formatDate },
    {
      key: 'period',
      title: t(field('period')),
      render: (_, r) => `${formatDate(r.period_start)} – ${formatDate(r.period_end)}`,
    },
    { key: 'due_on', dataIndex: 'due_on', title: t(field('due_on')), render: formatDate },
    { key: 'amount', dataIndex: 'amount', title: t(field('invoice_amount')), align: 'right', render: money },
    {
      key: 'total',
      dataIndex: 'amount_tax_included',
      title: t(field('amount_tax_included')),
      align: 'right',
      render: money,
    },
    { key: 'paid', dataIndex: 'amount_collected', title: t(field('amount_collected')), align: 'right', render: money },
    {
      key: 'remaining',
      title: t(field('amount_remaining')),
      align: 'right',
      render: (_, r) => (
        <>
          {money(r.amount_remaining)}{' '}
          {r.is_overdue ? (
            <Tag color="red">{t('myCustomer.billing.overdueTag')}</Tag>
          ) : r.amount_remaining <= 0 ? (
            <Tag color="green">{t('myCustomer.billing.paidTag')}</Tag>
          ) : null}
        </>
      ),
    },
  ];
  const paymentColumns: ColumnsType<Billing['payments'][number]> = [
    { key: 'success_at', dataIndex: 'success_at', title: t(field('success_at')), render: formatDate },
    { key: 'amount', dataIndex: 'amount', title: t(field('payment_amount')), align: 'right', render: money },
    {
      key: 'allocated',
      dataIndex: 'invoice_payment_amount',
      title: t(field('invoice_payment_amount')),
      align: 'right',
      render: money,
    },
    { key: 'description', dataIndex: 'description', title: t(field('description')) },
  ];
  const productColumns: ColumnsType<Billing['products'][number]> = [
    { key: 'product_name', dataIndex: 'product_name', title: t(field('product_name')) },
    { key: 'starts_on', dataIndex: 'starts_on', title: t(field('starts_on')), render: formatDate },
    { key: 'ends_on', dataIndex: 'ends_on', title: t(field('ends_on')), render: formatDate },
    { key: 'amount', dataIndex: 'amount', title: t(field('amount')), align: 'right', render: money },
    {
      key: 'is_yearly',
      dataIndex: 'is_yearly',
      title: t(field('is_yearly')),
      render: (v: boolean) => t(v ? 'common.yes' : 'common.no'),
    },
    { key: 'status', dataIndex: 'is_active', title: t(field('status')), render: status },
  ];
  const clusterColumns: ColumnsType<Billing['clusters'][number]> = [
    { key: 'cluster_name', dataIndex: 'cluster_name', title: t(field('cluster_name')) },
    { key: 'house_count', dataIndex: 'house_count', title: t(field('house_count')), align: 'right' },
    { key: 'starts_on', dataIndex: 'starts_on', title: t(field('starts_on')), render: formatDate },
    { key: 'ends_on', dataIndex: 'ends_on', title: t(field('ends_on')), render: formatDate },
    { key: 'status', dataIndex: 'is_active', title: t(field('status')), render: status },
  ];

  return (
    <div data-testid="my-customer-billing">
      <Typography.Title level={3}>
        {t('myCustomer.billing.title')} · {billing.customer.name}
      </Typography.Title>
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col xs={24} md={12}>
          <Card title={t('myCustomer.billing.balance')} size="small" style={{ height: '100%' }}>
            <Row gutter={16}>
              <Col span={8}>
                <Statistic title={t('myCustomer.billing.remaining')} value={money(billing.balance.remaining)} />
              </Col>
              <Col span={8}>
                <Statistic
                  title={t('myCustomer.billing.overdue')}
                  value={money(billing.balance.overdue)}
                  styles={{ content: billing.balance.overdue > 0 ? { color: '#cf1322' } : undefined }}
                />
              </Col>
              <Col span={8}>
                <Statistic title={t('myCustomer.billing.credit')} value={money(billing.balance.credit)} />
              </Col>
            </Row>
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card
            title={t('myCustomer.billing.paymentInfo')}
            size="small"
            style={{ height: '100%' }}
            data-testid="payment-info"
          >
            <Alert type="info" showIcon title={t('myCustomer.billing.paymentInfoText')} style={{ marginBottom: 8 }} />
            <Descriptions
              size="small"
              column={1}
              items={[
                { key: 'seller', label: t('myCustomer.billing.seller'), children: billing.seller.title },
                { key: 'bank', label: t('myCustomer.billing.bank'), children: billing.seller.bank_name },
                {
                  key: 'iban',
                  label: t('myCustomer.billing.iban'),
                  children: <Typography.Text copyable>{billing.seller.iban ?? ''}</Typography.Text>,
                },
              ]}
            />
          </Card>
        </Col>
      </Row>
      <Card title={t('myCustomer.billing.invoices')} size="small" style={{ marginBottom: 16 }}>
        <Table
          rowKey="id"
          size="small"
          dataSource={billing.invoices}
          columns={invoiceColumns}
          pagination={{ pageSize: 12 }}
        />
      </Card>
      <Card title={t('myCustomer.billing.payments')} size="small" style={{ marginBottom: 16 }}>
        <Table
          rowKey="id"
          size="small"
          dataSource={billing.payments}
          columns={paymentColumns}
          pagination={{ pageSize: 12 }}
        />
      </Card>
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Card title={t('myCustomer.billing.products')} size="small" style={{ marginBottom: 16 }}>
            <Table rowKey="id" size="small" dataSource={billing.products} columns={productColumns} pagination={false} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('myCustomer.billing.clusters')} size="small" style={{ marginBottom: 16 }}>
            <Table rowKey="id" size="small" dataSource={billing.clusters} columns={clusterColumns} pagination={false} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
