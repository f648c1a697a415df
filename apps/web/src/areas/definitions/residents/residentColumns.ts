import { activeColumn } from '../../../ui/activeFlag';
import type { ColumnDef } from '../../../ui/DataTable';

/**
 * The resident list's columns: a complex's list and the company's list of all its residents. Only a list of
 * several complexes sorts by the complex's name.
 */
export const residentColumns = ({ clusterSortable }: { clusterSortable: boolean }): ColumnDef[] => [
  {
    key: 'cluster_name',
    title: 'residents.fields.cluster_name',
    ...(clusterSortable ? { sortKey: 'cluster_name' } : {}),
  },
  { key: 'name', title: 'residents.fields.name', sortKey: 'name', filter: 'text' },
  { key: 'balance', title: 'residents.fields.balance', sortKey: 'balance', render: 'balance' },
  { key: 'house_user_count', title: 'residents.fields.house_user_count', sortKey: 'house_user_count' },
  activeColumn,
  { key: 'phone', title: 'residents.fields.phone', sortKey: 'phone', filter: 'text' },
  { key: 'email', title: 'residents.fields.email', sortKey: 'email', filter: 'text' },
];
