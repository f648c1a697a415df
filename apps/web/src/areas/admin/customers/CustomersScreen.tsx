import { Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import type { KeyIn } from '../../../locales/keys';
import { DataTable } from '../../../ui/DataTable';
import { panelRoute } from '../../../ui/panelRoute';
import { AdminOnly } from '../users/AdminOnly';
import { adminCustomersApi } from './api';
import { CustomerFilters } from './CustomerPickers';

const CustomerPanel = lazy(() => import('./CustomerPanel'));
const CUSTOMERS_PATH = '/admin/crm/customers';
const field = (name: KeyIn<'admin.customers.fields'>) => `admin.customers.fields.${name}` as const;

/**
 * /admin/crm/customers (Yönetim › Müşteriler): the management companies that buy the product, with the columns
 * of spec §2 'Customers' (no active product shown in red), group, product and active filters; create and edit
 * open as a side panel over the list with the customer's complexes and products.
 */
export default function CustomersScreen() {
  const { pathname } = useLocation();
  const { id } = useParams();
  const { mode, recordId } = panelRoute(pathname, id);
  // The panel's chunk loads when a panel first opens; it then stays mounted so that it closes as it opened.
  const [panelUsed, setPanelUsed] = useState(mode !== null);
  if (mode !== null && !panelUsed) setPanelUsed(true);
  return (
    <AdminOnly>
      <DataTable
        resource={adminCustomersApi.resource}
        listPath={adminCustomersApi.listPath}
        clusterParam={false}
        title="menu.admin.customers"
        basePath={CUSTOMERS_PATH}
        canWrite
        hasShow={false}
        searchPlaceholder="admin.customers.search"
        filters={<CustomerFilters />}
        columns={[
          { key: 'name', title: field('name'), sortKey: 'name' },
          { key: 'product_name', title: field('product_name'), sortKey: 'product_name' },
          { key: 'product_id', title: field('product_id'), sortKey: 'product_id', align: 'right' },
          { key: 'product_starts_on', title: field('product_starts_on'), sortKey: 'product_starts_on', render: 'date' },
          { key: 'product_ends_on', title: field('product_ends_on'), sortKey: 'product_ends_on', render: 'date' },
          {
            key: 'active_product_count',
            title: field('active_product_count'),
            sortKey: 'active_product_count',
            align: 'right',
            render: (row) =>
              row.active_product_count === 0 ? (
                <Typography.Text type="danger" strong data-testid="no-active-product">
                  0
                </Typography.Text>
              ) : (
                String(row.active_product_count)
              ),
          },
          { key: 'title', title: field('title'), sortKey: 'title' },
          { key: 'email', title: field('email'), sortKey: 'email' },
          { key: 'tax_number', title: field('tax_number'), sortKey: 'tax_number' },
          { key: 'cluster_count', title: field('cluster_count'), sortKey: 'cluster_count', align: 'right' },
          { key: 'is_active', title: field('is_active'), sortKey: 'is_active', render: 'flag', filter: 'flag' },
          { key: 'authorized_user_name', title: field('authorized_user_name'), sortKey: 'authorized_user_name' },
          { key: 'address', title: field('address'), sortKey: 'address' },
        ]}
      />
      {panelUsed && (
        <Suspense fallback={null}>
          <CustomerPanel mode={mode === 'show' ? 'edit' : mode} id={recordId} />
        </Suspense>
      )}
    </AdminOnly>
  );
}
