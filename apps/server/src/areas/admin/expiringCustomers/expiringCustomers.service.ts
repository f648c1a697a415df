import {
  EXPIRING_DAYS_DEFAULT,
  type ExpiringCustomersAnswer,
  type ExpiringCustomersQuery,
  type ExpiringProductRow,
  type OverdueCustomerRow,
} from '@site/shared';
import type { Db } from '../../../db/connection';
import { todayInTurkey } from '../../../http/clock';

import * as repo from './expiringCustomers.repository';

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00.000Z`) / DAY_MS;
const addDays = (date: string, days: number) => new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);

/** Sorts rows by a whitelisted key: names the Turkish way, anything else as a number or date text. */
function sortRows<T extends Record<string, unknown>>(rows: T[], key: keyof T, order: 'asc' | 'desc', tie: keyof T) {
  const sign = order === 'desc' ? -1 : 1;
  const compare = (a: unknown, b: unknown) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'tr');
  return rows.sort((a, b) => sign * (compare(a[key], b[key]) || compare(a[tie], b[tie])));
}

/** The customers to call: products ending within `days`, and invoices past due and still owed. */
export async function listExpiringCustomers(db: Db, query: ExpiringCustomersQuery): Promise<ExpiringCustomersAnswer> {
  const days = query.days ?? EXPIRING_DAYS_DEFAULT;
  const today = todayInTurkey();
  const filters = {
    customer_id: query.customer_id,
    customer_group_id: query.customer_group_id,
    product_id: query.product_id,
  };
  const products: ExpiringProductRow[] = (await repo.expiringProducts(db, today, addDays(today, days), filters)).map(
    (row) => ({
      ...row,
      ends_on: row.ends_on as string,
      amount: Number(row.amount),
      is_yearly: Number(row.is_yearly) === 1,
      days_left: dayNumber(row.ends_on as string) - dayNumber(today),
    }),
  );
  const overdue: OverdueCustomerRow[] = (await repo.overdueCustomers(db, today, filters)).map((row) => ({
    ...row,
    invoice_count: Number(row.invoice_count),
    overdue_amount: Number(row.overdue_amount),
    days_overdue: dayNumber(today) - dayNumber(row.oldest_due_on),
  }));
  return {
    data: {
      products: sortRows(products, query.order_by ?? 'ends_on', query.order ?? 'asc', 'customer_product_id'),
      overdue: sortRows(
        overdue,
        query.overdue_order_by ?? 'oldest_due_on',
        query.overdue_order ?? 'asc',
        'customer_id',
      ),
    },
    meta: { days, today },
  };
}
