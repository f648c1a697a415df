import type { AdminCustomerProduct } from '@site/shared';
import { formatMoney, toKurus } from '@site/shared/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Select, Space, Table, Tag } from 'antd';
// The search box alone, as `DataTable` imports it.
import Search from 'antd/es/input/Search';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../api/queryKeys';
import type { KeyIn } from '../../../locales/keys';
import { ActionButton } from '../../../ui/ActionButton';
import { DeleteButton } from '../../../ui/DeleteButton';
import { ExportDropdown, type ExportType } from '../../../ui/ExportDropdown';
import { FlagTag } from '../../../ui/FlagTag';
import { toast } from '../../../ui/feedback';
import { formatDate } from '../../../ui/format';
import { type LocalColumn, useLocalTable } from '../../../ui/useLocalTable';
import { customerProductsApi } from './api';
import { CustomerProductDrawer } from './CustomerProductDrawer';
import { type HeldStatus, heldQuery } from './customerProductModel';

const field = (name: KeyIn<'admin.customerProducts.fields'>) => `admin.customerProducts.fields.${name}` as const;

/**
 * The products of a customer (`customerId`, a tab of the customer's screen) or the customers of a product
 * (`productId`, a tab of the product's screen): customer, product, start, end, amount per house, status,
 * yearly; ending soonest first; searched by customer and product. Active ones by default; clearing the status
 * filter lists passive ones too. Search, paging, sort and the filter stay in the tab. 'Ekle' and 'Düzenle'
 * open 'Müşteriye Ürün Ekle'.
 */
export function CustomerProductsPanel({ customerId, productId }: { customerId?: number; productId?: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useLocalTable<AdminCustomerProduct>();
  const { page, perPage, sort, setPage } = list;
  const [status, setStatus] = useState<HeldStatus>('1');
  const [editing, setEditing] = useState<AdminCustomerProduct | 'new' | null>(null);
  const query = heldQuery({ customerId, productId, status, page, perPage, sort, search: list.params.query });
  const { data, isFetching, refetch } = useQuery(customerProductsApi.list(query));
  // The customer's and the product's screens count these links (complexes, active products, customers) too.
  const refresh = () =>
    Promise.all(
      [customerProductsApi.resource, ...customerProductsApi.counters].map((resource) =>
        queryClient.invalidateQueries({ queryKey: queryKeys.all(resource) }),
      ),
    );

  const exportAs = async (type: ExportType) => {
    const response = await customerProductsApi.exportFile(query, type);
    window.open(response.data.url, '_blank', 'noopener');
  };

  const remove = async (id: number) => {
    await customerProductsApi.remove(id);
    toast.success(t('list.deleted'));
    await refresh();
  };

  const columns: LocalColumn<AdminCustomerProduct>[] = [
    { key: 'customer_name', dataIndex: 'customer_name', title: t(field('customer_name')), sorter: true },
    { key: 'product_name', dataIndex: 'product_name', title: t(field('product_name')), sorter: true },
    { key: 'starts_on', title: t(field('starts_on')), sorter: true, render: (_v, row) => formatDate(row.starts_on) },
    { key: 'ends_on', title: t(field('ends_on')), sorter: true, render: (_v, row) => formatDate(row.ends_on) },
    {
      key: 'amount',
      title: t(field('amount')),
      sorter: true,
      align: 'right',
      render: (_v, row) => formatMoney(toKurus(row.amount)),
    },
    {
      key: 'is_active',
      title: t(field('is_active')),
      sorter: true,
      render: (_v, row) => (
        <Tag color={row.is_active ? 'green' : undefined}>
          {t(row.is_active ? 'admin.customerProducts.active' : 'admin.customerProducts.passive')}
        </Tag>
      ),
    },
    {
      key: 'is_yearly',
      title: t(field('is_yearly')),
      sorter: true,
      render: (_v, row) => <FlagTag value={row.is_yearly} />,
    },
    {
      key: 'actions',
      title: t('list.actions'),
      render: (_v, row) => (
        <Space size="small">
          <Button size="small" type="link" onClick={() => setEditing(row)}>
            {t('common.edit')}
          </Button>
          <DeleteButton onConfirm={() => remove(row.id)} />
        </Space>
      ),
    },
  ];

  return (
    <div className="data-table" data-testid="customer-products">
      <div className="table-title-bar">
        <h3 className="table-title">
          {t(customerId !== undefined ? 'admin.customerProducts.title' : 'admin.customerProducts.customersTitle')}
        </h3>
        <Space wrap>
          <Search
            allowClear
            aria-label={t('list.search')}
            placeholder={t('list.search')}
            style={{ width: 240 }}
            {...list.search}
          />
          <Select<HeldStatus>
            allowClear
            style={{ width: 140 }}
            value={status}
            placeholder={t('list.all')}
            aria-label={t('admin.customerProducts.statusFilter')}
            options={[
              { value: '1', label: t('admin.customerProducts.active') },
              { value: '0', label: t('admin.customerProducts.passive') },
            ]}
            onChange={(value) => {
              setStatus(value);
              setPage(1);
            }}
          />
          <ActionButton type="primary" onClick={() => setEditing('new')}>
            {t('list.add')}
          </ActionButton>
          <Button
            onClick={() => {
              setStatus(undefined);
              list.reset();
            }}
          >
            {t('list.clearFilters')}
          </Button>
          {/* A refused export was already shown as a toast by the API client. */}
          <ExportDropdown onExport={(type) => void exportAs(type).catch(() => undefined)} />
          <Button onClick={() => void refetch()}>{t('common.reload')}</Button>
        </Space>
      </div>
      <Table<AdminCustomerProduct>
        rowKey="id"
        size="middle"
        loading={isFetching}
        scroll={{ x: 'max-content' }}
        columns={list.columns(columns)}
        dataSource={data?.data ?? []}
        locale={{ emptyText: t('admin.customerProducts.none') }}
        onRow={(row) => ({ onDoubleClick: () => setEditing(row) })}
        {...list.table(data?.meta.total ?? 0)}
      />
      <CustomerProductDrawer
        customerId={customerId}
        productId={productId}
        held={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
        onSaved={() => void refresh()}
      />
    </div>
  );
}
