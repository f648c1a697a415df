import type { ListResponse } from '@site/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Space, Table, type TableColumnType } from 'antd';
// The search box alone: antd's Input carries Password, TextArea and OTP with it, which a list never shows.
import Search from 'antd/es/input/Search';
import type { SorterResult } from 'antd/es/table/interface';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../api/client';
import { queryKeys, refreshResource } from '../api/queryKeys';
import type { MessageGroup, MessageKey } from '../locales/keys';
import { useCluster } from '../session/ClusterProvider';
import { ActionButton } from './ActionButton';
import { DeleteButton } from './DeleteButton';
import { formatTotal, toTableColumn } from './dataTableColumns';
import { ExportDropdown, type ExportType } from './ExportDropdown';
import { toast } from './feedback';
import { pageChange, urlPagination } from './urlPagination';
import { SEARCH_DEBOUNCE_MS, useListParams } from './useListParams';

export type Row = Record<string, unknown> & { id: number };

export type ColumnDef = {
  /** Field of the API row. */
  key: string;
  /** i18n key of the header. */
  title: MessageKey;
  /** `order_by` value; the column is sortable when set. */
  sortKey?: string;
  /** Per-column search: a text box or a yes/no choice, sent as the `filterKey` (default `key`) parameter. */
  filter?: 'text' | 'flag';
  filterKey?: string;
  render?: 'flag' | 'balance' | 'money' | 'date' | 'datetime' | 'period' | ((row: Row) => ReactNode);
  /** Shows the value through i18n: `<enumPrefix>.<value>`. */
  enumPrefix?: MessageGroup;
  width?: number;
  align?: 'left' | 'center' | 'right';
};

type Props = {
  /** API name of the resource: `bank-accounts`. */
  resource: string;
  title: MessageKey;
  columns: ColumnDef[];
  /** Screen path of the list: `/definitions/bank-accounts`. */
  basePath: string;
  canWrite: boolean;
  /** API path of the list when it is not `/clusters/{clusterId}/<resource>`; the complex goes as `cluster_id`. */
  listPath?: string;
  /** Whether a `listPath` list is limited to the selected complex (`cluster_id`); companies and complexes are not. */
  clusterParam?: boolean;
  exportable?: boolean;
  /**
   * Filters always sent with the list and the export, outside the URL (e.g. `has_parent: 1`); they win over
   * the URL's, so a screen may send a URL filter in another form (a multiple choice as an array).
   */
  fixedQuery?: Record<string, string | number | (string | number)[] | undefined>;
  /** False when the resource has no show route (list, create and edit only). */
  hasShow?: boolean;
  /**
   * The screen a row opens (its show button and a double click) when it is not `<basePath>/<id>`: a record
   * shown on another screen, e.g. a resident in its complex's list. The list's own query is not carried there.
   */
  rowPath?: (row: Row) => string;
  /** What follows the id in the show route: '' (`<basePath>/:id`, the default) or '/show' (`<basePath>/:id/show`). */
  showSuffix?: string;
  /** Rows the caller may not edit or delete even with `canWrite` (e.g. system types without cluster_id). */
  rowCanWrite?: (row: Row) => boolean;
  /** Rows that open for editing but may not be deleted (e.g. an approved budget). */
  rowCanDelete?: (row: Row) => boolean;
  /** A delete changes the complex's balances: it refreshes everything the complex shows (`refreshResource`). */
  movesMoney?: boolean;
  /** Screen path of 'Ekle' when it is not `<basePath>/create` (e.g. `/expenses/invoice/create`). */
  createPath?: string;
  /** Checkboxes for a bulk action beside the list; the selection survives paging. */
  rowSelection?: {
    selectedIds: number[];
    onChange: (ids: number[], rows: Row[]) => void;
    /** Rows that cannot be picked (e.g. invoices already paid). */
    disabled?: (row: Row) => boolean;
  };
  /** i18n key of the search box's placeholder when the search reaches more than a name (default 'Ara'). */
  searchPlaceholder?: MessageKey;
  /**
   * Toolbar slot: more controls in the title bar, after search, add, clear filters, export and reload
   * (e.g. a statement upload, or a bulk action on the selected rows).
   */
  toolbar?: ReactNode;
  /**
   * Filter slot: a bar between the title bar and the table for the list's own filters. Its controls read
   * `params.filters` and write with `update` of `useListParams`, so the filters live in the URL like the rest.
   */
  filters?: ReactNode;
  /**
   * Row-action slot: more actions of a row, in the actions column before show, edit and delete
   * (e.g. 'Eşleştir'). A double click on a control in a row is that control's, not the row's.
   */
  rowActions?: (row: Row) => ReactNode;
};

export { SEARCH_DEBOUNCE_MS };

const INTERACTIVE = 'a, button, input, label, .ant-select';

/**
 * The one list of every list screen (spec §2 "All lists"): search box, per-column search, sorting, paging,
 * reload, clear filters, export, add, show/edit/delete. Its state is only the URL. A screen adds its own
 * controls through the slots: `toolbar` (title bar), `filters` (a bar above the table), `rowActions`.
 */
export function DataTable({
  resource,
  title,
  columns,
  basePath,
  canWrite,
  listPath,
  clusterParam = true,
  exportable = true,
  fixedQuery,
  hasShow = true,
  showSuffix = '',
  rowPath,
  rowCanWrite,
  movesMoney,
  createPath,
  rowSelection,
  searchPlaceholder = 'list.search',
  toolbar,
  filters,
  rowActions,
  rowCanDelete,
}: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  const { clusterId } = useCluster();
  const { params, update, clear, apiQuery } = useListParams();
  const [text, setText] = useState(params.q);
  // The last search this box sent to the URL. Its echo (a navigation renders later, as a transition) must not
  // overwrite what was typed meanwhile; a search from elsewhere (back, forward, clear filters) replaces the text.
  const sent = useRef(params.q);

  useEffect(() => {
    if (params.q === sent.current) return;
    sent.current = params.q;
    setText(params.q);
  }, [params.q]);
  useEffect(() => {
    if (text === params.q) return;
    const timer = setTimeout(() => {
      sent.current = text;
      update({ q: text });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, params.q, update]);

  const path = listPath ?? `/clusters/${clusterId}/${resource}`;
  const scope = listPath && clusterParam ? { cluster_id: clusterId } : {};
  const query = { ...apiQuery, ...fixedQuery };
  const { data, isFetching, refetch } = useQuery({
    // The scope is part of the key: a list that can leave the complex (e.g. the action log) is another list then.
    queryKey: queryKeys.list(resource, clusterId, { ...query, ...scope }),
    queryFn: () => api.get<ListResponse<Row>>(path, { ...query, ...scope }),
    enabled: clusterId !== null,
    placeholderData: keepPreviousData,
  });

  const exportAs = async (type: ExportType) => {
    const { page: _p, per_page: _pp, ...query } = apiQuery;
    // The same list the screen shows: its own path and scope when it is not a complex's list.
    const response = await api.get<{ data: { url: string } }>(path, {
      ...query,
      ...fixedQuery,
      ...scope,
      export: 1,
      export_type: type,
    });
    window.open(response.data.url, '_blank', 'noopener');
  };

  const remove = async (id: number) => {
    await api.delete(`/${resource}/${id}`);
    toast.success(t('list.deleted'));
    await refreshResource(queryClient, resource, { clusterId, movesMoney });
  };

  const tableColumns: TableColumnType<Row>[] = columns.map((def) => toTableColumn(def, params, update, t));

  const canWriteRow = (row: Row) => canWrite && (rowCanWrite?.(row) ?? true);
  const showPath = (row: Row) => rowPath?.(row) ?? `${basePath}/${row.id}${showSuffix}${search}`;
  const open = (row: Row) => {
    if (hasShow) navigate(showPath(row));
    else if (canWriteRow(row)) navigate(`${basePath}/${row.id}/edit${search}`);
  };

  if (hasShow || canWrite || rowActions)
    tableColumns.push({
      key: 'actions',
      title: t('list.actions'),
      width: 190,
      render: (_v, row) => (
        <Space size="small" onClick={(e) => e.stopPropagation()}>
          {rowActions?.(row)}
          {hasShow && (
            <Button size="small" type="link" onClick={() => navigate(showPath(row))}>
              {t('common.show')}
            </Button>
          )}
          {canWriteRow(row) && (
            <Button size="small" type="link" onClick={() => navigate(`${basePath}/${row.id}/edit${search}`)}>
              {t('common.edit')}
            </Button>
          )}
          {canWriteRow(row) && (rowCanDelete?.(row) ?? true) && <DeleteButton onConfirm={() => remove(row.id)} />}
        </Space>
      ),
    });

  const meta = data?.meta;
  return (
    <div className="data-table">
      <div className="table-title-bar">
        <h3 className="table-title">{t(title)}</h3>
        <Space wrap>
          <Search
            allowClear
            aria-label={t('list.search')}
            placeholder={t(searchPlaceholder)}
            value={text}
            onChange={(e) => setText(e.target.value)}
            style={{ width: 240 }}
          />
          {canWrite && (
            <ActionButton type="primary" onClick={() => navigate(`${createPath ?? `${basePath}/create`}${search}`)}>
              {t('list.add')}
            </ActionButton>
          )}
          <Button onClick={clear}>{t('list.clearFilters')}</Button>
          {exportable && (
            // A refused export was already shown as a toast by the API client.
            <ExportDropdown onExport={(type) => void exportAs(type).catch(() => undefined)} />
          )}
          <Button onClick={() => void refetch()}>{t('common.reload')}</Button>
          {toolbar}
        </Space>
      </div>
      {filters && (
        <Space wrap style={{ marginBottom: 12 }}>
          {filters}
        </Space>
      )}
      <Table<Row>
        rowKey="id"
        size="middle"
        loading={isFetching}
        // Wider than the screen (a phone), the list scrolls sideways with its first column kept in view.
        scroll={{ x: 'max-content' }}
        columns={tableColumns.map((column, position) => (position === 0 ? { ...column, fixed: 'left' } : column))}
        dataSource={data?.data ?? []}
        onRow={(row) => ({
          onDoubleClick: (event) => {
            // A double click on a control of the row (an action, a picker, or a picker's list, which is drawn
            // outside the row) is for that control, not a request to open the row.
            const target = event.target as Element;
            if (!event.currentTarget.contains(target) || target.closest(INTERACTIVE)) return;
            open(row);
          },
        })}
        rowSelection={
          rowSelection && {
            selectedRowKeys: rowSelection.selectedIds,
            preserveSelectedRowKeys: true,
            onChange: (keys, rows) => rowSelection.onChange(keys as number[], rows),
            getCheckboxProps: (row) => ({ disabled: rowSelection.disabled?.(row) ?? false }),
          }
        }
        summary={
          meta?.totals
            ? () => (
                // Footer totals of the whole filtered list (spec §2 "Residents with totals footer").
                <Table.Summary.Row className="table-totals">
                  {/* The checkbox column has no total. */}
                  {rowSelection && <Table.Summary.Cell index={0} />}
                  {tableColumns.map((column, position) => {
                    const index = rowSelection ? position + 1 : position;
                    const key = String(column.key);
                    const total = meta.totals?.[key];
                    return (
                      <Table.Summary.Cell key={key} index={index}>
                        {position === 0
                          ? t('list.total', { count: meta.total })
                          : total === undefined
                            ? ''
                            : formatTotal(
                                columns.find((c) => c.key === key),
                                total,
                              )}
                      </Table.Summary.Cell>
                    );
                  })}
                </Table.Summary.Row>
              )
            : undefined
        }
        pagination={urlPagination(params, meta?.total ?? 0, t)}
        onChange={(pagination, _filters, sorter) => {
          const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<Row>;
          const def = columns.find((c) => c.key === s.columnKey);
          update(
            {
              ...pageChange(params, pagination),
              order_by: s.order && def?.sortKey ? def.sortKey : null,
              order: s.order ? (s.order === 'descend' ? 'desc' : 'asc') : null,
            },
            false,
          );
        }}
      />
    </div>
  );
}
