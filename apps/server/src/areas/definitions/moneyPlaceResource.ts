import type { ResourceDef } from '../../http/defineResource';
import { type ClusterResourceOptions, clusterResource, flagFilters, likeFilter, sortColumns } from './clusterResource';

const MONEY_PLACE_FLAGS = [
  'can_collect_money',
  'can_receive_bills',
  'can_used_for_sms',
  'residents_can_see',
  'is_active',
] as const;

type MoneyPlaceOptions = Omit<ClusterResourceOptions, 'defaultOrder' | 'flags' | 'orderBy' | 'filters'> & {
  table: 'bank_accounts' | 'safes';
  orderBy?: ClusterResourceOptions['orderBy'];
  filters?: ClusterResourceOptions['filters'];
};

/**
 * A place money is kept in, a bank account or a safe: sorted and found by its name and short name, filtered
 * by whether it is active and what it may be used for.
 */
export function moneyPlaceResource(options: MoneyPlaceOptions): ResourceDef {
  const { table } = options;
  return clusterResource({
    ...options,
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
