import { adminCustomerSchema } from '@site/shared';
import { useTranslation } from 'react-i18next';
import type { KeyIn } from '../../../locales/keys';
import type { FieldDef, Mode } from '../../../ui/ResourceForm';
import { TabbedResourcePanel } from '../../../ui/TabbedResourcePanel';
import { CustomerClustersPanel } from '../customerClusters/CustomerClustersPanel';
import { CustomerProductsPanel } from '../customerProducts/CustomerProductsPanel';
import { adminCustomersApi } from './api';
import { AuthorizedUserSelect, CustomerGroupSelect } from './CustomerPickers';

export const CUSTOMERS_PATH = '/admin/crm/customers';
const field = (name: KeyIn<'admin.customers.fields'>) => `admin.customers.fields.${name}` as const;

const FIELDS: FieldDef[] = [
  { name: 'name', label: field('name'), kind: 'text', required: true },
  { name: 'title', label: field('title'), kind: 'text' },
  { name: 'tax_number', label: field('tax_number'), kind: 'text' },
  { name: 'tax_office', label: field('tax_office'), kind: 'text' },
  { name: 'email', label: field('email'), kind: 'email' },
  { name: 'phone', label: field('phone'), kind: 'phone' },
  { name: 'iban', label: field('iban'), kind: 'iban' },
  {
    name: 'customer_group_id',
    label: field('customer_group_id'),
    kind: 'custom',
    render: (props) => <CustomerGroupSelect {...props} />,
  },
  {
    name: 'company_id',
    label: field('company_id'),
    kind: 'select',
    optionsPath: '/companies',
    optionsQuery: { company_type_id: 1, order_by: 'name' },
  },
  {
    name: 'authorized_user_id',
    label: field('authorized_user_id'),
    kind: 'custom',
    render: (props) => <AuthorizedUserSelect {...props} />,
  },
  { name: 'address', label: field('address'), kind: 'textarea', span: 24 },
  { name: 'is_active', label: field('is_active'), kind: 'flag' },
];

type Props = { mode: Mode | null; id: number | null };

/**
 * The customer's side panel: 'Genel' with its details, 'Siteler' with the complexes it runs ('Müşteriye TYA
 * Ekle') and 'Ürünler' with its products ('Müşteriye Ürün Ekle'), the last two once the customer exists. The tab
 * is the address's hash, so a link or a reload opens the same one.
 */
export default function CustomerPanel({ mode, id }: Props) {
  const { t } = useTranslation();
  return (
    <TabbedResourcePanel
      listPath={CUSTOMERS_PATH}
      resource={adminCustomersApi.resource}
      title={t('menu.admin.customers')}
      mode={mode}
      id={id}
      generalLabel={t('admin.customers.tabs.general')}
      fields={FIELDS}
      schema={adminCustomerSchema}
      defaults={{ is_active: true }}
      tabs={[
        {
          key: 'clusters',
          label: t('admin.customers.tabs.clusters'),
          content: (customerId) => <CustomerClustersPanel key={customerId} customerId={customerId} />,
        },
        {
          key: 'products',
          label: t('admin.customers.tabs.products'),
          content: (customerId) => <CustomerProductsPanel key={customerId} customerId={customerId} />,
        },
      ]}
      createNote={<p>{t('admin.customers.afterCreate')}</p>}
    />
  );
}
