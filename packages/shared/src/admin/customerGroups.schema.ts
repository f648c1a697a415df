import { z } from 'zod';
import { rowId, timestamp } from '../common/responses';
import { requiredString } from '../common/zodRules';

// Payloads and answers of /api-super-admin/customer-groups (Yönetim › Müşteri Grupları).

/** Why the customer groups screen refuses a change (422). */
export const adminCustomerGroupMessages = {
  nameTaken: 'Bu isimde bir müşteri grubu zaten var.',
  hasCustomers: 'Bu gruba bağlı müşteriler olduğu için silinemez.',
} as const;

export const adminCustomerGroupSchema = z.object({ name: requiredString(100) });
export type AdminCustomerGroupInput = z.infer<typeof adminCustomerGroupSchema>;

/** A group with the number of its customers. */
export const adminCustomerGroupRow = z.object({
  id: rowId,
  name: z.string(),
  customer_count: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type AdminCustomerGroup = z.output<typeof adminCustomerGroupRow>;
