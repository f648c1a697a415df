import type { ActivityAccountKind, ActivityRow } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { Empty, Segmented, Statistic, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { MessageKey } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import { formatDate } from '../../../ui/format';
import { PAGE_SIZES, useListParams } from '../../../ui/useListParams';
import { AccountTitleBar, activityColumns, amount, balance } from '../../activities/public';
import { type StatementQuery, statementsApi } from '../api';

/** Which accounts each statement screen is for, and its title. */
const SCREENS: Record<string, { kinds: ActivityAccountKind[]; title: MessageKey }> = {
  '/reports/extracts/account-statement': { kinds: ['house', 'resident'], title: 'menu.reports.accountStatement' },
  '/reports/extracts/balance-activities/bank-account': {
    kinds: ['bank_account'],
    title: 'menu.reports.bankAccountActivities',
  },
  '/reports/extracts/balance-activities/safe': { kinds: ['safe'], title: 'menu.reports.safeActivities' },
  '/reports/extracts/balance-activities/provider': { kinds: ['provider'], title: 'menu.reports.providerActivities' },
};

/**
 * Hesap Ekstresi (a house or a resident) and the bank account, safe and provider statements: the opening
 * balance of the period, every movement with the balance after it, the totals and the closing balance,
 * exported as PDF, XLSX or ODS. The choice lives in the URL; the period defaults to this year so far.
 */
export default function StatementScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const screen = SCREENS[pathname.replace(/\/$/, '')] ?? SCREENS['/reports/extracts/account-statement'];
  const { clusterId } = useCluster();
  const { params, update } = useListParams();
  const picked = params.filters.account_kind as ActivityAccountKind | undefined;
  const kind = picked && screen.kinds.includes(picked) ? picked : screen.kinds[0];
  const accountId = Number(params.filters.account_id) || null;
  const dateFrom = params.filters.date_from ?? dayjs().startOf('year').format('YYYY-MM-DD');
  const dateTo = params.filters.date_to ?? dayjs().format('YYYY-MM-DD');

  const query: StatementQuery = { account_kind: kind, account_id: accountId, date_from: dateFrom, date_to: dateTo };
  const { data, isFetching, refetch } = useQuery(statementsApi.account(clusterId, query));
  const statement = accountId === null ? undefined : data?.data;
  const columns = activityColumns(kind, t);

  return (
    <div className="data-table">
      <AccountTitleBar
        title={t(screen.title)}
        kind={kind}
        accountId={accountId}
        from={dateFrom}
        to={dateTo}
        periodRequired
        path={statementsApi.path(clusterId)}
        query={query}
        onReload={() => void refetch()}
      >
        {screen.kinds.length > 1 && (
          <Segmented<ActivityAccountKind>
            value={kind}
            options={screen.kinds.map((k) => ({ value: k, label: t(`activities.accountKinds.${k}`) }))}
            onChange={(value) => update({ account_kind: value, account_id: null })}
          />
        )}
      </AccountTitleBar>
      {accountId === null ? (
        <Empty description={t('activities.statements.pickAccount')} />
      ) : (
        <>
          {statement && (
            <div style={{ marginBottom: 12 }}>
              <Typography.Title level={4} style={{ margin: 0 }}>
                {statement.account.name}
              </Typography.Title>
              <Typography.Text type="secondary">
                {t('activities.statements.period')}: {formatDate(statement.date_from)} – {formatDate(statement.date_to)}
              </Typography.Text>
              <Statistic
                style={{ marginTop: 8 }}
                title={t('activities.openingBalance')}
                value={balance(statement.opening_balance)}
              />
            </div>
          )}
          <Table<ActivityRow>
            rowKey="id"
            size="middle"
            loading={isFetching}
            columns={columns}
            dataSource={statement?.rows ?? []}
            locale={{ emptyText: t('activities.noMovements') }}
            pagination={{
              defaultPageSize: 100,
              pageSizeOptions: PAGE_SIZES,
              showSizeChanger: true,
              hideOnSinglePage: true,
            }}
            summary={() =>
              statement && (
                <Table.Summary.Row className="table-totals">
                  {columns.map((column, index) => (
                    <Table.Summary.Cell key={String(column.key)} index={index} align={column.align}>
                      {index === 0 && t('activities.statements.total')}
                      {column.key === 'debit' && amount(statement.total_debit)}
                      {column.key === 'credit' && amount(statement.total_credit)}
                      {column.key === 'balance' && balance(statement.closing_balance)}
                    </Table.Summary.Cell>
                  ))}
                </Table.Summary.Row>
              )
            }
          />
          {statement && (
            <Statistic
              style={{ marginTop: 12 }}
              title={t('activities.closingBalance')}
              value={balance(statement.closing_balance)}
            />
          )}
        </>
      )}
    </div>
  );
}
