import {
  countSms,
  formatIban,
  formatPhoneInternational,
  houseLabel,
  messages,
  NOTIFICATION_CHANNEL,
  type NotificationBatch,
  type NotificationBatchInput,
  type NotificationBatchPreview,
  type NotificationBatchPreviewInput,
  renderTemplate,
  type TemplateValues,
} from '@site/shared';
import type { Db } from '../../../db/connection';
import { assertClusterAccess } from '../../../http/auth';
import type { AuthContext } from '../../../http/authContext';
import { nowIso, todayInTurkey } from '../../../http/clock';
import { HttpError, invalid, notFound } from '../../../http/errors';
import { ACTION } from '../../../kernel/actionLog';
import { type Actor, logChange } from '../../../kernel/changeLog';
import { lastPaymentDay, smsMoney, turkishDate } from '../notificationTemplates/notificationTemplates.service';
import {
  type BatchRow,
  clusterForSending,
  currentHouses,
  findBatch,
  findRecipients,
  insertNotifications,
  type RecipientRow,
  templateForCluster,
} from './notificationBatches.repository';
import { activeSmsProvider, cancelQueued } from './queue.repository';
import { NO_SMS_PROVIDER } from './sender';

const ENTITY = 'notification_batch';
export const NO_PHONE = 'Telefon numarası yok.';
export const NO_EMAIL = 'E-posta adresi yok.';
export const NO_CONSENT = 'Ticari ileti onayı (İYS) kayıtlı değil.';
export const NO_RECIPIENTS = 'Bu seçimle bildirim gönderilecek sakin yok.';
export const NOT_CANCELLABLE = 'Tamamlanmış veya iptal edilmiş bir gönderim iptal edilemez.';
export const TEMPLATE_CHANNEL = 'Şablon bu kanalda gönderilemez.';
const TEMPLATE_INACTIVE = 'Şablon pasif.';

const counted = (value: unknown) => Number(value ?? 0);

export function batchToApi(row: BatchRow): NotificationBatch {
  return {
    id: row.id,
    cluster_id: row.cluster_id,
    cluster_name: row.cluster_name,
    template_id: row.template_id,
    template_name: row.template_name,
    channel_id: row.channel_id,
    subject: row.subject,
    body: row.body,
    recipient_filter: JSON.parse(row.recipient_filter) as Record<string, unknown>,
    status: row.status,
    scheduled_at: row.scheduled_at,
    total_count: row.total_count,
    // In flight counts as queued: not sent yet.
    queued_count: counted(row.queued_count) + counted(row.sending_count),
    sent_count: counted(row.sent_count) + counted(row.delivered_count),
    delivered_count: counted(row.delivered_count),
    failed_count: counted(row.failed_count),
    cancelled_count: counted(row.cancelled_count),
    estimated_segments: row.estimated_segments,
    created_by: row.created_by,
    created_by_name: row.created_by_name,
    cancelled_at: row.cancelled_at,
    finished_at: row.finished_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

type Message = {
  resident: RecipientRow;
  houseId: number | null;
  to: string;
  subject: string | null;
  body: string;
  segments: number;
};
type Plan = { messages: Message[]; skipped: NotificationBatchPreview['skipped']; preview: NotificationBatchPreview };
/** What a batch sends before it is filled in for each resident; `commercial` when its template is. */
export type BatchText = { subject: string | null; body: string; commercial: boolean };
export type SendingCluster = NonNullable<Awaited<ReturnType<typeof clusterForSending>>>;
type House = { house_id: number; door_number: string | null; block_name: string | null };

/** The batch's own text, or its template's where it leaves it out; the template must be active and on the channel. */
export async function batchText(
  db: Db,
  clusterId: number,
  channelId: number,
  input: Pick<NotificationBatchPreviewInput, 'template_id' | 'subject' | 'body'>,
): Promise<BatchText> {
  let text: BatchText = { subject: input.subject ?? null, body: input.body ?? '', commercial: false };
  if (input.template_id) {
    const template = await templateForCluster(db, input.template_id, clusterId);
    if (!template) throw invalid('template_id', 'Öğe bulunamadı.');
    if (template.is_active !== 1) throw invalid('template_id', TEMPLATE_INACTIVE);
    if (!(JSON.parse(template.channels) as number[]).includes(channelId))
      throw invalid('template_id', TEMPLATE_CHANNEL);
    text = {
      subject: input.subject ?? template.subject,
      body: input.body?.trim() ? input.body : template.body,
      commercial: template.is_commercial === 1,
    };
  }
  if (!text.body.trim()) throw invalid('body', messages.required);
  if (channelId === NOTIFICATION_CHANNEL.email && !text.subject?.trim()) throw invalid('subject', messages.required);
  return text;
}

/**
 * One resident's message: the text filled in with their data, and the SMS it costs. `overrides` replaces
 * values that are not the complex's (a reminder's own last payment day).
 */
export function fillMessage(
  text: BatchText,
  channelId: number,
  cluster: SendingCluster,
  resident: RecipientRow,
  house: House | undefined,
  today: string,
  overrides: TemplateValues = {},
): { subject: string | null; body: string; segments: number } {
  const values: TemplateValues = {
    ad_soyad: resident.name,
    telefon: resident.phone ? formatPhoneInternational(resident.phone) : '',
    bagimsiz_bolum: house ? houseLabel(house.block_name, house.door_number) : '',
    blok: house?.block_name ?? '',
    kapi_no: house?.door_number ?? '',
    site_adi: cluster.name,
    iban: cluster.account?.iban ? formatIban(cluster.account.iban) : '',
    banka_hesabi: cluster.account?.name ?? '',
    bakiye: smsMoney(resident.balance),
    son_odeme_gunu: lastPaymentDay(cluster.due_day, today),
    tarih: turkishDate(today),
    ...overrides,
  };
  const body = renderTemplate(text.body, values);
  return {
    subject: text.subject === null ? null : renderTemplate(text.subject, values),
    body,
    segments: channelId === NOTIFICATION_CHANNEL.sms ? countSms(body).segments : 0,
  };
}

/** A commercial message (İYS) goes only to residents whose consent is recorded. */
export const lacksConsent = (text: BatchText, resident: RecipientRow) =>
  text.commercial && resident.commercial_consent !== 1;

/** Who gets what: each chosen resident's message filled in, those who cannot get it and why, and the cost. */
async function planBatch(
  db: Db,
  clusterId: number,
  input: NotificationBatchPreviewInput,
): Promise<Plan & { text: BatchText }> {
  const cluster = await clusterForSending(db, clusterId);
  if (!cluster) throw notFound();
  const text = await batchText(db, clusterId, input.channel_id, input);

  const today = todayInTurkey();
  const residents = await findRecipients(db, clusterId, input.recipients, today);
  const houses = await currentHouses(
    db,
    residents.map((r) => r.id),
    today,
  );
  const skipped: Plan['skipped'] = [];
  const plan: Message[] = [];
  for (const resident of residents) {
    const reason = lacksConsent(text, resident)
      ? NO_CONSENT
      : input.channel_id === NOTIFICATION_CHANNEL.sms && !resident.phone
        ? NO_PHONE
        : input.channel_id === NOTIFICATION_CHANNEL.email && !resident.email
          ? NO_EMAIL
          : null;
    if (reason) {
      skipped.push({ resident_id: resident.id, resident_name: resident.name, reason });
      continue;
    }
    const house = houses.get(resident.id);
    plan.push({
      resident,
      houseId: house?.house_id ?? null,
      to:
        input.channel_id === NOTIFICATION_CHANNEL.sms
          ? (resident.phone as string)
          : input.channel_id === NOTIFICATION_CHANNEL.email
            ? (resident.email as string)
            : `resident:${resident.id}`,
      ...fillMessage(text, input.channel_id, cluster, resident, house, today),
    });
  }
  const segments = plan.reduce((sum, m) => sum + m.segments, 0);
  const warnings: string[] = [];
  const balance = cluster.sms_balance;
  if (input.channel_id === NOTIFICATION_CHANNEL.sms && balance !== null) {
    if (balance < segments) warnings.push(`SMS bakiyesi (${balance}) bu gönderim için yetersiz (${segments} kredi).`);
    else if (cluster.notification_min_balance !== null && balance - segments < cluster.notification_min_balance)
      warnings.push(
        `Gönderimden sonra SMS bakiyesi (${balance - segments}) bildirim alt sınırının (${cluster.notification_min_balance}) altına düşecek.`,
      );
  }
  return {
    text,
    messages: plan,
    skipped,
    preview: {
      recipient_count: plan.length,
      skipped,
      segments,
      estimated_credits: segments,
      sms_balance: balance,
      warnings,
    },
  };
}

export async function previewBatch(
  db: Db,
  auth: AuthContext,
  clusterId: number,
  input: NotificationBatchPreviewInput,
): Promise<NotificationBatchPreview> {
  assertClusterAccess(auth, clusterId);
  return (await planBatch(db, clusterId, input)).preview;
}

/**
 * A batch and its messages, each filled in for its resident, in one transaction; sent from now, or from
 * `scheduled_at`. An SMS batch needs the complex's active SMS provider.
 */
export async function createBatch(
  db: Db,
  auth: AuthContext,
  actor: Actor,
  clusterId: number,
  input: NotificationBatchInput,
): Promise<NotificationBatch> {
  assertClusterAccess(auth, clusterId);
  if (input.channel_id === NOTIFICATION_CHANNEL.sms && !(await activeSmsProvider(db, clusterId)))
    throw new HttpError(422, NO_SMS_PROVIDER, { channel_id: [NO_SMS_PROVIDER] });
  const plan = await planBatch(db, clusterId, input);
  if (!plan.messages.length) throw invalid('recipients', NO_RECIPIENTS);
  const now = nowIso();
  const scheduledAt = input.scheduled_at ? new Date(input.scheduled_at).toISOString() : null;
  const later = scheduledAt !== null && scheduledAt > now;
  const dueAt = later ? scheduledAt : now;
  const id = await db.transaction().execute(async (trx) => {
    const values = {
      cluster_id: clusterId,
      template_id: input.template_id ?? null,
      channel_id: input.channel_id,
      // The text as sent (the template's where the batch left it out), so the batch shows and edits what goes out.
      subject: plan.text.subject,
      body: plan.text.body,
      recipient_filter: JSON.stringify(input.recipients),
      status: later ? ('scheduled' as const) : ('sending' as const),
      scheduled_at: scheduledAt,
      total_count: plan.messages.length,
      estimated_segments: plan.preview.segments,
      created_by: actor.userId,
      created_at: now,
      updated_at: now,
    };
    const batch = await trx.insertInto('notification_batches').values(values).returning('id').executeTakeFirstOrThrow();
    await insertNotifications(
      trx,
      plan.messages.map((m) => ({
        batch_id: batch.id,
        cluster_id: clusterId,
        resident_id: m.resident.id,
        house_id: m.houseId,
        channel_id: input.channel_id,
        to_address: m.to,
        subject: m.subject,
        body: m.body,
        segments: m.segments,
        next_attempt_at: dueAt,
        created_at: now,
        updated_at: now,
      })),
    );
    await logChange(trx, actor, {
      clusterId,
      entityType: ENTITY,
      entityId: batch.id,
      action: ACTION.create,
      before: null,
      after: { id: batch.id, ...values },
    });
    return batch.id;
  });
  return batchToApi((await findBatch(db, id)) as BatchRow);
}

/** A batch of a complex the caller sees; any other is a 404. */
export async function visibleBatch(db: Db, auth: AuthContext, id: number): Promise<BatchRow> {
  const row = await findBatch(db, id);
  if (!row || (!auth.isSuperadmin && !auth.grants.has(row.cluster_id))) throw notFound();
  return row;
}

/** Stops a batch: its queued messages are cancelled; those already with the provider are not called back. */
export async function cancelBatch(db: Db, auth: AuthContext, actor: Actor, id: number): Promise<NotificationBatch> {
  const row = await visibleBatch(db, auth, id);
  assertClusterAccess(auth, row.cluster_id);
  if (row.status === 'done' || row.status === 'cancelled') throw invalid('status', NOT_CANCELLABLE);
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    await trx
      .updateTable('notification_batches')
      .set({ status: 'cancelled', cancelled_at: now, updated_at: now })
      .where('id', '=', id)
      .execute();
    const cancelled = await cancelQueued(trx, id, now);
    await logChange(trx, actor, {
      clusterId: row.cluster_id,
      entityType: ENTITY,
      entityId: id,
      action: ACTION.update,
      before: { status: row.status },
      after: { status: 'cancelled', cancelled_messages: cancelled },
    });
  });
  return batchToApi((await findBatch(db, id)) as BatchRow);
}
