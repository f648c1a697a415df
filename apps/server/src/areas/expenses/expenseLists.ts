import type { Db } from '../../db/connection';
import type { ExportColumn } from '../../http/export/exportList';
import { dateRangeFilters, idFilters, type ListSpec } from '../../http/listQuery';
import { type AnySelect, clusterList, type ListDefinition, moneyTotals } from '../../http/listRoute';

/** The exported columns of an invoice that several expense lists show (the rest are `commonColumns`). */
export const expenseColumns = {
  billed_on: { key: 'billed_on', header: 'Fatura Tarihi', kind: 'date' },
  provider_name: { key: 'provider_name', header: 'Tedarikçi' },
  bill_no: { key: 'bill_no', header: 'Fatura No' },
} satisfies Record<string, ExportColumn>;

/** An invoice's parts are found by their invoice's number and text and its provider's name. */
export const invoiceSearch = ['invoices.search', 'cluster_providers.search'];

/** What a list of an invoice's parts says of itself; the rest is the same for items and payments. */
type InvoicePart = Pick<ListDefinition, 'toApi' | 'exportTitle' | 'exportColumns'> & {
  /** Its date: the query key and column, sorted latest first by default and filtered by a range. */
  date: [string, string];
  /** Its other sorts. */
  orderBy: Record<string, string>;
  /** Its own id columns to filter by. */
  idFilters: string[];
};

/**
 * The list of one complex's invoice items or payments (`select` reads `table`'s rows with their invoice and
 * provider): each sorts by its date, amount and provider, is filtered by its provider and a date range, is found
 * by its invoice and sums its amount in the footer.
 */
export function invoicePartList(
  table: 'invoice_items' | 'invoice_payments',
  select: (db: Db) => AnySelect,
  { date: [dateKey, dateColumn], orderBy, idFilters: ids, ...definition }: InvoicePart,
) {
  const spec: ListSpec = {
    orderBy: {
      [dateKey]: dateColumn,
      amount: `${table}.amount`,
      provider_name: 'cluster_providers.name',
      ...orderBy,
      id: `${table}.id`,
    },
    defaultOrder: [dateKey, 'desc'],
    filters: {
      ...idFilters(table, ids),
      ...idFilters('invoices', ['provider_id']),
      ...dateRangeFilters(dateColumn),
    },
    search: invoiceSearch,
  };
  return clusterList(
    { ...definition, spec, idColumn: `${table}.id`, totals: moneyTotals({ amount: `${table}.amount` }) },
    select,
    `${table}.cluster_id`,
  );
}
