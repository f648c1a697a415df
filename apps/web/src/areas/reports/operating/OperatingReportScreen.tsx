import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Segmented, Skeleton, Space, Switch, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { MessageKey } from '../../../locales/keys';
import { usePermissions } from '../../../session/usePermissions';
import { Chart } from '../../../ui/charts/Chart';
import { formatLira } from '../../../ui/format';
import { ReportCaption, ReportToolbar, useReportQuery } from '../../../ui/ReportToolbar';
import { useListParams } from '../../../ui/useListParams';
import { type OperatingRoute, operatingApi, reportOf } from './api';
import { DifferenceTable } from './DifferenceTable';
import { OperatingTable } from './OperatingTable';
import { incomeExpenseChartOption } from './operatingChart';
import { tableLines } from './operatingTable';

const ROUTES: OperatingRoute[] = [
  'income-expense',
  'accounting-income-expense',
  'expense',
  'income',
  'income-expense-review',
];

const TITLES: Record<OperatingRoute, MessageKey> = {
  'income-expense': 'menu.reports.incomeExpense',
  'accounting-income-expense': 'menu.reports.accountingIncomeExpense',
  expense: 'menu.reports.expense',
  income: 'menu.reports.income',
  'income-expense-review': 'menu.reports.incomeExpenseReview',
};

/**
 * The five operating reports (the route names the report): income and expense by type and month on a cash
 * basis (Gelir Gider Raporu) or an accrual basis with the difference explained (Muhasebe Gelir Gider Raporu),
 * the expense and the income report (basis switch), and the review with a comment per line.
 */
export default function OperatingReportScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const route = ROUTES.find((r) => pathname.endsWith(`/operating/${r}`)) ?? 'income-expense';
  const report = reportOf(route);
  const { params, update } = useListParams();
  const { query, ready } = useReportQuery();
  const { mayWrite } = usePermissions();
  const switchable = route === 'income' || route === 'expense';
  const basis =
    route === 'income-expense' ? 'cash' : switchable && params.filters.basis === 'cash' ? 'cash' : 'accrual';
  const compare = params.filters.compare === 'previous';
  const apiQuery: Record<string, unknown> = {
    ...query,
    ...(report === 'income-expense-review' ? {} : { basis }),
    ...(compare ? { compare: 'previous' } : {}),
  };
  const { data, isLoading, refetch } = useQuery(operatingApi.report(report, apiQuery, ready));
  const sections = useMemo(
    () =>
      report === 'income'
        ? (['income'] as const)
        : report === 'expense'
          ? (['expense'] as const)
          : (['income', 'expense'] as const),
    [report],
  );
  const lines = useMemo(() => (data ? tableLines(data.data, data.meta, [...sections]) : []), [data, sections]);
  const reconciliation = data?.meta.reconciliation;

  return (
    <>
      <Typography.Title level={3}>{t(TITLES[route])}</Typography.Title>
      <ReportToolbar
        path={operatingApi.path(report)}
        query={apiQuery}
        disabled={!ready || !data}
        onReload={() => void refetch()}
      >
        {switchable && (
          <Segmented
            aria-label={t('operatingReports.basis.label')}
            value={basis}
            options={[
              { value: 'cash', label: t('operatingReports.basis.cash') },
              { value: 'accrual', label: t('operatingReports.basis.accrual') },
            ]}
            onChange={(value) => update({ basis: value === 'cash' ? 'cash' : null })}
          />
        )}
        <Space>
          <Switch
            aria-label={t('operatingReports.comparePrevious')}
            checked={compare}
            onChange={(on) => update({ compare: on ? 'previous' : null })}
          />
          {t('operatingReports.comparePrevious')}
        </Space>
      </ReportToolbar>
      {!ready ? (
        <Empty description={t('report.selectCluster')} />
      ) : isLoading || !data ? (
        <Skeleton active />
      ) : (
        <>
          <ReportCaption meta={data.meta} />
          {data.data.length === 0 ? (
            <Empty description={t('report.empty')} />
          ) : (
            <>
              {report === 'income-expense' && data.meta.months.length > 0 && (
                <Chart
                  option={incomeExpenseChartOption(data.meta, {
                    income: t('operatingReports.chart.income'),
                    expense: t('operatingReports.chart.expense'),
                  })}
                  height={280}
                  ariaLabel={t('operatingReports.chart.title')}
                />
              )}
              {report === 'income-expense-review' && !data.meta.commentable && (
                <Alert
                  type="info"
                  showIcon
                  style={{ marginBottom: 12 }}
                  title={t('operatingReports.comment.companyWide')}
                />
              )}
              <OperatingTable
                lines={lines}
                meta={data.meta}
                withComments={report === 'income-expense-review'}
                mayComment={mayWrite('PUT', operatingApi.commentPath)}
              />
              {reconciliation && (
                <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
                  {t('operatingReports.reconciled', { amount: formatLira(reconciliation.bank_safe_change) })} ·{' '}
                  {reconciliation.explanation}
                </Typography.Paragraph>
              )}
              {data.meta.difference && <DifferenceTable difference={data.meta.difference} />}
            </>
          )}
        </>
      )}
    </>
  );
}
