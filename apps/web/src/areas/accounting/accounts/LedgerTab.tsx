import { formatBalance, type LedgerRow, toKurus } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { Empty, Select, Statistic, Table, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCluster } from '../../../session/ClusterProvider';
import { formatDate, formatLira } from '../../../ui/format';
import { PAGE_SIZES, useListParams } from '../../../ui/useListParams';
import { accountingApi } from '../api';
import { PeriodBar, usePeriodQuery } from './PeriodBar';

const money = (lira: number) => (lira ? formatLira(lira) : '');
/** Balance with (B) borç / (A) alacak (spec §9). */
const balance = (lira: number) => formatBalance(toKurus(lira));

/** Muavin: one account's lines over the period with the running balance, from the opening to the closing. */
export function LedgerTab() {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const { params, update } = useListParams();
  const account = params.filters.account ?? null;
  const period = usePeriodQuery();
  const chart = useQuery(accountingApi.chart(clusterId));
  const { data, isFetching, refetch } = useQuery(accountingApi.ledger(clusterId, { ...period, account }));
  const meta = account === null ? undefined : data?.meta;
  const columns: TableColumnType<LedgerRow>[] = [
    {
      key: 'occurred_on',
      title: t('accounting.fields.date'),
      width: 110,
      render: (_v, r) => formatDate(r.occurred_on),
    },
    { key: 'document', title: t('accounting.fields.document'), dataIndex: 'document', width: 170 },
    { key: 'description', title: t('accounting.fields.description'), dataIndex: 'description' },
    { key: 'debit', title: t('accounting.fields.debit'), align: 'right', render: (_v, r) => money(r.debit) },
    { key: 'credit', title: t('accounting.fields.credit'), align: 'right', render: (_v, r) => money(r.credit) },
    { key: 'balance', title: t('accounting.fields.balance'), align: 'right', render: (_v, r) => balance(r.balance) },
  ];
  return (
    <>
      <PeriodBar
        path={accountingApi.ledgerPath(clusterId)}
        query={{ account, date_from: period.date_from, date_to: period.date_to }}
        disabled={!meta}
        onReload={() => void refetch()}
      >
        <Select
          showSearch
          optionFilterProp="label"
          style={{ minWidth: 320 }}
          aria-label={t('accounting.pickAccount')}
          placeholder={t('accounting.pickAccount')}
          loading={chart.isFetching}
          value={account ?? undefined}
          onChange={(value: string) => update({ account: value })}
          options={(chart.data?.data ?? []).map((a) => ({ value: a.key, label: `${a.code} ${a.name}` }))}
        />
      </PeriodBar>
      {account === null ? (
        <Empty description={t('accounting.pickAccount')} />
      ) : (
        <>
          {meta && (
            <Statistic
              style={{ marginBottom: 8 }}
              title={`${meta.account.code} ${meta.account.name} · ${t('accounting.openingBalance')} (${
                meta.date_from ? formatDate(meta.date_from) : t('accounting.fromStart')
              })`}
              value={balance(meta.opening_balance)}
            />
          )}
          <Table<LedgerRow>
            rowKey="id"
            size="middle"
            loading={isFetching}
            columns={columns}
            dataSource={data?.data ?? []}
            locale={{ emptyText: t('accounting.noMovements') }}
            pagination={{
              current: period.page,
              pageSize: period.per_page,
              total: meta?.total ?? 0,
              pageSizeOptions: PAGE_SIZES,
              showSizeChanger: true,
              onChange: (page, perPage) => update({ page, per_page: perPage }, false),
            }}
            summary={() =>
              meta && (
                <Table.Summary.Row className="table-totals">
                  <Table.Summary.Cell index={0} colSpan={3}>
                    {t('accounting.total')}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={3} align="right">
                    {formatLira(meta.total_debit)}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={4} align="right">
                    {formatLira(meta.total_credit)}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={5} align="right">
                    {balance(meta.closing_balance)}
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              )
            }
          />
          {meta && (
            <Statistic
              style={{ marginTop: 12 }}
              title={t('accounting.closingBalance')}
              value={balance(meta.closing_balance)}
            />
          )}
        </>
      )}
    </>
  );
}
