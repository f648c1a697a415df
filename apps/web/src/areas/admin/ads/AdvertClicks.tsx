import type { AdminAdvertClick } from '@site/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Space, Switch, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../api/queryKeys';
import type { KeyIn } from '../../../locales/keys';
import { ExportDropdown, type ExportType } from '../../../ui/ExportDropdown';
import { toast } from '../../../ui/feedback';
import { formatDateTime } from '../../../ui/format';
import { type LocalColumn, useLocalTable } from '../../../ui/useLocalTable';
import { adsApi, advertClicksApi } from './api';

const field = (name: KeyIn<'admin.adClicks.fields'>) => `admin.adClicks.fields.${name}` as const;

/**
 * The advert's clicks under its form (spec §2 'Advert clicks'): user, resident, complex, click time, newest
 * first, each sortable; the counted ones by default, the counted-out ones with the switch; paged with the lists'
 * page sizes, exported and reloaded like any list. Its state stays here (the adverts list owns the address). A
 * click can be counted in or out.
 */
export function AdvertClicks({ advertId, canWrite }: { advertId: number; canWrite: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useLocalTable<AdminAdvertClick>({ defaultSort: { order_by: 'created_at', order: 'desc' } });
  const [showInactive, setShowInactive] = useState(false);
  const query = advertClicksApi.query(advertId, list.params, showInactive);
  const { data, isFetching, refetch } = useQuery(advertClicksApi.ofAdvert(query));

  const toggle = async (click: AdminAdvertClick) => {
    await advertClicksApi.setActive(click.id, !click.is_active);
    toast.success(t('common.saved'));
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.all(advertClicksApi.resource) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.all(adsApi.resource) }),
    ]);
  };

  const exportAs = async (type: ExportType) => {
    const response = await advertClicksApi.exportFile(query, type);
    window.open(response.data.url, '_blank', 'noopener');
  };

  const columns: LocalColumn<AdminAdvertClick>[] = [
    { key: 'user_name', dataIndex: 'user_name', title: t(field('user_name')), sorter: true },
    { key: 'resident_name', dataIndex: 'resident_name', title: t(field('resident_name')), sorter: true },
    { key: 'cluster_name', dataIndex: 'cluster_name', title: t(field('cluster_name')), sorter: true },
    {
      key: 'created_at',
      title: t(field('created_at')),
      sorter: true,
      render: (_v, row) => formatDateTime(row.created_at),
    },
    ...(canWrite
      ? [
          {
            key: 'actions',
            title: t('list.actions'),
            render: (_v: unknown, row: AdminAdvertClick) => (
              <Button size="small" type="link" onClick={() => void toggle(row)}>
                {t(row.is_active ? 'admin.adClicks.countOut' : 'admin.adClicks.countIn')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <section data-testid="advert-clicks">
      <Space style={{ width: '100%', justifyContent: 'space-between', margin: '24px 0 8px' }} wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('admin.adClicks.title')}
          {data ? ` (${data.meta.total})` : ''}
        </Typography.Title>
        <Space wrap>
          <Switch
            checked={showInactive}
            onChange={(checked) => {
              setShowInactive(checked);
              list.setPage(1);
            }}
            aria-label={t('admin.adClicks.showInactive')}
          />
          {t('admin.adClicks.showInactive')}
          <Button
            onClick={() => {
              setShowInactive(false);
              list.reset();
            }}
          >
            {t('list.clearFilters')}
          </Button>
          {/* A refused export was already shown as a toast by the API client. */}
          <ExportDropdown
            onExport={(type) => void exportAs(type).catch(() => undefined)}
            disabled={!data?.meta.total}
          />
          <Button onClick={() => void refetch()}>{t('common.reload')}</Button>
        </Space>
      </Space>
      <Table<AdminAdvertClick>
        rowKey="id"
        size="small"
        loading={isFetching}
        scroll={{ x: 'max-content' }}
        dataSource={data?.data ?? []}
        locale={{ emptyText: t('admin.adClicks.empty') }}
        columns={list.columns(columns)}
        {...list.table(data?.meta.total ?? 0)}
      />
    </section>
  );
}
