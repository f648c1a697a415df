import { incomeTypeRow, incomeTypeSchema } from '@site/shared';
import { ACTIVE_COLUMN, SITE_COLUMN } from '../../definitions';
import { typeDefinition } from '../typeDefinition';

/** Income types with an optional parent; rows without cluster_id are system types (Aidat, Yakıt Avansı …). */
export const incomeTypesResource = typeDefinition({
  name: 'income-types',
  table: 'income_types',
  entityType: 'income_type',
  schema: incomeTypeSchema,
  includeShared: true,
  row: incomeTypeRow,
  exportTitle: 'Gelir Tipleri',
  exportColumns: [
    { key: 'parent_name', header: 'Üst Gelir Tipi' },
    { key: 'name', header: 'Gelir Tipi' },
    SITE_COLUMN,
    ACTIVE_COLUMN,
  ],
});
