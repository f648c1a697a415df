import type { AdminUserCard, AdminUserNotification, AdminUserResident, AdminUserSubscription } from '@site/shared';
import { ADMIN_SUBSCRIPTION_FAILED_WARNING } from '@site/shared';
import { formatBalance, toKurus } from '@site/shared/money';
import { Typography } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { KeyIn } from '../../../locales/keys';
import { FlagTag } from '../../../ui/FlagTag';
import { formatDate, formatDateTime } from '../../../ui/format';
import type { SideColumn } from './UserListTable';

const CARD_PAYMENTS = '/activities/credit-card-payments';

/** The card payments of a subscription or a card (spec §2 named route activities.cc-payments.list). */
export const subscriptionPaymentsPath = (id: number) =>
  `${CARD_PAYMENTS}?user_card_subscription_id=${id}&is_subscription=true`;
export const cardPaymentsPath = (id: number) => `${CARD_PAYMENTS}?user_card_id=${id}`;

const balance = (lira: number) => formatBalance(toKurus(lira));
export const formatUserBalance = balance;

const countLink = (count: number, to: string) => (count > 0 ? <Link to={to}>{count}</Link> : count);

export function notificationColumns(t: TFunction): SideColumn<AdminUserNotification>[] {
  const notificationsTitle = (k: KeyIn<'admin.userLists.notifications'>) => t(`admin.userLists.notifications.${k}`);
  return [
    { key: 'text', dataIndex: 'text', title: notificationsTitle('text'), width: 360 },
    { key: 'is_read', title: notificationsTitle('is_read'), render: (_v, r) => <FlagTag value={r.is_read} /> },
    {
      key: 'read_at',
      title: notificationsTitle('read_at'),
      sortKey: 'read_at',
      render: (_v, r) => formatDateTime(r.read_at),
    },
    {
      key: 'notification_status',
      title: notificationsTitle('notification_status'),
      sortKey: 'notification_status',
      render: (_v, r) =>
        t(
          `admin.userLists.notificationStatuses.${r.notification_status as KeyIn<'admin.userLists.notificationStatuses'>}`,
        ),
    },
    {
      key: 'cluster_name',
      title: notificationsTitle('cluster'),
      sortKey: 'cluster_name',
      render: (_v, r) => <Link to={`/definitions/clusters/${r.cluster_id}/edit`}>{r.cluster_name}</Link>,
    },
    {
      key: 'batch_title',
      title: notificationsTitle('batch'),
      render: (_v, r) =>
        r.batch_id ? (
          <Link to={`/communication/batch-notifications/${r.batch_id}/edit`}>{r.batch_title ?? r.batch_id}</Link>
        ) : null,
    },
    {
      key: 'is_active',
      title: notificationsTitle('is_active'),
      sortKey: 'is_active',
      render: (_v, r) => <FlagTag value={r.is_active} />,
    },
    {
      key: 'created_at',
      title: notificationsTitle('created_at'),
      sortKey: 'created_at',
      render: (_v, r) => formatDateTime(r.created_at),
    },
  ];
}

export function residentColumns(t: TFunction): SideColumn<AdminUserResident>[] {
  const residentsTitle = (k: KeyIn<'admin.userLists.residents'>) => t(`admin.userLists.residents.${k}`);
  return [
    { key: 'cluster_name', dataIndex: 'cluster_name', title: residentsTitle('cluster_name'), sortKey: 'cluster_name' },
    {
      key: 'name',
      title: residentsTitle('name'),
      sortKey: 'name',
      render: (_v, r) => <Link to={`/definitions/residents/${r.id}`}>{r.name}</Link>,
    },
    {
      key: 'balance',
      title: residentsTitle('balance'),
      sortKey: 'balance',
      align: 'right',
      render: (_v, r) => balance(r.balance),
    },
    {
      key: 'house_user_count',
      dataIndex: 'house_user_count',
      title: residentsTitle('house_user_count'),
      sortKey: 'house_user_count',
      align: 'right',
    },
    {
      key: 'is_active',
      title: residentsTitle('is_active'),
      sortKey: 'is_active',
      render: (_v, r) => <FlagTag value={r.is_active} />,
    },
    { key: 'phone', dataIndex: 'phone', title: residentsTitle('phone'), sortKey: 'phone' },
    { key: 'email', dataIndex: 'email', title: residentsTitle('email'), sortKey: 'email' },
  ];
}

export function subscriptionColumns(t: TFunction): SideColumn<AdminUserSubscription>[] {
  const subscriptionsTitle = (k: KeyIn<'admin.userLists.subscriptions'>) => t(`admin.userLists.subscriptions.${k}`);
  return [
    {
      key: 'cluster_name',
      dataIndex: 'cluster_name',
      title: subscriptionsTitle('cluster_name'),
      sortKey: 'cluster_name',
    },
    { key: 'block_name', dataIndex: 'block_name', title: subscriptionsTitle('block_name') },
    { key: 'door_number', dataIndex: 'door_number', title: subscriptionsTitle('door_number'), sortKey: 'door_number' },
    {
      key: 'house_id',
      title: subscriptionsTitle('house_id'),
      render: (_v, r) => (r.house_id ? <Link to={`/definitions/houses/${r.house_id}/edit`}>{r.house_id}</Link> : null),
    },
    {
      key: 'payment_provider_name',
      dataIndex: 'payment_provider_name',
      title: subscriptionsTitle('payment_provider_name'),
    },
    { key: 'masked_cc_no', dataIndex: 'masked_cc_no', title: subscriptionsTitle('masked_cc_no') },
    { key: 'name', dataIndex: 'name', title: subscriptionsTitle('name') },
    {
      key: 'is_active',
      title: subscriptionsTitle('is_active'),
      sortKey: 'is_active',
      render: (_v, r) => <FlagTag value={r.is_active} />,
    },
    {
      key: 'payment_count',
      title: subscriptionsTitle('payment_count'),
      sortKey: 'payment_count',
      align: 'right',
      render: (_v, r) => countLink(r.payment_count, subscriptionPaymentsPath(r.id)),
    },
    {
      key: 'failed_attempts',
      title: subscriptionsTitle('failed_attempts'),
      sortKey: 'failed_attempts',
      align: 'right',
      // Spec §2: three or more failed attempts in the month are shown in red.
      render: (_v, r) =>
        r.failed_attempts >= ADMIN_SUBSCRIPTION_FAILED_WARNING ? (
          <Typography.Text type="danger" strong data-testid="failed-attempts-warning">
            {r.failed_attempts}
          </Typography.Text>
        ) : (
          r.failed_attempts
        ),
    },
    {
      key: 'created_at',
      title: subscriptionsTitle('created_at'),
      sortKey: 'created_at',
      render: (_v, r) => formatDateTime(r.created_at),
    },
  ];
}

export function cardColumns(t: TFunction): SideColumn<AdminUserCard>[] {
  const cardsTitle = (k: KeyIn<'admin.userLists.cards'>) => t(`admin.userLists.cards.${k}`);
  return [
    { key: 'payment_provider_name', dataIndex: 'payment_provider_name', title: cardsTitle('payment_provider_name') },
    { key: 'masked_cc_no', dataIndex: 'masked_cc_no', title: cardsTitle('masked_cc_no') },
    { key: 'name', dataIndex: 'name', title: cardsTitle('name'), sortKey: 'name' },
    {
      key: 'expires_on',
      title: cardsTitle('expires_on'),
      sortKey: 'expires_on',
      render: (_v, r) => formatDate(r.expires_on),
    },
    {
      key: 'is_active',
      title: cardsTitle('is_active'),
      sortKey: 'is_active',
      render: (_v, r) => <FlagTag value={r.is_active} />,
    },
    {
      key: 'payment_count',
      title: cardsTitle('payment_count'),
      sortKey: 'payment_count',
      align: 'right',
      render: (_v, r) => countLink(r.payment_count, cardPaymentsPath(r.id)),
    },
    {
      key: 'subscription_count',
      dataIndex: 'subscription_count',
      title: cardsTitle('subscription_count'),
      sortKey: 'subscription_count',
      align: 'right',
    },
    {
      key: 'settle_day',
      dataIndex: 'settle_day',
      title: cardsTitle('settle_day'),
      sortKey: 'settle_day',
      align: 'right',
    },
    {
      key: 'created_at',
      title: cardsTitle('created_at'),
      sortKey: 'created_at',
      render: (_v, r) => formatDateTime(r.created_at),
    },
  ];
}
