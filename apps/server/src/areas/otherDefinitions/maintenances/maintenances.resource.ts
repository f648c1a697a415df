import { maintenanceRow, maintenanceSchema } from '@site/shared';
import { idFilters } from '../../../http/listQuery';
import { assertLinked } from '../../../kernel/definitionRules';
import { ACTIVE_COLUMN, namedDefinition, SITE_COLUMN, sortColumns } from '../../definitions';

/** The maintenance plan ('Bakım Planı'): what is maintained, every how many months, and when next. */
export const maintenancesResource = namedDefinition({
  name: 'maintenances',
  table: 'maintenances',
  entityType: 'maintenance',
  schema: maintenanceSchema,
  orderBy: {
    maintenance_type_name: 'maintenance_types.name_sort',
    ...sortColumns('maintenances', ['period_months', 'next_on']),
  },
  defaultOrder: ['next_on', 'asc'],
  filters: {
    ...idFilters('maintenances', ['maintenance_type_id']),
    next_on_from: { column: 'maintenances.next_on', kind: 'date', op: '>=' },
    next_on_to: { column: 'maintenances.next_on', kind: 'date', op: '<=' },
  },
  search: ['maintenance_types.search'],
  searchAlso: ['description'],
  join: (query) =>
    query
      .innerJoin('maintenance_types', 'maintenance_types.id', 'maintenances.maintenance_type_id')
      .select('maintenance_types.name as maintenance_type_name'),
  validate: (db, input, clusterId) =>
    assertLinked(db, 'maintenance_types', 'maintenance_type_id', input.maintenance_type_id, clusterId, {
      allowShared: true,
    }),
  row: maintenanceRow,
  exportTitle: 'Bakım Planı',
  exportColumns: [
    SITE_COLUMN,
    { key: 'maintenance_type_name', header: 'Bakım Tipi' },
    { key: 'name', header: 'Bakım' },
    { key: 'period_months', header: 'Periyot (Ay)', kind: 'number' },
    { key: 'next_on', header: 'Sonraki Bakım', kind: 'date' },
    ACTIVE_COLUMN,
  ],
});
