import { lazy } from 'react';
import { activeColumn, activeField } from '../../../ui/activeFlag';
import { fieldsOf } from '../../../ui/fieldsOf';
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
        ...fieldsOf('residents', 'text', ['identity_number', 'tax_number']),
        ...fieldsOf('residents', 'phone', ['phone', 'phone2', 'home_phone', 'work_phone']),
        ...fieldsOf('residents', 'email', ['email', 'email2']),
        ...fieldsOf('residents', 'text', ['father_name', 'citizenship', 'blood_type', 'car_plate']),
        ...fieldsOf('residents', 'textarea', ['legal_address', 'work_address'], { span: 24 }),
        activeField,
      ]}
    />
  );
}
