import type { ActivityAccountKind, ActivityRow } from '@site/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Empty, Space, Statistic, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { keyUnder } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import { pageChange, urlPagination } from '../../../ui/urlPagination';
import { useListParams } from '../../../ui/useListParams';
import { activitiesApi } from '../api';
import { AccountTitleBar } from './AccountTitleBar';
import { activityColumns, amount, balance } from './activityColumns';

/** The screen path's last part names the kind of account: /activities/houses → house. */
const KINDS: Record<string, ActivityAccountKind> = {
  houses: 'house',
  residents: 'resident',
  providers: 'provider',
  safes: 'safe',
  banks: 'bank_account',
};

/**
 * /activities/houses, residents, providers, safes and banks: one account's journal with its running
 * balance. The account, the period and the page live in the URL (`account_id`, `date_from`, `date_to`,
 * `page`, `per_page`), so a reload or a link from another screen opens the same view.
 */
export default function ActivitiesScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const segment = pathname.split('/')[2] ?? 'houses';
  const kind = KINDS[segment] ?? 'house';
  const { clusterId } = useCluster();
  const { params, update } = useListParams();
  const accountId = Number(params.filters.account_id) || null;
  const dateFrom = params.filters.date_from ?? null;
  const dateTo = params.filters.date_to ?? null;

  const filter = { account_kind: kind, account_id: accountId, date_from: dateFrom, date_to: dateTo };
  const { data, isFetching, refetch } = useQuery({
    ...activitiesApi.list(clusterId, { ...filter, page: params.page, per_page: params.perPage }),
    enabled: clusterId !== null && accountId !== null,
    placeholderData: keepPreviousData,
  });
  const meta = accountId === null ? undefined : data?.meta;

  return (
    <div className="data-table">
      <AccountTitleBar
        title={t(keyUnder('menu.activities', segment))}
        kind={kind}
        accountId={accountId}
        from={dateFrom}
        to={dateTo}
        path={activitiesApi.path(clusterId)}
        query={filter}
        onReload={() => void refetch()}
      />
      {accountId === null ? (
        <Empty description={t('activities.pickAccount')} />
      ) : (
        <>
          <Statistic
            title={t('activities.openingBalance')}
            value={meta ? balance(meta.opening_balance) : ''}
            style={{ marginBottom: 12 }}
          />
          <Table<ActivityRow>
            rowKey="id"
            size="middle"
            loading={isFetching}
            columns={activityColumns(kind, t)}
            dataSource={data?.data ?? []}
            locale={{ emptyText: t('activities.noMovements') }}
            pagination={urlPagination(params, meta?.total ?? 0, t)}
            onChange={(pagination) => update(pageChange(params, pagination), false)}
          />
          {meta && (
            <Space size="large" wrap style={{ marginTop: 12 }}>
              <Statistic title={t('activities.totalDebit')} value={amount(meta.total_debit)} />
              <Statistic title={t('activities.totalCredit')} value={amount(meta.total_credit)} />
              <Statistic title={t('activities.closingBalance')} value={balance(meta.closing_balance)} />
            </Space>
          )}
        </>
      )}
    </div>
  );
}
