import type { AdminCustomerCluster } from '@site/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Space, Table, Tag } from 'antd';
// The search box alone, as `DataTable` imports it.
import Search from 'antd/es/input/Search';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../api/queryKeys';
import type { KeyIn } from '../../../locales/keys';
import { ActionButton } from '../../../ui/ActionButton';
import { DeleteButton } from '../../../ui/DeleteButton';
import { ExportDropdown, type ExportType } from '../../../ui/ExportDropdown';
import { toast } from '../../../ui/feedback';
import { formatDate } from '../../../ui/format';
import { type LocalColumn, useLocalTable } from '../../../ui/useLocalTable';
import { customerClustersApi } from './api';
import { CustomerClusterDrawer } from './CustomerClusterDrawer';

const field = (name: KeyIn<'admin.customerClusters.fields'>) => `admin.customerClusters.fields.${name}` as const;

/**
 * The customer's complexes (a tab of the customer's screen): complex, its status, the link's status, houses,
 * added and removed days, with the houses and links in the footer; default order active complexes first;
 * searched by complex. Its search, paging and sort stay in the tab (the customer's screen owns the address).
 * 'Ekle' and 'Düzenle' open 'Müşteriye TYA Ekle'; 'Sil' asks first.
 */
export function CustomerClustersPanel({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useLocalTable<AdminCustomerCluster>();
  const [editing, setEditing] = useState<AdminCustomerCluster | 'new' | null>(null);
  const query = { customer_id: customerId, ...list.params };
  const { data, isFetching, refetch } = useQuery(customerClustersApi.list(query));
  // The customer's and the product's screens count these links (complexes, active products, customers) too.
  const refresh = () =>
    Promise.all(
      [customerClustersApi.resource, ...customerClustersApi.counters].map((resource) =>
        queryClient.invalidateQueries({ queryKey: queryKeys.all(resource) }),
      ),
    );

  const exportAs = async (type: ExportType) => {
    const response = await customerClustersApi.exportFile(query, type);
    window.open(response.data.url, '_blank', 'noopener');
  };

  const remove = async (id: number) => {
    await customerClustersApi.remove(id);
    toast.success(t('list.deleted'));
    await refresh();
  };

  const status = (active: boolean) => (
    <Tag color={active ? 'green' : undefined}>
      {t(active ? 'admin.customerClusters.active' : 'admin.customerClusters.passive')}
    </Tag>
  );
  const columns: LocalColumn<AdminCustomerCluster>[] = [
    { key: 'cluster_name', dataIndex: 'cluster_name', title: t(field('cluster_name')), sorter: true },
    {
      key: 'cluster_is_active',
      title: t(field('cluster_is_active')),
      sorter: true,
      render: (_v, row) => status(row.cluster_is_active),
    },
    { key: 'is_active', title: t(field('is_active')), sorter: true, render: (_v, row) => status(row.is_active) },
    { key: 'house_count', dataIndex: 'house_count', title: t(field('house_count')), sorter: true, align: 'right' },
    { key: 'starts_on', title: t(field('starts_on')), sorter: true, render: (_v, row) => formatDate(row.starts_on) },
    { key: 'ends_on', title: t(field('ends_on')), sorter: true, render: (_v, row) => formatDate(row.ends_on) },
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

  const totals = data?.meta.totals;
  return (
    <div className="data-table" data-testid="customer-clusters">
      <div className="table-title-bar">
        <h3 className="table-title">{t('admin.customerClusters.title')}</h3>
        <Space wrap>
          <Search
            allowClear
            aria-label={t('list.search')}
            placeholder={t('list.search')}
            style={{ width: 240 }}
            {...list.search}
          />
          <ActionButton type="primary" onClick={() => setEditing('new')}>
            {t('list.add')}
          </ActionButton>
          <Button onClick={list.reset}>{t('list.clearFilters')}</Button>
          {/* A refused export was already shown as a toast by the API client. */}
          <ExportDropdown onExport={(type) => void exportAs(type).catch(() => undefined)} />
          <Button onClick={() => void refetch()}>{t('common.reload')}</Button>
        </Space>
      </div>
      <Table<AdminCustomerCluster>
        rowKey="id"
        size="middle"
        loading={isFetching}
        scroll={{ x: 'max-content' }}
        columns={list.columns(columns)}
        dataSource={data?.data ?? []}
        locale={{ emptyText: t('admin.customerClusters.none') }}
        onRow={(row) => ({ onDoubleClick: () => setEditing(row) })}
        summary={() =>
          totals && (
            <Table.Summary.Row className="table-totals">
              <Table.Summary.Cell index={0} colSpan={3}>
                {t('list.total', { count: totals.count ?? 0 })}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                <span data-testid="house-count-total">{(totals.house_count ?? 0).toLocaleString('tr-TR')}</span>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} colSpan={3} />
            </Table.Summary.Row>
          )
        }
        {...list.table(data?.meta.total ?? 0)}
      />
      <CustomerClusterDrawer
        customerId={customerId}
        link={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
        onSaved={() => void refresh()}
      />
    </div>
  );
}
