import { REVIEW_DETAIL_SORTS, type ReviewDetailRow } from '@site/shared';
import { Table, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatDate, formatLira } from '../../../ui/format';
import { PAGE_SIZES, useListParams } from '../../../ui/useListParams';
import { moneyColumn } from '../cluster/reportTable';
import type { ReviewDetailAnswer } from './api';

type Sort = (typeof REVIEW_DETAIL_SORTS)[number];
const isSort = (key: unknown): key is Sort => REVIEW_DETAIL_SORTS.includes(key as Sort);

/** İnceleme Raporu detayı: every invoice item line, a page at a time, sorted by a column the API allows. */
export function ReviewDetailTable({ answer }: { answer: ReviewDetailAnswer }) {
  const { t } = useTranslation();
  const { params, update } = useListParams();
  const { data, meta } = answer;
  const sorted = (key: Sort): ColumnType<ReviewDetailRow> => ({
    sorter: true,
    sortOrder: params.orderBy === key ? (params.order === 'desc' ? 'descend' : 'ascend') : null,
  });
  return (
    <Table<ReviewDetailRow>
      data-testid="review-detail-table"
      size="small"
      rowKey="id"
      dataSource={data}
      scroll={{ x: 1100 }}
      pagination={{
        current: meta.current_page,
        pageSize: meta.per_page,
        total: meta.total,
        pageSizeOptions: PAGE_SIZES,
        showSizeChanger: true,
        showTotal: (total) => t('list.total', { count: total }),
      }}
      onChange={(pagination, _filters, sorter) => {
        const one = Array.isArray(sorter) ? sorter[0] : sorter;
        const key = one?.columnKey;
        update(
          {
            page: pagination.current ?? 1,
            per_page: pagination.pageSize ?? meta.per_page,
            order_by: one?.order && isSort(key) ? key : null,
            order: one?.order === 'descend' ? 'desc' : one?.order === 'ascend' ? 'asc' : null,
          },
          false,
        );
      }}
      columns={[
        {
          title: t('clusterReports.columns.billedOn'),
          dataIndex: 'billed_on',
          key: 'billed_on',
          render: formatDate,
          ...sorted('billed_on'),
        },
        { title: t('clusterReports.columns.billNo'), dataIndex: 'bill_no', key: 'bill_no', ...sorted('bill_no') },
        {
          title: t('clusterReports.columns.provider'),
          dataIndex: 'provider_name',
          key: 'provider_name',
          ...sorted('provider_name'),
        },
        {
          title: t('clusterReports.columns.expenseType'),
          dataIndex: 'expense_type_name',
          key: 'expense_type_name',
          ...sorted('expense_type_name'),
        },
        { title: t('clusterReports.columns.childType'), dataIndex: 'child_expense_type_name', key: 'child' },
        { title: t('clusterReports.columns.description'), dataIndex: 'description', key: 'description' },
        { ...moneyColumn<ReviewDetailRow>(t('clusterReports.columns.amount'), 'amount'), ...sorted('amount') },
        moneyColumn<ReviewDetailRow>(t('clusterReports.columns.paid'), 'paid'),
        moneyColumn<ReviewDetailRow>(t('clusterReports.columns.open'), 'open'),
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={6}>
            <Typography.Text strong>{t('report.total')}</Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={6} align="right">
            <Typography.Text strong>{formatLira(meta.totals.amount)}</Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={7} colSpan={2} />
        </Table.Summary.Row>
      )}
    />
  );
}
