import {
  EXPIRING_DAYS_DEFAULT,
  EXPIRING_DAYS_MAX,
  type ExpiringProductRow,
  type OverdueCustomerRow,
} from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, InputNumber, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { KeyIn } from '../../../locales/keys';
import { formatDate, formatLira } from '../../../ui/format';
import { AdminOnly } from '../users/AdminOnly';
import { expiringCustomersApi } from './api';

const field = (name: KeyIn<'admin.expiringCustomers.fields'>) => `admin.expiringCustomers.fields.${name}` as const;
const customerLink = (id: number, name: string) => <Link to={`/admin/crm/customers/${id}/edit`}>{name}</Link>;
const byText =
  (key: 'customer_name' | 'product_name' | 'ends_on' | 'oldest_due_on') =>
  (a: Record<string, unknown>, b: Record<string, unknown>) =>
    String(a[key]).localeCompare(String(b[key]), 'tr');
const byNumber = (key: string) => (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Number(a[key]) - Number(b[key]);

/**
 * /admin/crm/expiring-customers ('Süresi Dolan Müşteriler'): the customers to call. Products that end within the
 * days chosen (30 by default, kept in the address) and customers with invoices past due and still owed.
 */
export default function ExpiringCustomersScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('days'));
  const days = Number.isInteger(asked) && asked >= 1 && asked <= EXPIRING_DAYS_MAX ? asked : EXPIRING_DAYS_DEFAULT;
  const { data, isFetching, refetch } = useQuery(expiringCustomersApi.list(days));

  const products: ColumnsType<ExpiringProductRow> = [
    {
      key: 'customer',
      title: t(field('customer_name')),
      sorter: byText('customer_name'),
      render: (_, r) => customerLink(r.customer_id, r.customer_name),
    },
    { key: 'product', dataIndex: 'product_name', title: t(field('product_name')), sorter: byText('product_name') },
    { key: 'starts_on', dataIndex: 'starts_on', title: t(field('starts_on')), render: formatDate },
    {
      key: 'ends_on',
      dataIndex: 'ends_on',
      title: t(field('ends_on')),
      render: formatDate,
      sorter: byText('ends_on'),
      defaultSortOrder: 'ascend',
    },
    {
      key: 'days_left',
      dataIndex: 'days_left',
      title: t(field('days_left')),
      align: 'right',
      sorter: byNumber('days_left'),
      render: (value: number) => <Tag color={value <= 7 ? 'red' : value <= 15 ? 'orange' : 'default'}>{value}</Tag>,
    },
    {
      key: 'amount',
      dataIndex: 'amount',
      title: t(field('amount')),
      align: 'right',
      render: formatLira,
      sorter: byNumber('amount'),
    },
    {
      key: 'is_yearly',
      dataIndex: 'is_yearly',
      title: t(field('is_yearly')),
      render: (v: boolean) => t(v ? 'common.yes' : 'common.no'),
    },
  ];
  const overdue: ColumnsType<OverdueCustomerRow> = [
    {
      key: 'customer',
      title: t(field('customer_name')),
      sorter: byText('customer_name'),
      render: (_, r) => customerLink(r.customer_id, r.customer_name),
    },
    {
      key: 'invoice_count',
      dataIndex: 'invoice_count',
      title: t(field('invoice_count')),
      align: 'right',
      sorter: byNumber('invoice_count'),
      // The customer's invoices, where each is paid ('Tahsilat Ekle').
      render: (value: number, r) => (
        <Link to={`/admin/crm/customer-invoices?customer_id=${r.customer_id}`}>{value}</Link>
      ),
    },
    {
      key: 'overdue_amount',
      dataIndex: 'overdue_amount',
      title: t(field('overdue_amount')),
      align: 'right',
      render: formatLira,
      sorter: byNumber('overdue_amount'),
    },
    {
      key: 'oldest_due_on',
      dataIndex: 'oldest_due_on',
      title: t(field('oldest_due_on')),
      render: formatDate,
      sorter: byText('oldest_due_on'),
    },
    {
      key: 'days_overdue',
      dataIndex: 'days_overdue',
      title: t(field('days_overdue')),
      align: 'right',
      sorter: byNumber('days_overdue'),
      defaultSortOrder: 'descend',
      render: (value: number) => <Tag color={value > 30 ? 'red' : 'orange'}>{value}</Tag>,
    },
  ];

  return (
    <AdminOnly>
      <Typography.Title level={3}>{t('menu.admin.expiringCustomers')}</Typography.Title>
      <Space wrap style={{ marginBottom: 16 }} data-testid="expiring-customers-filters">
        <span>{t('admin.expiringCustomers.days')}</span>
        <InputNumber
          min={1}
          max={EXPIRING_DAYS_MAX}
          precision={0}
          value={days}
          aria-label={t('admin.expiringCustomers.days')}
          onChange={(value) => setParams(value ? { days: String(value) } : {}, { replace: true })}
        />
        <Typography.Text type="secondary">{t('admin.expiringCustomers.daysHelp', { days })}</Typography.Text>
        <Button onClick={() => void refetch()} loading={isFetching}>
          {t('common.reload')}
        </Button>
      </Space>
      <Card title={t('admin.expiringCustomers.productsTitle')} size="small" style={{ marginBottom: 16 }}>
        <Table<ExpiringProductRow>
          rowKey="customer_product_id"
          size="small"
          loading={isFetching}
          dataSource={data?.data.products ?? []}
          columns={products}
          pagination={false}
          locale={{ emptyText: t('admin.expiringCustomers.emptyProducts') }}
          data-testid="expiring-products"
        />
      </Card>
      <Card title={t('admin.expiringCustomers.overdueTitle')} size="small">
        <Table<OverdueCustomerRow>
          rowKey="customer_id"
          size="small"
          loading={isFetching}
          dataSource={data?.data.overdue ?? []}
          columns={overdue}
          pagination={false}
          locale={{ emptyText: t('admin.expiringCustomers.emptyOverdue') }}
          data-testid="overdue-customers"
        />
      </Card>
    </AdminOnly>
  );
}
