import {
  ALREADY_RESENT,
  NOT_RESENDABLE,
  NOTIFICATION_CHANNEL,
  type NotificationRecord,
  type NotificationUpdateInput,
  RESENDABLE_STATUSES,
} from '@site/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import type { NotificationBatchStatus } from '../../../db/types';
import { assertClusterAccess } from '../../../http/auth';
import type { AuthContext } from '../../../http/authContext';
import { nowIso } from '../../../http/clock';
import { HttpError, invalid, notFound } from '../../../http/errors';
import { ACTION } from '../../../kernel/actionLog';
import { type Actor, logChange } from '../../../kernel/changeLog';
import {
  findNotification,
  findNotificationForCopy,
  insertNotification,
  type NotificationDbRecord,
  updateNotificationRow,
} from './notifications.repository';
import { activeSmsProvider } from './queue.repository';
import { NO_SMS_PROVIDER } from './sender';

const ENTITY = 'notification';

const resendable = (status: string) => (RESENDABLE_STATUSES as readonly string[]).includes(status);

/** What the operator's reports say of a message (see DELIVERY_STATUSES). */
function deliveryStatusOf(row: NotificationDbRecord): NotificationRecord['delivery_status'] {
  if (row.status === 'delivered') return 'delivered';
  // Only SMS operators report delivery: a sent SMS waits for its report; one that failed after it was sent
  // was reported undeliverable.
  if (row.channel_id !== NOTIFICATION_CHANNEL.sms || row.sent_at === null) return null;
  return row.status === 'sent' ? 'pending' : row.status === 'failed' ? 'failed' : null;
}

export function notificationRecordToApi(row: NotificationDbRecord): NotificationRecord {
  const { resent_as_id: resentAs, ...shown } = row;
  return {
    ...shown,
    is_read: row.read_at !== null,
    is_active: row.is_active === 1,
    delivery_status: deliveryStatusOf(row),
    can_resend: resendable(row.status) && resentAs === null,
  };
}

/** A message of a complex the caller sees; any other (or none) is a 404. */
export async function visibleNotification(db: Db, auth: AuthContext, id: number): Promise<NotificationDbRecord> {
  const row = await findNotification(db, id);
  if (!row || (!auth.isSuperadmin && !auth.grants.has(row.cluster_id))) throw notFound();
  return row;
}

/**
 * Shows or hides a message (`is_active`) and marks it read or unread (`is_read`: read now, or the read time
 * cleared); a message already read keeps the time it was read. Nothing else changes.
 */
export async function updateNotification(
  db: Db,
  auth: AuthContext,
  actor: Actor,
  id: number,
  input: NotificationUpdateInput,
): Promise<NotificationRecord> {
  const row = await visibleNotification(db, auth, id);
  assertClusterAccess(auth, row.cluster_id);
  const now = nowIso();
  const changes: { is_active?: number; read_at?: string | null } = {};
  if (input.is_active !== undefined && input.is_active !== (row.is_active === 1))
    changes.is_active = input.is_active ? 1 : 0;
  if (input.is_read !== undefined && input.is_read !== (row.read_at !== null))
    changes.read_at = input.is_read ? now : null;
  if (Object.keys(changes).length) {
    await db.transaction().execute(async (trx) => {
      await updateNotificationRow(trx, id, { ...changes, updated_at: now });
      await logChange(trx, actor, {
        clusterId: row.cluster_id,
        entityType: ENTITY,
        entityId: id,
        action: ACTION.update,
        before: { is_active: row.is_active, read_at: row.read_at },
        after: { is_active: row.is_active, read_at: row.read_at, ...changes },
      });
    });
  }
  return notificationRecordToApi(await visibleNotification(db, auth, id));
}

/**
 * Sends a failed or cancelled message again: a new copy (same complex, resident, house, address, text and
 * batch) queued now, for the sender to take. The old row stays as it was, the record of what went wrong; the
 * batch counts the copy in its total and is sending again until the copy is out.
 */
export async function resendNotification(
  db: Db,
  auth: AuthContext,
  actor: Actor,
  id: number,
): Promise<NotificationRecord> {
  const shown = await visibleNotification(db, auth, id);
  assertClusterAccess(auth, shown.cluster_id);
  if (!resendable(shown.status)) throw invalid('status', NOT_RESENDABLE);
  if (shown.resent_as_id !== null) throw invalid('status', ALREADY_RESENT);
  // Without a provider the copy would only fail again.
  if (shown.channel_id === NOTIFICATION_CHANNEL.sms && !(await activeSmsProvider(db, shown.cluster_id)))
    throw new HttpError(422, NO_SMS_PROVIDER, { channel_id: [NO_SMS_PROVIDER] });
  const copyId = await db.transaction().execute(async (trx) => {
    const original = await findNotificationForCopy(trx, id);
    // Read again inside the transaction: the status may have changed since.
    if (!original || !resendable(original.status)) throw invalid('status', NOT_RESENDABLE);
    const now = nowIso();
    const { id: _id, status: _status, ...copied } = original;
    const values = { ...copied, status: 'queued' as const, next_attempt_at: now, created_at: now, updated_at: now };
    const newId = await insertNotification(trx, values);
    // The original goes again once: a second resend, even one racing this, finds it taken and rolls back.
    const taken = await trx
      .updateTable('notifications')
      .set({ resent_as_id: newId })
      .where('id', '=', id)
      .where('resent_as_id', 'is', null)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) throw invalid('status', ALREADY_RESENT);
    // The batch has one message more, and sends again until the copy is out.
    if (original.batch_id !== null)
      await trx
        .updateTable('notification_batches')
        .set((eb) => ({
          total_count: eb('total_count', '+', 1),
          status: sql<NotificationBatchStatus>`case when status = 'done' then 'sending' else status end`,
          finished_at: null,
          updated_at: now,
        }))
        .where('id', '=', original.batch_id)
        .execute();
    await logChange(trx, actor, {
      clusterId: original.cluster_id,
      entityType: ENTITY,
      entityId: newId,
      action: ACTION.create,
      before: null,
      after: { id: newId, resent_from: id, ...values },
    });
    return newId;
  });
  return notificationRecordToApi(await visibleNotification(db, auth, copyId));
}
