import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { KeyIn } from '../../../locales/keys';
import { DataTable } from '../../../ui/DataTable';
import { useListParams } from '../../../ui/useListParams';
import { InvoiceFilters } from '../invoices/InvoiceFilters';
import { invoiceLinkColumn } from '../invoices/invoiceLinkColumn';
import { useExpenseTypes } from './ExpenseTypeSelect';

const field = (name: KeyIn<'invoices.items.fields'>) => `invoices.items.fields.${name}` as const;

/** The expense type filter (`expense_type_id`), kept in the URL with the list's other state. */
function ExpenseTypeFilter() {
  const { t } = useTranslation();
  const { params, update } = useListParams();
  const types = useExpenseTypes(undefined);
  return (
    <Select
      style={{ width: 220 }}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t(field('expense_type_id'))}
      aria-label={t(field('expense_type_id'))}
      value={params.filters.expense_type_id}
      options={(types.data ?? []).map((o) => ({ value: String(o.value), label: o.label }))}
      onChange={(value) => update({ expense_type_id: value ?? null })}
    />
  );
}

/** /expenses/invoiceitems/list: every invoice item of the complex with its total; each row leads to its invoice. */
export default function InvoiceItemsScreen() {
  return (
    <>
      <InvoiceFilters types={false}>
        <ExpenseTypeFilter />
      </InvoiceFilters>
      <DataTable
        resource="expense/invoice-items"
        title="menu.expenses.invoiceItems"
        basePath="/expenses/invoiceitems/list"
        canWrite={false}
        hasShow={false}
        columns={[
          { key: 'billed_on', title: 'invoices.fields.billed_on', sortKey: 'billed_on', render: 'date' },
          { key: 'provider_name', title: 'invoices.fields.provider_id', sortKey: 'provider_name' },
          invoiceLinkColumn,
          {
            key: 'expense_type_name',
            title: field('expense_type_id'),
            sortKey: 'expense_type_name',
          },
          { key: 'child_expense_type_name', title: field('child_expense_type_id') },
          { key: 'description', title: field('description') },
          { key: 'amount', title: field('amount'), sortKey: 'amount', render: 'money' },
        ]}
      />
    </>
  );
}
