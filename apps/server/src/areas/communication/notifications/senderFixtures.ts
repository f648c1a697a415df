import type { Db } from '../../../db/connection';
import { encryptSecret } from '../../../security/secrets';

/** A complex's active SMS provider (GoldSMS unless told), its password stored encrypted as the product does. */
export async function addSmsProvider(db: Db, clusterId: number, providerId = 1) {
  const at = new Date().toISOString();
  await db
    .insertInto('cluster_notification_providers')
    .values({
      cluster_id: clusterId,
      notification_provider_id: providerId,
      is_active: 1,
      is_default: 1,
      username: 'kardelen',
      password: encryptSecret('gizli-sifre'),
      title: 'KARDELEN',
      created_at: at,
      updated_at: at,
    })
    .execute();
}

/** A sending SMS batch of `count` queued messages, due at `at`; returns its id and the messages' ids. */
export async function queueSmsBatch(db: Db, clusterId: number, count: number, at = new Date(0).toISOString()) {
  const batch = await db
    .insertInto('notification_batches')
    .values({
      cluster_id: clusterId,
      channel_id: 1,
      subject: null,
      body: 'Yarın su kesilecek.',
      status: 'sending',
      total_count: count,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rows = Array.from({ length: count }, (_, i) => ({
    batch_id: batch.id,
    cluster_id: clusterId,
    channel_id: 1,
    to_address: `+90532${String(i).padStart(7, '0')}`,
    body: `Sayın sakin ${i}, yarın su kesilecek.`,
    next_attempt_at: at,
    created_at: at,
    updated_at: at,
  }));
  // PostgreSQL takes at most 65,535 parameters in one statement.
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('notifications')
      .values(rows.slice(i, i + 500))
      .execute();
  }
  const ids = await db
    .selectFrom('notifications')
    .select('id')
    .where('batch_id', '=', batch.id)
    .orderBy('id')
    .execute();
  return { batchId: batch.id, ids: ids.map((r) => r.id) };
}

/** The messages of a batch by status, e.g. { sent: 1000 }. */
export async function statusCounts(db: Db, batchId: number): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('notifications')
    .select(['status', db.fn.countAll<number>().as('n')])
    .where('batch_id', '=', batchId)
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}
