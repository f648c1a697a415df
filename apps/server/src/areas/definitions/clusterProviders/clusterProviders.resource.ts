import { clusterProviderRow, clusterProviderSchema } from '@site/shared';
import { idFilters } from '../../../http/listQuery';
import { ACTIVE_COLUMN, clusterResource, flagFilters, likeFilter, sortColumns } from '../clusterResource';

/** The complex's providers: lawyers (type 1, the lawyer picker), bank commission, staff, suppliers … */
export const clusterProvidersResource = clusterResource({
  name: 'cluster-providers',
  table: 'cluster_providers',
  entityType: 'provider',
  schema: clusterProviderSchema,
  writePermission: 'edit-cluster-provider',
  orderBy: { name: 'cluster_providers.search', ...sortColumns('cluster_providers', ['title', 'provider_type_id']) },
  defaultOrder: ['name', 'asc'],
  filters: {
    ...idFilters('cluster_providers', ['provider_type_id']),
    // Spec §7 asks for lawyers as `cluster-providers?provider_type=1`.
    provider_type: { column: 'cluster_providers.provider_type_id', kind: 'number' },
    ...flagFilters('cluster_providers', ['is_active']),
    name: likeFilter('cluster_providers.search'),
  },
  flags: ['is_active'],
  searchText: ['name', 'title', 'tax_number'],
  row: clusterProviderRow,
  exportTitle: 'Site Tedarikçileri',
  exportColumns: [
    { key: 'name', header: 'Ad' },
    { key: 'title', header: 'Unvan' },
    { key: 'provider_type_id', header: 'Tür', kind: 'number' },
    { key: 'tax_number', header: 'Vergi No' },
    { key: 'phone', header: 'Telefon' },
    ACTIVE_COLUMN,
  ],
});
