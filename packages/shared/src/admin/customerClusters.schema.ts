import { z } from 'zod';
import * as messages from '../common/messages';
import { dateText, rowId } from '../common/responses';
import { dateField, integerField } from '../common/zodRules';

// Payloads and answers of /api-super-admin/customer-clusters ('Müşteriye TYA Ekle') and of the complex picker
// /api-super-admin/clusters.

/** 'YYYY-MM-DD' → 'DD.MM.YYYY', as date messages name a day. */
export const adminCustomerLinkDay = (iso: string): string => iso.split('-').reverse().join('.');

/**
 * An end date before its start date: 'DD.MM.YYYY tarihinden sonra olmalıdır', the or-equal form of spec §5
 * (the start day itself is allowed), as other date-bound rules of the shared schemas word it.
 */
export function adminEndsBeforeStartIssue(startsOn: unknown, endsOn: unknown): string | null {
  if (typeof startsOn !== 'string' || typeof endsOn !== 'string' || endsOn >= startsOn) return null;
  return messages.dateAfter(adminCustomerLinkDay(startsOn));
}

/** Why a customer's complex is refused (422). */
export const adminCustomerClusterMessages = {
  /** The complex is held by a customer (possibly the same one) over an overlapping period. */
  taken: (customerName: string, startsOn: string, endsOn: string | null) =>
    `Bu TYA ${adminCustomerLinkDay(startsOn)}${endsOn ? ` – ${adminCustomerLinkDay(endsOn)}` : ' tarihinden itibaren'} "${customerName}" müşterisine bağlı; bir TYA aynı anda yalnızca bir müşteriye bağlı olabilir.`,
} as const;

/** A complex of a customer as the 'Müşteriye TYA Ekle' panel sends it; `ends_on` empty while it is still run. */
export const adminCustomerClusterFields = z.object({
  customer_id: integerField({ min: 1 }),
  cluster_id: integerField({ min: 1 }),
  starts_on: dateField(),
  ends_on: dateField().nullish(),
});

/** The payload with its cross-field rule: the end is not before the start. */
export const adminCustomerClusterSchema = adminCustomerClusterFields.superRefine((value, ctx) => {
  const issue = adminEndsBeforeStartIssue(value.starts_on, value.ends_on);
  if (issue) ctx.addIssue({ code: 'custom', path: ['ends_on'], message: issue });
});
export type AdminCustomerClusterInput = z.infer<typeof adminCustomerClusterSchema>;

/** A complex of a customer: `is_active` while today is within its period; `house_count` its active houses. */
export const adminCustomerClusterRow = z.object({
  id: rowId,
  customer_id: rowId,
  customer_name: z.string(),
  cluster_id: rowId,
  cluster_name: z.string(),
  cluster_is_active: z.boolean(),
  is_active: z.boolean(),
  house_count: z.number().int(),
  starts_on: dateText,
  ends_on: dateText.nullable(),
});
export type AdminCustomerCluster = z.infer<typeof adminCustomerClusterRow>;

/** A complex of the system in the super administrator's picker (GET /api-super-admin/clusters). */
export const adminClusterPickRow = z.object({
  id: rowId,
  name: z.string(),
  company_id: rowId,
  company_name: z.string().nullable(),
  is_active: z.boolean(),
  /** Its active houses. */
  house_count: z.number().int(),
});
export type AdminClusterPick = z.infer<typeof adminClusterPickRow>;
