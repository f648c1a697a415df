import type { TableColumnType, TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from './useListParams';

export type LocalSort = { order_by?: string; order?: 'asc' | 'desc' };
/** A column of such a list; it sorts (on the server) by `sortKey`, or by its key when it has `sorter`. */
export type LocalColumn<R> = TableColumnType<R> & { sortKey?: string };

const NO_SORT: LocalSort = {};

/**
 * Paging and sort of a list that keeps them itself rather than in the address (a tab of a screen that owns
 * the address): the query parameters, the columns with their sort arrows, and the table's pagination and
 * change handler. Clearing a column's sort goes back to `defaultSort`; a new sort or page size starts again
 * at page 1, and so does `setPage(1)` after a filter of the list's own changes.
 */
export function useLocalTable<R>({
  perPage: firstPerPage = 20,
  defaultSort = NO_SORT,
  pageSizes = PAGE_SIZES,
}: {
  perPage?: number;
  defaultSort?: LocalSort;
  pageSizes?: number[];
} = {}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(firstPerPage);
  const [sort, setSort] = useState<LocalSort>(defaultSort);
  const sortKeys = new Map<string, string>();

  const columns = (list: LocalColumn<R>[]): TableColumnType<R>[] =>
    list.map(({ sortKey, ...column }) => {
      if (!column.sorter && !sortKey) return column;
      const by = sortKey ?? String(column.key);
      sortKeys.set(String(column.key), by);
      const sortOrder = sort.order_by === by ? (sort.order === 'desc' ? 'descend' : 'ascend') : null;
      return { ...column, sorter: column.sorter ?? true, sortOrder };
    });

  const onChange = (
    pagination: TablePaginationConfig,
    _filters: unknown,
    sorter: SorterResult<R> | SorterResult<R>[],
  ) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const by = s?.order && s.columnKey !== undefined ? sortKeys.get(String(s.columnKey)) : undefined;
    const next: LocalSort = by ? { order_by: by, order: s.order === 'descend' ? 'desc' : 'asc' } : defaultSort;
    const size = pagination.pageSize ?? perPage;
    const restart = next.order_by !== sort.order_by || next.order !== sort.order || size !== perPage;
    setSort(next);
    setPerPage(size);
    setPage(restart ? 1 : (pagination.current ?? 1));
  };

  return {
    /** `page`, `per_page`, `order_by` and `order` for the list's request. */
    params: { page, per_page: perPage, ...sort },
    page,
    perPage,
    sort,
    setPage,
    /** Back to the default sort and the first page ('Filtreleri Temizle'). */
    reset: () => {
      setSort(defaultSort);
      setPage(1);
    },
    columns,
    /** The table's `pagination` and `onChange`, for `total` rows. */
    table: (total: number) => ({
      pagination: {
        current: page,
        pageSize: perPage,
        total,
        pageSizeOptions: pageSizes,
        showSizeChanger: true,
        showTotal: (count: number) => t('list.total', { count }),
      },
      onChange,
    }),
  };
}
