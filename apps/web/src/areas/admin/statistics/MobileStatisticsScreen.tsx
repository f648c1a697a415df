import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Skeleton, Space, Statistic, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../ui/charts/Chart';
import { formatNumber } from '../../../ui/format';
import { AdminOnly } from '../users/AdminOnly';
import { statisticsApi } from './api';
import { StatisticsRange, useStatisticsRange } from './StatisticsRange';
import { dailyLinesOption, pieOption } from './statisticsCharts';

const TILES = [
  ['active_devices', 'admin.statistics.mobile.activeDevices'],
  ['active_users', 'admin.statistics.mobile.activeUsers'],
  ['mobile_users', 'admin.statistics.mobile.mobileUsers'],
  ['resident_users', 'admin.statistics.mobile.residentUsers'],
] as const;

type Platform = { platform: string; name: string; count: number };

function MobileStatistics() {
  const { t } = useTranslation();
  const [range, setRange] = useStatisticsRange();
  const { data, isLoading } = useQuery(statisticsApi.mobile(range));
  const stats = data?.data;
  const signIns = useMemo(
    () =>
      stats &&
      dailyLinesOption(
        stats.sign_ins.map((d) => d.date),
        [
          {
            name: t('admin.statistics.mobile.signInCount'),
            data: stats.sign_ins.map((d) => d.count),
            color: '#1677ff',
          },
        ],
      ),
    [stats, t],
  );
  const platforms = useMemo(
    () => stats && pieOption(stats.platforms.map((p) => ({ name: p.name, value: p.count }))),
    [stats],
  );
  const hasSignIns = Boolean(stats?.sign_ins.some((d) => d.count > 0));

  return (
    <div data-testid="mobile-statistics">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('menu.admin.statisticsMobile')}
        </Typography.Title>
        <StatisticsRange shown={stats} onChange={setRange} />
      </Space>
      {isLoading || !stats ? (
        <Skeleton active />
      ) : (
        <>
          <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
            {TILES.map(([key, label]) => (
              <Col key={key} xs={24} sm={12} lg={6}>
                <Card data-testid={`mobile-${key}`}>
                  <Statistic title={t(label)} value={formatNumber(stats[key])} />
                </Card>
              </Col>
            ))}
          </Row>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={16}>
              <Card title={t('admin.statistics.mobile.signIns')}>
                {hasSignIns && signIns ? (
                  <Chart option={signIns} height={300} ariaLabel={t('admin.statistics.mobile.signIns')} />
                ) : (
                  <Empty description={t('admin.statistics.mobile.empty')} />
                )}
              </Card>
            </Col>
            <Col xs={24} lg={8}>
              <Card title={t('admin.statistics.mobile.platforms')}>
                {stats.platforms.length > 0 && platforms && (
                  <Chart option={platforms} height={220} ariaLabel={t('admin.statistics.mobile.platforms')} />
                )}
                <Table<Platform>
                  rowKey="platform"
                  size="small"
                  pagination={false}
                  dataSource={stats.platforms}
                  locale={{ emptyText: t('admin.statistics.mobile.empty') }}
                  columns={[
                    { key: 'name', dataIndex: 'name', title: t('admin.statistics.mobile.platform') },
                    {
                      key: 'count',
                      title: t('admin.statistics.mobile.count'),
                      align: 'right',
                      render: (_v, row) => formatNumber(row.count),
                    },
                  ]}
                />
              </Card>
            </Col>
          </Row>
        </>
      )}
    </div>
  );
}

/** /admin/statistics/mobile: the mobile app's active devices and users, sign-ins per day and platforms. */
export default function MobileStatisticsScreen() {
  return (
    <AdminOnly>
      <MobileStatistics />
    </AdminOnly>
  );
}
