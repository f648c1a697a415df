import { z } from 'zod';
import { genericTypes } from '../common/enums';
import { rowId, timestamp } from '../common/responses';
import { integerField, moneyField, optionalString } from '../common/zodRules';
import { NOTIFICATION_TEMPLATE_BODY_MAX } from './notificationTemplates.schema';

// Payloads and answers of /clusters/{id}/notification-batches, /notification-batches and /notifications.

const CHANNEL_IDS = genericTypes.notification_channels.map((c) => c.id) as number[];
const ids = z.array(integerField({ min: 1 })).max(10_000);

/**
 * Who a batch goes to, among the complex's active residents: everyone with a house now (`all`), its owners
 * or its occupants (renters, guests and owners who live there); then narrowed by blocks, a balance above
 * `min_debt` (lira), open debts late by at least `late_days`, an open enforcement case or none, or
 * hand-picked residents.
 */
export const recipientFilterSchema = z.object({
  audience: z.enum(['all', 'owners', 'occupants']).default('all'),
  block_ids: ids.optional(),
  min_debt: moneyField({ min: 0 }).nullish(),
  late_days: integerField({ min: 1, max: 3650 }).nullish(),
  enforcement: z.enum(['with', 'without']).nullish(),
  resident_ids: ids.optional(),
});
export type RecipientFilter = z.infer<typeof recipientFilterSchema>;

/** What to send and to whom; the text comes from the template when `body` is left out. */
export const notificationBatchPreviewSchema = z.object({
  channel_id: integerField({ min: 1 }).refine((id) => CHANNEL_IDS.includes(id), { error: 'Geçerli bir kanal seçin.' }),
  template_id: integerField({ min: 1 }).nullish(),
  subject: optionalString(200).nullable(),
  body: optionalString(NOTIFICATION_TEMPLATE_BODY_MAX).nullable(),
  recipients: recipientFilterSchema.default({ audience: 'all' }),
});
export type NotificationBatchPreviewInput = z.infer<typeof notificationBatchPreviewSchema>;

/** A new batch: sent now, or from `scheduled_at` (ISO-8601). */
export const notificationBatchSchema = notificationBatchPreviewSchema.extend({
  scheduled_at: z.iso.datetime({ offset: true, error: 'Geçerli bir tarih ve saat girin.' }).nullish(),
});
export type NotificationBatchInput = z.infer<typeof notificationBatchSchema>;

/**
 * `PUT /notification-batches/{id}`: what may change before a batch starts (its channel and recipients stay);
 * the text comes from the template when `body` is left out; no `scheduled_at` sends it now.
 */
export const notificationBatchUpdateSchema = notificationBatchSchema.pick({
  template_id: true,
  subject: true,
  body: true,
  scheduled_at: true,
});
export type NotificationBatchUpdateInput = z.infer<typeof notificationBatchUpdateSchema>;

/** A resident the batch cannot reach, and why ('Telefon numarası yok.'). */
export const skippedRecipientRow = z.object({ resident_id: rowId, resident_name: z.string(), reason: z.string() });

export const notificationBatchPreviewRow = z.object({
  /** Residents who will get the message. */
  recipient_count: z.number().int(),
  skipped: z.array(skippedRecipientRow),
  /** SMS parts of all the messages (0 for e-mail and in-app): what the provider charges in credits. */
  segments: z.number().int(),
  estimated_credits: z.number().int(),
  /** The company's last known SMS credit balance. */
  sms_balance: z.number().int().nullable(),
  warnings: z.array(z.string()),
});
export type NotificationBatchPreview = z.infer<typeof notificationBatchPreviewRow>;

export const NOTIFICATION_BATCH_STATUSES = ['draft', 'scheduled', 'sending', 'done', 'cancelled'] as const;
export const NOTIFICATION_STATUSES = ['queued', 'sending', 'sent', 'delivered', 'failed', 'cancelled'] as const;

export const notificationBatchRow = z.object({
  id: rowId,
  cluster_id: rowId,
  cluster_name: z.string(),
  template_id: rowId.nullable(),
  template_name: z.string().nullable(),
  channel_id: rowId,
  subject: z.string().nullable(),
  body: z.string(),
  recipient_filter: z.record(z.string(), z.unknown()),
  status: z.enum(NOTIFICATION_BATCH_STATUSES),
  scheduled_at: timestamp.nullable(),
  total_count: z.number().int(),
  queued_count: z.number().int(),
  sent_count: z.number().int(),
  delivered_count: z.number().int(),
  failed_count: z.number().int(),
  cancelled_count: z.number().int(),
  estimated_segments: z.number().int(),
  created_by: rowId.nullable(),
  created_by_name: z.string().nullable(),
  cancelled_at: timestamp.nullable(),
  finished_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type NotificationBatch = z.infer<typeof notificationBatchRow>;

/** One sent message as the list shows it: the text cut at 100 characters. */
export const notificationRow = z.object({
  id: rowId,
  batch_id: rowId.nullable(),
  cluster_id: rowId,
  cluster_name: z.string(),
  resident_id: rowId.nullable(),
  resident_name: z.string().nullable(),
  channel_id: rowId,
  to_address: z.string(),
  text: z.string(),
  status: z.enum(NOTIFICATION_STATUSES),
  provider_message_id: z.string().nullable(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  is_read: z.boolean(),
  read_at: timestamp.nullable(),
  sent_at: timestamp.nullable(),
  delivered_at: timestamp.nullable(),
  is_active: z.boolean(),
  created_at: timestamp,
});
export type NotificationListRow = z.infer<typeof notificationRow>;
