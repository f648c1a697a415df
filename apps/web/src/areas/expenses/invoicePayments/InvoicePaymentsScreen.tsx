import { useQuery } from '@tanstack/react-query';
import type { KeyIn } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import { FilterSelect } from '../../../ui/FilterSelect';
import { placesApi } from '../api';
import { InvoicePartsList } from '../invoices/InvoicePartsList';
import { invoiceLinkColumn } from '../invoices/invoiceLinkColumn';

const field = (name: KeyIn<'invoices.payments.fields'>) => `invoices.payments.fields.${name}` as const;

/** A bank account or safe filter (`bank_account_id`, `safe_id`), kept in the URL. */
function PlaceFilter({ name, resource }: { name: 'bank_account_id' | 'safe_id'; resource: 'bank-accounts' | 'safes' }) {
  const { clusterId } = useCluster();
  const places = useQuery(placesApi.picker(resource, clusterId));
  const options = places.data?.data.map((o) => ({ value: o.id, label: o.name }));
  return <FilterSelect name={name} label={field(name)} options={options} width={220} />;
}

/** /expenses/invoicepayments/list: every invoice payment of the complex with its total; each row leads to its invoice. */
export default function InvoicePaymentsScreen() {
  return (
    <InvoicePartsList
      resource="expense/invoice-payments"
      title="menu.expenses.invoicePayments"
      basePath="/expenses/invoicepayments/list"
      filters={
        <>
          <PlaceFilter name="bank_account_id" resource="bank-accounts" />
          <PlaceFilter name="safe_id" resource="safes" />
        </>
      }
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
  );
}
