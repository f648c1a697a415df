import type { Generated } from 'kysely';
import type { Flag, Stamps } from '../types';

// Batch notifications and their messages (migration 0025).

export type NotificationBatchStatus = 'draft' | 'scheduled' | 'sending' | 'done' | 'cancelled';
export type NotificationStatus = 'queued' | 'sending' | 'sent' | 'delivered' | 'failed' | 'cancelled';

/** One send of a complex to the residents its recipient filter chose. */
export type NotificationBatchesTable = Stamps & {
  id: Generated<number>;
  cluster_id: number;
  template_id: number | null;
  /** A notification channel of types/generic: 1 SMS, 2 e-mail, 3 in-app. */
  channel_id: number;
  subject: string | null;
  body: string;
  /** The recipient filter as JSON text. */
  recipient_filter: Generated<string>;
  status: Generated<NotificationBatchStatus>;
  scheduled_at: string | null;
  total_count: Generated<number>;
  estimated_segments: Generated<number>;
  cancelled_at: string | null;
  finished_at: string | null;
  created_by: number | null;
};

/** One message to one address; also the sender's job (claimed, retried, marked sent). */
export type NotificationsTable = Stamps & {
  id: Generated<number>;
  batch_id: number | null;
  cluster_id: number;
  resident_id: number | null;
  house_id: number | null;
  channel_id: number;
  to_address: string;
  subject: string | null;
  body: string;
  segments: Generated<number>;
  status: Generated<NotificationStatus>;
  provider_message_id: string | null;
  attempts: Generated<number>;
  next_attempt_at: string;
  locked_by: string | null;
  locked_until: string | null;
  /** When the message went to the provider; a row a stopped process left 'sending' with it may have gone out. */
  handed_at: string | null;
  last_error: string | null;
  sent_at: string | null;
  delivered_at: string | null;
  /** The provider's own word for the delivery state, as its last report said (migration 0029). */
  delivery_report: string | null;
  /** When the provider was last asked for this message's delivery report (migration 0029). */
  delivery_checked_at: string | null;
  read_at: string | null;
  is_active: Generated<Flag>;
  /** The copy 'Yeniden Gönder' made of this message (migration 0035): a message goes again once. */
  resent_as_id: number | null;
};
