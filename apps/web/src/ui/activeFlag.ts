import type { ColumnDef } from './DataTable';
import type { FieldDef } from './ResourceForm';

/** A record's active flag in a list the server does not sort by it: 'Aktif', a yes/no tag, filtered by yes or no. */
export const unsortedActiveColumn: ColumnDef = {
  key: 'is_active',
  title: 'common.active',
  render: 'flag',
  filter: 'flag',
};

/** A record's active flag in its list, sorted by it too. */
export const activeColumn: ColumnDef = { ...unsortedActiveColumn, sortKey: 'is_active' };

/** A record's active flag in its form. */
export const activeField: FieldDef = { name: 'is_active', label: 'common.active', kind: 'flag' };

/** A new record is active. */
export const activeDefaults = { is_active: true };
