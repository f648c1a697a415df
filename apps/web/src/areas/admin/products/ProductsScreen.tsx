import { lazy, Suspense, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import type { KeyIn } from '../../../locales/keys';
import { DataTable } from '../../../ui/DataTable';
import { panelRoute } from '../../../ui/panelRoute';
import { AdminOnly } from '../users/AdminOnly';
import { adminProductsApi } from './api';

const ProductPanel = lazy(() => import('./ProductPanel'));
const PRODUCTS_PATH = '/admin/products';
const field = (name: KeyIn<'admin.products.fields'>) => `admin.products.fields.${name}` as const;

/**
 * /admin/products (Yönetim › Ürünler): the products sold per house with their monthly and yearly prices and
 * the number of customers holding each now; create and edit open as a side panel over the list.
 */
export default function ProductsScreen() {
  const { pathname } = useLocation();
  const { id } = useParams();
  const { mode, recordId } = panelRoute(pathname, id);
  // The panel's chunk loads when a panel first opens; it then stays mounted so that it closes as it opened.
  const [panelUsed, setPanelUsed] = useState(mode !== null);
  if (mode !== null && !panelUsed) setPanelUsed(true);
  return (
    <AdminOnly>
      <DataTable
        resource={adminProductsApi.resource}
        listPath={adminProductsApi.listPath}
        clusterParam={false}
        title="menu.admin.products"
        basePath={PRODUCTS_PATH}
        canWrite
        hasShow={false}
        searchPlaceholder="admin.products.search"
        columns={[
          { key: 'name', title: field('name'), sortKey: 'name' },
          { key: 'invoice_description', title: field('invoice_description') },
          {
            key: 'monthly_price_per_house',
            title: field('monthly_price_per_house'),
            sortKey: 'monthly_price_per_house',
            render: 'money',
            align: 'right',
          },
          {
            key: 'yearly_price_per_house',
            title: field('yearly_price_per_house'),
            sortKey: 'yearly_price_per_house',
            render: 'money',
            align: 'right',
          },
          { key: 'is_available', title: field('is_available'), render: 'flag', filter: 'flag' },
          { key: 'customer_count', title: field('customer_count'), align: 'right' },
          { key: 'created_at', title: field('created_at'), sortKey: 'created_at', render: 'datetime' },
        ]}
      />
      {panelUsed && (
        <Suspense fallback={null}>
          <ProductPanel mode={mode === 'show' ? 'edit' : mode} id={recordId} />
        </Suspense>
      )}
    </AdminOnly>
  );
}
