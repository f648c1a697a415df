import { type SelectQueryBuilder, sql } from 'kysely';
import { periodEnd } from '../../../accounting/dates';
import type { Period } from '../../../accounting/period';
import type { Db } from '../../../db/connection';
import type { Database } from '../../../db/types';

/** pg returns sums of bigint as text. */
const num = (value: unknown): number => Number(value ?? 0);

export type ItemFilters = { expense_type_id?: number; provider_id?: number; month?: string };

type Items = SelectQueryBuilder<
  Database & { it: Database['invoice_items']; inv: Database['invoices'] },
  'it' | 'inv',
  object
>;

/** The invoice items of the complexes billed in the period (accrual by the invoice's `billed_on`), filtered. */
function itemsOf(db: Db, clusterIds: number[], period: Period, f: ItemFilters): Items {
  let query = db
    .selectFrom('invoice_items as it')
    .innerJoin('invoices as inv', 'inv.id', 'it.invoice_id')
    .where('it.cluster_id', 'in', clusterIds)
    .where('inv.billed_on', '<=', period.to);
  if (period.from) query = query.where('inv.billed_on', '>=', period.from);
  if (f.month)
    query = query.where('inv.billed_on', '>=', `${f.month}-01`).where('inv.billed_on', '<=', periodEnd(f.month));
  const typeId = f.expense_type_id;
  if (typeId !== undefined)
    query = query.where((eb) =>
      eb.or([eb('it.expense_type_id', '=', typeId), eb('it.child_expense_type_id', '=', typeId)]),
    );
  if (f.provider_id !== undefined) query = query.where('inv.provider_id', '=', f.provider_id);
  return query as Items;
}

/** Item count and amount by expense type and provider. */
export async function itemsByTypeAndProvider(db: Db, clusterIds: number[], period: Period, f: ItemFilters) {
  const rows = await itemsOf(db, clusterIds, period, f)
    .select([
      'it.expense_type_id',
      'inv.provider_id',
      sql<string>`count(*)`.as('count'),
      sql<string>`sum(it.amount)`.as('amount'),
    ])
    .groupBy(['it.expense_type_id', 'inv.provider_id'])
    .execute();
  return rows.map((r) => ({
    expense_type_id: r.expense_type_id,
    provider_id: r.provider_id,
    count: num(r.count),
    amount: num(r.amount),
  }));
}

/** Amount by expense type, child type and month billed. */
export async function itemsByTypeAndMonth(db: Db, clusterIds: number[], period: Period, f: ItemFilters) {
  const month = sql<string>`substr(inv.billed_on, 1, 7)`;
  const rows = await itemsOf(db, clusterIds, period, f)
    .select([
      'it.expense_type_id',
      'it.child_expense_type_id',
      month.as('month'),
      sql<string>`sum(it.amount)`.as('amount'),
    ])
    .groupBy(['it.expense_type_id', 'it.child_expense_type_id', month])
    .execute();
  return rows.map((r) => ({
    expense_type_id: r.expense_type_id,
    child_expense_type_id: r.child_expense_type_id,
    month: r.month,
    amount: num(r.amount),
  }));
}

const DETAIL_ORDER = {
  billed_on: 'inv.billed_on',
  bill_no: 'inv.bill_no',
  provider_name: 'p.name',
  expense_type_name: 't.name',
  amount: 'it.amount',
} as const;
export type DetailOrder = { by: keyof typeof DETAIL_ORDER; direction: 'asc' | 'desc' };

/** The item lines with their invoice's paid amount (payments up to the period's end); a page or all of them. */
export async function itemLines(
  db: Db,
  clusterIds: number[],
  period: Period,
  f: ItemFilters,
  order: DetailOrder,
  page?: { limit: number; offset: number },
) {
  let query = itemsOf(db, clusterIds, period, f)
    .innerJoin('cluster_providers as p', 'p.id', 'inv.provider_id')
    .innerJoin('expense_types as t', 't.id', 'it.expense_type_id')
    .leftJoin('expense_types as ct', 'ct.id', 'it.child_expense_type_id')
    .select([
      'it.id',
      'it.invoice_id',
      'inv.billed_on',
      'inv.bill_no',
      'p.name as provider_name',
      't.name as expense_type_name',
      'ct.name as child_expense_type_name',
      'it.description',
      'it.amount',
      'inv.amount as invoice_amount',
      sql<string>`(select coalesce(sum(ip.amount), 0) from invoice_payments ip where ip.invoice_id = inv.id and ip.collected_on <= ${period.to})`.as(
        'paid',
      ),
    ])
    .orderBy(DETAIL_ORDER[order.by], order.direction)
    .orderBy('it.id', order.direction);
  if (page) query = query.limit(page.limit).offset(page.offset);
  const rows = await query.execute();
  return rows.map((r) => {
    const invoiceAmount = num(r.invoice_amount);
    const paid = num(r.paid);
    return { ...r, amount: num(r.amount), invoice_amount: invoiceAmount, paid, open: invoiceAmount - paid };
  });
}

/** How many item lines match and their amount. */
export async function itemLineTotals(db: Db, clusterIds: number[], period: Period, f: ItemFilters) {
  const row = await itemsOf(db, clusterIds, period, f)
    .select([sql<string>`count(*)`.as('count'), sql<string>`coalesce(sum(it.amount), 0)`.as('amount')])
    .executeTakeFirstOrThrow();
  return { count: num(row.count), amount: num(row.amount) };
}

/** Names by id of expense types or the complexes' providers. */
export async function namesOf(db: Db, table: 'expense_types' | 'cluster_providers', ids: number[]) {
  if (!ids.length) return new Map<number, string>();
  const rows = await db.selectFrom(table).select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Whether an expense type is a system one or one of the complexes'. */
export async function expenseTypeInScope(db: Db, clusterIds: number[], id: number): Promise<boolean> {
  const row = await db
    .selectFrom('expense_types')
    .select('id')
    .where('id', '=', id)
    .where((eb) => eb.or([eb('cluster_id', 'is', null), eb('cluster_id', 'in', clusterIds)]))
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a provider belongs to one of the complexes. */
export async function providerInScope(db: Db, clusterIds: number[], id: number): Promise<boolean> {
  const row = await db
    .selectFrom('cluster_providers')
    .select('id')
    .where('id', '=', id)
    .where('cluster_id', 'in', clusterIds)
    .executeTakeFirst();
  return row !== undefined;
}
