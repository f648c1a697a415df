import { safeRow, safeSchema } from '@site/shared';
import { moneyPlaceResource } from '../moneyPlaceResource';

export const safesResource = moneyPlaceResource({
  name: 'safes',
  table: 'safes',
  entityType: 'safe',
  schema: safeSchema,
  searchText: ['name', 'short_name'],
  row: safeRow,
  exportTitle: 'Kasalar',
  nameHeader: 'Kasa Adı',
});
