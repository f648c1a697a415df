import { cleaningTypeSchema } from '@site/shared';
import { namedResource } from '../../../kernel/namedResource';

export const cleaningTypesResource = namedResource({
  name: 'cleaning-types',
  table: 'cleaning_types',
  entityType: 'cleaning_type',
  schema: cleaningTypeSchema,
  exportTitle: 'Temizlik Tipleri',
  nameHeader: 'Temizlik Tipi',
});
