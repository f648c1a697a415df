import { maintenanceRow, maintenanceSchema } from '@site/shared';
import { flagsToApi, flagsToRow, type ResourceDef } from '../../../http/defineResource';
import { assertLinked, nameColumns, withoutHelperColumns } from '../../../kernel/definitionRules';

/** The maintenance plan ('Bakım Planı'): what is maintained, every how many months, and when next. */
export const maintenancesResource: ResourceDef = {
  name: 'maintenances',
  table: 'maintenances',
  entityType: 'maintenance',
  schema: maintenanceSchema,
  list: {
    orderBy: {
      name: 'maintenances.name_sort',
      maintenance_type_name: 'maintenance_types.name_sort',
      period_months: 'maintenances.period_months',
      next_on: 'maintenances.next_on',
      is_active: 'maintenances.is_active',
      id: 'maintenances.id',
      created_at: 'maintenances.created_at',
    },
    defaultOrder: ['next_on', 'asc'],
    filters: {
      is_active: { column: 'maintenances.is_active', kind: 'flag' },
      name: { column: 'maintenances.search', kind: 'text', op: 'like' },
      maintenance_type_id: { column: 'maintenances.maintenance_type_id', kind: 'number' },
      next_on_from: { column: 'maintenances.next_on', kind: 'date', op: '>=' },
      next_on_to: { column: 'maintenances.next_on', kind: 'date', op: '<=' },
    },
    search: ['maintenances.search', 'maintenance_types.search'],
  },
  select: (db) =>
    db
      .selectFrom('maintenances')
      .innerJoin('clusters', 'clusters.id', 'maintenances.cluster_id')
      .innerJoin('maintenance_types', 'maintenance_types.id', 'maintenances.maintenance_type_id')
      .selectAll('maintenances')
      .select(['clusters.name as cluster_name', 'maintenance_types.name as maintenance_type_name']),
  validate: (db, input, clusterId) =>
    assertLinked(db, 'maintenance_types', 'maintenance_type_id', input.maintenance_type_id, clusterId, {
      allowShared: true,
    }),
  toRow: (input) => ({ ...input, ...flagsToRow(input, ['is_active']), ...nameColumns(input, ['description']) }),
  toApi: (row) => ({ ...withoutHelperColumns(row), ...flagsToApi(row, ['is_active']) }),
  row: maintenanceRow,
  exportTitle: 'Bakım Planı',
  exportColumns: [
    { key: 'cluster_name', header: 'Site' },
    { key: 'maintenance_type_name', header: 'Bakım Tipi' },
    { key: 'name', header: 'Bakım' },
    { key: 'period_months', header: 'Periyot (Ay)', kind: 'number' },
    { key: 'next_on', header: 'Sonraki Bakım', kind: 'date' },
    { key: 'is_active', header: 'Aktif', kind: 'boolean' },
  ],
};
