import { lazy } from 'react';
import { activeField } from '../../../ui/activeFlag';
import { fieldsOf } from '../../../ui/fieldsOf';
import { ResourceScreen } from '../../../ui/ResourceScreen';
import { residentColumns } from './residentColumns';

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
      columns={residentColumns({ clusterSortable: false })}
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
        {
          name: 'commercial_consent',
          label: 'residents.fields.commercial_consent',
          kind: 'flag',
          help: 'residents.commercialConsentHelp',
        },
        activeField,
      ]}
    />
  );
}
