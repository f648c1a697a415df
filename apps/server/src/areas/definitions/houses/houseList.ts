import type { ExportColumn } from '../../../http/export/exportTypes';
import { idFilters } from '../../../http/listQuery';
import { flagFilters, likeFilter } from '../clusterResource';

/** A house as lists sort and export it: by its block's name and its door number, in two columns. */
export const HOUSE_SORTS = { block_name: 'blocks.name', door_number: 'houses.door_number' };
export const HOUSE_COLUMNS: ExportColumn[] = [
  { key: 'block_name', header: 'Blok' },
  { key: 'door_number', header: 'Kapı No' },
];

/** The filters of every list of houses: block, kind (house or shop), active, door number (in the search text). */
export const HOUSE_FILTERS = {
  ...idFilters('houses', ['block_id']),
  type: { column: 'houses.type', kind: 'text' as const },
  ...flagFilters('houses', ['is_active']),
  door_number: likeFilter('houses.search'),
};
