import { formatBalance, formatMoney, toKurus } from '@site/shared/money';
import { Select, type TableColumnType } from 'antd';
// The search box alone: antd's Input carries Password, TextArea and OTP with it, which a list never shows.
import Search from 'antd/es/input/Search';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { keyUnder } from '../locales/keys';
import type { ColumnDef, Row } from './DataTable';
import { FlagTag, flagOptions } from './FlagTag';
import { formatDate, formatDateTime, formatNumber, formatPeriod } from './format';
import type { ListParams } from './useListParams';

type Update = (changes: Record<string, string | number | null | undefined>) => void;

/** A cell of `DataTable` as its column describes it. */
export function renderCell(def: ColumnDef, row: Row, t: TFunction): ReactNode {
  const value = row[def.key];
  if (typeof def.render === 'function') return def.render(row);
  if (def.enumPrefix && value !== null && value !== undefined) return t(keyUnder(def.enumPrefix, String(value)));
  switch (def.render) {
    case 'flag':
      return <FlagTag value={value} />;
    case 'balance':
      return formatBalance(toKurus(Number(value ?? 0)));
    case 'money':
      return value === null || value === undefined ? '' : formatMoney(toKurus(Number(value)));
    case 'date':
      return formatDate(value);
    case 'datetime':
      return formatDateTime(value);
    case 'period':
      return formatPeriod(value);
    default:
      if (value === null || value === undefined) return '';
      // A number reads the Turkish way: '8,5', not '8.5'.
      return typeof value === 'number' ? formatNumber(value) : String(value);
  }
}

/** A footer total of `DataTable`, in its column's money or balance format. */
export function formatTotal(def: ColumnDef | undefined, total: number): string {
  if (def?.render === 'money') return formatMoney(toKurus(total));
  if (def?.render === 'balance') return formatBalance(toKurus(total));
  return total.toLocaleString('tr-TR');
}

/** The antd column of a `DataTable` column: title, cell, sorting and per-column search, all from the URL. */
export function toTableColumn(def: ColumnDef, params: ListParams, update: Update, t: TFunction): TableColumnType<Row> {
  const filterKey = def.filterKey ?? def.key;
  const filterValue = params.filters[filterKey];
  const column: TableColumnType<Row> = {
    key: def.key,
    dataIndex: def.key,
    title: t(def.title),
    width: def.width,
    align: def.align,
    render: (_v, row) => renderCell(def, row, t),
  };
  if (def.sortKey) {
    column.sorter = true;
    column.sortOrder = params.orderBy === def.sortKey ? (params.order === 'desc' ? 'descend' : 'ascend') : null;
  }
  if (def.filter === 'text') {
    column.filteredValue = filterValue ? [filterValue] : null;
    column.filterDropdown = ({ close }) => (
      <div style={{ padding: 8 }}>
        <Search
          allowClear
          autoFocus
          aria-label={`${t(def.title)} ${t('list.columnSearch')}`}
          placeholder={t('list.columnSearch')}
          defaultValue={filterValue}
          onSearch={(value) => {
            update({ [filterKey]: value });
            close();
          }}
        />
      </div>
    );
  } else if (def.filter === 'flag') {
    column.filteredValue = filterValue ? [filterValue] : null;
    column.filterDropdown = ({ close }) => (
      <div style={{ padding: 8 }}>
        <Select
          style={{ width: 140 }}
          allowClear
          value={filterValue}
          placeholder={t('list.all')}
          options={flagOptions(t)}
          onChange={(value) => {
            update({ [filterKey]: value ?? null });
            close();
          }}
        />
      </div>
    );
  }
  return column;
}
