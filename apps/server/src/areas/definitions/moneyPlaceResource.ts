import type { ResourceDef } from '../../http/defineResource';
import type { ExportColumn } from '../../http/export/exportTypes';
import {
  ACTIVE_COLUMN,
  type ClusterResourceOptions,
  clusterResource,
  flagFilters,
  likeFilter,
  SITE_COLUMN,
  sortColumns,
} from './clusterResource';

const MONEY_PLACE_FLAGS = [
  'can_collect_money',
  'can_receive_bills',
  'can_used_for_sms',
  'residents_can_see',
  'is_active',
] as const;

type MoneyPlaceOptions = Omit<
  ClusterResourceOptions,
  'defaultOrder' | 'flags' | 'orderBy' | 'filters' | 'exportColumns'
> & {
  table: 'bank_accounts' | 'safes';
  orderBy?: ClusterResourceOptions['orderBy'];
  filters?: ClusterResourceOptions['filters'];
  /** The export's header of the name. */
  nameHeader: string;
  /** The export's columns after the short name. */
  moreColumns?: ExportColumn[];
};

/**
 * A place money is kept in, a bank account or a safe: sorted and found by its name and short name, filtered
 * by whether it is active and what it may be used for, exported with its complex, names and active flag.
 */
export function moneyPlaceResource({ nameHeader, moreColumns = [], ...options }: MoneyPlaceOptions): ResourceDef {
  const { table } = options;
  return clusterResource({
    ...options,
    exportColumns: [
      SITE_COLUMN,
      { key: 'name', header: nameHeader },
      { key: 'short_name', header: 'Kısa Ad' },
      ...moreColumns,
      ACTIVE_COLUMN,
    ],
    orderBy: { name: `${table}.search`, ...sortColumns(table, ['short_name']), ...options.orderBy },
    defaultOrder: ['name', 'asc'],
    filters: {
      ...flagFilters(table, ['is_active', 'can_collect_money', 'can_receive_bills']),
      name: likeFilter(`${table}.search`),
      ...options.filters,
    },
    flags: MONEY_PLACE_FLAGS,
  });
}
