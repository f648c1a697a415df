/**
 * A batch of 5,000 SMS to the residents of the generated complex, end to end against the fake GoldSMS
 * server on loopback: the recipients' preview and the batch's creation through the API (each resident's
 * filled-in message in one transaction), then the background sender's passes until every message is out.
 * The baseline, measured in the same run against the same fake server, is the GoldSMS adapter alone
 * sending the same texts in requests of the sender's size: what the provider's HTTP costs without our
 * database. The ratio says how much of the sender's time is its own bookkeeping (claim, hand-over,
 * outcome per message). Memory: the peak RSS of this process over its RSS before the sender started.
 */
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { runSenderOnce } from '../apps/server/src/areas/communication/notifications/sender';
import { addSmsProvider } from '../apps/server/src/areas/communication/notifications/senderFixtures';
import { startFakeSmsServer } from '../apps/server/src/areas/communication/providers/fakeSmsServer';
import { providerFor } from '../apps/server/src/areas/communication/providers/providerFor';
import { createDb } from '../apps/server/src/db/connection';
import type { Generated } from './generate';
import { MemorySampler, mib } from './memSampler';
import { benchServerConfig } from './settings';

export const BATCH_RECIPIENTS = 5_000;
/** Messages the sender claims in one pass (its default), and the baseline's request size. */
const PASS = 200;

export type NotificationsResult = {
  recipients: number;
  previewSeconds: number;
  createSeconds: number;
  sender: { seconds: number; perSecond: number; passes: number; peakMiB: number };
  adapter: { seconds: number; perSecond: number };
  /** Sent, per the database and per the fake provider (each message exactly once). */
  sentRows: number;
  receivedByProvider: number;
  distinctNumbers: number;
};

type Json = Record<string, unknown>;

async function call(base: string, pathname: string, init: RequestInit & { token?: string } = {}): Promise<Json> {
  const response = await fetch(`${base}${pathname}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
  });
  const body = (await response.json()) as Json;
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${pathname}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

const text =
  'Sayın {{ad_soyad}}, {{bagimsiz_bolum}} için güncel bakiyeniz {{bakiye}}. Yarın 10:00-14:00 arası su kesilecektir. {{site_adi}} Yönetimi';

export async function measureNotifications(
  url: string,
  generated: Generated,
  tmp: string,
): Promise<NotificationsResult> {
  const fake = await startFakeSmsServer({ acceptAnyAccount: true });
  const config = benchServerConfig(url, path.join(tmp, 'files-notifications'), {
    goldSmsUrl: fake.url,
    masGsmUrl: fake.url,
  });
  const db = createDb(url);
  const app = await buildApp({ db, config });
  const sampler = new MemorySampler();
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const base = `http://127.0.0.1:${address.port}/api`;
    const signIn = await call(base, '/sanctum/token', {
      method: 'POST',
      body: JSON.stringify({ email: generated.adminEmail, password: generated.adminPassword, device_name: 'bench' }),
    });
    const token = (signIn.data as { token: string }).token;
    const clusterId = generated.clusterId;
    await addSmsProvider(db, clusterId);

    // 5,000 residents who live in a house of the complex today and can get an SMS: candidates with a
    // phone, less those the preview leaves out (a number that is not a Turkish mobile).
    const candidates = await db
      .selectFrom('residents')
      .select('residents.id')
      .where('residents.cluster_id', '=', clusterId)
      .where('residents.phone', 'is not', null)
      .where('residents.is_active', '=', 1)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('house_users')
            .select('house_users.id')
            .whereRef('house_users.resident_id', '=', 'residents.id')
            .where('house_users.ends_on', 'is', null),
        ),
      )
      .orderBy('residents.id')
      .limit(BATCH_RECIPIENTS * 1.2)
      .execute();
    const previewOf = async (residentIds: number[]) => {
      const body = { channel_id: 1, body: text, recipients: { resident_ids: residentIds } };
      const answer = (await call(base, `/clusters/${clusterId}/notification-batches/preview`, {
        method: 'POST',
        token,
        body: JSON.stringify(body),
      })) as { data: { recipient_count: number; skipped: { resident_id: number }[] } };
      return { body, answer: answer.data };
    };
    const first = await previewOf(candidates.map((r) => r.id));
    const skipped = new Set(first.answer.skipped.map((s) => s.resident_id));
    const picked = candidates.filter((r) => !skipped.has(r.id)).slice(0, BATCH_RECIPIENTS);

    let started = performance.now();
    const { body: payload, answer: preview } = await previewOf(picked.map((r) => r.id));
    const previewSeconds = (performance.now() - started) / 1000;
    if (preview.recipient_count !== BATCH_RECIPIENTS)
      throw new Error(`preview chose ${preview.recipient_count} of ${picked.length} residents`);

    started = performance.now();
    const created = (await call(base, `/clusters/${clusterId}/notification-batches`, {
      method: 'POST',
      token,
      body: JSON.stringify(payload),
    })) as { data: { id: number; total_count: number } };
    const createSeconds = (performance.now() - started) / 1000;

    // Baseline: the adapter alone, the same filled-in texts to the same numbers, PASS messages a request.
    const messages = await db
      .selectFrom('notifications')
      .select(['id', 'to_address', 'body'])
      .where('batch_id', '=', created.data.id)
      .orderBy('id')
      .execute();
    const adapter = providerFor(1, config);
    if (!adapter) throw new Error('no GoldSMS adapter');
    const credentials = { username: 'bench', password: 'bench', title: 'BENCH' };
    started = performance.now();
    for (let i = 0; i < messages.length; i += PASS) {
      const results = await adapter.send(
        credentials,
        messages.slice(i, i + PASS).map((m) => ({ ref: `b${m.id}`, to: m.to_address, text: m.body })),
      );
      if (results.some((r) => !r.ok)) throw new Error('the fake provider refused a baseline message');
    }
    const adapterSeconds = (performance.now() - started) / 1000;
    fake.reset();

    // The sender, pass after pass, as the running server does.
    const deps = { smsProviderFor: (id: number) => providerFor(id, config), mailer: null };
    await sampler.start();
    started = performance.now();
    let passes = 0;
    for (;;) {
      const run = await runSenderOnce(db, deps, { processId: 'bench', limit: PASS });
      if (run.claimed === 0) break;
      passes += 1;
    }
    const senderSeconds = (performance.now() - started) / 1000;
    const memory = await sampler.stop();

    const sent = await db
      .selectFrom('notifications')
      .select(db.fn.countAll<number>().as('n'))
      .where('batch_id', '=', created.data.id)
      .where('status', '=', 'sent')
      .executeTakeFirstOrThrow();
    return {
      recipients: created.data.total_count,
      previewSeconds,
      createSeconds,
      sender: {
        seconds: senderSeconds,
        perSecond: messages.length / senderSeconds,
        passes,
        peakMiB: mib(memory.peakBytes - memory.beforeBytes),
      },
      adapter: { seconds: adapterSeconds, perSecond: messages.length / adapterSeconds },
      sentRows: Number(sent.n),
      receivedByProvider: fake.received.length,
      distinctNumbers: new Set(fake.received.map((r) => r.number)).size,
    };
  } finally {
    await sampler.close();
    await app.close();
    await db.destroy();
    await fake.close();
  }
}

/** The report's lines for the batch. */
export function renderNotifications(r: NotificationsResult, ratioBudget: number): string {
  const ratio = r.adapter.perSecond / r.sender.perSecond;
  const once = r.sentRows === r.recipients && r.receivedByProvider === r.recipients;
  return [
    `SMS batch of ${r.recipients.toLocaleString('en-US')} recipients (fake GoldSMS on loopback): preview ${r.previewSeconds.toFixed(2)} s, ` +
      `create ${r.createSeconds.toFixed(2)} s (every message filled in, one transaction)`,
    `  sender: ${r.sender.perSecond.toFixed(0)} messages/s (${r.sender.seconds.toFixed(2)} s, ${r.sender.passes} passes), ` +
      `peak RSS +${r.sender.peakMiB.toFixed(0)} MB; baseline, the adapter alone: ${r.adapter.perSecond.toFixed(0)} messages/s`,
    `  sender time ≤ ${ratioBudget} × the adapter's: ${ratio.toFixed(2)} × ${ratio <= ratioBudget ? 'PASS' : 'OVER'}; ` +
      `each message once (${r.sentRows} sent, ${r.receivedByProvider} received, ${r.distinctNumbers} numbers): ${once ? 'PASS' : 'FAIL'}`,
  ].join('\n');
}
