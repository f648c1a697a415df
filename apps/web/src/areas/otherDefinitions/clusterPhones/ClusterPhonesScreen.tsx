import { clusterPhoneSchema } from '@site/shared';
import { activeColumn, activeDefaults, activeField } from '../../../ui/activeFlag';
import { ResourceScreen } from '../../../ui/ResourceScreen';

/** /other-definitions/cluster-phones: useful numbers of the complex; list, create and edit only. */
export default function ClusterPhonesScreen() {
  return (
    <ResourceScreen
      resource="cluster-phones"
      basePath="/other-definitions/cluster-phones"
      title="menu.otherDefinitions.clusterPhones"
      schema={clusterPhoneSchema}
      hasShow={false}
      defaults={activeDefaults}
      columns={[
        { key: 'name', title: 'clusterPhones.fields.name', sortKey: 'name', filter: 'text' },
        { key: 'phone', title: 'clusterPhones.fields.phone', sortKey: 'phone', filter: 'text' },
        { key: 'description', title: 'clusterPhones.fields.description' },
        activeColumn,
      ]}
      fields={[
        { name: 'name', label: 'clusterPhones.fields.name', kind: 'text', required: true },
        { name: 'phone', label: 'clusterPhones.fields.phone', kind: 'phone', required: true },
        { name: 'description', label: 'clusterPhones.fields.description', kind: 'textarea', span: 24 },
        activeField,
      ]}
    />
  );
}
