import { z } from 'zod';
import { dateText, lira, rowId } from '../common/responses';
import { integerField } from '../common/zodRules';

// /admin/crm/expiring-customers: customers whose products end soon and customers with overdue invoices.

export const EXPIRING_DAYS_DEFAULT = 30;
export const EXPIRING_DAYS_MAX = 3650;

export const expiringProductSorts = ['ends_on', 'days_left', 'customer_name', 'product_name', 'amount'] as const;
export const overdueCustomerSorts = [
  'oldest_due_on',
  'days_overdue',
  'overdue_amount',
  'invoice_count',
  'customer_name',
] as const;

const sortOrder = z.enum(['asc', 'desc']).optional();
const optionalId = z.coerce
  .number()
  .pipe(integerField({ min: 1 }))
  .optional();

/** The query string: `days` ahead (default 30); filters; each list's own whitelisted sort. */
export const expiringCustomersQuery = z.object({
  days: z.coerce
    .number()
    .pipe(integerField({ min: 1, max: EXPIRING_DAYS_MAX }))
    .optional(),
  customer_id: optionalId,
  customer_group_id: optionalId,
  product_id: optionalId,
  order_by: z.enum(expiringProductSorts).optional(),
  order: sortOrder,
  overdue_order_by: z.enum(overdueCustomerSorts).optional(),
  overdue_order: sortOrder,
});
export type ExpiringCustomersQuery = z.infer<typeof expiringCustomersQuery>;

/** A product of a customer that ends within the days asked, with nothing of the customer going on after it. */
export const expiringProductRow = z.object({
  customer_product_id: rowId,
  customer_id: rowId,
  customer_name: z.string(),
  product_id: rowId,
  product_name: z.string(),
  starts_on: dateText,
  ends_on: dateText,
  days_left: z.number().int(),
  amount: lira,
  is_yearly: z.boolean(),
});
export type ExpiringProductRow = z.infer<typeof expiringProductRow>;

/** A customer with invoices past their due date and still owed. */
export const overdueCustomerRow = z.object({
  customer_id: rowId,
  customer_name: z.string(),
  invoice_count: z.number().int(),
  overdue_amount: lira,
  oldest_due_on: dateText,
  days_overdue: z.number().int(),
});
export type OverdueCustomerRow = z.infer<typeof overdueCustomerRow>;

export const expiringCustomersAnswer = z.object({
  data: z.object({ products: z.array(expiringProductRow), overdue: z.array(overdueCustomerRow) }),
  meta: z.object({ days: z.number().int(), today: dateText }),
});
export type ExpiringCustomersAnswer = z.infer<typeof expiringCustomersAnswer>;
