import { maintenanceTypeRow, maintenanceTypeSchema } from '@site/shared';
import { ACTIVE_COLUMN, SITE_COLUMN } from '../../definitions';
import { typeDefinition } from '../typeDefinition';

/** Maintenance types of the complex, with an optional parent (spec §3: parent/child split). */
export const maintenanceTypesResource = typeDefinition({
  name: 'maintenance-types',
  table: 'maintenance_types',
  entityType: 'maintenance_type',
  schema: maintenanceTypeSchema,
  row: maintenanceTypeRow,
  exportTitle: 'Bakım Tipleri',
  exportColumns: [
    SITE_COLUMN,
    { key: 'parent_name', header: 'Üst Bakım Tipi' },
    { key: 'name', header: 'Bakım Tipi' },
    ACTIVE_COLUMN,
  ],
});
