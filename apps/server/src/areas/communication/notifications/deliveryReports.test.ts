import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCompanyWithCluster } from '../../../test/fixtures';
import { createTestDb, type TestDb, testDbKinds } from '../../../test/testDb';
import { type FakeSmsServer, startFakeSmsServer } from '../providers/fakeSmsServer';
import { providerFor } from '../providers/providerFor';
import { deliveredAtOf, pollDeliveriesOnce } from './deliveryReports';
import { runSenderOnce, type SenderDeps } from './sender';
import { addSmsProvider, queueSmsBatch, statusCounts } from './senderFixtures';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A clock the test moves by hand; each test starts on a day of its own, as the tests share a database. */
function clock(start = '2026-03-01T09:00:00.000Z') {
  let at = new Date(start).getTime();
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
}

type Row = { status: string; delivery_report: string | null; delivered_at: string | null; last_error: string | null };

describe.each(testDbKinds)('SMS delivery reports on %s', (kind) => {
  let testDb: TestDb;
  let fake: FakeSmsServer;
  beforeAll(async () => {
    testDb = await createTestDb(kind);
    // The complexes' stored credentials (senderFixtures) are an account at the fake provider.
    fake = await startFakeSmsServer({ accounts: { kardelen: { password: 'gizli-sifre', balance: 100_000 } } });
  });
  afterAll(async () => {
    await fake.close();
    await testDb.drop();
  });
  beforeEach(() => fake.reset());

  const depsAt = (time: ReturnType<typeof clock>): SenderDeps => ({
    smsProviderFor: (id) => providerFor(id, { goldSmsUrl: fake.url, masGsmUrl: fake.url }, { timeoutMs: 2000 }),
    mailer: null,
    now: time.now,
  });
  const rowsOf = async (batchId: number): Promise<Row[]> =>
    testDb.db
      .selectFrom('notifications')
      .select(['status', 'delivery_report', 'delivered_at', 'last_error'])
      .where('batch_id', '=', batchId)
      .orderBy('id')
      .execute();
  const sends = () => fake.requests.filter((r) => r.kind === 'send').length;
  const reportRequests = () => fake.requests.filter((r) => r.kind === 'report');

  it.each([
    { provider: 'GoldSMS', id: 1, words: { pending: '0-Bekliyor', delivered: '1-İletildi', failed: '2-İletilmedi' } },
    { provider: 'MasGSM', id: 2, words: { pending: 'Bekleyen', delivered: 'Iletilen', failed: 'Iletilmeyen' } },
  ])(
    '$provider: pending until known, then delivered or failed with the reason; nothing is sent again',
    async ({ provider, id, words }) => {
      const db = testDb.db;
      const { clusterId } = await createCompanyWithCluster(db, `Rapor ${provider}`);
      await addSmsProvider(db, clusterId, id);
      const time = clock();
      const deps = depsAt(time);
      const { batchId } = await queueSmsBatch(db, clusterId, 3);
      fake.undeliverable('+905320000001');
      expect(await runSenderOnce(db, deps, { processId: 'a' })).toMatchObject({ sent: 3 });
      expect(sends()).toBe(1);

      // Not asked right after sending.
      time.advance(MINUTE);
      expect((await pollDeliveriesOnce(db, deps)).checked).toBe(0);
      // Two minutes on: the operator has not answered yet; the provider's word is kept, the status stays.
      time.advance(MINUTE);
      expect(await pollDeliveriesOnce(db, deps)).toMatchObject({ checked: 3, pending: 3, delivered: 0 });
      expect(await rowsOf(batchId)).toEqual(
        Array.from({ length: 3 }, () => ({
          status: 'sent',
          delivery_report: words.pending,
          delivered_at: null,
          last_error: null,
        })),
      );
      expect(reportRequests()).toHaveLength(1);
      // Asked at most every two minutes.
      time.advance(MINUTE);
      expect((await pollDeliveriesOnce(db, deps)).checked).toBe(0);

      fake.settle();
      // A second send after the operator answered the first: not known yet when next asked.
      const later = await queueSmsBatch(db, clusterId, 1);
      await runSenderOnce(db, deps, { processId: 'a' });
      time.advance(2 * MINUTE);
      const asked = reportRequests().length;
      expect(await pollDeliveriesOnce(db, deps)).toMatchObject({ checked: 4, delivered: 2, failed: 1, pending: 1 });
      // One report request per send.
      expect(reportRequests().length - asked).toBe(2);
      const [first, undeliverable, third] = await rowsOf(batchId);
      expect(first).toMatchObject({ status: 'delivered', delivery_report: words.delivered, last_error: null });
      expect(first?.delivered_at).not.toBeNull();
      expect(third?.status).toBe('delivered');
      expect(undeliverable).toMatchObject({ status: 'failed', delivery_report: words.failed, delivered_at: null });
      expect(undeliverable?.last_error).toMatch(/^Alıcıya iletilemedi \(sağlayıcı: .+\)$/);
      expect(await rowsOf(later.batchId)).toMatchObject([{ status: 'sent', delivery_report: words.pending }]);

      // A batch's counts follow: two delivered (counted as sent too), one failed.
      expect(await statusCounts(db, batchId)).toEqual({ delivered: 2, failed: 1 });
      // Delivered and failed messages are asked about no more; nothing was sent again.
      time.advance(10 * MINUTE);
      fake.settle();
      expect(await pollDeliveriesOnce(db, deps)).toMatchObject({ checked: 1, delivered: 1 });
      time.advance(10 * MINUTE);
      expect((await pollDeliveriesOnce(db, deps)).checked).toBe(0);
      expect(sends()).toBe(2);
      expect(fake.received).toHaveLength(4);
    },
  );

  it('stops asking three days after sending: the message stays sent', async () => {
    const db = testDb.db;
    const { clusterId } = await createCompanyWithCluster(db, 'Üç Gün');
    await addSmsProvider(db, clusterId);
    const time = clock('2026-01-01T09:00:00.000Z');
    const deps = depsAt(time);
    const { batchId } = await queueSmsBatch(db, clusterId, 2);
    await runSenderOnce(db, deps, { processId: 'a' });
    time.advance(2 * MINUTE);
    expect((await pollDeliveriesOnce(db, deps)).checked).toBe(2);
    // The operator answers only after three days: too late to be asked.
    time.advance(3 * DAY);
    fake.settle();
    const asked = reportRequests().length;
    expect((await pollDeliveriesOnce(db, deps)).checked).toBe(0);
    expect(reportRequests().length).toBe(asked);
    expect(await rowsOf(batchId)).toMatchObject([
      { status: 'sent', delivery_report: '0-Bekliyor' },
      { status: 'sent', delivery_report: '0-Bekliyor' },
    ]);
    expect(sends()).toBe(1);
  });

  it('bounds a pass, and a provider that cannot answer is asked again later; without a provider nothing is asked', async () => {
    const db = testDb.db;
    const { clusterId } = await createCompanyWithCluster(db, 'Sınırlı');
    await addSmsProvider(db, clusterId);
    const time = clock('2026-05-01T09:00:00.000Z');
    const deps = depsAt(time);
    const { batchId } = await queueSmsBatch(db, clusterId, 5);
    await runSenderOnce(db, deps, { processId: 'a' });
    fake.settle();
    time.advance(2 * MINUTE);

    // The provider is down for the first report.
    fake.failNext(1, 503);
    const failed = await pollDeliveriesOnce(db, deps, { limit: 3 });
    expect(failed).toMatchObject({ checked: 3, unanswered: 3, delivered: 0 });
    expect(failed.errors[0]).toContain('HTTP 503');
    // The other two in the next pass.
    expect(await pollDeliveriesOnce(db, deps, { limit: 3 })).toMatchObject({ checked: 2, delivered: 2 });
    expect(await statusCounts(db, batchId)).toEqual({ sent: 3, delivered: 2 });
    time.advance(2 * MINUTE);
    expect(await pollDeliveriesOnce(db, deps, { limit: 3 })).toMatchObject({ checked: 3, delivered: 3 });
    expect(await statusCounts(db, batchId)).toEqual({ delivered: 5 });

    // A complex whose provider was turned off after sending: its messages stay sent, unasked.
    const off = await createCompanyWithCluster(db, 'Kapatılan');
    await addSmsProvider(db, off.clusterId);
    const orphan = await queueSmsBatch(db, off.clusterId, 1);
    await runSenderOnce(db, deps, { processId: 'a' });
    await db
      .updateTable('cluster_notification_providers')
      .set({ is_active: 0 })
      .where('cluster_id', '=', off.clusterId)
      .execute();
    fake.settle();
    time.advance(2 * MINUTE);
    const asked = reportRequests().length;
    expect(await pollDeliveriesOnce(db, deps)).toMatchObject({ checked: 1, unanswered: 1 });
    expect(reportRequests().length).toBe(asked);
    expect(await statusCounts(db, orphan.batchId)).toEqual({ sent: 1 });
    expect(sends()).toBe(2);
  });
});

describe('deliveredAtOf', () => {
  const now = new Date('2026-03-01T12:00:00.000Z');
  it('reads ISO times, and zoneless ones as Türkiye time; anything else is now', () => {
    expect(deliveredAtOf('2026-03-01T11:59:00.000Z', now)).toBe('2026-03-01T11:59:00.000Z');
    expect(deliveredAtOf('2026-03-01 14:30:05', now)).toBe('2026-03-01T11:30:05.000Z');
    expect(deliveredAtOf('01.03.2026 14:30', now)).toBe('2026-03-01T11:30:00.000Z');
    expect(deliveredAtOf(null, now)).toBe(now.toISOString());
    expect(deliveredAtOf('dün', now)).toBe(now.toISOString());
    // A time ahead of ours (a clock off at the provider) is not believed.
    expect(deliveredAtOf('2026-03-02T00:00:00Z', now)).toBe(now.toISOString());
  });
});
