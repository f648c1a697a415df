import { adminProductSchema } from '@site/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Drawer, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { refreshResource } from '../../../api/queryKeys';
import type { KeyIn } from '../../../locales/keys';
import { type FieldDef, type Mode, ResourceForm } from '../../../ui/ResourceForm';
import { CustomerProductsPanel } from '../customerProducts/CustomerProductsPanel';
import { adminProductsApi } from './api';

export const PRODUCTS_PATH = '/admin/products';
const CUSTOMERS_TAB = 'customers';
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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname, search, hash } = useLocation();
  const tab = hash === `#${CUSTOMERS_TAB}` && mode !== 'create' ? CUSTOMERS_TAB : 'general';
  const close = () => navigate(`${PRODUCTS_PATH}${search}`);
  const saved = (savedId: number, closeAfter: boolean) => {
    void refreshResource(queryClient, adminProductsApi.resource, { clusterId: null });
    navigate(closeAfter ? `${PRODUCTS_PATH}${search}` : `${PRODUCTS_PATH}/${savedId}/edit${search}`);
  };
  return (
    <Drawer
      open={mode !== null}
      size="large"
      destroyOnHidden
      onClose={close}
      title={`${t('menu.admin.products')} · ${mode ? t(`common.${mode}`) : ''}`}
    >
      {mode && (
        <Tabs
          activeKey={tab}
          onChange={(key) =>
            navigate({ pathname, search, hash: key === CUSTOMERS_TAB ? CUSTOMERS_TAB : '' }, { replace: true })
          }
          items={[
            {
              key: 'general',
              label: t('admin.products.tabs.general'),
              children: (
                <ResourceForm
                  key={`${mode}-${id}`}
                  resource={adminProductsApi.resource}
                  fields={FIELDS}
                  schema={adminProductSchema}
                  mode={mode}
                  id={id}
                  defaults={{ is_available: true }}
                  onSaved={saved}
                  onUnloadable={close}
                />
              ),
            },
            {
              key: CUSTOMERS_TAB,
              label: <CustomersTabLabel id={mode === 'create' ? null : id} />,
              disabled: mode === 'create' || id === null,
              children: id !== null && <CustomerProductsPanel key={id} productId={id} />,
            },
          ]}
        />
      )}
    </Drawer>
  );
}
