import { z } from 'zod';
import { lira, listMetaSchema, rowId, timestamp } from '../common/responses';

/** A resident as answered, with the number of houses they use now and what they owe. */
export const residentRow = z.object({
  id: rowId,
  cluster_id: rowId,
  cluster_name: z.string(),
  name: z.string(),
  identity_number: z.string().nullable(),
  tax_number: z.string().nullable(),
  father_name: z.string().nullable(),
  citizenship: z.string().nullable(),
  commercial_type: z.enum(['personal', 'commercial']),
  phone: z.string().nullable(),
  phone2: z.string().nullable(),
  home_phone: z.string().nullable(),
  work_phone: z.string().nullable(),
  email: z.string().nullable(),
  email2: z.string().nullable(),
  legal_address: z.string().nullable(),
  work_address: z.string().nullable(),
  blood_type: z.string().nullable(),
  car_plate: z.string().nullable(),
  notification_medium: z.string().nullable(),
  is_phone_verified: z.boolean(),
  is_active: z.boolean(),
  /** Consent to commercial messages (İYS) and when it was recorded (null without it). */
  commercial_consent: z.boolean(),
  commercial_consent_at: timestamp.nullable(),
  /** The user of the residents' app this resident signs in as (null: none). */
  user_id: z.number().int().nullable(),
  house_user_count: z.number().int(),
  /** What the resident owes (negative: their credit). */
  balance: lira,
  created_at: timestamp,
  updated_at: timestamp,
});
export type Resident = z.infer<typeof residentRow>;

/** The list's meta, with the footer's count of the houses the listed residents use and their balance. */
export const residentListMeta = listMetaSchema.extend({
  totals: z.object({ house_user_count: z.number().int(), balance: lira }),
});
