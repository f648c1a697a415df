import { contractTypeSchema } from '@site/shared';
import { namedResource } from '../../../kernel/namedResource';

export const contractTypesResource = namedResource({
  name: 'contract-types',
  table: 'contract_types',
  entityType: 'contract_type',
  schema: contractTypeSchema,
  exportTitle: 'Sözleşme Tipleri',
  nameHeader: 'Sözleşme Tipi',
});
