import { z } from 'zod';
import { rowId, timestamp } from '../common/responses';
import { NOTIFICATION_STATUSES } from './notificationBatches.schema';

// Payloads and answers of /notifications/{id}: one message, whether it is shown and read, and sending it again.

/** What a worker may change on a message: whether it is shown (`is_active`) and read (`is_read`); nothing else. */
export const notificationUpdateSchema = z.object({
  is_active: z.boolean().optional(),
  is_read: z.boolean().optional(),
});
export type NotificationUpdateInput = z.infer<typeof notificationUpdateSchema>;

/** Only these messages may be sent again (as a new copy). */
export const RESENDABLE_STATUSES = ['failed', 'cancelled'] as const;
export const NOT_RESENDABLE = 'Yalnızca başarısız veya iptal edilmiş bildirim yeniden gönderilebilir.';
export const ALREADY_RESENT = 'Bu bildirim zaten yeniden gönderildi.';

/**
 * Where an SMS is after it went to the provider: `pending` sent and no report yet, `delivered` reported
 * delivered (`delivered_at`), `failed` reported undeliverable (sent, then failed); null where no report comes
 * (e-mail, in-app) or it was never sent.
 */
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

/** One message whole: its full text, where it went, how the sending went and whose it is. */
export const notificationRecordRow = z.object({
  id: rowId,
  cluster_id: rowId,
  cluster_name: z.string(),
  batch_id: rowId.nullable(),
  batch_status: z.string().nullable(),
  resident_id: rowId.nullable(),
  resident_name: z.string().nullable(),
  house_id: rowId.nullable(),
  house_label: z.string().nullable(),
  /** 1 SMS, 2 e-mail, 3 in-app ('Mobil bildirim'). */
  channel_id: rowId,
  to_address: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  segments: z.number().int(),
  status: z.enum(NOTIFICATION_STATUSES),
  provider_message_id: z.string().nullable(),
  delivery_status: z.enum(DELIVERY_STATUSES).nullable(),
  /** The provider's own word in its last report ('1-İletildi', 'Iletilmeyen', …), and when it was asked. */
  delivery_report: z.string().nullable(),
  delivery_checked_at: timestamp.nullable(),
  attempts: z.number().int(),
  next_attempt_at: timestamp,
  last_error: z.string().nullable(),
  sent_at: timestamp.nullable(),
  delivered_at: timestamp.nullable(),
  is_read: z.boolean(),
  read_at: timestamp.nullable(),
  is_active: z.boolean(),
  /** Failed or cancelled: 'Yeniden Gönder' makes a new copy. */
  can_resend: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type NotificationRecord = z.infer<typeof notificationRecordRow>;
