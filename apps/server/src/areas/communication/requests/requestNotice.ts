import { NOTIFICATION_CHANNEL } from '@site/shared';
import type { Db } from '../../../db/connection';
import { todayInTurkey } from '../../../http/clock';
import {
  clusterForSending,
  currentHouses,
  insertNotifications,
  recipientsByIds,
} from '../notifications/notificationBatches.repository';
import { fillMessage, lacksConsent } from '../notifications/notificationBatches.service';
import { activeSmsProvider } from '../notifications/queue.repository';
import { housesByIds, systemTemplate } from '../reminders/reminders.repository';

/** System template 4 (migration 0024): 'Talep Durumu Değişti'. */
export const REQUEST_STATUS_TEMPLATE = 4;

type NoticeRequest = { id: number; cluster_id: number; house_id: number | null; resident_id: number | null };

/**
 * Tells a request's resident that its status changed: one message from system template 4, filled in with the
 * resident's data as batches fill theirs, queued for the sender now. By SMS when the template goes by SMS, the
 * resident has a phone and the complex an active SMS provider; otherwise in the app when the template goes
 * there. Nothing when the request has no resident, the template is off or has neither way; the status change
 * stands either way. Runs in the status change's transaction.
 */
export async function queueStatusNotice(trx: Db, request: NoticeRequest, now: string): Promise<void> {
  if (request.resident_id === null) return;
  const template = await systemTemplate(trx, REQUEST_STATUS_TEMPLATE);
  if (template?.is_active !== 1 || !template.body.trim()) return;
  const [resident] = await recipientsByIds(trx, request.cluster_id, [request.resident_id]);
  const cluster = await clusterForSending(trx, request.cluster_id);
  if (!resident || !cluster) return;
  const text = { subject: template.subject, body: template.body, commercial: template.is_commercial === 1 };
  if (lacksConsent(text, resident)) return;

  const channels = JSON.parse(template.channels) as number[];
  const bySms =
    channels.includes(NOTIFICATION_CHANNEL.sms) &&
    resident.phone !== null &&
    (await activeSmsProvider(trx, request.cluster_id)) !== undefined;
  const channel = bySms
    ? NOTIFICATION_CHANNEL.sms
    : channels.includes(NOTIFICATION_CHANNEL.app)
      ? NOTIFICATION_CHANNEL.app
      : null;
  if (channel === null) return;

  const today = todayInTurkey();
  // The request's house, or the one the resident uses now.
  const house =
    request.house_id !== null
      ? (await housesByIds(trx, [request.house_id])).get(request.house_id)
      : (await currentHouses(trx, [resident.id], today)).get(resident.id);
  await insertNotifications(trx, [
    {
      batch_id: null,
      cluster_id: request.cluster_id,
      resident_id: resident.id,
      house_id: house?.house_id ?? null,
      channel_id: channel,
      to_address: bySms ? (resident.phone as string) : `resident:${resident.id}`,
      ...fillMessage(text, channel, cluster, resident, house, today),
      status: 'queued',
      next_attempt_at: now,
      created_at: now,
      updated_at: now,
    },
  ]);
}
