import type { BankBalanceCheck } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Table, type TableColumnType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCluster } from '../../../session/ClusterProvider';
import { formatDate, formatLira } from '../../../ui/format';
import { bankActivitiesApi } from '../api';
import { BankTabs } from './BankTabs';

/**
 * /incomes/bank/balance-check: each bank account's last statement balance against the books on that
 * day; a difference is highlighted, with the open lines that may explain it.
 */
export default function BankBalanceCheckScreen() {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const { data, isFetching, refetch } = useQuery(bankActivitiesApi.balanceCheck(clusterId));
  const money = (key: 'closing_balance' | 'journal_balance' | 'open_total'): TableColumnType<BankBalanceCheck> => ({
    key,
    title: t(`bankActivities.balance.${key}`),
    align: 'right',
    render: (_v, row) => formatLira(row[key]),
  });

  return (
    <div className="data-table">
      <BankTabs active="/incomes/bank/balance-check" />
      <div className="table-title-bar">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('menu.incomes.bankBalanceCheck')}
        </Typography.Title>
        <Button onClick={() => void refetch()}>{t('common.reload')}</Button>
      </div>
      <Table<BankBalanceCheck>
        rowKey="bank_account_id"
        loading={isFetching}
        pagination={false}
        dataSource={data?.data ?? []}
        // A statement that disagrees with the books stands out.
        onRow={(row) => ({
          style: row.difference !== null && row.difference !== 0 ? { background: '#fff1f0' } : undefined,
        })}
        columns={[
          {
            key: 'bank_account_name',
            title: t('bankActivities.fields.bank_account'),
            render: (_v, row) => (
              <>
                <div>{row.bank_account_name}</div>
                {row.iban && <Typography.Text type="secondary">{row.iban}</Typography.Text>}
              </>
            ),
          },
          {
            key: 'statement_on',
            title: t('bankActivities.balance.statement_on'),
            render: (_v, row) => (row.statement_on ? formatDate(row.statement_on) : t('bankActivities.balance.none')),
          },
          money('closing_balance'),
          money('journal_balance'),
          {
            key: 'difference',
            title: t('bankActivities.balance.difference'),
            align: 'right',
            render: (_v, row) =>
              row.difference === null ? (
                ''
              ) : row.difference === 0 ? (
                <Tag color="green">{t('bankActivities.balance.equal')}</Tag>
              ) : (
                <Typography.Text type="danger" strong>
                  {formatLira(row.difference)}
                </Typography.Text>
              ),
          },
          {
            key: 'open_count',
            title: t('bankActivities.balance.open_count'),
            align: 'right',
            render: (_v, row) =>
              row.open_count ? (
                <Link to={`/incomes/bank/open?bank_account_id=${row.bank_account_id}`}>{row.open_count}</Link>
              ) : (
                0
              ),
          },
          money('open_total'),
        ]}
      />
    </div>
  );
}
