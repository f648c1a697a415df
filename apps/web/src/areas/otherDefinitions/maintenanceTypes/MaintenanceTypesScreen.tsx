import { maintenanceTypeSchema } from '@site/shared';
import { ResourceScreen } from '../../../ui/ResourceScreen';

/** /other-definitions/types/maintenance-types: maintenance types with an optional parent type. */
export default function MaintenanceTypesScreen() {
  return (
    <ResourceScreen
      resource="maintenance-types"
      basePath="/other-definitions/types/maintenance-types"
      title="menu.otherDefinitions.maintenanceTypes"
      schema={maintenanceTypeSchema}
      defaults={{ is_active: true }}
      columns={[
        { key: 'name', title: 'maintenanceTypes.fields.name', sortKey: 'name', filter: 'text' },
        { key: 'parent_name', title: 'maintenanceTypes.fields.parent_id', sortKey: 'parent_name' },
        { key: 'is_active', title: 'common.active', sortKey: 'is_active', render: 'flag', filter: 'flag' },
      ]}
      fields={[
        { name: 'name', label: 'maintenanceTypes.fields.name', kind: 'text', required: true, span: 24 },
        {
          name: 'parent_id',
          label: 'maintenanceTypes.fields.parent_id',
          kind: 'select',
          optionsFrom: 'maintenance-types',
          optionsQuery: { has_parent: 0 },
        },
        { name: 'is_active', label: 'common.active', kind: 'flag' },
      ]}
    />
  );
}
