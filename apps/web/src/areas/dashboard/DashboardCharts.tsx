import { type DashboardCharts as Charts, REQUEST_KIND_NAMES, REQUEST_KINDS } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Skeleton, Space, Table, Typography } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { keyUnder } from '../../locales/keys';
import { useCluster } from '../../session/ClusterProvider';
import { useSession } from '../../session/SessionProvider';
import { Chart } from '../../ui/charts/Chart';
import { formatLira } from '../../ui/format';
import { ScopeSwitch, useReportQuery } from '../../ui/ReportToolbar';
import { dashboardApi } from './api';
import { agingOption, cashOption, monthsEmpty, monthsOption, requestsOption } from './dashboardChartOptions';

/** The card of one chart: its title, the total where it has one, and the chart or an empty state. */
function ChartCard({
  title,
  total,
  empty,
  emptyText,
  testId,
  children,
}: {
  title: string;
  total?: string;
  empty: boolean;
  emptyText: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card title={title} extra={total} data-testid={testId} style={{ height: '100%' }}>
      {empty ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> : children}
    </Card>
  );
}

/** The largest debtors with a link to each one's account (a resident's, or a house's no resident carries). */
function DebtorsTable({ debtors, companyWide }: { debtors: Charts['debtors']; companyWide: boolean }) {
  const { t } = useTranslation();
  return (
    <Table
      size="small"
      pagination={false}
      rowKey={(d) => (d.resident_id !== null ? `r${d.resident_id}` : `h${d.house_id}`)}
      dataSource={debtors}
      columns={[
        {
          key: 'name',
          title: t('dashboard.charts.debtor'),
          render: (_, d) =>
            d.resident_id !== null ? (
              <Link to={`/incomes/residents/${d.resident_id}`}>{d.name}</Link>
            ) : (
              <Space size={4}>
                <Link to={`/incomes/houses/${d.house_id}`}>{d.name}</Link>
                <Typography.Text type="secondary">({t('dashboard.charts.noResident')})</Typography.Text>
              </Space>
            ),
        },
        ...(companyWide ? [{ key: 'cluster', title: t('dashboard.charts.cluster'), dataIndex: 'cluster_name' }] : []),
        {
          key: 'balance',
          title: t('dashboard.charts.balance'),
          align: 'right' as const,
          render: (_, d) => formatLira(d.balance),
        },
      ]}
    />
  );
}

/**
 * The dashboard's charts for the selected complex or the whole company ('scope=company' in the URL, as the
 * reports keep it): charged against collected, debts by age, cash, the largest debtors and open requests.
 * Its own query, so that the figure tiles above never wait for it.
 */
export function DashboardCharts() {
  const { t } = useTranslation();
  const { clusters } = useCluster();
  const { user } = useSession();
  const { query, ready, companyWide } = useReportQuery();
  const scopeQuery = { cluster_id: query.cluster_id, company_id: query.company_id };
  const { data, isLoading, isError } = useQuery(dashboardApi.charts(scopeQuery, ready));
  const canWiden = clusters.length > 1 || Boolean(user?.is_superadmin) || companyWide;
  // Built once per answer: a new option object would make ECharts draw the chart again on every render.
  const options = useMemo(() => {
    if (!data) return null;
    const charts = data.data;
    const requestsBy = (counts: { key: number; count: number }[], group: 'statuses' | 'kinds', prefix: string) =>
      requestsOption(counts, (key) => t(keyUnder(`dashboard.charts.${group}`, `${prefix}${key}`)));
    return {
      months: monthsOption(charts.months, {
        charged: t('dashboard.charts.charged'),
        collected: t('dashboard.charts.collected'),
      }),
      aging: agingOption(charts.aging, (bucket) => t(keyUnder('dashboard.charts.buckets', bucket))),
      cash: cashOption(charts.cash, companyWide, t('dashboard.charts.balance')),
      byStatus: requestsBy(charts.requests.by_status, 'statuses', 's'),
      byKind: requestsBy(charts.requests.by_kind, 'kinds', 'k'),
    };
  }, [data, companyWide, t]);
  const emptyText = t('dashboard.charts.empty');
  const total = (amount: number) => t('dashboard.charts.total', { amount: formatLira(amount) });

  const header = (
    <Space wrap style={{ marginTop: 24, marginBottom: 12 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('dashboard.charts.title')}
        {data ? ` · ${data.meta.scope_name}` : ''}
      </Typography.Title>
      {canWiden && <ScopeSwitch />}
    </Space>
  );
  // A failed answer has been shown as a toast by the API client.
  if (!ready || isError)
    return (
      <>
        {header}
        <Empty description={ready ? emptyText : t('dashboard.charts.selectCluster')} />
      </>
    );
  if (isLoading || !data || !options)
    return (
      <>
        {header}
        <Skeleton active />
      </>
    );

  const charts = data.data;
  // Each kind's screen is named by its URL name ('/communication/breakdowns').
  const kindPath = (kind: number) => REQUEST_KIND_NAMES.find((name) => REQUEST_KINDS[name] === kind);

  return (
    <div data-testid="dashboard-charts">
      {header}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <ChartCard
            title={t('dashboard.charts.months')}
            empty={monthsEmpty(charts.months)}
            emptyText={t('report.empty')}
            testId="chart-months"
          >
            <Chart ariaLabel={t('dashboard.charts.months')} option={options.months} />
          </ChartCard>
        </Col>
        <Col xs={24} xl={10}>
          <ChartCard
            title={t('dashboard.charts.aging')}
            total={total(charts.aging.total)}
            empty={charts.aging.total === 0}
            emptyText={emptyText}
            testId="chart-aging"
          >
            <Chart ariaLabel={t('dashboard.charts.aging')} option={options.aging} />
          </ChartCard>
        </Col>
        <Col xs={24} xl={12}>
          <ChartCard
            title={t('dashboard.charts.cash')}
            total={total(charts.cash.total)}
            empty={charts.cash.accounts.length === 0}
            emptyText={emptyText}
            testId="chart-cash"
          >
            <Chart
              ariaLabel={t('dashboard.charts.cash')}
              height={Math.max(200, charts.cash.accounts.length * 36 + 60)}
              option={options.cash}
            />
          </ChartCard>
        </Col>
        <Col xs={24} xl={12}>
          <ChartCard
            title={t('dashboard.charts.debtors')}
            empty={charts.debtors.length === 0}
            emptyText={emptyText}
            testId="chart-debtors"
          >
            <DebtorsTable debtors={charts.debtors} companyWide={companyWide} />
          </ChartCard>
        </Col>
        <Col xs={24}>
          <ChartCard
            title={t('dashboard.charts.requests')}
            total={t('dashboard.charts.requestCount', { count: charts.requests.total })}
            empty={charts.requests.total === 0}
            emptyText={emptyText}
            testId="chart-requests"
          >
            <Row gutter={[16, 16]}>
              <Col xs={24} md={12}>
                <Typography.Text strong>{t('dashboard.charts.byStatus')}</Typography.Text>
                <Chart height={260} ariaLabel={t('dashboard.charts.byStatus')} option={options.byStatus} />
              </Col>
              <Col xs={24} md={12}>
                <Typography.Text strong>{t('dashboard.charts.byKind')}</Typography.Text>
                <Chart height={260} ariaLabel={t('dashboard.charts.byKind')} option={options.byKind} />
                <Space wrap>
                  {charts.requests.by_kind.map((k) =>
                    k.count > 0 && kindPath(k.key) ? (
                      <Link key={k.key} to={`/communication/${kindPath(k.key)}`}>
                        {t(keyUnder('dashboard.charts.kinds', `k${k.key}`))}: {k.count}
                      </Link>
                    ) : null,
                  )}
                </Space>
              </Col>
            </Row>
          </ChartCard>
        </Col>
      </Row>
    </div>
  );
}
