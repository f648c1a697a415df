import type { PayoutCheckRow, PayoutStatus } from '@site/shared';
import { formatMoney, toKurus } from '@site/shared/money';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Space, Table, type TableColumnType, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeyIn } from '../../../locales/keys';
import { ExportDropdown, type ExportType } from '../../../ui/ExportDropdown';
import { FilterSelect } from '../../../ui/FilterSelect';
import { formatDate } from '../../../ui/format';
import { ListDateRange } from '../../../ui/ListDateRange';
import { useListParams } from '../../../ui/useListParams';
import { AdminOnly } from '../users/AdminOnly';
import { type PayoutQuery, payoutCheckApi } from './api';

const STATUS_COLORS: Record<PayoutStatus, string> = {
  matched: 'green',
  short: 'red',
  over: 'orange',
  pending: 'blue',
};
const MONEY = ['amount', 'commission', 'expected', 'paid_out', 'difference'] as const;

const money = (lira: number) => formatMoney(toKurus(lira));

/**
 * /admin/payout-check: the complexes' card payments through their virtual POS (less commission) against what
 * the providers paid into the complexes' bank accounts, by complex, provider and payout day, with totals.
 */
export default function PayoutCheckScreen() {
  const { t } = useTranslation();
  const { params } = useListParams();
  const field = (k: KeyIn<'admin.payoutCheck.fields'>) => t(`admin.payoutCheck.fields.${k}`);
  // Without a period in the address: this month so far.
  const query: PayoutQuery = {
    date_from: params.filters.date_from ?? dayjs().startOf('month').format('YYYY-MM-DD'),
    date_to: params.filters.date_to ?? dayjs().format('YYYY-MM-DD'),
    ...(params.filters.cluster_id ? { cluster_id: params.filters.cluster_id } : {}),
  };
  const { data, isFetching, error, refetch } = useQuery(payoutCheckApi.check(query));
  const clusters = useQuery(payoutCheckApi.clusters());
  const [exporting, setExporting] = useState(false);

  const exportAs = async (type: ExportType) => {
    setExporting(true);
    try {
      const answer = await payoutCheckApi.exportFile(query, type);
      window.open(answer.data.url, '_blank', 'noopener');
    } finally {
      setExporting(false);
    }
  };

  const moneyColumn = (key: (typeof MONEY)[number]): TableColumnType<PayoutCheckRow> => ({
    key,
    title: field(key),
    align: 'right',
    render: (_v, r) =>
      key === 'difference' && r.difference !== 0 ? (
        <Typography.Text type={r.difference < 0 ? 'danger' : 'warning'}>{money(r.difference)}</Typography.Text>
      ) : (
        money(r[key])
      ),
  });
  const columns: TableColumnType<PayoutCheckRow>[] = [
    { key: 'cluster_name', dataIndex: 'cluster_name', title: field('cluster_name') },
    { key: 'payment_provider_name', dataIndex: 'payment_provider_name', title: field('payment_provider_name') },
    { key: 'bank_account_name', dataIndex: 'bank_account_name', title: field('bank_account_name') },
    { key: 'paid_on', title: field('paid_on'), render: (_v, r) => formatDate(r.paid_on) },
    { key: 'payout_on', title: field('payout_on'), render: (_v, r) => formatDate(r.payout_on) },
    { key: 'payment_count', dataIndex: 'payment_count', title: field('payment_count'), align: 'right' },
    ...MONEY.map(moneyColumn),
    {
      key: 'status',
      title: field('status'),
      render: (_v, r) => <Tag color={STATUS_COLORS[r.status]}>{t(`admin.payoutCheck.statuses.${r.status}`)}</Tag>,
    },
  ];

  const totals = data?.meta.totals;
  const counts = data?.meta.counts;
  return (
    <AdminOnly>
      <div data-testid="payout-check">
        <Typography.Title level={3}>{t('admin.payoutCheck.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('admin.payoutCheck.help')}</Typography.Paragraph>
        <Space wrap style={{ marginBottom: 12 }}>
          <ListDateRange label={t('admin.payoutCheck.period')} />
          <FilterSelect
            name="cluster_id"
            label="admin.payoutCheck.allClusters"
            search="turkish"
            width={260}
            options={clusters.data?.data.map((c) => ({ value: c.id, label: c.name }))}
          />
          <ExportDropdown onExport={exportAs} loading={exporting} disabled={!data?.data.length} />
          <Button onClick={() => void refetch()}>{t('common.reload')}</Button>
        </Space>
        {counts ? (
          <Space wrap style={{ marginBottom: 12 }} data-testid="payout-counts">
            {(Object.keys(STATUS_COLORS) as PayoutStatus[]).map((status) => (
              <Tag key={status} color={STATUS_COLORS[status]}>
                {t(`admin.payoutCheck.statuses.${status}`)}: {counts[status]}
              </Tag>
            ))}
          </Space>
        ) : null}
        {error ? <Alert type="error" showIcon title={error.message} style={{ marginBottom: 12 }} /> : null}
        <Table<PayoutCheckRow>
          rowKey="key"
          size="small"
          loading={isFetching}
          scroll={{ x: 'max-content' }}
          dataSource={data?.data ?? []}
          columns={columns}
          pagination={{ defaultPageSize: 50, showSizeChanger: true }}
          locale={{ emptyText: t('admin.payoutCheck.empty') }}
          summary={() =>
            totals ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={6}>
                  <Typography.Text strong>{t('admin.payoutCheck.total')}</Typography.Text>
                </Table.Summary.Cell>
                {MONEY.map((key, i) => (
                  <Table.Summary.Cell key={key} index={6 + i} align="right">
                    <Typography.Text strong data-testid={`payout-total-${key}`}>
                      {money(totals[key])}
                    </Typography.Text>
                  </Table.Summary.Cell>
                ))}
                <Table.Summary.Cell index={11} />
              </Table.Summary.Row>
            ) : null
          }
        />
      </div>
    </AdminOnly>
  );
}
