import { useQuery } from '@tanstack/react-query';
import { Button, Space, Table } from 'antd';
// The search box alone, as `DataTable` imports it.
import Search from 'antd/es/input/Search';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportDropdown, type ExportType } from '../../../ui/ExportDropdown';
import { type LocalColumn, useLocalTable } from '../../../ui/useLocalTable';
import { adminUserListsApi, type UserListName, type UserListRows } from './api';

/** A column of a side list; `sortKey` is its `order_by` value when the server sorts by it. */
export type SideColumn<R> = LocalColumn<R> & { key: string };

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
 * One list of the user page's tabs: searched, paged, sorted and exported on the server, with the lists'
 * page sizes (the saved one first). Its state stays in the tab, not the address, since five lists share the page.
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
  const list = useLocalTable<UserListRows[Name]>({
    defaultSort: { order_by: defaultOrder[0], order: defaultOrder[1] },
  });
  const query = { user_id: userId, ...list.params };
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

  const totals = data?.meta.totals;
  return (
    <section data-testid={`user-list-${name}`}>
      <Space style={{ width: '100%', justifyContent: 'flex-end', marginBottom: 8 }} wrap>
        <Search
          allowClear
          aria-label={t('list.search')}
          placeholder={t('list.search')}
          style={{ width: 240 }}
          {...list.search}
        />
        <Button onClick={list.reset}>{t('list.clearFilters')}</Button>
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
        columns={list.columns(columns)}
        locale={{ emptyText: t('admin.userLists.empty') }}
        {...list.table(data?.meta.total ?? 0)}
        summary={summary && totals ? () => summary(totals) : undefined}
      />
    </section>
  );
}
