import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { KeyIn } from '../../../locales/keys';
import { DataTable } from '../../../ui/DataTable';
import { FilterBar } from '../../../ui/FilterBar';
import { FilterSelect } from '../../../ui/FilterSelect';
import { ListDateRange } from '../../../ui/ListDateRange';
import { panelRoute } from '../../../ui/panelRoute';
import { AdminOnly } from '../users/AdminOnly';
import { customerPaymentsApi } from './api';
import { CustomerPaymentPanel } from './CustomerPaymentPanel';

const BASE_PATH = '/admin/crm/customer-payments';
const field = (name: KeyIn<'admin.customerPayments.fields'>) => `admin.customerPayments.fields.${name}` as const;

/** Filters of the list: the customer and the payment date's range. */
function PaymentFilters() {
  const { t } = useTranslation();
  const { data: customers } = useQuery(customerPaymentsApi.customers());
  return (
    <FilterBar testId="customer-payments-filters">
      <FilterSelect
        name="customer_id"
        label={field('customer_id')}
        search="turkish"
        width={260}
        options={customers?.data.map((c) => ({ value: c.id, label: c.name }))}
      />
      <ListDateRange label={t('admin.customerPayments.dateRange')} />
    </FilterBar>
  );
}

/**
 * /admin/crm/customer-payments ('Ödemeler'): every payment of a customer, newest first, with the part paid to
 * invoices and the totals under it; export; 'Tahsilat Ekle' adds or edits one in a side panel.
 */
export default function CustomerPaymentsScreen() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { mode, recordId } = panelRoute(pathname, useParams().id);
  return (
    <AdminOnly>
      <DataTable
        resource={customerPaymentsApi.resource}
        listPath={customerPaymentsApi.listPath}
        clusterParam={false}
        title="admin.customerPayments.title"
        basePath={BASE_PATH}
        canWrite
        hasShow={false}
        searchPlaceholder="admin.customerPayments.search"
        filters={<PaymentFilters />}
        columns={[
          { key: 'customer_name', title: field('customer_name'), sortKey: 'customer_name' },
          { key: 'success_at', title: field('success_at'), sortKey: 'success_at', render: 'date' },
          { key: 'amount', title: field('amount'), sortKey: 'amount', render: 'money', align: 'right' },
          {
            key: 'invoice_payment_amount',
            title: field('invoice_payment_amount'),
            sortKey: 'invoice_payment_amount',
            render: 'money',
            align: 'right',
          },
          { key: 'description', title: field('description') },
          { key: 'created_at', title: field('created_at'), sortKey: 'created_at', render: 'datetime' },
          { key: 'updated_at', title: field('updated_at'), sortKey: 'updated_at', render: 'datetime' },
        ]}
      />
      {mode !== null && (
        <CustomerPaymentPanel
          open
          id={mode === 'edit' ? recordId : null}
          onClose={() => navigate(`${BASE_PATH}${search}`)}
        />
      )}
    </AdminOnly>
  );
}
