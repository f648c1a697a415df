import { clusterPhoneRow, clusterPhoneSchema } from '@site/shared';
import { flagsToApi, flagsToRow, type ResourceDef } from '../../../http/defineResource';
import { nameColumns, withoutHelperColumns } from '../../../kernel/definitionRules';

/** Useful numbers of the complex (security, management office, caretaker …). */
export const clusterPhonesResource: ResourceDef = {
  name: 'cluster-phones',
  table: 'cluster_phones',
  entityType: 'cluster_phone',
  schema: clusterPhoneSchema,
  list: {
    orderBy: {
      name: 'cluster_phones.name_sort',
      phone: 'cluster_phones.phone',
      is_active: 'cluster_phones.is_active',
      id: 'cluster_phones.id',
      created_at: 'cluster_phones.created_at',
    },
    defaultOrder: ['name', 'asc'],
    filters: {
      is_active: { column: 'cluster_phones.is_active', kind: 'flag' },
      name: { column: 'cluster_phones.search', kind: 'text', op: 'like' },
      phone: { column: 'cluster_phones.phone', kind: 'text', op: 'like' },
    },
    search: ['cluster_phones.search'],
  },
  select: (db) =>
    db
      .selectFrom('cluster_phones')
      .innerJoin('clusters', 'clusters.id', 'cluster_phones.cluster_id')
      .selectAll('cluster_phones')
      .select('clusters.name as cluster_name'),
  toRow: (input) => ({
    ...input,
    ...flagsToRow(input, ['is_active']),
    ...nameColumns(input, ['phone', 'description']),
  }),
  toApi: (row) => ({ ...withoutHelperColumns(row), ...flagsToApi(row, ['is_active']) }),
  row: clusterPhoneRow,
  exportTitle: 'Site Telefonları',
  exportColumns: [
    { key: 'cluster_name', header: 'Site' },
    { key: 'name', header: 'Ad' },
    { key: 'phone', header: 'Telefon' },
    { key: 'description', header: 'Açıklama' },
    { key: 'is_active', header: 'Aktif', kind: 'boolean' },
  ],
};
