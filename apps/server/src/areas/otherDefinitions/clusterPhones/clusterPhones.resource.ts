import { clusterPhoneRow, clusterPhoneSchema } from '@site/shared';
import { ACTIVE_COLUMN, namedDefinition, SITE_COLUMN } from '../../definitions';

/** Useful numbers of the complex (security, management office, caretaker …). */
export const clusterPhonesResource = namedDefinition({
  name: 'cluster-phones',
  table: 'cluster_phones',
  entityType: 'cluster_phone',
  schema: clusterPhoneSchema,
  orderBy: { phone: 'cluster_phones.phone' },
  filters: { phone: { column: 'cluster_phones.phone', kind: 'text', op: 'like' } },
  searchAlso: ['phone', 'description'],
  row: clusterPhoneRow,
  exportTitle: 'Site Telefonları',
  exportColumns: [
    SITE_COLUMN,
    { key: 'name', header: 'Ad' },
    { key: 'phone', header: 'Telefon' },
    { key: 'description', header: 'Açıklama' },
    ACTIVE_COLUMN,
  ],
});
