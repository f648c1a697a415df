import { TURKEY_LOCATION_ID } from '@site/shared';
import type { FieldDef } from './ResourceForm';

/** An address's city of Türkiye, then a district of that city (a company's, a complex's). */
export const CITY_AND_DISTRICT_FIELDS: FieldDef[] = [
  {
    name: 'city_id',
    label: 'locations.city',
    kind: 'select',
    optionsPath: '/locations',
    optionsQuery: { location_type_id: 2, parent_id: TURKEY_LOCATION_ID },
  },
  {
    name: 'district_id',
    label: 'locations.district',
    kind: 'select',
    optionsPath: '/locations',
    optionsQuery: { location_type_id: 3 },
    dependsOn: 'city_id',
  },
];
