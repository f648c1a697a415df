import type { AdminToken } from '@site/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../api/queryKeys';
import type { KeyIn } from '../../../locales/keys';
import { toast } from '../../../ui/feedback';
import { formatDateTime } from '../../../ui/format';
import { adminTokensApi } from '../api';

const field = (name: KeyIn<'admin.tokens.fields'>) => `admin.tokens.fields.${name}` as const;

/** 'Oturumlar': where the user is signed in, each session ended on its own or all at once. */
export function UserTokens({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data, isFetching } = useQuery(adminTokensApi.ofUser(userId));
  const tokens = data?.data ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.all(adminTokensApi.resource) });

  const revoke = async (token: AdminToken) => {
    await adminTokensApi.revoke(token.id);
    toast.success(t('admin.tokens.revoked'));
    await refresh();
  };
  const revokeAll = async () => {
    const { data: answer } = await adminTokensApi.revokeAll(userId);
    toast.success(t('admin.tokens.revokedAll', { count: answer.revoked }));
    await refresh();
  };
  const confirm = { okText: t('common.yes'), cancelText: t('common.no') };

  return (
    <section data-testid="user-tokens">
      <Space style={{ width: '100%', justifyContent: 'space-between', margin: '24px 0 8px' }} wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('admin.tokens.title')}
        </Typography.Title>
        <Popconfirm title={t('admin.tokens.revokeAllConfirm')} onConfirm={revokeAll} {...confirm}>
          <Button danger disabled={!tokens.length}>
            {t('admin.tokens.revokeAll')}
          </Button>
        </Popconfirm>
      </Space>
      <Table<AdminToken>
        rowKey="id"
        size="small"
        loading={isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={tokens}
        locale={{ emptyText: t('admin.tokens.empty') }}
        columns={[
          { key: 'name', dataIndex: 'name', title: t(field('name')) },
          { key: 'created_at', title: t(field('created_at')), render: (_v, r) => formatDateTime(r.created_at) },
          { key: 'last_used_at', title: t(field('last_used_at')), render: (_v, r) => formatDateTime(r.last_used_at) },
          { key: 'expires_at', title: t(field('expires_at')), render: (_v, r) => formatDateTime(r.expires_at) },
          { key: 'impersonator_name', dataIndex: 'impersonator_name', title: t(field('impersonator_name')) },
          {
            key: 'actions',
            title: t('list.actions'),
            render: (_v, token) => (
              <Popconfirm title={t('admin.tokens.revokeConfirm')} onConfirm={() => revoke(token)} {...confirm}>
                <Button size="small" type="link" danger>
                  {t('admin.tokens.revoke')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </section>
  );
}
