import { PrinterOutlined } from '@ant-design/icons';
import type { AuditReport } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Row, Skeleton, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatLira } from '../../../ui/format';
import { ReportCaption, ReportToolbar, useReportQuery } from '../../../ui/ReportToolbar';
import { AuditReceivables } from './AuditReceivables';
import { clusterReportsApi } from './api';
import { LedgerLink, moneyColumn } from './reportTable';

type CashRow = AuditReport['cash'][number];
type TypeRow = AuditReport['income'][number];
type PayableRow = AuditReport['payables'][number];

/**
 * Denetim Kurulu Raporu (KMK art. 41): cash and bank accounts, income and expense by type, receivables by age,
 * what is owed to providers and the open enforcement cases at the period's end, with the board's signatures.
 */
export default function AuditReportScreen() {
  const { t } = useTranslation();
  const { query, ready, companyWide } = useReportQuery();
  const { data, isLoading, refetch } = useQuery(clusterReportsApi.audit(query, ready));
  const report = data?.data;
  const meta = data?.meta;
  const linked = !companyWide;
  const named = (row: { cluster_name: string; name: string }) =>
    companyWide ? `${row.cluster_name} / ${row.name}` : row.name;
  const totalRow = (label: string, cells: (string | number)[], from = 1) => (
    <Table.Summary.Row>
      <Table.Summary.Cell index={0} colSpan={from}>
        <Typography.Text strong>{label}</Typography.Text>
      </Table.Summary.Cell>
      {cells.map((cell, i) => (
        <Table.Summary.Cell key={String(i)} index={from + i} align="right">
          <Typography.Text strong>{typeof cell === 'number' ? formatLira(cell) : cell}</Typography.Text>
        </Table.Summary.Cell>
      ))}
    </Table.Summary.Row>
  );
  const typeTable = (rows: TypeRow[], total: number, testId: string) => (
    <Table<TypeRow>
      data-testid={testId}
      size="small"
      rowKey="key"
      pagination={false}
      dataSource={rows}
      columns={[
        { title: t('clusterReports.columns.name'), dataIndex: 'name', key: 'name' },
        {
          ...moneyColumn<TypeRow>(t('clusterReports.columns.amount'), 'amount'),
          render: (value: number, row) =>
            meta && (
              <LedgerLink account={row.key} period={meta} enabled={linked}>
                {formatLira(value)}
              </LedgerLink>
            ),
        },
      ]}
      summary={() => totalRow(t('report.total'), [total])}
    />
  );

  return (
    <>
      <Typography.Title level={3}>{t('menu.reports.audit')}</Typography.Title>
      <ReportToolbar
        path={clusterReportsApi.auditPath}
        query={query}
        disabled={!ready || !data}
        onReload={() => void refetch()}
      >
        <Button icon={<PrinterOutlined />} onClick={() => window.print()} disabled={!data}>
          {t('clusterReports.audit.print')}
        </Button>
      </ReportToolbar>
      {!ready ? (
        <Empty description={t('report.selectCluster')} />
      ) : isLoading || !report || !meta ? (
        <Skeleton active />
      ) : (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <ReportCaption meta={meta} />
          <Card title={t('clusterReports.audit.cash')} size="small">
            <Table<CashRow>
              data-testid="audit-cash"
              size="small"
              rowKey={(row) => `${row.cluster_name} ${row.key}`}
              pagination={false}
              dataSource={report.cash}
              columns={[
                {
                  title: t('clusterReports.columns.account'),
                  key: 'name',
                  render: (_, row) => (
                    <LedgerLink account={row.key} period={meta} enabled={linked}>
                      {named(row)}
                    </LedgerLink>
                  ),
                },
                moneyColumn<CashRow>(t('clusterReports.columns.opening'), 'opening'),
                moneyColumn<CashRow>(t('clusterReports.columns.inflow'), 'inflow'),
                moneyColumn<CashRow>(t('clusterReports.columns.outflow'), 'outflow'),
                moneyColumn<CashRow>(t('clusterReports.columns.closing'), 'closing'),
              ]}
              summary={() =>
                totalRow(t('report.total'), [
                  report.totals.opening,
                  report.totals.inflow,
                  report.totals.outflow,
                  report.totals.closing,
                ])
              }
            />
          </Card>
          <Row gutter={16}>
            <Col xs={24} lg={12}>
              <Card title={t('clusterReports.audit.income')} size="small">
                {typeTable(report.income, report.totals.income, 'audit-income')}
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card title={t('clusterReports.audit.expense')} size="small">
                {typeTable(report.expense, report.totals.expense, 'audit-expense')}
              </Card>
            </Col>
          </Row>
          <Typography.Text strong data-testid="audit-result">
            {t('clusterReports.audit.result')}: {formatLira(report.totals.result)}
          </Typography.Text>
          <AuditReceivables receivables={report.receivables} />
          <Card title={t('clusterReports.audit.payables')} size="small">
            <Table<PayableRow>
              data-testid="audit-payables"
              size="small"
              rowKey="provider_id"
              pagination={false}
              dataSource={report.payables}
              columns={[
                {
                  title: t('clusterReports.columns.provider'),
                  key: 'name',
                  render: (_, row) => (
                    <LedgerLink account={`provider:${row.provider_id}`} period={meta} enabled={linked}>
                      {named(row)}
                    </LedgerLink>
                  ),
                },
                moneyColumn<PayableRow>(t('clusterReports.columns.balance'), 'balance'),
              ]}
              summary={() => totalRow(t('clusterReports.audit.totalPayables'), [report.totals.payables])}
            />
          </Card>
          <Card title={t('clusterReports.audit.enforcements')} size="small">
            <Space size="large">
              <span>
                {t('clusterReports.audit.caseCount')}: <strong>{report.enforcements.count}</strong>
              </span>
              <span>
                {t('clusterReports.audit.leftAmount')}: <strong>{formatLira(report.enforcements.left_amount)}</strong>
              </span>
            </Space>
          </Card>
          <Card title={t('clusterReports.audit.signatures')} size="small">
            <Row gutter={16} data-testid="audit-signatures">
              {[
                t('clusterReports.audit.chair'),
                t('clusterReports.audit.member'),
                t('clusterReports.audit.member'),
              ].map((title, i) => (
                <Col key={String(i)} span={8} style={{ textAlign: 'center' }}>
                  <div style={{ height: 64, borderBottom: '1px solid #999', marginBottom: 8 }} />
                  {title}
                </Col>
              ))}
            </Row>
          </Card>
        </Space>
      )}
    </>
  );
}
