import {
  NOTIFICATION_CHANNEL,
  type NotificationBatch,
  type NotificationBatchInput,
  type NotificationBatchPreviewInput,
  type RecipientFilter,
} from '@site/shared';

// The batch screens' rules as plain functions: what the form sends, and what a batch's state allows.

export type BatchStatus = NotificationBatch['status'];
export type Audience = RecipientFilter['audience'];
export type EnforcementChoice = 'all' | 'with' | 'without';
export type SendMode = 'now' | 'later';

/** The recipient part of the form, as its fields hold it (a money field may hold text it could not read). */
export type RecipientValues = {
  audience?: Audience;
  block_ids?: number[] | null;
  min_debt?: number | string | null;
  late_days?: number | null;
  enforcement?: EnforcementChoice | null;
  resident_ids?: number[] | null;
};

export type BatchFormValues = {
  channel_id: number;
  template_id?: number | null;
  subject?: string | null;
  body?: string | null;
  recipients?: RecipientValues;
  send_mode?: SendMode;
  scheduled_at?: string | null;
};

export const AUDIENCES: Audience[] = ['all', 'owners', 'occupants'];
export const ENFORCEMENT_CHOICES: EnforcementChoice[] = ['all', 'with', 'without'];
export const BATCH_STATUSES: BatchStatus[] = ['draft', 'scheduled', 'sending', 'done', 'cancelled'];

const filled = (value: unknown) => value !== null && value !== undefined && value !== '';

/**
 * The server's recipient filter from the form: only the choices made, so an empty field narrows nothing.
 * Text a money field could not read goes as it is, for the server to name the error on that field.
 */
export function recipientFilterOf(values: RecipientValues = {}): RecipientFilter {
  return {
    audience: values.audience ?? 'all',
    ...(values.block_ids?.length ? { block_ids: values.block_ids } : {}),
    ...(filled(values.min_debt) ? { min_debt: values.min_debt as number } : {}),
    ...(filled(values.late_days) ? { late_days: values.late_days } : {}),
    ...(values.enforcement && values.enforcement !== 'all' ? { enforcement: values.enforcement } : {}),
    ...(values.resident_ids?.length ? { resident_ids: values.resident_ids } : {}),
  };
}

/** What is sent and to whom; a subject only for e-mail. */
function messageOf(values: BatchFormValues): NotificationBatchPreviewInput {
  const email = values.channel_id === NOTIFICATION_CHANNEL.email;
  return {
    channel_id: values.channel_id,
    template_id: values.template_id ?? null,
    subject: email && values.subject?.trim() ? values.subject : null,
    body: values.body ?? '',
    recipients: recipientFilterOf(values.recipients),
  };
}

/** The preview's question, or null while there is no text to send yet (nothing to count). */
export function previewInputOf(values: BatchFormValues | undefined): NotificationBatchPreviewInput | null {
  if (!values?.channel_id || (!values.body?.trim() && !values.template_id)) return null;
  return messageOf(values);
}

/** The new batch: now, or at the chosen moment. */
export function batchPayloadOf(values: BatchFormValues): NotificationBatchInput {
  return { ...messageOf(values), scheduled_at: values.send_mode === 'later' ? (values.scheduled_at ?? null) : null };
}

/** Why the chosen send time cannot be used, as a key under `communication.batches.sendTime`; null when it can. */
export function sendTimeProblem(
  mode: SendMode | undefined,
  at: string | null | undefined,
  now: number,
): 'atRequired' | 'atPast' | null {
  if (mode !== 'later') return null;
  if (!at) return 'atRequired';
  return Date.parse(at) <= now ? 'atPast' : null;
}

/** Scheduled or sending: its progress still changes, so the screen keeps reading it. */
export const isRunning = (batch: Pick<NotificationBatch, 'status'>) =>
  batch.status === 'scheduled' || batch.status === 'sending';

/** Scheduled for a time still to come: its text and time may change (the server says so too). */
export const isEditable = (batch: Pick<NotificationBatch, 'status' | 'scheduled_at'>, now: number) =>
  batch.status === 'scheduled' && batch.scheduled_at !== null && Date.parse(batch.scheduled_at) > now;

/**
 * Offered for deletion when none of its messages went out and it is not sending right now; the server
 * checks each message (one handed to a provider that failed still counts as sent).
 */
export const isDeletable = (batch: Pick<NotificationBatch, 'status' | 'sent_count'>) =>
  batch.status !== 'sending' && batch.sent_count === 0;

/** Of all its messages: the share done with (sent, failed or cancelled) and the share sent, in whole percent. */
export function progressOf(
  batch: Pick<NotificationBatch, 'total_count' | 'sent_count' | 'failed_count' | 'cancelled_count'>,
) {
  const total = batch.total_count;
  if (!total) return { done: 0, sent: 0 };
  const percent = (count: number) => Math.min(100, Math.floor((count * 100) / total));
  return {
    done: percent(batch.sent_count + batch.failed_count + batch.cancelled_count),
    sent: percent(batch.sent_count),
  };
}

/** The colour of a batch's status tag. */
export const STATUS_COLORS: Record<BatchStatus, string> = {
  draft: 'default',
  scheduled: 'blue',
  sending: 'gold',
  done: 'green',
  cancelled: 'red',
};

/** The colour of a message's status tag. */
export const MESSAGE_STATUS_COLORS: Record<string, string> = {
  queued: 'default',
  sending: 'gold',
  sent: 'blue',
  delivered: 'green',
  failed: 'red',
  cancelled: 'default',
};

/** A list cell's text: the first `max` characters, with '…' when there is more. */
export const cutText = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max).trimEnd()}…` : text);

/** One part of a recipient filter's summary: a key under `communication.batches.recipients` and its values. */
export type SummaryPart = { key: string; values?: Record<string, string | number> };

/**
 * A saved recipient filter in words, part by part: 'Sadece malikler · 2 blok · borcu 500,00 ₺ üzerinde …'
 * (`lira` formats the amount).
 */
export function recipientSummaryOf(filter: Record<string, unknown>, lira: (amount: number) => string): SummaryPart[] {
  const count = (value: unknown) => (Array.isArray(value) ? value.length : 0);
  const parts: SummaryPart[] = [{ key: `audiences.${(filter.audience as string | undefined) ?? 'all'}` }];
  if (count(filter.block_ids)) parts.push({ key: 'summaryBlocks', values: { count: count(filter.block_ids) } });
  if (typeof filter.min_debt === 'number')
    parts.push({ key: 'summaryMinDebt', values: { amount: lira(filter.min_debt) } });
  if (typeof filter.late_days === 'number') parts.push({ key: 'summaryLateDays', values: { days: filter.late_days } });
  if (filter.enforcement === 'with' || filter.enforcement === 'without')
    parts.push({ key: `enforcements.${filter.enforcement}` });
  if (count(filter.resident_ids))
    parts.push({ key: 'summaryResidents', values: { count: count(filter.resident_ids) } });
  return parts;
}
