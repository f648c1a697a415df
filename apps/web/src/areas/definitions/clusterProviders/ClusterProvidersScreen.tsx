import { CLUSTER_PROVIDER_TYPES, clusterProviderSchema } from '@site/shared';
import { keyUnder } from '../../../locales/keys';
import { activeField, unsortedActiveColumn } from '../../../ui/activeFlag';
import { ResourceScreen } from '../../../ui/ResourceScreen';

const providerTypes = CLUSTER_PROVIDER_TYPES.map((id) => ({
  value: id,
  label: `clusterProviders.types.${id}` as const,
}));
const workflowTypes = [0, 1, 2, 3].map((id) => ({ value: id, label: keyUnder('clusterProviders.workflowTypes', id) }));

/** /definitions/cluster-providers: the complex's lawyers, staff, suppliers and other providers. */
export default function ClusterProvidersScreen() {
  return (
    <ResourceScreen
      resource="cluster-providers"
      basePath="/definitions/cluster-providers"
      title="menu.definitions.clusterProviders"
      schema={clusterProviderSchema}
      writePermission="edit-cluster-provider"
      defaults={{ provider_type_id: 5, bank_workflow_type_id: 0, is_active: true }}
      columns={[
        { key: 'name', title: 'clusterProviders.fields.name', sortKey: 'name', filter: 'text' },
        { key: 'title', title: 'clusterProviders.fields.title', sortKey: 'title' },
        {
          key: 'provider_type_id',
          title: 'clusterProviders.fields.provider_type_id',
          sortKey: 'provider_type_id',
          enumPrefix: 'clusterProviders.types',
        },
        { key: 'phone', title: 'clusterProviders.fields.phone' },
        unsortedActiveColumn,
      ]}
      fields={[
        {
          name: 'provider_type_id',
          label: 'clusterProviders.fields.provider_type_id',
          kind: 'select',
          required: true,
          options: providerTypes,
        },
        { name: 'name', label: 'clusterProviders.fields.name', kind: 'text', required: true },
        { name: 'title', label: 'clusterProviders.fields.title', kind: 'text', required: true },
        { name: 'tax_number', label: 'clusterProviders.fields.tax_number', kind: 'text' },
        { name: 'iban', label: 'clusterProviders.fields.iban', kind: 'iban' },
        { name: 'phone', label: 'clusterProviders.fields.phone', kind: 'phone' },
        { name: 'email', label: 'clusterProviders.fields.email', kind: 'email' },
        {
          name: 'bank_workflow_type_id',
          label: 'clusterProviders.fields.bank_workflow_type_id',
          kind: 'select',
          options: workflowTypes,
        },
        activeField,
      ]}
    />
  );
}
