import type { AdminUserToken } from '@site/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../api/queryKeys';
import type { KeyIn } from '../../../locales/keys';
import { FlagTag } from '../../../ui/FlagTag';
import { toast } from '../../../ui/feedback';
import { formatDateTime } from '../../../ui/format';
import { adminTokensApi } from '../api';
import { type SideColumn, UserListTable } from './UserListTable';

const field = (name: KeyIn<'admin.tokens.fields'>) => `admin.tokens.fields.${name}` as const;

/** 'Cihazlar': where the user is signed in, by last use (spec §9), each session ended on its own or all at once. */
export function UserTokens({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.all(adminTokensApi.resource) });

  const revoke = async (token: AdminUserToken) => {
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

  const columns: SideColumn<AdminUserToken>[] = [
    { key: 'name', dataIndex: 'name', title: t(field('name')), sortKey: 'name' },
    {
      key: 'last_used_at',
      title: t(field('last_used_at')),
      sortKey: 'last_used_at',
      render: (_v, r) => formatDateTime(r.last_used_at),
    },
    {
      key: 'created_at',
      title: t(field('created_at')),
      sortKey: 'created_at',
      render: (_v, r) => formatDateTime(r.created_at),
    },
    {
      key: 'expires_at',
      title: t(field('expires_at')),
      sortKey: 'expires_at',
      render: (_v, r) => formatDateTime(r.expires_at),
    },
    {
      key: 'is_mobile',
      title: t('admin.userLists.tokens.is_mobile'),
      render: (_v, r) => <FlagTag value={r.is_mobile} />,
    },
    { key: 'platform', dataIndex: 'platform', title: t('admin.userLists.tokens.platform') },
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
  ];

  return (
    <div data-testid="user-tokens">
      <UserListTable
        name="tokens"
        userId={userId}
        columns={columns}
        defaultOrder={['last_used_at', 'desc']}
        toolbar={
          <Popconfirm title={t('admin.tokens.revokeAllConfirm')} onConfirm={revokeAll} {...confirm}>
            <Button danger>{t('admin.tokens.revokeAll')}</Button>
          </Popconfirm>
        }
      />
    </div>
  );
}
