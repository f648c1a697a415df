import { houseIntegrationRow, houseIntegrationSchema } from '@site/shared';
import { idFilters } from '../../../http/listQuery';
import { assertLinked } from '../../../kernel/definitionRules';
import {
  ACTIVE_COLUMN,
  clusterResource,
  flagFilters,
  HOUSE_COLUMNS,
  HOUSE_SORTS,
  likeFilter,
  sortColumns,
} from '../../definitions';

/** A house's code at an outside provider (meter reading, payment collection …); the web lists them only. */
export const houseIntegrationsResource = clusterResource({
  name: 'house-integrations',
  table: 'house_integrations',
  entityType: 'house_integration',
  schema: houseIntegrationSchema,
  orderBy: {
    ...HOUSE_SORTS,
    ...sortColumns('house_integrations', ['integration_code', 'provider_name', 'is_active']),
  },
  defaultOrder: ['id', 'asc'],
  filters: {
    ...flagFilters('house_integrations', ['is_active']),
    ...idFilters('house_integrations', ['house_id']),
    integration_code: likeFilter('house_integrations.search'),
    provider_name: likeFilter('house_integrations.search'),
  },
  search: ['houses.search'],
  flags: ['is_active'],
  searchText: ['integration_code', 'provider_name'],
  join: (query) =>
    query
      .innerJoin('houses', 'houses.id', 'house_integrations.house_id')
      .leftJoin('blocks', 'blocks.id', 'houses.block_id')
      .select(['blocks.name as block_name', 'houses.door_number']),
  validate: (db, input, clusterId) => assertLinked(db, 'houses', 'house_id', input.house_id, clusterId),
  row: houseIntegrationRow,
  exportTitle: 'BB Entegrasyonları',
  exportColumns: [
    ...HOUSE_COLUMNS,
    { key: 'provider_name', header: 'Sağlayıcı' },
    { key: 'integration_code', header: 'Entegrasyon Kodu' },
    ACTIVE_COLUMN,
  ],
});
