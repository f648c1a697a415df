import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Select, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { MessageKey } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import { formatPeriod } from '../../../ui/format';
import { ReportCaption, ReportToolbar, useReportQuery } from '../../../ui/ReportToolbar';
import { useListParams } from '../../../ui/useListParams';
import { type BudgetReportName, clusterReportsApi } from './api';
import { ProjectItemsView } from './ProjectItemsView';
import { ProjectStatementView } from './ProjectStatementView';

const STATUS: Record<string, MessageKey> = {
  approved: 'clusterReports.budget.statusApproved',
  draft: 'clusterReports.budget.statusDraft',
  closed: 'clusterReports.budget.statusClosed',
};

/**
 * The reports against a complex's budget (the route names the report): İşletme Projesi Kalemleri (budget
 * against actual per expense type) and İşletme Hesap Özeti (income, expenses by month and the year's result).
 */
export default function BudgetReportScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const report: BudgetReportName = pathname.endsWith('/operating-items') ? 'operating-items' : 'operating';
  const { params, update } = useListParams();
  const { clusterId } = useCluster();
  const { query, ready, companyWide } = useReportQuery();
  const budgetId = Number(params.filters.budget_id) || undefined;
  const apiQuery = { ...query, ...(budgetId ? { budget_id: budgetId } : {}) };
  const enabled = ready && !companyWide;
  const budgets = useQuery(clusterReportsApi.budgets(companyWide ? null : clusterId));
  const items = useQuery({ ...clusterReportsApi.items(apiQuery, enabled && report === 'operating-items') });
  const statement = useQuery({ ...clusterReportsApi.statement(apiQuery, enabled && report === 'operating') });
  const current = report === 'operating-items' ? items : statement;
  const meta = current.data?.meta;

  return (
    <>
      <Typography.Title level={3}>
        {t(report === 'operating-items' ? 'menu.reports.operatingItems' : 'menu.reports.operating')}
      </Typography.Title>
      <ReportToolbar
        path={clusterReportsApi.budgetPath(report)}
        query={apiQuery}
        disabled={!enabled || !current.data}
        onReload={() => void current.refetch()}
      >
        <Select
          aria-label={t('clusterReports.budget.label')}
          placeholder={t('clusterReports.budget.placeholder')}
          allowClear
          style={{ minWidth: 240 }}
          disabled={companyWide}
          value={budgetId}
          loading={budgets.isLoading}
          options={(budgets.data?.data ?? []).map((b) => ({
            value: b.id,
            label: `${b.name} · ${STATUS[b.status] ? t(STATUS[b.status] as MessageKey) : b.status}`,
          }))}
          onChange={(value?: number) => update({ budget_id: value ?? null })}
        />
      </ReportToolbar>
      {companyWide ? (
        <Alert type="info" showIcon title={t('clusterReports.clusterOnly')} />
      ) : !ready ? (
        <Empty description={t('report.selectCluster')} />
      ) : current.isError ? (
        <Empty description={(current.error as Error | null)?.message ?? t('errors.loadFailed')} />
      ) : current.isLoading || !meta ? (
        <Skeleton active />
      ) : (
        <>
          <ReportCaption meta={meta} />
          <Typography.Paragraph data-testid="budget-caption">
            {t('clusterReports.budget.caption', {
              name: meta.budget.name,
              from: formatPeriod(meta.budget.starts_on),
              to: formatPeriod(meta.budget.ends_on),
            })}
          </Typography.Paragraph>
          {report === 'operating-items' && items.data && <ProjectItemsView answer={items.data} />}
          {report === 'operating' && statement.data && <ProjectStatementView answer={statement.data} />}
        </>
      )}
    </>
  );
}
