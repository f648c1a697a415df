import { Link } from 'react-router';
import type { ColumnDef } from '../../../ui/DataTable';
import { INVOICES_PATH } from './InvoiceStatus';

/** The invoice a row belongs to, by its number (or id), opening the invoice's panel. */
export const invoiceLinkColumn: ColumnDef = {
  key: 'bill_no',
  title: 'invoices.fields.bill_no',
  render: (row) => (
    <Link to={`${INVOICES_PATH}/${row.invoice_id}`} data-testid="invoice-link">
      {String(row.bill_no ?? `#${row.invoice_id}`)}
    </Link>
  ),
};
