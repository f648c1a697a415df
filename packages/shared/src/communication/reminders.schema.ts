import { z } from 'zod';
import { genericTypes } from '../common/enums';
import { dateText, lira, rowId, timestamp } from '../common/responses';
import { integerField } from '../common/zodRules';
import { NOTIFICATION_STATUSES } from './notificationBatches.schema';

// Payloads and answers of /reminders (İletişim › Hatırlatmalar): a complex's automatic due reminders, one per
// reminder period of types/generic, and what each sent.

export type ReminderPeriod = (typeof genericTypes.reminder_periods)[number];

/** A reminder period by id (undefined for an id the list does not have). */
export const reminderPeriodOf = (id: number): ReminderPeriod | undefined =>
  genericTypes.reminder_periods.find((p) => p.id === id);

/** The system template a reminder without its own sends: 1 up to the last payment day, 2 after it. */
export const reminderSystemTemplateId = (days: number): 1 | 2 => (days > 0 ? 2 : 1);

const CHANNEL_IDS = genericTypes.notification_channels.map((c) => c.id) as number[];

/** What a reminder's edit changes: whether it runs, its channel, its template (null: the system template). */
export const reminderSchema = z.object({
  is_active: z.boolean().optional(),
  channel_id: integerField({ min: 1 })
    .refine((id) => CHANNEL_IDS.includes(id), { error: 'Geçerli bir kanal seçin.' })
    .optional(),
  template_id: integerField({ min: 1 }).nullish(),
});
export type ReminderInput = z.infer<typeof reminderSchema>;

export const reminderRow = z.object({
  id: rowId,
  cluster_id: rowId,
  cluster_name: z.string(),
  reminder_period_id: rowId,
  /** 'Son ödeme gününden 3 gün önce'. */
  reminder_period_name: z.string(),
  /** Days from the last payment day (negative before it). */
  days: z.number().int(),
  channel_id: rowId,
  /** The reminder's own template; null sends the system template `template_name` names. */
  template_id: rowId.nullable(),
  template_name: z.string().nullable(),
  is_active: z.boolean(),
  last_run_at: timestamp.nullable(),
  /** Debts reminded with a message, and debts passed over (no phone or e-mail). */
  sent_count: z.number().int(),
  skipped_count: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Reminder = z.infer<typeof reminderRow>;

/** One debt a reminder went out for (or was passed over), with the message's state. */
export const reminderSendRow = z.object({
  id: rowId,
  debt_id: rowId,
  resident_id: rowId.nullable(),
  resident_name: z.string().nullable(),
  house_id: rowId.nullable(),
  house_label: z.string().nullable(),
  period: z.string().nullable(),
  description: z.string().nullable(),
  amount: lira,
  due_on: dateText,
  notification_id: rowId.nullable(),
  notification_status: z.enum(NOTIFICATION_STATUSES).nullable(),
  to_address: z.string().nullable(),
  /** Why no message went ('Telefon numarası yok.'); null when one did. */
  skipped_reason: z.string().nullable(),
  created_at: timestamp,
});
export type ReminderSend = z.infer<typeof reminderSendRow>;

/** `GET /reminders/{id}`: the reminder and its latest sends, newest first. */
export const reminderDetailRow = reminderRow.extend({ recent_sends: z.array(reminderSendRow) });
export type ReminderDetail = z.infer<typeof reminderDetailRow>;
