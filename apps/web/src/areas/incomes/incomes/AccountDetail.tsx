import { formatMoney, toKurus } from '@site/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../api/client';
import { refreshCluster } from '../../../api/queryKeys';
import { keyUnder } from '../../../locales/keys';
import { useRecordCluster } from '../../../session/useRecordCluster';
import { RecordNotFound } from '../../../ui/RecordNotFound';
import { AccountOtherExpenses, RefundPanel } from '../../expenses/public';
import { accountsApi } from '../api';
import { AccountSummary } from './AccountSummary';
import type { AccountKind } from './accountTypes';
import { CollectionsTable } from './CollectionsTable';
import { CollectModal } from './CollectModal';
import { DebtsTable } from './DebtsTable';
import { LateFeesTab } from './LateFeesTab';

/**
 * One house's or resident's account: the balance, open and paid debts, late fees (charged, and built up
 * but not yet charged, each with how it was computed), collections with receipts, and the collect action.
 */
export function AccountDetail({ kind, id }: { kind: AccountKind; id: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [collecting, setCollecting] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const { data, error } = useQuery(accountsApi.record(kind, id));
  const account = data?.data;
  const clusterId = account ? (account.house?.cluster_id ?? account.resident?.cluster_id) : undefined;
  useRecordCluster(clusterId, kind === 'house' ? '/incomes/houses' : '/incomes/residents');
  if (error instanceof ApiError && error.status === 404) return <RecordNotFound />;
  if (!account) return null;
  // A collection or its delete moves the complex's money: the account, the balances and debts.
  const refresh = () => refreshCluster(queryClient, clusterId);
  // 'Açık Borç' is the open debts and the open late fees: both parts are shown with it, and under the open debts.
  const openDebts = account.open_debts.reduce((s, d) => s + toKurus(d.open), 0);
  const openFees = account.late_fees.reduce((s, d) => s + toKurus(d.open), 0);
  const openTotal = openDebts + openFees;
  const openParts = { debts: formatMoney(openDebts), fees: formatMoney(openFees), total: formatMoney(openTotal) };
  const payers =
    kind === 'house'
      ? (account.people ?? []).map((p) => ({
          id: p.id,
          name: `${p.name} (${t(keyUnder('incomes.houseUserTypes', p.house_user_type_id))})`,
        }))
      : account.resident
        ? [{ id: account.resident.id, name: account.resident.name }]
        : [];

  const title = kind === 'house' ? account.house?.house_label : account.resident?.name;
  return (
    <div data-testid="account-detail">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Space>
          <Link
            to={kind === 'house' ? `/activities/houses?account_id=${id}` : `/activities/residents?account_id=${id}`}
          >
            {t('incomes.activity')}
          </Link>
          <Button type="primary" onClick={() => setCollecting(true)}>
            {t('incomes.collect.button')}
          </Button>
          <Button onClick={() => setRefunding(true)}>{t('otherExpenses.refund.button')}</Button>
        </Space>
      </Space>
      <AccountSummary kind={kind} account={account} openTotal={openTotal} openParts={openParts} />
      <Tabs
        items={[
          {
            key: 'open',
            label: `${t('incomes.tabs.open')} (${account.open_debts.length})`,
            children: <DebtsTable kind={kind} debts={account.open_debts} openParts={openParts} />,
          },
          {
            key: 'paid',
            label: `${t('incomes.tabs.paid')} (${account.paid_debts.length})`,
            children: <DebtsTable kind={kind} debts={account.paid_debts} />,
          },
          {
            key: 'fees',
            label: `${t('incomes.tabs.fees')} (${account.late_fees.length})`,
            children: <LateFeesTab kind={kind} account={account} />,
          },
          {
            key: 'collections',
            label: `${t('incomes.tabs.collections')} (${account.collections.length})`,
            children: <CollectionsTable collections={account.collections} onChanged={refresh} />,
          },
          {
            key: 'otherExpenses',
            label: t('otherExpenses.tab'),
            children: <AccountOtherExpenses kind={kind} id={id} />,
          },
        ]}
      />
      <RefundPanel
        open={refunding}
        onClose={() => setRefunding(false)}
        houseId={kind === 'house' ? id : null}
        payers={payers}
        credit={-account.balance}
        // The refund panel refreshes the complex's figures, this account among them.
        onSaved={() => setRefunding(false)}
      />
      <CollectModal
        open={collecting}
        onClose={() => setCollecting(false)}
        houseId={kind === 'house' ? id : null}
        payers={payers}
        defaultAmount={openTotal / 100}
        onSaved={async () => {
          setCollecting(false);
          await refresh();
        }}
      />
    </div>
  );
}
