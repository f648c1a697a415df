import type { ReviewTypeRow } from '@site/shared';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatLira } from '../../../ui/format';
import { formatPercent } from '../cluster/reportFormat';
import { LedgerLink, moneyColumn } from '../cluster/reportTable';
import type { ReviewAnswer } from './api';

type ProviderRow = ReviewTypeRow['providers'][number];

/** İnceleme Raporu: a row per expense type, opened to its providers; a type's amount opens its item lines. */
export function ReviewTable({ answer, linked }: { answer: ReviewAnswer; linked: boolean }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { data, meta } = answer;
  const detailOf = (typeId: number) => {
    const next = new URLSearchParams(search);
    next.set('expense_type_id', String(typeId));
    next.delete('page');
    return `/reports/review-reports/review-detail?${next.toString()}`;
  };
  const common = [
    { title: t('clusterReports.columns.count'), dataIndex: 'count', key: 'count', align: 'right' as const },
    {
      title: t('clusterReports.columns.share'),
      dataIndex: 'share',
      key: 'share',
      align: 'right' as const,
      render: (value: number | null) => formatPercent(value),
    },
  ];
  return (
    <Table<ReviewTypeRow>
      data-testid="review-table"
      size="small"
      rowKey="expense_type_id"
      pagination={false}
      dataSource={data}
      expandable={{
        expandedRowRender: (row) => (
          <Table<ProviderRow>
            size="small"
            rowKey="provider_id"
            pagination={false}
            dataSource={row.providers}
            columns={[
              { title: t('clusterReports.columns.provider'), dataIndex: 'name', key: 'name' },
              {
                ...moneyColumn<ProviderRow>(t('clusterReports.columns.amount'), 'amount'),
                render: (value: number, p) => (
                  <LedgerLink account={`provider:${p.provider_id}`} period={meta} enabled={linked}>
                    {formatLira(value)}
                  </LedgerLink>
                ),
              },
              ...common,
            ]}
          />
        ),
      }}
      columns={[
        { title: t('clusterReports.columns.expenseType'), dataIndex: 'name', key: 'name' },
        {
          ...moneyColumn<ReviewTypeRow>(t('clusterReports.columns.amount'), 'amount'),
          render: (value: number, row) => <Link to={detailOf(row.expense_type_id)}>{formatLira(value)}</Link>,
        },
        ...common,
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={2}>
            <Typography.Text strong>{t('report.total')}</Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={2} align="right">
            <Typography.Text strong>{formatLira(meta.totals.amount)}</Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={3} align="right">
            <Typography.Text strong>{meta.totals.count}</Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={4} />
        </Table.Summary.Row>
      )}
    />
  );
}
