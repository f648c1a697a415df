import { adminCustomerSchema } from '@site/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Drawer, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { refreshResource } from '../../../api/queryKeys';
import type { KeyIn } from '../../../locales/keys';
import { type FieldDef, type Mode, ResourceForm } from '../../../ui/ResourceForm';
import { CustomerClustersPanel } from '../customerClusters/CustomerClustersPanel';
import { CustomerProductsPanel } from '../customerProducts/CustomerProductsPanel';
import { adminCustomersApi } from './api';
import { AuthorizedUserSelect, CustomerGroupSelect } from './CustomerPickers';

export const CUSTOMERS_PATH = '/admin/crm/customers';
const TABS = ['general', 'clusters', 'products'] as const;
type Tab = (typeof TABS)[number];
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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname, search, hash } = useLocation();
  const wanted = hash.replace('#', '') as Tab;
  const tab: Tab = TABS.includes(wanted) && (mode !== 'create' || wanted === 'general') ? wanted : 'general';
  const close = () => navigate(`${CUSTOMERS_PATH}${search}`);
  const saved = (savedId: number, closeAfter: boolean) => {
    void refreshResource(queryClient, adminCustomersApi.resource, { clusterId: null });
    navigate(closeAfter ? `${CUSTOMERS_PATH}${search}` : `${CUSTOMERS_PATH}/${savedId}/edit${search}`);
  };
  const exists = mode !== 'create' && id !== null;
  return (
    <Drawer
      open={mode !== null}
      size="large"
      destroyOnHidden
      onClose={close}
      title={`${t('menu.admin.customers')} · ${mode ? t(`common.${mode}`) : ''}`}
    >
      {mode && (
        <Tabs
          activeKey={tab}
          onChange={(key) => navigate({ pathname, search, hash: key === 'general' ? '' : key }, { replace: true })}
          items={[
            {
              key: 'general',
              label: t('admin.customers.tabs.general'),
              children: (
                <ResourceForm
                  key={`${mode}-${id}`}
                  resource={adminCustomersApi.resource}
                  fields={FIELDS}
                  schema={adminCustomerSchema}
                  mode={mode}
                  id={id}
                  defaults={{ is_active: true }}
                  onSaved={saved}
                  onUnloadable={close}
                />
              ),
            },
            {
              key: 'clusters',
              label: t('admin.customers.tabs.clusters'),
              disabled: !exists,
              children: exists && <CustomerClustersPanel key={id} customerId={id} />,
            },
            {
              key: 'products',
              label: t('admin.customers.tabs.products'),
              disabled: !exists,
              children: exists && <CustomerProductsPanel key={id} customerId={id} />,
            },
          ]}
        />
      )}
      {mode === 'create' && <p>{t('admin.customers.afterCreate')}</p>}
    </Drawer>
  );
}
