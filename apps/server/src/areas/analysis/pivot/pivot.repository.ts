import type { PivotDataset, PivotDimension } from '@site/shared';
import { type RawBuilder, sql } from 'kysely';
import type { Period } from '../../../accounting/period';
import { splitByWeights } from '../../../accounting/split';
import type { Db } from '../../../db/connection';

/** One group of a data set: the keys of the chosen dimensions ('' for none) and its sums in kuruş. */
export type PivotGroup = { keys: string[]; amount: number; collected: number; count: number };

type Expressions = Partial<Record<PivotDimension, RawBuilder<unknown>>>;

const monthOf = (column: string) => sql`substr(${sql.ref(column)}, 1, 7)`;
const yearOf = (column: string) => sql`substr(${sql.ref(column)}, 1, 4)`;
const keyText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** Invoice items by the invoice's `billed_on`. */
const EXPENSE_DIMENSIONS: Expressions = {
  expense_type: sql`ii.expense_type_id`,
  child_expense_type: sql`ii.child_expense_type_id`,
  provider: sql`i.provider_id`,
  month: monthOf('i.billed_on'),
  year: yearOf('i.billed_on'),
};

/** Debts (refunds are no dues) by their due date; the debtor is `resident`. */
const debtDimensions = (dateColumn: string): Expressions => ({
  assessment: sql`d.assessment_id`,
  income_type: sql`d.income_type_id`,
  block: sql`h.block_id`,
  house: sql`d.house_id`,
  resident: sql`d.resident_id`,
  month: monthOf(dateColumn),
  year: yearOf(dateColumn),
});

const inPeriod = (column: string, period: Period) =>
  period.from === null
    ? sql`${sql.ref(column)} <= ${period.to}`
    : sql`${sql.ref(column)} between ${period.from} and ${period.to}`;

const inClusters = (column: string, clusterIds: number[]) => sql`${sql.ref(column)} in (${sql.join(clusterIds)})`;

/** `select <dims>, sum, count from <from> where <where> group by <dims>` as groups. */
async function grouped(
  db: Db,
  from: RawBuilder<unknown>,
  where: RawBuilder<unknown>,
  amount: RawBuilder<unknown>,
  expressions: Expressions,
  dims: PivotDimension[],
): Promise<{ keys: string[]; amount: number; count: number }[]> {
  const chosen = dims.map((d) => expressions[d] as RawBuilder<unknown>);
  const selected = chosen.map((e, i) => sql`${e} as ${sql.ref(`d${i}`)}`);
  const groupBy = chosen.length ? sql`group by ${sql.join(chosen)}` : sql``;
  const query = sql<Record<string, unknown>>`select ${sql.join([
    ...selected,
    sql`coalesce(sum(${amount}), 0) as amount`,
    sql`count(*) as count`,
  ])} from ${from} where ${where} ${groupBy}`;
  const { rows } = await query.execute(db);
  return rows.map((r) => ({
    keys: dims.map((_, i) => keyText(r[`d${i}`])),
    amount: Number(r.amount ?? 0),
    count: Number(r.count ?? 0),
  }));
}

/** Invoice items billed in the period, grouped in SQL. */
export async function expenseGroups(db: Db, clusterIds: number[], period: Period, dims: PivotDimension[]) {
  const from = sql`invoice_items ii inner join invoices i on i.id = ii.invoice_id`;
  const where = sql`${inClusters('ii.cluster_id', clusterIds)} and ${inPeriod('i.billed_on', period)}`;
  const rows = await grouped(db, from, where, sql`ii.amount`, EXPENSE_DIMENSIONS, dims);
  return rows.map((r) => ({ ...r, collected: 0 }));
}

/**
 * Invoice payments collected in the period. A payment has no expense type of its own: it is spread over its
 * invoice's items in proportion to their amounts (`splitByWeights`, exact to the kuruş), so its parts sum to
 * it; the parts are then grouped here (a split cannot be done in SQL). A payment of an invoice without items
 * (or with items summing to zero) stays whole, under no type.
 */
export async function expensePaymentGroups(db: Db, clusterIds: number[], period: Period, dims: PivotDimension[]) {
  const payments = (
    await sql<{ id: number; amount: number; invoice_id: number; provider_id: number; collected_on: string }>`
      select p.id, p.amount, p.invoice_id, i.provider_id, p.collected_on
      from invoice_payments p inner join invoices i on i.id = p.invoice_id
      where ${inClusters('p.cluster_id', clusterIds)} and ${inPeriod('p.collected_on', period)}
      order by p.id`.execute(db)
  ).rows;
  const invoiceIds = [...new Set(payments.map((p) => p.invoice_id))];
  const items = new Map<number, { expense_type_id: number; child_expense_type_id: number | null; amount: number }[]>();
  for (let i = 0; i < invoiceIds.length; i += 500) {
    const rows = await db
      .selectFrom('invoice_items')
      .select(['invoice_id', 'expense_type_id', 'child_expense_type_id', 'amount'])
      .where('invoice_id', 'in', invoiceIds.slice(i, i + 500))
      .orderBy('id')
      .execute();
    for (const r of rows) {
      const list = items.get(r.invoice_id) ?? [];
      list.push({ ...r, amount: Number(r.amount) });
      items.set(r.invoice_id, list);
    }
  }
  const groups = new Map<string, PivotGroup>();
  const add = (keys: string[], amount: number) => {
    const key = keys.join('|');
    const group = groups.get(key) ?? { keys, amount: 0, collected: 0, count: 0 };
    group.amount += amount;
    group.count += 1;
    groups.set(key, group);
  };
  for (const p of payments) {
    const amount = Number(p.amount);
    const lines = items.get(p.invoice_id) ?? [];
    const weights = lines.map((l) => Math.abs(l.amount));
    const parts = weights.some((w) => w > 0) ? splitByWeights(amount, weights) : null;
    const keyOfDim = (dim: PivotDimension, line: (typeof lines)[number] | undefined) => {
      if (dim === 'provider') return String(p.provider_id);
      if (dim === 'month') return p.collected_on.slice(0, 7);
      if (dim === 'year') return p.collected_on.slice(0, 4);
      if (dim === 'expense_type') return keyText(line?.expense_type_id);
      return keyText(line?.child_expense_type_id);
    };
    if (!parts)
      add(
        dims.map((d) => keyOfDim(d, undefined)),
        amount,
      );
    else
      lines.forEach((line, i) => {
        if (parts[i] !== 0)
          add(
            dims.map((d) => keyOfDim(d, line)),
            parts[i],
          );
      });
  }
  return [...groups.values()];
}

const debtsFrom = sql`debts d left join houses h on h.id = d.house_id`;
const debtsWhere = (clusterIds: number[], period: Period, assessmentsOnly: boolean) =>
  sql`${inClusters('d.cluster_id', clusterIds)} and d.kind <> 'payback' and ${inPeriod('d.due_on', period)}${
    assessmentsOnly ? sql` and d.assessment_id is not null` : sql``
  }`;

/** Debts due in the period (every charge but refunds); `assessmentsOnly` keeps the lines of assessments. */
export async function debtGroups(
  db: Db,
  clusterIds: number[],
  period: Period,
  dims: PivotDimension[],
  assessmentsOnly: boolean,
) {
  const where = debtsWhere(clusterIds, period, assessmentsOnly);
  const rows = await grouped(db, debtsFrom, where, sql`d.amount`, debtDimensions('d.due_on'), dims);
  return rows.map((r) => ({ ...r, collected: 0 }));
}

/**
 * Per house and debtor and month: what was charged (debts due in the period) and what was collected
 * (allocations of collections collected in the period, to the debt's house and debtor), both grouped in SQL.
 */
export async function monthlyGroups(db: Db, clusterIds: number[], period: Period, dims: PivotDimension[]) {
  const charged = await grouped(
    db,
    debtsFrom,
    debtsWhere(clusterIds, period, false),
    sql`d.amount`,
    debtDimensions('d.due_on'),
    dims,
  );
  const collected = await grouped(
    db,
    sql`allocations a inner join collections c on c.id = a.collection_id inner join debts d on d.id = a.debt_id left join houses h on h.id = d.house_id`,
    sql`${inClusters('a.cluster_id', clusterIds)} and d.kind <> 'payback' and ${inPeriod('c.collected_on', period)}`,
    sql`a.amount`,
    debtDimensions('c.collected_on'),
    dims,
  );
  const groups = new Map<string, PivotGroup>();
  for (const r of charged) groups.set(r.keys.join('|'), { ...r, collected: 0 });
  for (const r of collected) {
    const key = r.keys.join('|');
    const group = groups.get(key) ?? { keys: r.keys, amount: 0, collected: 0, count: 0 };
    group.collected += r.amount;
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The groups of a data set. */
export function pivotGroups(
  db: Db,
  dataset: PivotDataset,
  clusterIds: number[],
  period: Period,
  dims: PivotDimension[],
): Promise<PivotGroup[]> {
  switch (dataset) {
    case 'expenses':
      return expenseGroups(db, clusterIds, period, dims);
    case 'expense-payments':
      return expensePaymentGroups(db, clusterIds, period, dims);
    case 'income-type-house-user':
      return debtGroups(db, clusterIds, period, dims, false);
    case 'assessments':
      return debtGroups(db, clusterIds, period, dims, true);
    case 'monthly-house-user':
      return monthlyGroups(db, clusterIds, period, dims);
  }
}
