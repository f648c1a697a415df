import { maintenanceSchema } from '@site/shared';
import { activeColumn, activeDefaults, activeField } from '../../../ui/activeFlag';
import { ResourceScreen } from '../../../ui/ResourceScreen';

/** /other-definitions/maintenance: the maintenance plan; list, create and edit only. */
export default function MaintenancesScreen() {
  return (
    <ResourceScreen
      resource="maintenances"
      basePath="/other-definitions/maintenance"
      title="menu.otherDefinitions.maintenance"
      schema={maintenanceSchema}
      hasShow={false}
      defaults={activeDefaults}
      columns={[
        {
          key: 'maintenance_type_name',
          title: 'maintenances.fields.maintenance_type_id',
          sortKey: 'maintenance_type_name',
        },
        { key: 'name', title: 'maintenances.fields.name', sortKey: 'name', filter: 'text' },
        { key: 'period_months', title: 'maintenances.fields.period_months', sortKey: 'period_months' },
        { key: 'next_on', title: 'maintenances.fields.next_on', sortKey: 'next_on', render: 'date' },
        activeColumn,
      ]}
      fields={[
        {
          name: 'maintenance_type_id',
          label: 'maintenances.fields.maintenance_type_id',
          kind: 'select',
          required: true,
          optionsFrom: 'maintenance-types',
        },
        { name: 'name', label: 'maintenances.fields.name', kind: 'text', required: true },
        { name: 'period_months', label: 'maintenances.fields.period_months', kind: 'number' },
        { name: 'next_on', label: 'maintenances.fields.next_on', kind: 'date' },
        { name: 'description', label: 'maintenances.fields.description', kind: 'textarea', span: 24 },
        activeField,
      ]}
    />
  );
}
