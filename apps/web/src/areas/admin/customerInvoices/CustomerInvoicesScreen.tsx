import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import type { KeyIn } from '../../../locales/keys';
import { DataTable } from '../../../ui/DataTable';
import { FilterBar } from '../../../ui/FilterBar';
import { FilterSelect } from '../../../ui/FilterSelect';
import { ListDateRange } from '../../../ui/ListDateRange';
import { panelRoute } from '../../../ui/panelRoute';
import { AdminOnly } from '../users/AdminOnly';
import { customerInvoicesApi } from './api';
import { CustomerInvoiceCreate } from './CustomerInvoiceCreate';
import { CustomerInvoiceEdit } from './CustomerInvoiceEdit';
import { BASE_PATH } from './InvoiceLinesField';
import { IssueInvoicesButton } from './IssueInvoicesButton';

const field = (name: KeyIn<'admin.customerInvoices.fields'>) => `admin.customerInvoices.fields.${name}` as const;

/** Filters of the list: the customer, the invoice date's range, and paid or unpaid. */
function InvoiceFilters() {
  const { t } = useTranslation();
  const { data: customers } = useQuery(customerInvoicesApi.customers());
  return (
    <FilterBar testId="customer-invoices-filters">
      <FilterSelect
        name="customer_id"
        label={field('customer_id')}
        search="turkish"
        width={260}
        options={customers?.data.map((c) => ({ value: c.id, label: c.name }))}
      />
      <ListDateRange
        label={t('admin.customerInvoices.filters.dates')}
        placeholder={[t('admin.customerInvoices.filters.from'), t('admin.customerInvoices.filters.to')]}
      />
      <FilterSelect
        name="is_open"
        label="admin.customerInvoices.filters.open"
        search={false}
        options={[
          { value: 1, label: t('admin.customerInvoices.filters.openOnly') },
          { value: 0, label: t('admin.customerInvoices.filters.paidOnly') },
        ]}
      />
    </FilterBar>
  );
}

/** The list: newest invoice first, with what was paid and what remains, and their totals under it. */
function InvoiceList() {
  return (
    <DataTable
      resource={customerInvoicesApi.resource}
      listPath={customerInvoicesApi.listPath}
      clusterParam={false}
      title="menu.admin.customerInvoices"
      basePath={BASE_PATH}
      canWrite
      hasShow={false}
      rowCanDelete={(row) => Number(row.amount_collected) === 0}
      searchPlaceholder="admin.customerInvoices.search"
      toolbar={<IssueInvoicesButton />}
      filters={<InvoiceFilters />}
      columns={[
        { key: 'invoice_no', title: field('invoice_no'), sortKey: 'invoice_no' },
        { key: 'customer_name', title: field('customer_name'), sortKey: 'customer_name' },
        { key: 'invoiced_on', title: field('invoiced_on'), sortKey: 'invoiced_on', render: 'date' },
        { key: 'due_on', title: field('due_on'), sortKey: 'due_on', render: 'date' },
        { key: 'amount', title: field('amount'), sortKey: 'amount', render: 'money', align: 'right' },
        {
          key: 'amount_tax_included',
          title: field('amount_tax_included'),
          sortKey: 'amount_tax_included',
          render: 'money',
          align: 'right',
        },
        {
          key: 'amount_collected',
          title: field('amount_collected'),
          sortKey: 'amount_collected',
          render: 'money',
          align: 'right',
        },
        {
          key: 'amount_remaining',
          title: field('amount_remaining'),
          sortKey: 'amount_remaining',
          render: 'money',
          align: 'right',
        },
      ]}
    />
  );
}

/**
 * /admin/crm/customer-invoices (Yönetim › CRM › Müşteri Faturaları): the list with 'Fatura Kes' (a month's
 * invoices), /create (an invoice by hand) and /:id/edit (its lines, payments, PDF and 'Tahsilat Ekle').
 */
export default function CustomerInvoicesScreen() {
  const { pathname } = useLocation();
  const { mode, recordId } = panelRoute(pathname, useParams().id);
  return (
    <AdminOnly>
      {mode === 'create' ? (
        <CustomerInvoiceCreate />
      ) : recordId !== null ? (
        <CustomerInvoiceEdit id={recordId} />
      ) : (
        <InvoiceList />
      )}
    </AdminOnly>
  );
}
