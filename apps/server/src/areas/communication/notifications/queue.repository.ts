import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { type AnyDb, isPostgres } from '../../../db/schemaHelpers';
import type { NotificationStatus } from '../../../db/types';

// The SQL of the sender's queue: the notifications rows are the jobs (see ../README.md).

export type ClaimedNotification = {
  id: number;
  batch_id: number | null;
  cluster_id: number;
  channel_id: number;
  to_address: string;
  subject: string | null;
  body: string;
  attempts: number;
};

/** Why a message a stopped process had handed to the provider is not sent again. */
export const UNCERTAIN_SEND =
  'Gönderim yarıda kesildi: mesaj sağlayıcıya iletilmişti, gitmiş olabilir; iki kez gönderilmemesi için yeniden gönderilmedi.';

/**
 * Rows left in 'sending' by a process that stopped before its lock ran out: those it had not yet handed to the
 * provider go back to the queue; those it had may have been sent, and the providers' APIs carry nothing to
 * refuse a repeat by, so they fail with UNCERTAIN_SEND rather than risk a second message (at most once).
 */
export async function requeueExpired(db: Db, now: string): Promise<number> {
  const expired = (handed: boolean) =>
    db
      .updateTable('notifications')
      .where('status', '=', 'sending')
      .where('locked_until', '<', now)
      .where('handed_at', handed ? 'is not' : 'is', null);
  const requeued = await expired(false)
    .set({ status: 'queued', locked_by: null, locked_until: null, updated_at: now })
    .executeTakeFirst();
  const uncertain = await expired(true)
    .set({ status: 'failed', last_error: UNCERTAIN_SEND, locked_by: null, locked_until: null, updated_at: now })
    .executeTakeFirst();
  return Number(requeued.numUpdatedRows) + Number(uncertain.numUpdatedRows);
}

/** Marks claimed rows as handed to the provider, just before they go (see `requeueExpired`). */
export async function markHanded(db: Db, processId: string, ids: number[], now: string): Promise<void> {
  if (!ids.length) return;
  await db
    .updateTable('notifications')
    .set({ handed_at: now })
    .where('id', 'in', ids)
    .where('status', '=', 'sending')
    .where('locked_by', '=', processId)
    .execute();
}

/**
 * Takes up to `limit` queued rows whose time has come: they become 'sending', locked by `processId` until
 * `lockedUntil`, and their attempt is counted. Two processes never get the same row: the ids are chosen first
 * in the same transaction (on PostgreSQL skipping rows another transaction holds, FOR UPDATE SKIP LOCKED) and
 * the update checks the status again; SQLite runs one writing transaction at a time. Not one
 * `UPDATE … WHERE id IN (SELECT … LIMIT n FOR UPDATE SKIP LOCKED)`: PostgreSQL may run that subquery again
 * while updating and take far more than `limit` rows.
 */
export async function claimQueued(
  db: Db,
  options: { processId: string; now: string; lockedUntil: string; limit: number },
): Promise<ClaimedNotification[]> {
  return db.transaction().execute(async (trx) => {
    let due = trx
      .selectFrom('notifications')
      .select('id')
      .where('status', '=', 'queued')
      .where('next_attempt_at', '<=', options.now)
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(options.limit);
    if (isPostgres(db as unknown as AnyDb)) due = due.forUpdate().skipLocked();
    const ids = (await due.execute()).map((row) => row.id);
    if (!ids.length) return [];
    return trx
      .updateTable('notifications')
      .set({
        status: 'sending',
        locked_by: options.processId,
        locked_until: options.lockedUntil,
        attempts: sql`attempts + 1`,
        updated_at: options.now,
      })
      .where('id', 'in', ids)
      .where('status', '=', 'queued')
      .returning(['id', 'batch_id', 'cluster_id', 'channel_id', 'to_address', 'subject', 'body', 'attempts'])
      .execute();
  });
}

/** What became of one claimed row; written only while this process still holds it. */
export type Outcome =
  | { id: number; status: 'sent'; providerMessageId: string | null }
  | { id: number; status: 'queued'; nextAttemptAt: string; error: string }
  | { id: number; status: 'failed'; error: string };

/**
 * Records each outcome in one statement per row: the provider's acceptance (its message id) is written by the
 * same statement that marks the row sent. A row this process no longer holds (its lock ran out and another
 * process took it) is left alone.
 */
export async function recordOutcomes(db: Db, processId: string, now: string, outcomes: Outcome[]): Promise<void> {
  if (!outcomes.length) return;
  await db.transaction().execute(async (trx) => {
    for (const outcome of outcomes) {
      const values =
        outcome.status === 'sent'
          ? { status: 'sent' as const, provider_message_id: outcome.providerMessageId, sent_at: now, last_error: null }
          : outcome.status === 'queued'
            ? {
                status: 'queued' as const,
                next_attempt_at: outcome.nextAttemptAt,
                last_error: outcome.error,
                handed_at: null,
              }
            : { status: 'failed' as const, last_error: outcome.error };
      await trx
        .updateTable('notifications')
        .set({ ...values, locked_by: null, locked_until: null, updated_at: now })
        .where('id', '=', outcome.id)
        .where('status', '=', 'sending')
        .where('locked_by', '=', processId)
        .execute();
    }
  });
}

/** A complex's SMS provider: the active one, the default first. */
export async function activeSmsProvider(db: Db, clusterId: number) {
  return db
    .selectFrom('cluster_notification_providers')
    .select(['notification_provider_id', 'username', 'password', 'title'])
    .where('cluster_id', '=', clusterId)
    .where('is_active', '=', 1)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .executeTakeFirst();
}

const unfinished = (batchId: unknown) =>
  sql<SqlBool>`exists (select 1 from notifications n where n.batch_id = ${batchId} and n.status in ('queued', 'sending'))`;

/**
 * Moves batches along: a scheduled one whose time has come is sending; a sending one with nothing left queued
 * or in flight is done.
 */
export async function advanceBatches(db: Db, now: string): Promise<void> {
  await db
    .updateTable('notification_batches')
    .set({ status: 'sending', updated_at: now })
    .where('status', '=', 'scheduled')
    .where('scheduled_at', '<=', now)
    .execute();
  await db
    .updateTable('notification_batches')
    .set({ status: 'done', finished_at: now, updated_at: now })
    .where('status', '=', 'sending')
    .where(({ not }) => not(unfinished(sql.ref('notification_batches.id'))))
    .execute();
}

/** A batch's queued messages are cancelled; those already handed to a provider are not called back. */
export async function cancelQueued(db: Db, batchId: number, now: string): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ status: 'cancelled' satisfies NotificationStatus, updated_at: now })
    .where('batch_id', '=', batchId)
    .where('status', '=', 'queued')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
