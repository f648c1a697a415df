import { maintenanceTypeRow, maintenanceTypeSchema } from '@site/shared';
import { flagsToApi, flagsToRow, type ResourceDef } from '../../../http/defineResource';
import { nameColumns, validateParent, withoutHelperColumns } from '../../../kernel/definitionRules';

/** Maintenance types of the complex, with an optional parent (spec §3: parent/child split). */
export const maintenanceTypesResource: ResourceDef = {
  name: 'maintenance-types',
  table: 'maintenance_types',
  entityType: 'maintenance_type',
  schema: maintenanceTypeSchema,
  list: {
    orderBy: {
      name: 'maintenance_types.name_sort',
      parent_name: 'parents.name_sort',
      is_active: 'maintenance_types.is_active',
      id: 'maintenance_types.id',
      created_at: 'maintenance_types.created_at',
    },
    defaultOrder: ['name', 'asc'],
    filters: {
      is_active: { column: 'maintenance_types.is_active', kind: 'flag' },
      name: { column: 'maintenance_types.search', kind: 'text', op: 'like' },
      parent_id: { column: 'maintenance_types.parent_id', kind: 'number' },
      has_parent: { column: 'maintenance_types.parent_id', kind: 'presence' },
    },
    search: ['maintenance_types.search', 'parents.search'],
  },
  select: (db) =>
    db
      .selectFrom('maintenance_types')
      .innerJoin('clusters', 'clusters.id', 'maintenance_types.cluster_id')
      .leftJoin('maintenance_types as parents', 'parents.id', 'maintenance_types.parent_id')
      .selectAll('maintenance_types')
      .select(['parents.name as parent_name', 'clusters.name as cluster_name']),
  validate: validateParent('maintenance_types', { allowShared: false }),
  toRow: (input) => ({ ...input, ...flagsToRow(input, ['is_active']), ...nameColumns(input) }),
  toApi: (row) => ({ ...withoutHelperColumns(row), ...flagsToApi(row, ['is_active']) }),
  row: maintenanceTypeRow,
  exportTitle: 'Bakım Tipleri',
  exportColumns: [
    { key: 'cluster_name', header: 'Site' },
    { key: 'parent_name', header: 'Üst Bakım Tipi' },
    { key: 'name', header: 'Bakım Tipi' },
    { key: 'is_active', header: 'Aktif', kind: 'boolean' },
  ],
};
