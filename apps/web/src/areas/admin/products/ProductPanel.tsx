import { adminProductSchema } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { Badge, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { KeyIn } from '../../../locales/keys';
import type { FieldDef, Mode } from '../../../ui/ResourceForm';
import { TabbedResourcePanel } from '../../../ui/TabbedResourcePanel';
import { CustomerProductsPanel } from '../customerProducts/CustomerProductsPanel';
import { adminProductsApi } from './api';

export const PRODUCTS_PATH = '/admin/products';
const field = (name: KeyIn<'admin.products.fields'>) => `admin.products.fields.${name}` as const;

const FIELDS: FieldDef[] = [
  { name: 'name', label: field('name'), kind: 'text', required: true },
  { name: 'invoice_description', label: field('invoice_description'), kind: 'text', required: true },
  { name: 'monthly_price_per_house', label: field('monthly_price_per_house'), kind: 'money', required: true },
  { name: 'yearly_price_per_house', label: field('yearly_price_per_house'), kind: 'money', required: true },
  { name: 'is_available', label: field('is_available'), kind: 'flag' },
];

/** The 'Müşteriler' tab's label: the number of customers holding the product now (`meta.totals`). */
function CustomersTabLabel({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const record = useQuery({ ...adminProductsApi.record(id ?? 0), enabled: id !== null });
  const count = record.data?.meta.totals.customer_count;
  return (
    <Space size={6}>
      {t('admin.products.tabs.customers')}
      {count !== undefined && <Badge count={count} showZero color="blue" data-testid="product-customer-count" />}
    </Space>
  );
}

type Props = { mode: Mode | null; id: number | null };

/**
 * The product's side panel (spec §2 'Product form'): 'Genel' with its details, 'Müşteriler' with the customers
 * holding it (disabled until the product exists, with their count). A new product's form goes on to its edit
 * route; 'Kaydet ve Kapat' returns to the list.
 */
export default function ProductPanel({ mode, id }: Props) {
  const { t } = useTranslation();
  return (
    <TabbedResourcePanel
      listPath={PRODUCTS_PATH}
      resource={adminProductsApi.resource}
      title={t('menu.admin.products')}
      mode={mode}
      id={id}
      generalLabel={t('admin.products.tabs.general')}
      fields={FIELDS}
      schema={adminProductSchema}
      defaults={{ is_available: true }}
      tabs={[
        {
          key: 'customers',
          label: <CustomersTabLabel id={mode === 'create' ? null : id} />,
          content: (productId) => <CustomerProductsPanel key={productId} productId={productId} />,
        },
      ]}
    />
  );
}
