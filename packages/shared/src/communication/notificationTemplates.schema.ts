import { z } from 'zod';
import { genericTypes } from '../common/enums';
import { messages } from '../common/messages';
import { rowId, timestamp } from '../common/responses';
import { integerField, optionalString, requiredArray, requiredString } from '../common/zodRules';
import { unknownPlaceholderMessage, unknownPlaceholders } from './templatePlaceholders';

// Payloads and answers of /notification-templates and /system-notification-templates (İletişim › Şablonlar).

/** The notification channels of `types/generic`: 1 SMS, 2 e-mail, 3 in-app. */
export const NOTIFICATION_CHANNEL = { sms: 1, email: 2, app: 3 } as const;
const CHANNEL_IDS = genericTypes.notification_channels.map((c) => c.id) as number[];

/** Spec §3: system_id 7 is the account statement, which its e-mail carries. */
export const STATEMENT_SYSTEM_ID = 7;

export const NOTIFICATION_TEMPLATE_BODY_MAX = 2000;

const channelsField = requiredArray(
  integerField({ min: 1 }).refine((id) => CHANNEL_IDS.includes(id), { error: 'Geçerli bir kanal seçin.' }),
).transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

const text = (max: number) => optionalString(max).nullable();

/** The texts and channels both kinds of template have. */
const messageFields = {
  subject: text(200),
  body: requiredString(NOTIFICATION_TEMPLATE_BODY_MAX),
  channels: channelsField,
};

/**
 * A complex's template (`cluster_id`) or its company's, for every complex of it (`cluster_id` null; a super
 * administrator names the company). The body may use the placeholders of `TEMPLATE_PLACEHOLDERS`; an e-mail
 * needs a subject. Commercial messages (İYS) go only to residents who consented.
 */
export const notificationTemplateSchema = z.object({
  cluster_id: integerField({ min: 1 }).nullish(),
  company_id: integerField({ min: 1 }).optional(),
  name: requiredString(100),
  description: text(500),
  ...messageFields,
  is_commercial: z.boolean().optional(),
  is_active: z.boolean().optional(),
});
export type NotificationTemplateInput = z.infer<typeof notificationTemplateSchema>;

/** A system template: super administrators change its texts, channels and whether it is used. */
export const systemNotificationTemplateSchema = z.object({ ...messageFields, is_active: z.boolean().optional() });
export type SystemNotificationTemplateInput = z.infer<typeof systemNotificationTemplateSchema>;

/**
 * Rules across fields, on the create and update bodies of both kinds (so the form shows them too): every
 * placeholder must be one of the catalogue, and an e-mail template needs a subject. They run beside the
 * field rules, so a field of the wrong type is left to its own message.
 */
export function refineTemplateText(value: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const textOf = (field: string) => (typeof value[field] === 'string' ? (value[field] as string) : '');
  for (const field of ['body', 'subject']) {
    const unknown = unknownPlaceholders(textOf(field));
    if (unknown.length) ctx.addIssue({ code: 'custom', path: [field], message: unknownPlaceholderMessage(unknown[0]) });
  }
  // A subject left out of an update keeps the saved one; the server checks that case with the saved row.
  const channels = Array.isArray(value.channels) ? value.channels : [];
  const blank = value.subject === null || (typeof value.subject === 'string' && !value.subject.trim());
  if (channels.includes(NOTIFICATION_CHANNEL.email) && blank)
    ctx.addIssue({ code: 'custom', path: ['subject'], message: messages.required });
}

export const notificationTemplateRow = z.object({
  id: rowId,
  cluster_id: rowId.nullable(),
  /** The complex's name; null for a company-wide or system template. */
  cluster_name: z.string().nullable(),
  company_id: rowId.nullable(),
  /** Set on system templates only (7: the account statement). */
  system_id: rowId.nullable(),
  name: z.string(),
  description: z.string().nullable(),
  subject: z.string().nullable(),
  body: z.string(),
  channels: z.array(rowId),
  is_commercial: z.boolean(),
  is_active: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type NotificationTemplate = z.infer<typeof notificationTemplateRow>;

/** `GET /notification-templates/{id}/preview?resident_id=`: the resident whose data fills the text. */
export const templatePreviewQuery = z.object({
  resident_id: z.coerce.number().int().min(1, { error: messages.required }),
});

/** `POST /notification-templates/preview`: an unsaved text, filled with a resident of the complex. */
export const templatePreviewSchema = z.object({
  cluster_id: integerField({ min: 1 }),
  resident_id: integerField({ min: 1 }),
  subject: text(200),
  body: z.string().max(NOTIFICATION_TEMPLATE_BODY_MAX, { error: messages.maxLength(NOTIFICATION_TEMPLATE_BODY_MAX) }),
});
export type TemplatePreviewInput = z.infer<typeof templatePreviewSchema>;

export const smsCountSchema = z.object({
  encoding: z.enum(['gsm7', 'gsm7-turkish', 'ucs2']),
  characters: z.number().int(),
  segments: z.number().int(),
  perSegment: z.number().int(),
});

export const templatePreviewRow = z.object({
  resident_id: rowId,
  resident_name: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  /** What the filled-in body costs as an SMS. */
  sms: smsCountSchema,
});
export type TemplatePreview = z.infer<typeof templatePreviewRow>;
