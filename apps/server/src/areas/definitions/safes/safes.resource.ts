import { safeRow, safeSchema } from '@site/shared';
import { ACTIVE_COLUMN, SITE_COLUMN } from '../clusterResource';
import { moneyPlaceResource } from '../moneyPlaceResource';

export const safesResource = moneyPlaceResource({
  name: 'safes',
  table: 'safes',
  entityType: 'safe',
  schema: safeSchema,
  searchText: ['name', 'short_name'],
  row: safeRow,
  exportTitle: 'Kasalar',
  exportColumns: [
    SITE_COLUMN,
    { key: 'name', header: 'Kasa Adı' },
    { key: 'short_name', header: 'Kısa Ad' },
    ACTIVE_COLUMN,
  ],
});
