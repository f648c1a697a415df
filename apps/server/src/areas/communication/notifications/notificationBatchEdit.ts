import type { NotificationBatch, NotificationBatchUpdateInput } from '@site/shared';
import type { Insertable } from 'kysely';
import type { Db } from '../../../db/connection';
import type { NotificationsTable } from '../../../db/types';
import { assertClusterAccess } from '../../../http/auth';
import type { AuthContext } from '../../../http/authContext';
import { nowIso, todayInTurkey } from '../../../http/clock';
import { invalid, notFound } from '../../../http/errors';
import { ACTION } from '../../../kernel/actionLog';
import { type Actor, logChange } from '../../../kernel/changeLog';
import {
  type BatchRow,
  batchMessages,
  clusterForSending,
  countHandedMessages,
  currentHouses,
  deleteBatchRow,
  deleteUntouchedMessages,
  findBatch,
  insertNotifications,
  recipientsByIds,
  updateWaitingBatch,
} from './notificationBatches.repository';
import {
  batchText,
  batchToApi,
  fillMessage,
  lacksConsent,
  NO_CONSENT,
  NO_RECIPIENTS,
  visibleBatch,
} from './notificationBatches.service';
import { cancelQueued } from './queue.repository';

// Changing and deleting a batch: only before anything of it may have reached a provider.

const ENTITY = 'notification_batch';
export const NOT_EDITABLE = 'Gönderimi başlamış bir toplu bildirim değiştirilemez.';
export const NOT_DELETABLE = 'Gönderilmiş mesajı olan toplu bildirim silinemez.';
/** Why a message whose resident was deleted since the batch was written is cancelled rather than filled in again. */
export const RESIDENT_GONE = 'Sakin kaydı silinmiş.';

/** Scheduled for later and its time not come: the sender has not touched it. */
const waiting = (row: BatchRow, now: string) =>
  row.status === 'scheduled' && row.scheduled_at !== null && row.scheduled_at > now;

/**
 * Changes the text, template and time of a batch that has not started, and fills its messages in again for
 * the same recipients (their current data), in one transaction. The batch is checked again inside it, in the
 * statement that changes it, and its messages are replaced only if every one is still untouched, so a batch
 * the sender starts meanwhile is refused rather than changed half-way.
 */
export async function updateBatch(
  db: Db,
  auth: AuthContext,
  actor: Actor,
  id: number,
  input: NotificationBatchUpdateInput,
): Promise<NotificationBatch> {
  const row = await visibleBatch(db, auth, id);
  assertClusterAccess(auth, row.cluster_id);
  if (!waiting(row, nowIso())) throw invalid('status', NOT_EDITABLE);
  const text = await batchText(db, row.cluster_id, row.channel_id, input);
  const cluster = await clusterForSending(db, row.cluster_id);
  if (!cluster) throw notFound();

  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const scheduledAt = input.scheduled_at ? new Date(input.scheduled_at).toISOString() : null;
    const later = scheduledAt !== null && scheduledAt > now;
    const dueAt = later ? scheduledAt : now;
    const values = {
      template_id: input.template_id ?? null,
      subject: text.subject,
      body: text.body,
      status: later ? ('scheduled' as const) : ('sending' as const),
      scheduled_at: scheduledAt,
    };
    const messages = await batchMessages(trx, id);
    const today = todayInTurkey();
    const residentIds = messages.flatMap((m) => (m.resident_id === null ? [] : [m.resident_id]));
    const residents = new Map((await recipientsByIds(trx, row.cluster_id, residentIds)).map((r) => [r.id, r]));
    const houses = await currentHouses(trx, residentIds, today);
    const rows: Insertable<NotificationsTable>[] = messages.map((message) => {
      const resident = message.resident_id === null ? undefined : residents.get(message.resident_id);
      // A resident deleted since, or one without consent to a commercial text now chosen, is not sent it.
      const refusal = !resident ? RESIDENT_GONE : lacksConsent(text, resident) ? NO_CONSENT : null;
      const filled =
        resident && !refusal
          ? fillMessage(text, row.channel_id, cluster, resident, houses.get(resident.id), today)
          : { subject: null, body: '', segments: 0 };
      return {
        batch_id: id,
        cluster_id: row.cluster_id,
        resident_id: message.resident_id,
        house_id: message.house_id,
        channel_id: row.channel_id,
        to_address: message.to_address,
        ...filled,
        ...(refusal ? { status: 'cancelled' as const, last_error: refusal } : {}),
        next_attempt_at: dueAt,
        created_at: now,
        updated_at: now,
      };
    });
    if (!rows.some((r) => r.status === undefined)) throw invalid('template_id', NO_RECIPIENTS);
    const estimated = rows.reduce((sum, r) => sum + (r.segments ?? 0), 0);
    if (!(await updateWaitingBatch(trx, id, now, { ...values, estimated_segments: estimated, updated_at: now })))
      throw invalid('status', NOT_EDITABLE);
    if ((await deleteUntouchedMessages(trx, id)) !== messages.length) throw invalid('status', NOT_EDITABLE);
    await insertNotifications(trx, rows);
    await logChange(trx, actor, {
      clusterId: row.cluster_id,
      entityType: ENTITY,
      entityId: id,
      action: ACTION.update,
      before: {
        template_id: row.template_id,
        subject: row.subject,
        body: row.body,
        status: row.status,
        scheduled_at: row.scheduled_at,
      },
      after: values,
    });
  });
  return batchToApi((await findBatch(db, id)) as BatchRow);
}

/**
 * Deletes a batch none of whose messages was sent (one still waiting, or cancelled or failed before any went
 * out). Its queued messages are cancelled first, out of the sender's reach, then nothing may have been handed
 * to a provider; otherwise the whole change is undone.
 */
export async function deleteBatch(db: Db, auth: AuthContext, actor: Actor, id: number): Promise<void> {
  const row = await visibleBatch(db, auth, id);
  assertClusterAccess(auth, row.cluster_id);
  await db.transaction().execute(async (trx) => {
    await cancelQueued(trx, id, nowIso());
    if ((await countHandedMessages(trx, id)) > 0) throw invalid('status', NOT_DELETABLE);
    await deleteBatchRow(trx, id);
    await logChange(trx, actor, {
      clusterId: row.cluster_id,
      entityType: ENTITY,
      entityId: id,
      action: ACTION.delete,
      before: { ...batchToApi(row) },
      after: null,
    });
  });
}
