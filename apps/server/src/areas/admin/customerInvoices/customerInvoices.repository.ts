import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { commonColumns } from '../../../http/export/commonColumns';
import { applyFilters, dateRangeFilters, type ListParams, type ListSpec } from '../../../http/listQuery';
import { type AnySelect, type ListDefinition, moneyTotals } from '../../../http/listRoute';

/** What payments paid of an invoice, kuruş. */
const collectedSql = sql<number>`coalesce((select sum(cip.amount) from customer_invoice_payments cip where cip.customer_invoice_id = ci.id), 0)`;
const remainingSql = sql<number>`(ci.amount_tax_included - ${collectedSql})`;

/** Every customer invoice with its customer's name and what payments paid of it (the list's and the edit screen's row). */
export const selectInvoices = (db: Db) =>
  db
    .selectFrom('customer_invoices as ci')
    .innerJoin('customers as c', 'c.id', 'ci.customer_id')
    .select([
      'ci.id',
      'ci.customer_id',
      'c.name as customer_name',
      'c.title as customer_title',
      'c.tax_number as customer_tax_number',
      'ci.invoice_no',
      'ci.period_key',
      'ci.is_yearly',
      'ci.period_start',
      'ci.period_end',
      'ci.invoiced_on',
      'ci.due_on',
      'ci.description',
      'ci.amount',
      'ci.tax_rate',
      'ci.tax_amount',
      'ci.amount_tax_included',
      collectedSql.as('amount_collected'),
      remainingSql.as('amount_remaining'),
      'ci.created_at',
      'ci.updated_at',
    ]);

export type InvoiceRow = Awaited<ReturnType<ReturnType<typeof selectInvoices>['executeTakeFirstOrThrow']>>;

export const invoiceToApi = (row: InvoiceRow) => ({
  ...row,
  is_yearly: Boolean(row.is_yearly),
  amount_collected: Number(row.amount_collected),
  amount_remaining: Number(row.amount_remaining),
});

const openFilter = { column: 'ci.id', kind: 'flag' as const };

export const invoicesSpec: ListSpec = {
  orderBy: {
    invoiced_on: 'ci.invoiced_on',
    due_on: 'ci.due_on',
    period_start: 'ci.period_start',
    invoice_no: 'ci.invoice_no',
    customer_name: 'c.name',
    amount: 'ci.amount',
    amount_tax_included: 'ci.amount_tax_included',
    amount_collected: 'amount_collected',
    amount_remaining: 'amount_remaining',
    created_at: 'ci.created_at',
    id: 'ci.id',
  },
  defaultOrder: ['invoiced_on', 'desc'],
  filters: {
    customer_id: { column: 'ci.customer_id', kind: 'number' },
    is_yearly: { column: 'ci.is_yearly', kind: 'flag' },
    // The invoice date's range (the list's date filter).
    ...dateRangeFilters('ci.invoiced_on'),
    due_from: { column: 'ci.due_on', kind: 'date', op: '>=' },
    due_to: { column: 'ci.due_on', kind: 'date', op: '<=' },
    // is_open=1: still owes something; is_open=0: fully paid (handled by filterInvoices).
    is_open: openFilter,
  },
  search: ['c.search'],
};

/** The whitelisted filters, with `is_open` read as what is still owed rather than a column. */
function filterInvoices(base: AnySelect, params: ListParams) {
  const open = params.filters.find((f) => f.spec === openFilter);
  const rest = { ...params, filters: params.filters.filter((f) => f.spec !== openFilter) };
  let filtered = applyFilters(base, invoicesSpec, rest);
  if (open) filtered = filtered.where(sql<SqlBool>`${remainingSql} ${sql.raw(open.value[0] ? '>' : '<=')} 0`);
  return { filtered, applied: params };
}

/** How /api-super-admin/customer-invoices lists, filters, sorts, sums and exports. */
export const invoicesList: ListDefinition<InvoiceRow> = {
  spec: invoicesSpec,
  idColumn: 'ci.id',
  toApi: invoiceToApi,
  filter: filterInvoices,
  totals: moneyTotals({
    amount: 'ci.amount',
    tax_amount: 'ci.tax_amount',
    amount_tax_included: 'ci.amount_tax_included',
    amount_collected: collectedSql,
    amount_remaining: remainingSql,
  }),
  exportTitle: 'Müşteri Faturaları',
  exportRow: (row) => invoiceToApi(row) as unknown as Record<string, unknown>,
  exportColumns: [
    { key: 'invoice_no', header: 'Fatura No', kind: 'text' },
    { key: 'customer_name', header: 'Müşteri', kind: 'text' },
    { key: 'invoiced_on', header: 'Fatura Tarihi', kind: 'date' },
    { key: 'due_on', header: 'Son Ödeme Tarihi', kind: 'date' },
    { key: 'amount', header: 'Tutar', kind: 'money' },
    { key: 'amount_tax_included', header: 'KDV Dahil Tutar', kind: 'money' },
    { key: 'amount_collected', header: 'Ödenen Tutar', kind: 'money' },
    { key: 'amount_remaining', header: 'Kalan Tutar', kind: 'money' },
    commonColumns.created_at,
  ],
};

export function findInvoice(db: Db, id: number) {
  return selectInvoices(db).where('ci.id', '=', id).executeTakeFirst();
}

export function invoiceLines(db: Db, id: number) {
  return db
    .selectFrom('customer_invoice_lines as l')
    .leftJoin('clusters as cl', 'cl.id', 'l.cluster_id')
    .select([
      'l.id',
      'l.customer_product_id',
      'l.product_id',
      'l.cluster_id',
      'cl.name as cluster_name',
      'l.description',
      'l.house_count',
      'l.days',
      'l.period_days',
      'l.unit_amount',
      'l.amount',
    ])
    .where('l.customer_invoice_id', '=', id)
    .orderBy('l.id')
    .execute();
}

/** The payments' parts that paid the invoice, the newest first, each with its whole payment. */
export function invoicePayments(db: Db, id: number) {
  return db
    .selectFrom('customer_invoice_payments as cip')
    .innerJoin('customer_payments as p', 'p.id', 'cip.customer_payment_id')
    .select([
      'cip.id',
      'cip.customer_payment_id',
      'p.success_at',
      'cip.payment_on',
      sql<string | null>`coalesce(cip.description, p.description)`.as('description'),
      'cip.amount as invoice_payment_amount',
      'p.amount as payment_amount',
    ])
    .where('cip.customer_invoice_id', '=', id)
    .orderBy('p.success_at', 'desc')
    .orderBy('cip.id', 'desc')
    .execute();
}
