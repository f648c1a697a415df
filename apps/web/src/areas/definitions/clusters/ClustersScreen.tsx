import { ALLOCATION_ORDERS, clusterSchema, SHARE_METER_ROUNDINGS, TECH_WORKER_AUTHORIZATIONS } from '@site/shared';
import { useMemo } from 'react';
import { keyUnder, type MessageGroup } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import { useSession } from '../../../session/SessionProvider';
import { CITY_AND_DISTRICT_FIELDS } from '../../../ui/locationFields';
import { ResourceScreen } from '../../../ui/ResourceScreen';
import { clustersApi } from '../api';
import { ClusterParts } from './ClusterParts';
import { clusterNotificationProviders } from './clusterNotificationProviders';
import { clusterPaymentProviders } from './clusterPaymentProviders';
import { ProviderSection } from './ProviderSection';

const options = (prefix: MessageGroup, ids: readonly (string | number)[]) =>
  ids.map((id) => ({ value: id, label: keyUnder(prefix, id) }));

/** /definitions/clusters: the complexes, with their blocks and unit types and their settings. */
export default function ClustersScreen() {
  const { user } = useSession();
  const { companyId } = useCluster();
  const defaults = useMemo(
    () => ({
      company_id: user?.is_superadmin ? companyId : user?.company_id,
      is_active: true,
      management_type_id: 1,
      tech_worker_authorization: 'view_only',
      share_meter_rounding: 'no_rounding',
      delay_calculation_type_id: 1,
      late_fee_rate: 5,
      allocation_order: 'oldest_due',
    }),
    [user, companyId],
  );
  return (
    <ResourceScreen
      resource="clusters"
      listPath={clustersApi.listPath}
      clusterParam={false}
      exportable={false}
      basePath="/definitions/clusters"
      title="menu.definitions.clusters"
      schema={clusterSchema}
      defaults={defaults}
      details={(id, canWrite) => (
        <>
          <ClusterParts clusterId={id} segment="blocks" title="clusters.blocks" canWrite={canWrite} />
          <ClusterParts clusterId={id} segment="house-types" title="clusters.houseTypes" canWrite={canWrite} />
          <ProviderSection clusterId={id} canWrite={canWrite} {...clusterNotificationProviders} />
          <ProviderSection clusterId={id} canWrite={canWrite} {...clusterPaymentProviders} />
        </>
      )}
      columns={[
        { key: 'name', title: 'clusters.fields.name', sortKey: 'name', filter: 'text' },
        { key: 'company_name', title: 'clusters.fields.company_name', filter: 'text' },
        { key: 'house_count', title: 'clusters.fields.house_count' },
        { key: 'is_active', title: 'common.active', render: 'flag', filter: 'flag' },
      ]}
      fields={[
        { name: 'name', label: 'clusters.fields.name', kind: 'text', required: true },
        { name: 'title', label: 'clusters.fields.title', kind: 'text' },
        { name: 'customer_name', label: 'clusters.fields.customer_name', kind: 'text' },
        { name: 'tax_number', label: 'clusters.fields.tax_number', kind: 'text' },
        ...CITY_AND_DISTRICT_FIELDS,
        { name: 'address', label: 'clusters.fields.address', kind: 'textarea', span: 24 },
        {
          name: 'management_type_id',
          label: 'clusters.fields.management_type_id',
          kind: 'select',
          options: options('clusters.managementTypes', [1, 2]),
        },
        {
          name: 'tech_worker_authorization',
          label: 'clusters.fields.tech_worker_authorization',
          kind: 'select',
          options: options('clusters.techWorkerAuthorizations', TECH_WORKER_AUTHORIZATIONS),
        },
        {
          name: 'share_meter_rounding',
          label: 'clusters.fields.share_meter_rounding',
          kind: 'select',
          options: options('clusters.shareMeterRoundings', SHARE_METER_ROUNDINGS),
        },
        {
          name: 'delay_calculation_type_id',
          label: 'clusters.fields.delay_calculation_type_id',
          kind: 'select',
          options: options('clusters.delayCalculationTypes', [1, 2]),
        },
        { name: 'late_fee_rate', label: 'clusters.fields.late_fee_rate', kind: 'number' },
        {
          name: 'late_fee_grace_days',
          label: 'clusters.fields.late_fee_grace_days',
          kind: 'number',
          help: 'clusters.help.late_fee_grace_days',
        },
        { name: 'due_day', label: 'clusters.fields.due_day', kind: 'number' },
        {
          name: 'allocation_order',
          label: 'clusters.fields.allocation_order',
          kind: 'select',
          options: options('clusters.allocationOrders', ALLOCATION_ORDERS),
        },
        {
          name: 'bank_collecting_workflow_type_id',
          label: 'clusters.fields.bank_collecting_workflow_type_id',
          kind: 'select',
          options: options('clusters.bankWorkflowTypes', [1, 2]),
        },
        {
          name: 'bank_payment_workflow_type_id',
          label: 'clusters.fields.bank_payment_workflow_type_id',
          kind: 'select',
          options: options('clusters.bankWorkflowTypes', [1, 2]),
        },
        { name: 'is_active', label: 'common.active', kind: 'flag', span: 8 },
        { name: 'is_demo', label: 'clusters.fields.is_demo', kind: 'flag', span: 8 },
      ]}
    />
  );
}
