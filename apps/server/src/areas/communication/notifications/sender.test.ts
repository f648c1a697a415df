import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithCluster } from '../../../test/fixtures';
import { createTestDb, type TestDb, testDbKinds } from '../../../test/testDb';
import { claimQueued, markHanded, UNCERTAIN_SEND } from './queue.repository';
import { NO_SMS_PROVIDER, runSenderOnce, type SenderDeps } from './sender';
import { addSmsProvider, queueSmsBatch, statusCounts } from './senderFixtures';
import { createSmsDouble } from './smsDouble';

/** A clock the test moves by hand. */
function clock(start = '2026-03-01T09:00:00.000Z') {
  let at = new Date(start).getTime();
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
}

/** Runs the sender in this "process" until a pass claims nothing. */
async function drain(db: TestDb['db'], deps: SenderDeps, processId: string, limit = 100) {
  for (;;) {
    const run = await runSenderOnce(db, deps, { processId, limit });
    if (!run.claimed && !run.requeued) return;
  }
}

describe.each(testDbKinds)('notification sender on %s', (kind) => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb(kind);
  });
  afterAll(async () => testDb.drop());

  it('sends 1,000 messages at most once with two processes at once and one that stopped mid-send', async () => {
    const db = testDb.db;
    const { clusterId } = await createCompanyWithCluster(db, 'Bin Mesaj');
    await addSmsProvider(db, clusterId);
    const { batchId, ids } = await queueSmsBatch(db, clusterId, 1000);
    const sms = createSmsDouble({ delayMs: 1 });
    const time = clock();
    const deps: SenderDeps = { smsProviderFor: () => sms.provider, mailer: null, now: time.now, lockMs: 60_000 };

    // A process claims 150 messages, hands 100 of them to the provider and stops before writing anything down.
    const lost = await claimQueued(db, {
      processId: 'stopped',
      now: time.now().toISOString(),
      lockedUntil: new Date(time.now().getTime() + 60_000).toISOString(),
      limit: 150,
    });
    expect(lost).toHaveLength(150);
    // As the sender does: marked handed over, then given to the provider.
    const handed = lost.slice(0, 100).map((row) => row.id);
    await markHanded(db, 'stopped', handed, time.now().toISOString());
    await sms.provider.send(
      { username: 'kardelen', password: 'gizli-sifre', title: 'KARDELEN' },
      lost.slice(0, 100).map((row) => ({ ref: String(row.id), to: row.to_address, text: row.body })),
    );

    // Two processes send the rest at the same time; later, past the stopped one's lock, they send the 50 it never
    // handed over, and leave the 100 it did as failed: they went out, but nothing says so, and a second message
    // is worse than a missing one.
    await Promise.all([drain(db, deps, 'a'), drain(db, deps, 'b')]);
    expect(await statusCounts(db, batchId)).toEqual({ sent: 850, sending: 150 });
    time.advance(61_000);
    await Promise.all([drain(db, deps, 'a'), drain(db, deps, 'b')]);

    expect(await statusCounts(db, batchId)).toEqual({ sent: 900, failed: 100 });
    const uncertain = await db
      .selectFrom('notifications')
      .select(['id', 'last_error'])
      .where('batch_id', '=', batchId)
      .where('status', '=', 'failed')
      .execute();
    expect(uncertain.map((r) => r.id).sort((a, b) => a - b)).toEqual([...handed].sort((a, b) => a - b));
    expect(uncertain.every((r) => r.last_error === UNCERTAIN_SEND)).toBe(true);
    expect(sms.sentPerRef.size).toBe(1000);
    expect([...sms.sentPerRef.values()].every((n) => n === 1)).toBe(true);
    expect(new Set(sms.sent.map((m) => m.ref))).toEqual(new Set(ids.map(String)));
    // The provider was signed in to with the complex's stored (decrypted) credentials.
    expect(sms.credentialsSeen[0]).toEqual({ username: 'kardelen', password: 'gizli-sifre', title: 'KARDELEN' });
    // Each message recorded as sent carries the provider's id; no row stays locked.
    const rows = await db
      .selectFrom('notifications')
      .select(['id', 'status', 'provider_message_id', 'sent_at', 'locked_by'])
      .where('batch_id', '=', batchId)
      .execute();
    const sent = rows.filter((r) => r.status === 'sent');
    expect(sent.every((r) => r.provider_message_id && r.sent_at)).toBe(true);
    expect(new Set(sent.map((r) => r.provider_message_id)).size).toBe(900);
    expect(rows.every((r) => r.locked_by === null)).toBe(true);
    const batch = await db
      .selectFrom('notification_batches')
      .select(['status', 'finished_at'])
      .where('id', '=', batchId)
      .executeTakeFirstOrThrow();
    expect(batch.status).toBe('done');
    expect(batch.finished_at).not.toBeNull();
  }, 20_000);

  it('tries again after a growing wait on a retryable error, and fails after the last try', async () => {
    const db = testDb.db;
    const { clusterId } = await createCompanyWithCluster(db, 'Yeniden');
    await addSmsProvider(db, clusterId);
    const { batchId, ids } = await queueSmsBatch(db, clusterId, 3);
    const [flaky, broken, wrongNumber] = ids.map(String);
    const sms = createSmsDouble({
      script: (message, attempt) => {
        if (message.ref === flaky && attempt <= 2) return { retryable: true, error: 'Zaman aşımı' };
        if (message.ref === broken) return { retryable: true, error: 'Sunucu hatası' };
        if (message.ref === wrongNumber) return { retryable: false, error: 'Geçersiz numara' };
        return undefined;
      },
    });
    const time = clock();
    const deps: SenderDeps = {
      smsProviderFor: () => sms.provider,
      mailer: null,
      now: time.now,
      maxAttempts: 4,
      backoffMs: (attempt) => 1000 * 2 ** (attempt - 1),
    };
    const row = (id: string) =>
      db
        .selectFrom('notifications')
        .select(['status', 'attempts', 'next_attempt_at', 'last_error'])
        .where('id', '=', Number(id))
        .executeTakeFirstOrThrow();

    expect(await runSenderOnce(db, deps, { processId: 'a' })).toMatchObject({ claimed: 3, retried: 2, failed: 1 });
    expect(await row(wrongNumber)).toMatchObject({ status: 'failed', attempts: 1, last_error: 'Geçersiz numara' });
    expect(await row(flaky)).toMatchObject({
      status: 'queued',
      attempts: 1,
      next_attempt_at: '2026-03-01T09:00:01.000Z',
      last_error: 'Zaman aşımı',
    });
    // Not before its time.
    expect((await runSenderOnce(db, deps, { processId: 'a' })).claimed).toBe(0);
    time.advance(1000);
    await runSenderOnce(db, deps, { processId: 'a' });
    // The second wait is twice the first.
    expect(await row(broken)).toMatchObject({
      status: 'queued',
      attempts: 2,
      next_attempt_at: '2026-03-01T09:00:03.000Z',
    });
    time.advance(2000);
    await runSenderOnce(db, deps, { processId: 'a' });
    expect(await row(flaky)).toMatchObject({ status: 'sent', attempts: 3 });
    time.advance(4000);
    await runSenderOnce(db, deps, { processId: 'a' });
    expect(await row(broken)).toMatchObject({ status: 'failed', attempts: 4, last_error: 'Sunucu hatası' });
    expect(sms.callsPerRef.get(broken)).toBe(4);
    expect(await statusCounts(db, batchId)).toEqual({ sent: 1, failed: 2 });
    const batch = await db
      .selectFrom('notification_batches')
      .select('status')
      .where('id', '=', batchId)
      .executeTakeFirst();
    expect(batch?.status).toBe('done');
  });

  it('a provider that cannot be reached is tried again; a complex without a provider fails its messages with a reason', async () => {
    const db = testDb.db;
    const reachable = await createCompanyWithCluster(db, 'Ulaşılamayan');
    await addSmsProvider(db, reachable.clusterId);
    const down = await queueSmsBatch(db, reachable.clusterId, 2);
    const none = await createCompanyWithCluster(db, 'Sağlayıcısız');
    const orphan = await queueSmsBatch(db, none.clusterId, 1);
    const time = clock();
    const deps: SenderDeps = {
      smsProviderFor: () => ({
        // What the adapters answer when the connection never reached the provider.
        send: async (_credentials, messages) =>
          messages.map((m) => ({
            ref: m.ref,
            ok: false as const,
            retryable: true,
            error: 'Sağlayıcıya bağlanılamadı (ECONNREFUSED)',
          })),
        deliveries: async () => [],
        balance: async () => 0,
      }),
      mailer: null,
      now: time.now,
    };
    await runSenderOnce(db, deps, { processId: 'a' });
    expect(await statusCounts(db, down.batchId)).toEqual({ queued: 2 });
    expect(await statusCounts(db, orphan.batchId)).toEqual({ failed: 1 });
    const failed = await db
      .selectFrom('notifications')
      .select('last_error')
      .where('batch_id', '=', orphan.batchId)
      .executeTakeFirstOrThrow();
    expect(failed.last_error).toBe(NO_SMS_PROVIDER);
  });

  it('a claim takes at most its limit, the oldest due first', async () => {
    const db = testDb.db;
    const { clusterId } = await createCompanyWithCluster(db, 'Sınır');
    const { ids } = await queueSmsBatch(db, clusterId, 5, '1990-01-01T00:00:00.000Z');
    const claim = (processId: string) =>
      claimQueued(db, { processId, now: '1990-01-01T00:00:00.000Z', lockedUntil: '1990-01-02', limit: 3 });
    expect((await claim('a')).map((r) => r.id)).toEqual(ids.slice(0, 3));
    expect((await claim('b')).map((r) => r.id)).toEqual(ids.slice(3));
    await db.updateTable('notifications').set({ status: 'cancelled' }).where('id', 'in', ids).execute();
  });

  it('cancelled messages are never claimed', async () => {
    const db = testDb.db;
    const { clusterId } = await createCompanyWithCluster(db, 'İptal');
    await addSmsProvider(db, clusterId);
    const { batchId, ids } = await queueSmsBatch(db, clusterId, 5);
    await db.updateTable('notifications').set({ status: 'cancelled' }).where('batch_id', '=', batchId).execute();
    const sms = createSmsDouble();
    await drain(db, { smsProviderFor: () => sms.provider, mailer: null }, 'a');
    const refs = new Set(ids.map(String));
    expect(sms.sent.filter((m) => refs.has(m.ref))).toHaveLength(0);
    expect(await statusCounts(db, batchId)).toEqual({ cancelled: 5 });
  });
});
