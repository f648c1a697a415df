import { adminCustomerGroupSchema } from '@site/shared';
import type { KeyIn } from '../../../locales/keys';
import { ResourceScreen } from '../../../ui/ResourceScreen';
import { AdminOnly } from '../users/AdminOnly';
import { adminCustomerGroupsApi } from './api';

const field = (name: KeyIn<'admin.customerGroups.fields'>) => `admin.customerGroups.fields.${name}` as const;

/**
 * /admin/crm/customer-groups (Yönetim › Müşteri Grupları): the groups the customers list filters by, with the
 * number of customers in each; create and edit open as a side panel over the list.
 */
export default function CustomerGroupsScreen() {
  return (
    <AdminOnly>
      <ResourceScreen
        resource={adminCustomerGroupsApi.resource}
        listPath={adminCustomerGroupsApi.listPath}
        clusterParam={false}
        basePath="/admin/crm/customer-groups"
        title="menu.admin.customerGroups"
        hasShow={false}
        columns={[
          { key: 'name', title: field('name'), sortKey: 'name' },
          { key: 'customer_count', title: field('customer_count'), sortKey: 'customer_count', align: 'right' },
          { key: 'created_at', title: field('created_at'), sortKey: 'created_at', render: 'datetime' },
        ]}
        fields={[{ name: 'name', label: field('name'), kind: 'text', required: true, span: 24 }]}
        schema={adminCustomerGroupSchema}
      />
    </AdminOnly>
  );
}
