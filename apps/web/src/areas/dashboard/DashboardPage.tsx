import { formatMoney, toKurus } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Spin, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../locales/keys';
import { useCluster } from '../../session/ClusterProvider';
import { dashboardApi } from './api';
import { DashboardCharts } from './DashboardCharts';

/** The few real figures of the selected complex, and under them the charts (their own query, never waited for). */
export default function DashboardPage() {
  return (
    <div>
      <DashboardFigures />
      <DashboardCharts />
    </div>
  );
}

function DashboardFigures() {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const { data, isLoading } = useQuery(dashboardApi.figures(clusterId));

  if (clusterId === null) return <Empty description={t('dashboard.selectCluster')} />;
  if (isLoading || !data) return <Spin />;
  const f = data.data;
  const tiles: [MessageKey, number | string][] = [
    ['dashboard.houses', f.house_count],
    ['dashboard.residents', f.resident_count],
    ['dashboard.blocks', f.block_count],
    ['dashboard.withOwner', f.houses_with_owner],
    ['dashboard.withRenter', f.houses_with_renter],
    ['dashboard.bankAccounts', f.bank_account_count],
    ['dashboard.safes', f.safe_count],
  ];
  return (
    <div>
      <Typography.Title level={3} data-testid="dashboard-title">
        {t('dashboard.title')} · {f.cluster_name}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {tiles.map(([label, value]) => (
          <Col key={label} xs={24} sm={12} lg={6}>
            <Card>
              <Statistic title={t(label)} value={value} />
            </Card>
          </Col>
        ))}
        {(
          [
            ['dashboard.openDebt', f.open_debt, 'open-debt'],
            ['dashboard.monthCollections', f.month_collections, 'month-collections'],
            ['dashboard.cash', f.cash, 'cash'],
          ] as const
        ).map(([label, value, testId]) => (
          <Col key={label} xs={24} sm={12} lg={6}>
            <Card data-testid={testId}>
              <Statistic title={t(label)} value={formatMoney(toKurus(value))} />
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
