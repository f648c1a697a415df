import { lazy } from 'react';
import { activeColumn, activeField } from '../../../ui/activeFlag';
import { ResourceScreen } from '../../../ui/ResourceScreen';

// The list alone downloads neither the form's rules nor the houses panel (its date pickers).
const loadSchema = () => import('./residentSchema').then((m) => m.residentSchema);
const ResidentHouses = lazy(() => import('./ResidentHouses').then((m) => ({ default: m.ResidentHouses })));

/** /definitions/residents: owners, renters and the other people of the complex. */
export default function ResidentsScreen() {
  return (
    <ResourceScreen
      resource="residents"
      basePath="/definitions/residents"
      title="menu.definitions.residents"
      schema={loadSchema}
      writePermission="edit-resident"
      details={(id, canWrite) => <ResidentHouses residentId={id} canWrite={canWrite} />}
      defaults={{ is_active: true, commercial_type: 'personal' }}
      columns={[
        { key: 'cluster_name', title: 'residents.fields.cluster_name' },
        { key: 'name', title: 'residents.fields.name', sortKey: 'name', filter: 'text' },
        { key: 'balance', title: 'residents.fields.balance', sortKey: 'balance', render: 'balance' },
        { key: 'house_user_count', title: 'residents.fields.house_user_count', sortKey: 'house_user_count' },
        activeColumn,
        { key: 'phone', title: 'residents.fields.phone', sortKey: 'phone', filter: 'text' },
        { key: 'email', title: 'residents.fields.email', sortKey: 'email', filter: 'text' },
      ]}
      fields={[
        { name: 'name', label: 'residents.fields.name', kind: 'text', required: true },
        {
          name: 'commercial_type',
          label: 'residents.fields.commercial_type',
          kind: 'select',
          options: [
            { value: 'personal', label: 'residents.commercialTypes.personal' },
            { value: 'commercial', label: 'residents.commercialTypes.commercial' },
          ],
        },
        { name: 'identity_number', label: 'residents.fields.identity_number', kind: 'text' },
        { name: 'tax_number', label: 'residents.fields.tax_number', kind: 'text' },
        { name: 'phone', label: 'residents.fields.phone', kind: 'phone' },
        { name: 'phone2', label: 'residents.fields.phone2', kind: 'phone' },
        { name: 'home_phone', label: 'residents.fields.home_phone', kind: 'phone' },
        { name: 'work_phone', label: 'residents.fields.work_phone', kind: 'phone' },
        { name: 'email', label: 'residents.fields.email', kind: 'email' },
        { name: 'email2', label: 'residents.fields.email2', kind: 'email' },
        { name: 'father_name', label: 'residents.fields.father_name', kind: 'text' },
        { name: 'citizenship', label: 'residents.fields.citizenship', kind: 'text' },
        { name: 'blood_type', label: 'residents.fields.blood_type', kind: 'text' },
        { name: 'car_plate', label: 'residents.fields.car_plate', kind: 'text' },
        { name: 'legal_address', label: 'residents.fields.legal_address', kind: 'textarea', span: 24 },
        { name: 'work_address', label: 'residents.fields.work_address', kind: 'textarea', span: 24 },
        activeField,
      ]}
    />
  );
}
