import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Empty, Row, Skeleton, Space, Statistic, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../ui/charts/Chart';
import { formatNumber } from '../../../ui/format';
import { AdminOnly } from '../users/AdminOnly';
import { statisticsApi } from './api';
import { StatisticsRange, useStatisticsRange } from './StatisticsRange';
import { dailyLinesOption } from './statisticsCharts';

type Page = { label: string; url: string | null; visits: number; hits: number };

function WebStatistics() {
  const { t } = useTranslation();
  const [range, setRange] = useStatisticsRange();
  const { data, isLoading } = useQuery(statisticsApi.web(range));
  const stats = data?.data;
  const option = useMemo(
    () =>
      stats &&
      dailyLinesOption(
        stats.days.map((d) => d.date),
        [
          { name: t('admin.statistics.web.visits'), data: stats.days.map((d) => d.visits), color: '#1677ff' },
          { name: t('admin.statistics.web.users'), data: stats.days.map((d) => d.users), color: '#389e0d' },
        ],
      ),
    [stats, t],
  );

  return (
    <div data-testid="web-statistics">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('menu.admin.statisticsWeb')}
        </Typography.Title>
        {stats?.configured && <StatisticsRange shown={stats} onChange={setRange} />}
      </Space>
      {isLoading || !stats ? (
        <Skeleton active />
      ) : !stats.configured ? (
        <Alert
          type="warning"
          showIcon
          title={t('admin.statistics.web.notConfigured')}
          data-testid="matomo-not-configured"
        />
      ) : stats.error ? (
        <Alert type="error" showIcon title={stats.error} />
      ) : (
        <>
          <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
            {(['visits', 'users', 'pageviews'] as const).map((key) => (
              <Col key={key} xs={24} sm={8}>
                <Card>
                  <Statistic title={t(`admin.statistics.web.${key}`)} value={formatNumber(stats.totals[key])} />
                </Card>
              </Col>
            ))}
          </Row>
          <Card title={t('admin.statistics.web.chart')} style={{ marginBottom: 16 }}>
            {stats.totals.visits === 0 ? (
              <Empty description={t('admin.statistics.web.empty')} />
            ) : (
              option && <Chart option={option} height={300} ariaLabel={t('admin.statistics.web.chart')} />
            )}
          </Card>
          <Card title={t('admin.statistics.web.topPages')}>
            <Table<Page>
              rowKey={(row) => `${row.label} ${row.url ?? ''}`}
              size="small"
              pagination={false}
              dataSource={stats.top_pages}
              locale={{ emptyText: t('admin.statistics.web.empty') }}
              columns={[
                {
                  key: 'label',
                  title: t('admin.statistics.web.page'),
                  render: (_v, row) => (
                    <span title={row.url ?? undefined} style={{ wordBreak: 'break-all' }}>
                      {row.label}
                    </span>
                  ),
                },
                {
                  key: 'visits',
                  title: t('admin.statistics.web.visits'),
                  align: 'right',
                  render: (_v, row) => formatNumber(row.visits),
                },
                {
                  key: 'hits',
                  title: t('admin.statistics.web.hits'),
                  align: 'right',
                  render: (_v, row) => formatNumber(row.hits),
                },
              ]}
            />
          </Card>
        </>
      )}
    </div>
  );
}

/** /admin/statistics/web: the web site's visits and unique visitors per day and its top pages, from Matomo. */
export default function WebStatisticsScreen() {
  return (
    <AdminOnly>
      <WebStatistics />
    </AdminOnly>
  );
}
