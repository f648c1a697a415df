import { z } from 'zod';
import { dateText, lira, listMetaSchema, rowId, timestamp } from '../common/responses';
import { adminTokenRow } from './users.schema';

// Answers of the super administrator's per-user lists on /admin/users/:id/edit (spec §2 'Lists', §7
// `api-super-admin/notifications|residents|subscriptions|user-cards|tokens`, each by `user_id`).

/** How long a notification's text is in the list (spec §2: cut at 100 characters). */
export const ADMIN_NOTIFICATION_TEXT_MAX = 100;
/** From this many failed attempts in a month a card subscription is shown in red (spec §2). */
export const ADMIN_SUBSCRIPTION_FAILED_WARNING = 3;

/** A message sent to one of the residents the user is. */
export const adminUserNotificationRow = z.object({
  id: rowId,
  resident_id: rowId.nullable(),
  /** The message, cut at 100 characters. */
  text: z.string(),
  is_read: z.boolean(),
  read_at: timestamp.nullable(),
  /** queued | sending | sent | delivered | failed | cancelled */
  notification_status: z.string(),
  channel_id: z.number().int(),
  cluster_id: rowId,
  cluster_name: z.string().nullable(),
  batch_id: rowId.nullable(),
  batch_title: z.string().nullable(),
  is_active: z.boolean(),
  created_at: timestamp,
});
export type AdminUserNotification = z.infer<typeof adminUserNotificationRow>;

/** A resident record (of one complex) linked to the user. */
export const adminUserResidentRow = z.object({
  id: rowId,
  cluster_id: rowId,
  cluster_name: z.string().nullable(),
  name: z.string(),
  /** As the residents list computes it: positive is debt (B), negative credit (A). */
  balance: lira,
  house_user_count: z.number().int(),
  is_active: z.boolean(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type AdminUserResident = z.infer<typeof adminUserResidentRow>;
export const adminUserResidentListMeta = listMetaSchema.extend({
  totals: z.object({ balance: lira, house_user_count: z.number().int() }),
});

/** An automatic payment of a house's dues with one of the user's saved cards. */
export const adminUserSubscriptionRow = z.object({
  id: rowId,
  user_card_id: rowId,
  cluster_id: rowId,
  cluster_name: z.string().nullable(),
  house_id: rowId.nullable(),
  block_name: z.string().nullable(),
  door_number: z.string().nullable(),
  payment_provider_id: z.number().int().nullable(),
  payment_provider_name: z.string().nullable(),
  /** Masked, never a full card number. */
  masked_cc_no: z.string(),
  /** The card's name. */
  name: z.string().nullable(),
  is_active: z.boolean(),
  /** Card payments of the subscription, any outcome (what its link lists). */
  payment_count: z.number().int(),
  /** Failed card payments of the subscription this month (Turkish time). */
  failed_attempts: z.number().int(),
  created_at: timestamp,
});
export type AdminUserSubscription = z.infer<typeof adminUserSubscriptionRow>;

/** A card the user saved at a complex's virtual POS. */
export const adminUserCardRow = z.object({
  id: rowId,
  payment_provider_id: z.number().int().nullable(),
  payment_provider_name: z.string().nullable(),
  /** Masked, never a full card number. */
  masked_cc_no: z.string(),
  name: z.string().nullable(),
  expires_on: dateText.nullable(),
  is_active: z.boolean(),
  payment_count: z.number().int(),
  subscription_count: z.number().int(),
  settle_day: z.number().int().nullable(),
  created_at: timestamp,
});
export type AdminUserCard = z.infer<typeof adminUserCardRow>;

/** A signed-in session as the user page lists it: with the platform of a mobile sign-in. */
export const adminUserTokenRow = adminTokenRow.extend({ platform: z.string().nullable() });
export type AdminUserToken = z.infer<typeof adminUserTokenRow>;
