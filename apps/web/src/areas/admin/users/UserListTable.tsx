import { useQuery } from '@tanstack/react-query';
import { Button, Space, Table, type TableColumnType } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportDropdown, type ExportType } from '../../../ui/ExportDropdown';
import { adminUserListsApi, type UserListName, type UserListRows } from './api';

/** A column of a side list; `sortKey` is its `order_by` value when the server sorts by it. */
export type SideColumn<R> = TableColumnType<R> & { key: string; sortKey?: string };

type Props<Name extends UserListName> = {
  name: Name;
  userId: number;
  columns: SideColumn<UserListRows[Name]>[];
  defaultOrder: [string, 'asc' | 'desc'];
  /** The footer row under the table, from `meta.totals`. */
  summary?: (totals: Record<string, number>) => ReactNode;
  /** More controls in the title bar (e.g. ending every session). */
  toolbar?: ReactNode;
};

/**
 * One list of the user page's tabs: paged, sorted and exported on the server. Its state stays in the tab, not
 * the address, since five lists share the page.
 */
export function UserListTable<Name extends UserListName>({
  name,
  userId,
  columns,
  defaultOrder,
  summary,
  toolbar,
}: Props<Name>) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(10);
  const [order, setOrder] = useState<[string, 'asc' | 'desc']>(defaultOrder);
  const query = { user_id: userId, page, per_page: perPage, order_by: order[0], order: order[1] };
  const { data, isFetching, refetch } = useQuery(adminUserListsApi.page(name, query));
  const [exporting, setExporting] = useState(false);

  const exportAs = async (type: ExportType) => {
    setExporting(true);
    try {
      const answer = await adminUserListsApi.exportFile(name, query, type);
      window.open(answer.data.url, '_blank', 'noopener');
    } finally {
      setExporting(false);
    }
  };

  const withSort = columns.map((c) => ({
    ...c,
    sorter: c.sortKey ? true : undefined,
    sortOrder: c.sortKey && c.sortKey === order[0] ? (order[1] === 'asc' ? 'ascend' : 'descend') : null,
  })) as TableColumnType<UserListRows[Name]>[];

  const totals = data?.meta.totals;
  return (
    <section data-testid={`user-list-${name}`}>
      <Space style={{ width: '100%', justifyContent: 'flex-end', marginBottom: 8 }} wrap>
        {toolbar}
        <ExportDropdown onExport={exportAs} loading={exporting} disabled={!data?.meta.total} />
        <Button onClick={() => void refetch()}>{t('common.reload')}</Button>
      </Space>
      <Table<UserListRows[Name]>
        rowKey="id"
        size="small"
        loading={isFetching}
        scroll={{ x: 'max-content' }}
        dataSource={data?.data ?? []}
        columns={withSort}
        locale={{ emptyText: t('admin.userLists.empty') }}
        pagination={{
          current: page,
          pageSize: perPage,
          total: data?.meta.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
        }}
        onChange={(pagination, _filters, sorter) => {
          const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<UserListRows[Name]> | undefined;
          const column = columns.find((c) => c.key === s?.columnKey);
          const next: [string, 'asc' | 'desc'] =
            column?.sortKey && s?.order ? [column.sortKey, s.order === 'ascend' ? 'asc' : 'desc'] : defaultOrder;
          if (next[0] !== order[0] || next[1] !== order[1]) {
            setOrder(next);
            setPage(1);
            return;
          }
          setPage(pagination.current ?? 1);
          setPerPage(pagination.pageSize ?? perPage);
        }}
        summary={summary && totals ? () => summary(totals) : undefined}
      />
    </section>
  );
}
