import type { ProjectStatement } from '@site/shared';
import { Card, Descriptions, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { chartMonth } from '../../../ui/charts/chartFormat';
import { formatLira } from '../../../ui/format';
import type { ProjectStatementAnswer } from './api';
import { LedgerLink, moneyColumn, Overrun } from './reportTable';

type IncomeRow = ProjectStatement['income'][number];
type MonthRow = ProjectStatement['months'][number];

/** İşletme Hesap Özeti: income by type, the months against the budget and the year's result. */
export function ProjectStatementView({ answer }: { answer: ProjectStatementAnswer }) {
  const { t } = useTranslation();
  const { data, meta } = answer;
  const totals = data.totals;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={t('clusterReports.operating.income')} size="small">
        <Table<IncomeRow>
          data-testid="operating-income"
          size="small"
          rowKey="key"
          pagination={false}
          dataSource={data.income}
          columns={[
            { title: t('clusterReports.columns.incomeType'), dataIndex: 'name', key: 'name' },
            {
              ...moneyColumn<IncomeRow>(t('clusterReports.columns.accrued'), 'accrued'),
              render: (value: number, row) => (
                <LedgerLink account={row.key} period={meta} enabled>
                  {formatLira(value)}
                </LedgerLink>
              ),
            },
            moneyColumn<IncomeRow>(t('clusterReports.columns.collected'), 'collected'),
          ]}
        />
      </Card>
      <Card title={t('clusterReports.operating.months')} size="small">
        <Table<MonthRow>
          data-testid="operating-months"
          size="small"
          rowKey="month"
          pagination={false}
          dataSource={data.months}
          columns={[
            { title: t('clusterReports.columns.month'), dataIndex: 'month', key: 'month', render: chartMonth },
            moneyColumn<MonthRow>(t('clusterReports.columns.income'), 'income'),
            moneyColumn<MonthRow>(t('clusterReports.columns.collected'), 'collected'),
            moneyColumn<MonthRow>(t('clusterReports.operating.budgetExpense'), 'budget'),
            {
              ...moneyColumn<MonthRow>(t('clusterReports.operating.actualExpense'), 'expense'),
              render: (value: number, row) => <Overrun over={value > row.budget}>{formatLira(value)}</Overrun>,
            },
            moneyColumn<MonthRow>(t('clusterReports.columns.result'), 'result'),
          ]}
        />
      </Card>
      <Card title={t('clusterReports.operating.totals')} size="small">
        <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered data-testid="operating-totals">
          <Descriptions.Item label={t('clusterReports.columns.income')}>{formatLira(totals.income)}</Descriptions.Item>
          <Descriptions.Item label={t('clusterReports.operating.plannedIncome')}>
            {formatLira(totals.planned_income)}
          </Descriptions.Item>
          <Descriptions.Item label={t('clusterReports.operating.actualExpense')}>
            <Overrun over={totals.expense > totals.budget}>{formatLira(totals.expense)}</Overrun>
          </Descriptions.Item>
          <Descriptions.Item label={t('clusterReports.operating.budgetExpense')}>
            {formatLira(totals.budget)}
          </Descriptions.Item>
          <Descriptions.Item label={t('clusterReports.operating.result')}>
            {formatLira(totals.result)}
          </Descriptions.Item>
          <Descriptions.Item label={t('clusterReports.operating.budgetResult')}>
            {formatLira(totals.budget_result)}
          </Descriptions.Item>
          <Descriptions.Item label={t('clusterReports.columns.collected')}>
            {formatLira(totals.collected)}
          </Descriptions.Item>
          <Descriptions.Item label={t('clusterReports.operating.collections')}>
            {formatLira(totals.collections)}
          </Descriptions.Item>
        </Descriptions>
      </Card>
    </Space>
  );
}
