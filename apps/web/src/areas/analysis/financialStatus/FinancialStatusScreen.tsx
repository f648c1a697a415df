import { type FinancialStatusLine, RECEIVABLE_AGES } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Descriptions, Empty, Row, Skeleton, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { keyUnder } from '../../../locales/keys';
import { Chart } from '../../../ui/charts/Chart';
import { formatDate, formatLira } from '../../../ui/format';
import { DateInput } from '../../../ui/inputs';
import { ReportToolbar, useReportQuery } from '../../../ui/ReportToolbar';
import { useListParams } from '../../../ui/useListParams';
import { analysisApi } from '../api';
import { agingOption } from './financialStatusChart';

type Item = { key: string; label: ReactNode; children: ReactNode };

/**
 * /analysis/financial-status: what the complex (or the company) has against what it owes at a date (today by
 * default; `date=` in the URL), the net, and the receivables by age.
 */
export default function FinancialStatusScreen() {
  const { t } = useTranslation();
  const { params, update } = useListParams();
  const { query: report, ready, companyWide } = useReportQuery();
  const query = { cluster_id: report.cluster_id, company_id: report.company_id, date: params.filters.date };
  const { data, isLoading, error, refetch } = useQuery(analysisApi.financialStatus(query, ready));
  const status = data?.data;
  // A figure links to its account's ledger when the report is one complex's.
  const ledger = (key: string, text: string) =>
    companyWide || !status ? (
      text
    ) : (
      <Link to={`/accounting/accounts?tab=ledger&account=${key}&date_to=${status.date}`}>{text}</Link>
    );
  const lines = (prefix: string, list: FinancialStatusLine[]): Item[] =>
    list.map((l) => ({ key: l.key, label: `${prefix}: ${l.name}`, children: ledger(l.key, formatLira(l.amount)) }));
  const strong = (text: string) => <Typography.Text strong>{text}</Typography.Text>;

  const assets: Item[] = status
    ? [
        ...lines(t('analysis.financialStatus.cash'), status.assets.cash),
        ...lines(t('analysis.financialStatus.bank'), status.assets.banks),
        {
          key: 'card',
          label: t('analysis.financialStatus.cardClearing'),
          children: formatLira(status.assets.card_clearing),
        },
        ...RECEIVABLE_AGES.map((age) => ({
          key: age,
          label: `${t('analysis.financialStatus.receivables')}: ${t(keyUnder('analysis.financialStatus.ages', age))}`,
          children: formatLira(status.assets.receivables[age]),
        })),
        {
          key: 'advances',
          label: t('analysis.financialStatus.supplierAdvances'),
          children: formatLira(status.assets.supplier_advances),
        },
        {
          key: 'total',
          label: strong(t('analysis.financialStatus.totalAssets')),
          children: strong(formatLira(status.assets.total)),
        },
      ]
    : [];
  const liabilities: Item[] = status
    ? [
        ...(status.liabilities.suppliers.length
          ? lines(t('analysis.financialStatus.suppliers'), status.liabilities.suppliers)
          : [
              {
                key: 'suppliers',
                label: t('analysis.financialStatus.suppliers'),
                children: t('analysis.financialStatus.none'),
              },
            ]),
        {
          key: 'credits',
          label: t('analysis.financialStatus.residentCredits'),
          children: formatLira(status.liabilities.resident_credits),
        },
        {
          key: 'total',
          label: strong(t('analysis.financialStatus.totalLiabilities')),
          children: strong(formatLira(status.liabilities.total)),
        },
      ]
    : [];

  return (
    <>
      <Typography.Title level={3}>{t('menu.analysis.financialStatus')}</Typography.Title>
      <ReportToolbar
        path={analysisApi.financialStatusPath}
        query={query}
        period={false}
        disabled={!ready || !data}
        onReload={() => void refetch()}
      >
        <div style={{ width: 160 }}>
          <DateInput
            aria-label={t('analysis.financialStatus.date')}
            value={params.filters.date ?? null}
            onChange={(date) => update({ date })}
          />
        </div>
      </ReportToolbar>
      {!ready ? (
        <Empty description={t('report.selectCluster')} />
      ) : error ? (
        <Alert type="warning" showIcon title={error.message} />
      ) : isLoading || !data || !status ? (
        <Skeleton active />
      ) : (
        <>
          <Typography.Paragraph type="secondary" data-testid="report-caption">
            {data.meta.scope_name} · {t('analysis.financialStatus.date')}: {formatDate(status.date)}
          </Typography.Paragraph>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <Card title={t('analysis.financialStatus.assets')} data-testid="status-assets" style={{ height: '100%' }}>
                <Descriptions column={1} size="small" bordered items={assets} />
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card
                title={t('analysis.financialStatus.liabilities')}
                data-testid="status-liabilities"
                style={{ height: '100%' }}
              >
                <Descriptions column={1} size="small" bordered items={liabilities} />
              </Card>
            </Col>
            <Col xs={24} lg={8}>
              <Card data-testid="status-net">
                <Statistic
                  title={t('analysis.financialStatus.net')}
                  value={formatLira(status.net)}
                  styles={{ content: { color: status.net < 0 ? '#cf1322' : '#3f8600' } }}
                />
              </Card>
            </Col>
            <Col xs={24} lg={16}>
              <Card title={t('analysis.financialStatus.aging')}>
                {status.assets.receivables.total === 0 ? (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('report.empty')} />
                ) : (
                  <Chart
                    ariaLabel={t('analysis.financialStatus.aging')}
                    height={280}
                    option={agingOption(status.assets.receivables, (age) =>
                      t(keyUnder('analysis.financialStatus.ages', age)),
                    )}
                  />
                )}
              </Card>
            </Col>
          </Row>
        </>
      )}
    </>
  );
}
