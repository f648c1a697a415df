import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { todayInTurkey } from '../../../http/clock';

const DAY_MS = 86_400_000;

/**
 * Sign-in's `has_payment_warning` (spec §7): the user's company is a customer of the product with an invoice
 * still owed whose due date is more than `saas_settings.payment_warning_days` days past. Never for a super
 * administrator or a user of no company.
 */
export async function hasPaymentWarning(
  db: Db,
  user: { company_id: number | null },
  isSuperadmin: boolean,
): Promise<boolean> {
  if (isSuperadmin || user.company_id === null) return false;
  const settings = await db
    .selectFrom('saas_settings')
    .select('payment_warning_days')
    .where('id', '=', 1)
    .executeTakeFirst();
  const days = settings?.payment_warning_days ?? 30;
  const before = new Date(Date.parse(`${todayInTurkey()}T00:00:00.000Z`) - days * DAY_MS).toISOString().slice(0, 10);
  const row = await db
    .selectFrom('customer_invoices as ci')
    .innerJoin('customers as c', 'c.id', 'ci.customer_id')
    .select('ci.id')
    .where('c.company_id', '=', user.company_id)
    .where('ci.due_on', '<', before)
    .where(
      sql<SqlBool>`ci.amount_tax_included > coalesce((select sum(p.amount) from customer_invoice_payments p where p.customer_invoice_id = ci.id), 0)`,
    )
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}
