import type { ColumnDef } from '../../../ui/DataTable';
import type { FieldDef } from '../../../ui/ResourceForm';

/** The types that sit under a top-level type of their own list. */
type Nested = 'incomeTypes' | 'maintenanceTypes' | 'expenseTypes';

/** The column of a type's parent, by its name. */
export const parentColumn = (prefix: Nested, more?: Partial<ColumnDef>): ColumnDef => ({
  key: 'parent_name',
  title: `${prefix}.fields.parent_id`,
  sortKey: 'parent_name',
  ...more,
});

/** The field of a type's parent: one of the top-level types of the same resource. */
export const parentField = (prefix: Nested, resource: string, more?: Partial<FieldDef>): FieldDef => ({
  name: 'parent_id',
  label: `${prefix}.fields.parent_id`,
  kind: 'select',
  optionsFrom: resource,
  optionsQuery: { has_parent: 0 },
  ...more,
});
