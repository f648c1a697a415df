import type { AdminAdvertClick } from '@site/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Space, Switch, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../api/queryKeys';
import type { KeyIn } from '../../../locales/keys';
import { toast } from '../../../ui/feedback';
import { formatDateTime } from '../../../ui/format';
import { adsApi, advertClicksApi } from './api';

const field = (name: KeyIn<'admin.adClicks.fields'>) => `admin.adClicks.fields.${name}` as const;

/**
 * The advert's clicks under its form (spec §2 'Advert clicks'): user, resident, click time, newest first; the
 * counted ones by default, the counted-out ones with the switch. A click can be counted in or out.
 */
export function AdvertClicks({ advertId, canWrite }: { advertId: number; canWrite: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [showInactive, setShowInactive] = useState(false);
  const { data, isFetching } = useQuery(advertClicksApi.ofAdvert(advertId, page, showInactive));

  const toggle = async (click: AdminAdvertClick) => {
    await advertClicksApi.setActive(click.id, !click.is_active);
    toast.success(t('common.saved'));
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.all(advertClicksApi.resource) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.all(adsApi.resource) }),
    ]);
  };

  return (
    <section data-testid="advert-clicks">
      <Space style={{ width: '100%', justifyContent: 'space-between', margin: '24px 0 8px' }} wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('admin.adClicks.title')}
          {data ? ` (${data.meta.total})` : ''}
        </Typography.Title>
        <Space>
          <Switch
            checked={showInactive}
            onChange={(checked) => {
              setShowInactive(checked);
              setPage(1);
            }}
            aria-label={t('admin.adClicks.showInactive')}
          />
          {t('admin.adClicks.showInactive')}
        </Space>
      </Space>
      <Table<AdminAdvertClick>
        rowKey="id"
        size="small"
        loading={isFetching}
        scroll={{ x: 'max-content' }}
        dataSource={data?.data ?? []}
        locale={{ emptyText: t('admin.adClicks.empty') }}
        pagination={{
          current: page,
          pageSize: 10,
          total: data?.meta.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          { key: 'user_name', dataIndex: 'user_name', title: t(field('user_name')) },
          { key: 'resident_name', dataIndex: 'resident_name', title: t(field('resident_name')) },
          { key: 'cluster_name', dataIndex: 'cluster_name', title: t(field('cluster_name')) },
          { key: 'created_at', title: t(field('created_at')), render: (_v, row) => formatDateTime(row.created_at) },
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
        ]}
      />
    </section>
  );
}
