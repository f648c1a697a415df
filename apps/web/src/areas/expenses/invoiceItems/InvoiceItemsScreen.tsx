import type { KeyIn } from '../../../locales/keys';
import { FilterSelect } from '../../../ui/FilterSelect';
import { InvoicePartsList } from '../invoices/InvoicePartsList';
import { invoiceLinkColumn } from '../invoices/invoiceLinkColumn';
import { useExpenseTypes } from './ExpenseTypeSelect';

const field = (name: KeyIn<'invoices.items.fields'>) => `invoices.items.fields.${name}` as const;

/** /expenses/invoiceitems/list: every invoice item of the complex with its total; each row leads to its invoice. */
export default function InvoiceItemsScreen() {
  const types = useExpenseTypes(undefined);
  return (
    <InvoicePartsList
      resource="expense/invoice-items"
      title="menu.expenses.invoiceItems"
      basePath="/expenses/invoiceitems/list"
      filters={
        <FilterSelect name="expense_type_id" label={field('expense_type_id')} options={types.data} width={220} />
      }
      columns={[
        { key: 'billed_on', title: 'invoices.fields.billed_on', sortKey: 'billed_on', render: 'date' },
        { key: 'provider_name', title: 'invoices.fields.provider_id', sortKey: 'provider_name' },
        invoiceLinkColumn,
        { key: 'expense_type_name', title: field('expense_type_id'), sortKey: 'expense_type_name' },
        { key: 'child_expense_type_name', title: field('child_expense_type_id') },
        { key: 'description', title: field('description') },
        { key: 'amount', title: field('amount'), sortKey: 'amount', render: 'money' },
      ]}
    />
  );
}
