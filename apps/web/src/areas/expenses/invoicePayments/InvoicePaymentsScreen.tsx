import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { KeyIn } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import { DataTable } from '../../../ui/DataTable';
import { useListParams } from '../../../ui/useListParams';
import { placesApi } from '../api';
import { InvoiceFilters } from '../invoices/InvoiceFilters';
import { invoiceLinkColumn } from '../invoices/invoiceLinkColumn';

const field = (name: KeyIn<'invoices.payments.fields'>) => `invoices.payments.fields.${name}` as const;

/** A bank account or safe filter (`bank_account_id`, `safe_id`), kept in the URL. */
function PlaceFilter({ name, resource }: { name: 'bank_account_id' | 'safe_id'; resource: 'bank-accounts' | 'safes' }) {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const { params, update } = useListParams();
  const places = useQuery(placesApi.picker(resource, clusterId));
  return (
    <Select
      style={{ width: 220 }}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t(field(name))}
      aria-label={t(field(name))}
      value={params.filters[name]}
      options={(places.data?.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
      onChange={(value) => update({ [name]: value ?? null })}
    />
  );
}

/** /expenses/invoicepayments/list: every invoice payment of the complex with its total; each row leads to its invoice. */
export default function InvoicePaymentsScreen() {
  return (
    <>
      <InvoiceFilters types={false}>
        <PlaceFilter name="bank_account_id" resource="bank-accounts" />
        <PlaceFilter name="safe_id" resource="safes" />
      </InvoiceFilters>
      <DataTable
        resource="expense/invoice-payments"
        title="menu.expenses.invoicePayments"
        basePath="/expenses/invoicepayments/list"
        canWrite={false}
        hasShow={false}
        columns={[
          { key: 'receipt_no', title: field('receipt_no'), sortKey: 'receipt_no' },
          { key: 'collected_on', title: field('collected_on'), sortKey: 'collected_on', render: 'date' },
          { key: 'provider_name', title: 'invoices.fields.provider_id', sortKey: 'provider_name' },
          invoiceLinkColumn,
          { key: 'billed_on', title: 'invoices.fields.billed_on', render: 'date' },
          { key: 'place_name', title: field('place_name') },
          { key: 'description', title: field('description') },
          { key: 'amount', title: field('amount'), sortKey: 'amount', render: 'money' },
        ]}
      />
    </>
  );
}
