import type { TableColumnType, TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { type ChangeEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storage } from '../session/storage';
import { PAGE_SIZES, SEARCH_DEBOUNCE_MS, savedPerPage } from './useListParams';

export type LocalSort = { order_by?: string; order?: 'asc' | 'desc' };
/** A column of such a list; it sorts (on the server) by `sortKey`, or by its key when it has `sorter`. */
export type LocalColumn<R> = TableColumnType<R> & { sortKey?: string };

const NO_SORT: LocalSort = {};

/**
 * Paging, sort and search of a list that keeps them itself rather than in the address (a tab of a screen that
 * owns the address): the query parameters, the columns with their sort arrows, the search box's text (sent as
 * `query` once typing pauses, as `DataTable`'s), and the table's pagination and change handler. It starts at
 * the saved page size (else 20) and saves a new one, as `DataTable` does. Clearing a column's sort goes back
 * to `defaultSort`; a new sort, page size or search starts again at page 1, and so does `setPage(1)` after a
 * filter of the list's own changes.
 */
export function useLocalTable<R>({ defaultSort = NO_SORT }: { defaultSort?: LocalSort } = {}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(savedPerPage);
  const [sort, setSort] = useState<LocalSort>(defaultSort);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const sortKeys = new Map<string, string>();

  useEffect(() => {
    const typed = text.trim();
    if (typed === query) return;
    const timer = setTimeout(() => {
      setQuery(typed);
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, query]);

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
    if (size !== perPage) storage.set('perPage', size);
    setSort(next);
    setPerPage(size);
    setPage(restart ? 1 : (pagination.current ?? 1));
  };

  return {
    /** `page`, `per_page`, `order_by`, `order` and the searched `query` for the list's request. */
    params: { page, per_page: perPage, ...sort, ...(query ? { query } : {}) },
    page,
    perPage,
    sort,
    setPage,
    /** The search box's `value` and `onChange`. */
    search: { value: text, onChange: (event: ChangeEvent<HTMLInputElement>) => setText(event.target.value) },
    /** Back to the default sort, no search and the first page ('Filtreleri Temizle'). */
    reset: () => {
      setSort(defaultSort);
      setText('');
      setQuery('');
      setPage(1);
    },
    columns,
    /** The table's `pagination` and `onChange`, for `total` rows. */
    table: (total: number) => ({
      pagination: {
        current: page,
        pageSize: perPage,
        total,
        pageSizeOptions: PAGE_SIZES,
        showSizeChanger: true,
        showTotal: (count: number) => t('list.total', { count }),
      },
      onChange,
    }),
  };
}
