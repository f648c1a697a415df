import type { ExpenseDetailRow } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { Empty, Skeleton, Table, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useCluster } from '../../../session/ClusterProvider';
import { chartMonth } from '../../../ui/charts/chartFormat';
import { formatLira } from '../../../ui/format';
import { ReportCaption, ReportToolbar, useReportQuery } from '../../../ui/ReportToolbar';
import { LedgerLink } from '../cluster/reportTable';
import { reviewReportsApi } from './api';
import { ReviewFilters, useReviewFilters } from './ReviewFilters';

/** Gider Detay Toplamları: expense type and child type × the period's months, with row, month and grand totals. */
export default function ExpenseDetailScreen() {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const { query, ready, companyWide } = useReportQuery();
  const { filters } = useReviewFilters();
  const apiQuery = { ...query, ...(companyWide ? {} : filters) };
  const { data, isLoading, refetch } = useQuery(reviewReportsApi.expenseDetail(apiQuery, ready));
  const meta = data?.meta;
  const strong = (value: number) => <Typography.Text strong>{formatLira(value)}</Typography.Text>;
  const monthColumns: ColumnType<ExpenseDetailRow>[] = (meta?.months ?? []).map((month, i) => ({
    title: chartMonth(month),
    key: month,
    align: 'right',
    render: (_, row) => formatLira(row.months[i] ?? 0),
  }));

  return (
    <>
      <Typography.Title level={3}>{t('menu.reports.expenseDetail')}</Typography.Title>
      <ReportToolbar
        path={reviewReportsApi.path('expense-detail')}
        query={apiQuery}
        disabled={!ready || !data}
        onReload={() => void refetch()}
      >
        <ReviewFilters clusterId={companyWide ? null : clusterId} withMonth={false} />
      </ReportToolbar>
      {!ready ? (
        <Empty description={t('report.selectCluster')} />
      ) : isLoading || !data || !meta ? (
        <Skeleton active />
      ) : (
        <>
          <ReportCaption meta={meta} />
          {data.data.length === 0 ? (
            <Empty description={t('report.empty')} />
          ) : (
            <Table<ExpenseDetailRow>
              data-testid="expense-detail-table"
              size="small"
              rowKey="key"
              pagination={false}
              dataSource={data.data}
              scroll={{ x: 400 + meta.months.length * 120 }}
              columns={[
                {
                  title: t('clusterReports.columns.expenseType'),
                  dataIndex: 'expense_type_name',
                  key: 'type',
                  fixed: 'left',
                },
                {
                  title: t('clusterReports.columns.childType'),
                  dataIndex: 'child_expense_type_name',
                  key: 'child',
                  fixed: 'left',
                },
                ...monthColumns,
                {
                  title: t('report.total'),
                  key: 'total',
                  align: 'right',
                  fixed: 'right',
                  render: (_, row) => (
                    <LedgerLink account={row.key} period={meta} enabled={!companyWide}>
                      {strong(row.total)}
                    </LedgerLink>
                  ),
                },
              ]}
              summary={() => (
                <Table.Summary fixed>
                  <Table.Summary.Row>
                    <Table.Summary.Cell index={0} colSpan={2}>
                      <Typography.Text strong>{t('report.total')}</Typography.Text>
                    </Table.Summary.Cell>
                    {meta.month_totals.map((value, i) => (
                      <Table.Summary.Cell key={meta.months[i]} index={2 + i} align="right">
                        {strong(value)}
                      </Table.Summary.Cell>
                    ))}
                    <Table.Summary.Cell index={2 + meta.months.length} align="right">
                      {strong(meta.total)}
                    </Table.Summary.Cell>
                  </Table.Summary.Row>
                </Table.Summary>
              )}
            />
          )}
        </>
      )}
    </>
  );
}
