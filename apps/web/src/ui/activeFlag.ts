import type { ColumnDef } from './DataTable';
import type { FieldDef } from './ResourceForm';

/** A record's active flag in its list: 'Aktif', a yes/no tag, filtered by yes or no and sorted by it. */
export const activeColumn: ColumnDef = {
  key: 'is_active',
  title: 'common.active',
  sortKey: 'is_active',
  render: 'flag',
  filter: 'flag',
};

/** A record's active flag in its form. */
export const activeField: FieldDef = { name: 'is_active', label: 'common.active', kind: 'flag' };

/** A new record is active. */
export const activeDefaults = { is_active: true };
