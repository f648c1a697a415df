import type { ExportColumn } from '../../http/export/exportList';

/** The exported columns of an invoice that several expense lists show (the rest are `commonColumns`). */
export const expenseColumns = {
  billed_on: { key: 'billed_on', header: 'Fatura Tarihi', kind: 'date' },
  provider_name: { key: 'provider_name', header: 'Tedarikçi' },
  bill_no: { key: 'bill_no', header: 'Fatura No' },
} satisfies Record<string, ExportColumn>;

/** An invoice's parts are found by their invoice's number and text and its provider's name. */
export const invoiceSearch = ['invoices.search', 'cluster_providers.search'];
