import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { nowIso } from '../../../http/clock';
import { ACTION } from '../../../kernel/actionLog';
import { type Actor, logChange } from '../../../kernel/changeLog';
import { readSaasSettings } from '../bankActivities/saasSettings.service';
import {
  addDays,
  type BilledLine,
  billLines,
  type Complex,
  monthPeriod,
  overlapDays,
  type Period,
  totalsOf,
  yearPeriod,
} from './customerInvoices.billing';

export type IssueResult = { created: number; skipped: number };

/** Gives a new invoice its number: 'MF' and its id, six digits at least. */
export async function numberInvoice(trx: Db, id: number): Promise<void> {
  await trx
    .updateTable('customer_invoices')
    .set({ invoice_no: `MF${String(id).padStart(6, '0')}` })
    .where('id', '=', id)
    .execute();
}

/** The products of active customers that run on some day of `period`: monthly ones or yearly ones. */
function holdingsIn(db: Db, period: Period, yearly: boolean) {
  return db
    .selectFrom('customer_products as cp')
    .innerJoin('customers as c', 'c.id', 'cp.customer_id')
    .innerJoin('products as p', 'p.id', 'cp.product_id')
    .select([
      'cp.id as customer_product_id',
      'cp.customer_id',
      'cp.product_id',
      'p.invoice_description as product_description',
      'cp.amount',
      'cp.starts_on',
      'cp.ends_on',
    ])
    .where('c.is_active', '=', 1)
    .where('cp.is_yearly', '=', yearly ? 1 : 0)
    .where('cp.starts_on', '<=', period.end)
    .where((eb) => eb.or([eb('cp.ends_on', 'is', null), eb('cp.ends_on', '>=', period.start)]))
    .orderBy('cp.customer_id')
    .orderBy('cp.starts_on')
    .orderBy('cp.id')
    .execute();
}

/** The complexes the customers run on some day of `period`, each with its house count now (its active houses, as the customer's complexes list counts them). */
function complexesIn(db: Db, period: Period, customerIds: number[]) {
  if (customerIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('customer_clusters as cc')
    .innerJoin('clusters as cl', 'cl.id', 'cc.cluster_id')
    .select([
      'cc.customer_id',
      'cc.cluster_id',
      'cl.name as cluster_name',
      'cc.starts_on',
      'cc.ends_on',
      sql<number>`(select count(*) from houses h where h.cluster_id = cc.cluster_id and h.is_active = 1)`.as(
        'house_count',
      ),
    ])
    .where('cc.customer_id', 'in', customerIds)
    .where('cc.starts_on', '<=', period.end)
    .where((eb) => eb.or([eb('cc.ends_on', 'is', null), eb('cc.ends_on', '>=', period.start)]))
    .orderBy('cl.name')
    .orderBy('cc.starts_on')
    .orderBy('cc.id')
    .execute();
}

function byCustomer<T extends { customer_id: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(row.customer_id, [...(map.get(row.customer_id) ?? []), row]);
  return map;
}

const asComplexes = (rows: Awaited<ReturnType<typeof complexesIn>>): (Complex & { customer_id: number })[] =>
  rows.map((r) => ({ ...r, house_count: Number(r.house_count) }));

type Draft = { customerId: number; period: Period; lines: BilledLine[] };

/**
 * The invoices a month asks for, before any is written: per active customer, the monthly invoice of the month
 * (its monthly products × its complexes, prorated by day), and the yearly invoice of the month's year when a
 * yearly product of the customer runs on some day of the month (its yearly products × its complexes over the
 * whole calendar year, prorated by day). A customer with nothing to pay gets none.
 */
export async function draftMonth(db: Db, month: string): Promise<Draft[]> {
  const monthly = monthPeriod(month);
  const yearly = yearPeriod(Number(month.slice(0, 4)));
  const drafts: Draft[] = [];

  const monthHoldings = byCustomer(await holdingsIn(db, monthly, false));
  const monthComplexes = byCustomer(asComplexes(await complexesIn(db, monthly, [...monthHoldings.keys()])));
  for (const [customerId, holdings] of monthHoldings) {
    const lines = billLines(monthly, holdings, monthComplexes.get(customerId) ?? []);
    if (lines.length) drafts.push({ customerId, period: monthly, lines });
  }

  // A customer whose yearly product runs in this month is billed for the year now; its products over the year.
  const yearHoldings = byCustomer(await holdingsIn(db, yearly, true));
  const monthRange = { start: monthly.start, end: monthly.end };
  const due = [...yearHoldings].filter(([, holdings]) =>
    holdings.some((h) => overlapDays(monthRange, { start: h.starts_on, end: h.ends_on }) > 0),
  );
  const yearComplexes = byCustomer(
    asComplexes(
      await complexesIn(
        db,
        yearly,
        due.map(([id]) => id),
      ),
    ),
  );
  for (const [customerId, holdings] of due) {
    const lines = billLines(yearly, holdings, yearComplexes.get(customerId) ?? []);
    if (lines.length) drafts.push({ customerId, period: yearly, lines });
  }
  return drafts;
}

/**
 * Issues the invoices of `month` ('YYYY-MM'). Idempotent: each invoice is inserted with its period key, and one
 * that already exists (customer, kind, period: the unique constraint) is skipped, not an error, so any number of
 * runs, concurrent ones on PostgreSQL too, make one invoice per customer, kind and period. Each invoice is
 * written with its lines and its action-log entry (by `actor`, or by no user when the daily job issues it) in
 * its own transaction. The invoice is dated the month's first day and due the settings' payment days later.
 */
export async function issueMonth(db: Db, month: string, actor: Actor | null = null): Promise<IssueResult> {
  const settings = await readSaasSettings(db);
  const drafts = await draftMonth(db, month);
  const invoicedOn = `${month}-01`;
  const result: IssueResult = { created: 0, skipped: 0 };
  for (const draft of drafts) {
    const made = await db.transaction().execute(async (trx) => {
      const now = nowIso();
      const totals = totalsOf(
        draft.lines.map((l) => l.amount),
        settings.tax_rate,
      );
      const inserted = await trx
        .insertInto('customer_invoices')
        .values({
          customer_id: draft.customerId,
          period_key: draft.period.key,
          is_yearly: draft.period.isYearly ? 1 : 0,
          period_start: draft.period.start,
          period_end: draft.period.end,
          invoiced_on: invoicedOn,
          due_on: addDays(invoicedOn, settings.payment_due_days),
          ...totals,
          description: draft.period.isYearly
            ? `${draft.period.label} yıllık hizmet bedeli`
            : `${draft.period.label} hizmet bedeli`,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.columns(['customer_id', 'is_yearly', 'period_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return false;
      await numberInvoice(trx, inserted.id);
      await trx
        .insertInto('customer_invoice_lines')
        .values(draft.lines.map((line) => ({ customer_invoice_id: inserted.id, ...line })))
        .execute();
      await logChange(trx, actor, {
        clusterId: null,
        entityType: 'customer_invoice',
        entityId: inserted.id,
        action: ACTION.create,
        before: null,
        after: { customer_id: draft.customerId, period_key: draft.period.key, invoiced_on: invoicedOn, ...totals },
      });
      return true;
    });
    if (made) result.created++;
    else result.skipped++;
  }
  return result;
}
