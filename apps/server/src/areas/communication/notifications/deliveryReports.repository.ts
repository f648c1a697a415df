import { NOTIFICATION_CHANNEL } from '@site/shared';
import type { Db } from '../../../db/connection';
import { type AnyDb, isPostgres } from '../../../db/schemaHelpers';

// The SQL of the delivery reports: which sent SMS to ask their provider about, and what the answer was.

export type DeliveryCheck = { id: number; cluster_id: number; provider_message_id: string | null };

/**
 * Takes up to `limit` sent SMS to ask about and marks them asked (`delivery_checked_at`): sent with a
 * provider's id since `sentSince`, and not asked (nor sent) after `askedBefore`, the longest waiting first.
 * The ids are chosen first (on PostgreSQL skipping rows another process holds) and the update checks the
 * condition again, so two processes never take the same row. Not one `UPDATE … WHERE id IN (SELECT … LIMIT)`:
 * PostgreSQL may run such a subquery again while updating and then take more than `limit` rows.
 */
export async function claimDeliveryChecks(
  db: Db,
  options: { now: string; sentSince: string; askedBefore: string; limit: number },
): Promise<DeliveryCheck[]> {
  return db.transaction().execute(async (trx) => {
    let due = trx
      .selectFrom('notifications')
      .select('id')
      .where('status', '=', 'sent')
      .where('sent_at', '>=', options.sentSince)
      .where('channel_id', '=', NOTIFICATION_CHANNEL.sms)
      .where('provider_message_id', 'is not', null)
      .where((eb) => eb(eb.fn.coalesce('delivery_checked_at', 'sent_at'), '<=', options.askedBefore))
      .orderBy((eb) => eb.fn.coalesce('delivery_checked_at', 'sent_at'))
      .orderBy('id')
      .limit(options.limit);
    if (isPostgres(db as unknown as AnyDb)) due = due.forUpdate().skipLocked();
    const ids = (await due.execute()).map((row) => row.id);
    if (!ids.length) return [];
    return trx
      .updateTable('notifications')
      .set({ delivery_checked_at: options.now })
      .where('id', 'in', ids)
      .where('status', '=', 'sent')
      .where((eb) => eb(eb.fn.coalesce('delivery_checked_at', 'sent_at'), '<=', options.askedBefore))
      .returning(['id', 'cluster_id', 'provider_message_id'])
      .execute();
  });
}

/** What a report said of one message: delivered, undeliverable, or not yet known (its word kept). */
export type DeliveryOutcome =
  | { id: number; status: 'delivered'; at: string; report: string | null }
  | { id: number; status: 'failed'; error: string; report: string | null }
  | { id: number; status: 'pending'; report: string | null };

/** Writes the reports in one transaction, each only on a row still 'sent'; a pending one keeps its status. */
export async function recordDeliveries(db: Db, now: string, outcomes: DeliveryOutcome[]): Promise<void> {
  if (!outcomes.length) return;
  await db.transaction().execute(async (trx) => {
    for (const outcome of outcomes) {
      const values =
        outcome.status === 'delivered'
          ? { status: 'delivered' as const, delivered_at: outcome.at, updated_at: now }
          : outcome.status === 'failed'
            ? { status: 'failed' as const, last_error: outcome.error, updated_at: now }
            : {};
      if (outcome.status === 'pending' && outcome.report === null) continue;
      await trx
        .updateTable('notifications')
        .set({ ...values, delivery_report: outcome.report })
        .where('id', '=', outcome.id)
        .where('status', '=', 'sent')
        .execute();
    }
  });
}
