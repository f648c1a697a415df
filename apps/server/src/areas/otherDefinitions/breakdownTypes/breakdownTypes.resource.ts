import { breakdownTypeSchema } from '@site/shared';
import { namedResource } from '../../../kernel/namedResource';

export const breakdownTypesResource = namedResource({
  name: 'breakdown-types',
  table: 'breakdown_types',
  entityType: 'breakdown_type',
  schema: breakdownTypeSchema,
  exportTitle: 'Arıza Tipleri',
  nameHeader: 'Arıza Tipi',
});
