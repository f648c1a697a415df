import { clusterProviderIssues, clusterProviderRow, clusterProviderSchema, refineClusterProvider } from '@site/shared';
import type { Db } from '../../../db/connection';
import { invalid } from '../../../http/errors';
import { idFilters } from '../../../http/listQuery';
import { validateItemLinks } from '../../expenses';
import { ACTIVE_COLUMN, clusterResource, flagFilters, likeFilter, sortColumns } from '../clusterResource';

/**
 * Spec §5 on the whole provider (an update merged over its stored row); its child expense type must then be
 * one of its expense type's children, checked as an invoice item's are.
 */
async function validateProvider(db: Db, input: Record<string, unknown>, clusterId: number): Promise<void> {
  const [issue] = clusterProviderIssues(input);
  if (issue) throw invalid(issue.field, issue.message);
  if (input.expense_type_id == null) return;
  await validateItemLinks(db, clusterId, {
    expense_type_id: Number(input.expense_type_id),
    child_expense_type_id: input.child_expense_type_id == null ? null : Number(input.child_expense_type_id),
  });
}

/** The complex's providers: lawyers (type 1, the lawyer picker), bank commission, staff, suppliers … */
export const clusterProvidersResource = clusterResource({
  name: 'cluster-providers',
  table: 'cluster_providers',
  entityType: 'provider',
  schema: clusterProviderSchema,
  refine: refineClusterProvider,
  validate: validateProvider,
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
