import type { TrialBalanceRow } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { Table, type TableColumnType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCluster } from '../../../session/ClusterProvider';
import { formatDate, formatLira } from '../../../ui/format';
import { PAGE_SIZES, useListParams } from '../../../ui/useListParams';
import { accountingApi } from '../api';
import { PeriodBar, usePeriodQuery } from './PeriodBar';

const MONEY = ['opening_debit', 'opening_credit', 'debit', 'credit', 'closing_debit', 'closing_credit'] as const;
/** An empty side shows nothing, as on a printed mizan. */
const money = (lira: number) => (lira ? formatLira(lira) : '');

/** Mizan: per account the balance before the period, debit and credit within it and the closing balance. */
export function TrialBalanceTab({ onOpen }: { onOpen: (account: string) => void }) {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const { update } = useListParams();
  const query = usePeriodQuery();
  const { data, isFetching, refetch } = useQuery(accountingApi.trialBalance(clusterId, query));
  const meta = data?.meta;
  const columns: TableColumnType<TrialBalanceRow>[] = [
    { key: 'code', title: t('accounting.fields.code'), dataIndex: 'code', width: 120 },
    {
      key: 'name',
      title: t('accounting.fields.name'),
      render: (_v, row) => <Typography.Link onClick={() => onOpen(row.key)}>{row.name}</Typography.Link>,
    },
    ...MONEY.map((key) => ({
      key,
      title: t(`accounting.fields.${key}`),
      align: 'right' as const,
      render: (_v: unknown, row: TrialBalanceRow) => money(row[key]),
    })),
  ];
  return (
    <>
      <PeriodBar
        path={accountingApi.trialBalancePath(clusterId)}
        query={{ date_from: query.date_from, date_to: query.date_to }}
        disabled={!data}
        onReload={() => void refetch()}
      />
      {meta && (
        <Typography.Paragraph type="secondary">
          {t('accounting.period')}: {meta.date_from ? formatDate(meta.date_from) : t('accounting.fromStart')} –{' '}
          {formatDate(meta.date_to)}
        </Typography.Paragraph>
      )}
      <Table<TrialBalanceRow>
        rowKey="key"
        size="middle"
        loading={isFetching}
        columns={columns}
        dataSource={data?.data ?? []}
        onRow={(row) => ({ onDoubleClick: () => onOpen(row.key) })}
        locale={{ emptyText: t('accounting.empty') }}
        pagination={{
          current: query.page,
          pageSize: query.per_page,
          total: meta?.total ?? 0,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          onChange: (page, perPage) => update({ page, per_page: perPage }, false),
        }}
        summary={() =>
          meta && (
            <Table.Summary.Row className="table-totals">
              <Table.Summary.Cell index={0} colSpan={2}>
                {t('accounting.total')}
              </Table.Summary.Cell>
              {MONEY.map((key, i) => (
                <Table.Summary.Cell key={key} index={i + 2} align="right">
                  {formatLira(meta.totals[key] ?? 0)}
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          )
        }
      />
    </>
  );
}
