import type { ProjectItemRow } from '@site/shared';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../ui/charts/Chart';
import { chartMonth } from '../../../ui/charts/chartFormat';
import { formatLira } from '../../../ui/format';
import type { ProjectItemsAnswer } from './api';
import { budgetActualChartOption } from './projectChart';
import { formatPercent } from './reportFormat';
import { LedgerLink, moneyColumn, Overrun } from './reportTable';

type MonthLine = { month: string; budget: number; actual: number };

/** İşletme Projesi Kalemleri: a chart and a row per expense type, opened to its months. */
export function ProjectItemsView({ answer }: { answer: ProjectItemsAnswer }) {
  const { t } = useTranslation();
  const { data: rows, meta } = answer;
  const totals = meta.totals;
  const strong = (text: string) => <Typography.Text strong>{text}</Typography.Text>;
  const monthRows = (row: ProjectItemRow) =>
    meta.months.map((month, i) => ({
      month,
      budget: row.budget_months[i] ?? 0,
      actual: row.actual_months[i] ?? 0,
    }));
  return (
    <>
      <Chart
        option={budgetActualChartOption(rows, {
          budget: t('clusterReports.columns.budget'),
          actual: t('clusterReports.columns.actual'),
        })}
        height={280}
        ariaLabel={t('clusterReports.budget.chart')}
      />
      <Table<ProjectItemRow>
        data-testid="operating-items"
        size="small"
        rowKey="expense_type_id"
        pagination={false}
        dataSource={rows}
        expandable={{
          expandedRowRender: (row) => (
            <Table<MonthLine>
              size="small"
              rowKey="month"
              pagination={false}
              dataSource={monthRows(row)}
              aria-label={t('clusterReports.budget.months')}
              columns={[
                { title: t('clusterReports.columns.month'), dataIndex: 'month', render: chartMonth },
                moneyColumn<MonthLine>(t('clusterReports.columns.budget'), 'budget'),
                {
                  ...moneyColumn<MonthLine>(t('clusterReports.columns.actual'), 'actual'),
                  render: (value: number, m) => <Overrun over={value > m.budget}>{formatLira(value)}</Overrun>,
                },
              ]}
            />
          ),
        }}
        columns={[
          { title: t('clusterReports.columns.expenseType'), dataIndex: 'name', key: 'name' },
          moneyColumn<ProjectItemRow>(t('clusterReports.columns.budget'), 'budget'),
          {
            ...moneyColumn<ProjectItemRow>(t('clusterReports.columns.actual'), 'actual'),
            render: (value: number, row) => (
              <LedgerLink account={`expense_type:${row.expense_type_id}`} period={meta} enabled>
                {formatLira(value)}
              </LedgerLink>
            ),
          },
          {
            ...moneyColumn<ProjectItemRow>(t('clusterReports.columns.remaining'), 'remaining'),
            render: (value: number, row) => <Overrun over={row.overrun}>{formatLira(value)}</Overrun>,
          },
          {
            title: t('clusterReports.columns.usedPercent'),
            dataIndex: 'used_percent',
            key: 'used_percent',
            align: 'right',
            render: (value: number | null, row) =>
              row.overrun ? (
                <Typography.Text type="danger">{formatPercent(value)}</Typography.Text>
              ) : (
                formatPercent(value)
              ),
          },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={2}>
              {strong(t('report.total'))}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              {strong(formatLira(totals.budget))}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              {strong(formatLira(totals.actual))}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={4} align="right">
              <Overrun over={totals.overrun}>{strong(formatLira(totals.remaining))}</Overrun>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={5} align="right">
              {strong(formatPercent(totals.used_percent))}
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </>
  );
}
