import { clusterProviderRow, clusterProviderSchema } from '@site/shared';
import { foldTurkish } from '../../../db/turkish';
import { flagsToApi, flagsToRow, type ResourceDef } from '../../../http/defineResource';

/** The complex's providers: lawyers (type 1, the lawyer picker), bank commission, staff, suppliers … */
export const clusterProvidersResource: ResourceDef = {
  name: 'cluster-providers',
  table: 'cluster_providers',
  entityType: 'provider',
  schema: clusterProviderSchema,
  writePermission: 'edit-cluster-provider',
  list: {
    orderBy: {
      name: 'cluster_providers.search',
      title: 'cluster_providers.title',
      provider_type_id: 'cluster_providers.provider_type_id',
      id: 'cluster_providers.id',
      created_at: 'cluster_providers.created_at',
    },
    defaultOrder: ['name', 'asc'],
    filters: {
      provider_type_id: { column: 'cluster_providers.provider_type_id', kind: 'number' },
      // Spec §7 asks for lawyers as `cluster-providers?provider_type=1`.
      provider_type: { column: 'cluster_providers.provider_type_id', kind: 'number' },
      is_active: { column: 'cluster_providers.is_active', kind: 'flag' },
      name: { column: 'cluster_providers.search', kind: 'text', op: 'like' },
    },
    search: ['cluster_providers.search'],
  },
  select: (db) =>
    db
      .selectFrom('cluster_providers')
      .innerJoin('clusters', 'clusters.id', 'cluster_providers.cluster_id')
      .selectAll('cluster_providers')
      .select('clusters.name as cluster_name'),
  toRow: (input) => {
    const row: Record<string, unknown> = { ...input, ...flagsToRow(input, ['is_active']) };
    if (typeof input.name === 'string') {
      row.search = foldTurkish([input.name, input.title, input.tax_number].filter(Boolean).join(' '));
    }
    return row;
  },
  toApi: ({ search: _s, ...row }) => ({ ...row, ...flagsToApi(row, ['is_active']) }),
  row: clusterProviderRow,
  exportTitle: 'Site Tedarikçileri',
  exportColumns: [
    { key: 'name', header: 'Ad' },
    { key: 'title', header: 'Unvan' },
    { key: 'provider_type_id', header: 'Tür', kind: 'number' },
    { key: 'tax_number', header: 'Vergi No' },
    { key: 'phone', header: 'Telefon' },
    { key: 'is_active', header: 'Aktif', kind: 'boolean' },
  ],
};
