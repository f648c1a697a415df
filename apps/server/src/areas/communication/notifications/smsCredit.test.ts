import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTwoTenantsApp } from '../../../test/apiTest';
import { testDbKinds } from '../../../test/testDb';
import { type FakeSmsServer, startFakeSmsServer } from '../providers/fakeSmsServer';
import { providerFor } from '../providers/providerFor';
import { NO_SMS_PROVIDER, runSenderOnce, type SenderDeps } from './sender';
import { addSmsProvider, queueSmsBatch } from './senderFixtures';

// The password senderFixtures stores for the complex's provider, which no answer may repeat.
const PASSWORD = 'gizli-sifre';

describe.each(testDbKinds)('SMS credit on %s', (kind) => {
  let fake: FakeSmsServer;
  // Started before the app, which is built with its address.
  beforeAll(async () => {
    fake = await startFakeSmsServer({ accounts: { kardelen: { password: PASSWORD, balance: 1234 } } });
  });
  const t = useTwoTenantsApp(kind, {
    pageUrl: '/my-company/info',
    config: () => ({ goldSmsUrl: fake.url, masGsmUrl: fake.url }),
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.reset();
    fake.setBalance('kardelen', 1234);
  });

  const refresh = (token: string, clusterId = t.own.clusterId) =>
    t.call(token, 'POST', `/clusters/${clusterId}/sms-credit/refresh`);
  const company = (id = t.own.companyId) =>
    t.db
      .selectFrom('companies')
      .select(['sms_balance', 'sms_checked_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('refuses a complex without an SMS provider, and hides another company’s complex', async () => {
    const none = await refresh(t.worker);
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(NO_SMS_PROVIDER);
    expect(await company()).toEqual({ sms_balance: null, sms_checked_at: null });

    await addSmsProvider(t.db, t.other.clusterId);
    const stranger = await refresh(t.worker, t.other.clusterId);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('Öğe bulunamadı.');
    // Without send-notification in the complex.
    expect((await refresh(t.readOnly)).statusCode).toBe(403);
    expect(fake.requests).toHaveLength(0);
    expect(await company(t.other.companyId)).toEqual({ sms_balance: null, sms_checked_at: null });
  });

  it('reads the credit from the complex’s provider and stores it on the company, as the company screen shows it', async () => {
    await addSmsProvider(t.db, t.own.clusterId);
    const res = await refresh(t.worker);
    expect(res.statusCode, res.body).toBe(200);
    const { sms_balance, sms_checked_at } = res.json().data;
    expect(sms_balance).toBe(1234);
    expect(Date.now() - new Date(sms_checked_at).getTime()).toBeLessThan(60_000);
    expect(fake.requests.map((r) => r.kind)).toEqual(['balance']);
    const shown = await t.call(t.worker, 'GET', `/companies/${t.own.companyId}`);
    expect(shown.json().data).toMatchObject({ sms_balance: 1234, sms_checked_at });

    // A MasGSM complex reads its own protocol's credit.
    await t.db
      .updateTable('cluster_notification_providers')
      .set({ notification_provider_id: 2 })
      .where('cluster_id', '=', t.own.clusterId)
      .execute();
    fake.setBalance('kardelen', 77);
    const mas = await refresh(t.worker);
    expect(mas.json().data.sms_balance).toBe(77);
    expect(fake.requests.at(-1)).toMatchObject({ provider: 'masgsm', kind: 'balance' });
    expect((await company()).sms_balance).toBe(77);
  });

  it('a provider error is a 422 in Turkish, never the password, and keeps the stored credit', async () => {
    const provider = (values: { notification_provider_id?: number; username?: string }) =>
      t.db
        .updateTable('cluster_notification_providers')
        .set(values)
        .where('cluster_id', '=', t.own.clusterId)
        .execute();
    await provider({ notification_provider_id: 1 });
    const before = await company();
    fake.failNext(1, 503);
    const down = await refresh(t.worker);
    expect(down.statusCode).toBe(422);
    expect(down.json().message).toBe('SMS bakiyesi sağlayıcıdan okunamadı: Sağlayıcı hatası (HTTP 503)');

    // Credentials the provider does not know.
    await provider({ username: 'eski-hesap' });
    const refused = await refresh(t.worker);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'SMS bakiyesi sağlayıcıdan okunamadı: Sağlayıcı reddetti: Kullanıcı adı veya şifre hatalı',
    );
    expect(refused.body).not.toContain(PASSWORD);
    expect(await company()).toEqual(before);
    await provider({ username: 'kardelen' });
  });

  it('a sender pass that sent SMS reads the company’s credit again, at most once a minute', async () => {
    fake.setBalance('kardelen', 500);
    let now = new Date('2030-01-01T09:00:00.000Z').getTime();
    const deps: SenderDeps = {
      smsProviderFor: (id) => providerFor(id, { goldSmsUrl: fake.url, masGsmUrl: fake.url }),
      mailer: null,
      now: () => new Date(now),
    };
    await queueSmsBatch(t.db, t.own.clusterId, 3);
    expect(await runSenderOnce(t.db, deps, { processId: 'a' })).toMatchObject({ sent: 3 });
    // Three one-segment messages were charged: the company shows what is left.
    expect(await company()).toEqual({ sms_balance: 497, sms_checked_at: '2030-01-01T09:00:00.000Z' });

    now += 30_000;
    await queueSmsBatch(t.db, t.own.clusterId, 1);
    await runSenderOnce(t.db, deps, { processId: 'a' });
    expect(fake.requests.filter((r) => r.kind === 'balance')).toHaveLength(1);
    expect((await company()).sms_balance).toBe(497);

    now += 31_000;
    await queueSmsBatch(t.db, t.own.clusterId, 1);
    await runSenderOnce(t.db, deps, { processId: 'a' });
    expect(await company()).toEqual({ sms_balance: 495, sms_checked_at: '2030-01-01T09:01:01.000Z' });
    // A pass that sent nothing asks nothing.
    now += 120_000;
    await runSenderOnce(t.db, deps, { processId: 'a' });
    expect(fake.requests.filter((r) => r.kind === 'balance')).toHaveLength(2);
  });
});
