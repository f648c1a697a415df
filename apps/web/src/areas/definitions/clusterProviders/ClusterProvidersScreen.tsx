import {
  BANK_INTEGRATION_TYPE_IDS,
  CLUSTER_PROVIDER_TYPES,
  clusterProviderIssues,
  clusterProviderSchema,
} from '@site/shared';
import { keyUnder } from '../../../locales/keys';
import { activeField, unsortedActiveColumn } from '../../../ui/activeFlag';
import { ResourceScreen } from '../../../ui/ResourceScreen';

const providerTypes = CLUSTER_PROVIDER_TYPES.map((id) => ({
  value: id,
  label: `clusterProviders.types.${id}` as const,
}));
const workflowTypes = [0, 1, 2, 3].map((id) => ({ value: id, label: keyUnder('clusterProviders.workflowTypes', id) }));
const integrationTypes = BANK_INTEGRATION_TYPE_IDS.map((id) => ({
  value: id,
  label: keyUnder('clusterProviders.integrationTypes', id),
}));

/** /definitions/cluster-providers: the complex's lawyers, staff, suppliers and other providers. */
export default function ClusterProvidersScreen() {
  return (
    <ResourceScreen
      resource="cluster-providers"
      basePath="/definitions/cluster-providers"
      title="menu.definitions.clusterProviders"
      schema={clusterProviderSchema}
      issues={clusterProviderIssues}
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
          name: 'bank_integration_type_id',
          label: 'clusterProviders.fields.bank_integration_type_id',
          kind: 'select',
          options: integrationTypes,
        },
        {
          name: 'expense_type_id',
          label: 'clusterProviders.fields.expense_type_id',
          kind: 'select',
          // The complex's top-level expense types, system ones too (spec §7 types/expense-types).
          optionsFrom: 'types/expense-types',
          optionsQuery: { has_parent: 0 },
          // Required once an integration is chosen (spec §5), so choosing or clearing one checks it again.
          dependencies: ['bank_integration_type_id'],
        },
        {
          name: 'child_expense_type_id',
          label: 'clusterProviders.fields.child_expense_type_id',
          kind: 'select',
          // Enabled once an expense type is chosen, and emptied when it changes (spec §5).
          optionsFrom: 'types/expense-types',
          dependsOn: 'expense_type_id',
        },
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
