import { Table, type TableProps } from 'antd';

/** A table of an account page: small, its rows keyed by id; a long one (`paged`) shows 20 rows a page. */
export function AccountTable<T extends object>({
  paged = false,
  rowKey = 'id',
  ...props
}: TableProps<T> & { paged?: boolean }) {
  return <Table<T> rowKey={rowKey} size="small" pagination={paged ? { pageSize: 20 } : false} {...props} />;
}
