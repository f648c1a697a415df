import { Table, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { UserListTable } from './UserListTable';
import { UserTokens } from './UserTokens';
import {
  cardColumns,
  formatUserBalance,
  notificationColumns,
  residentColumns,
  subscriptionColumns,
} from './userSideColumns';

/**
 * The user page's side lists (spec §2 'Lists'): 'Bildirimler', 'Sakinler' (with a totals footer), 'Kart
 * Abonelikleri', 'Kayıtlı Kartlar' and 'Cihazlar' (the sessions, each one revocable).
 */
export function UserSideLists({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const tab = (key: 'notifications' | 'residents' | 'subscriptions' | 'cards' | 'tokens') =>
    t(`admin.userLists.tabs.${key}`);
  return (
    <Tabs
      style={{ marginTop: 24 }}
      destroyOnHidden
      data-testid="user-side-lists"
      items={[
        {
          key: 'notifications',
          label: tab('notifications'),
          children: (
            <UserListTable
              name="notifications"
              userId={userId}
              columns={notificationColumns(t)}
              defaultOrder={['created_at', 'desc']}
            />
          ),
        },
        {
          key: 'residents',
          label: tab('residents'),
          children: (
            <UserListTable
              name="residents"
              userId={userId}
              columns={residentColumns(t)}
              defaultOrder={['name', 'asc']}
              summary={(totals) => (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={2}>
                    <Typography.Text strong>{t('admin.userLists.total')}</Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={2} align="right">
                    <Typography.Text strong data-testid="residents-total-balance">
                      {formatUserBalance(totals.balance ?? 0)}
                    </Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={3} align="right">
                    <Typography.Text strong>{totals.house_user_count ?? 0}</Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={4} colSpan={3} />
                </Table.Summary.Row>
              )}
            />
          ),
        },
        {
          key: 'subscriptions',
          label: tab('subscriptions'),
          children: (
            <UserListTable
              name="subscriptions"
              userId={userId}
              columns={subscriptionColumns(t)}
              defaultOrder={['created_at', 'desc']}
            />
          ),
        },
        {
          key: 'cards',
          label: tab('cards'),
          children: (
            <UserListTable
              name="cards"
              userId={userId}
              columns={cardColumns(t)}
              defaultOrder={['created_at', 'desc']}
            />
          ),
        },
        { key: 'tokens', label: tab('tokens'), children: <UserTokens userId={userId} /> },
      ]}
    />
  );
}
