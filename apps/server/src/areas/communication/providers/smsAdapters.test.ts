import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeSmsServer, startFakeSmsServer } from './fakeSmsServer';
import { providerFor } from './providerFor';
import { SmsProviderError } from './smsHttp';
import type { SmsCredentials, SmsMessage, SmsProvider, SmsSendResult } from './smsProvider';

const PASSWORD = 'gizli-Şifre-42';
const credentials: SmsCredentials = { username: 'site1', password: PASSWORD, title: 'SITEYONETIM' };

// Both adapters behave alike toward the sending engine; each runs against the fake speaking its protocol.
// `words`: each provider's own word for pending, delivered and failed, kept as the delivery report.
const adapters = [
  {
    name: 'goldsms',
    id: 1,
    form: (national: string) => `90${national}`,
    words: { pending: '0-Bekliyor', delivered: '1-İletildi', failed: '2-İletilmedi' },
  },
  {
    name: 'masgsm',
    id: 2,
    form: (national: string) => national,
    words: { pending: 'Bekleyen', delivered: 'Iletilen', failed: 'Iletilmeyen' },
  },
] as const;

function messages(count: number, text = 'Aidat hatırlatması: son ödeme günü yarın.'): SmsMessage[] {
  return Array.from({ length: count }, (_, i) => ({
    ref: `n${i + 1}`,
    to: `0532 000 00 ${String(i).padStart(2, '0')}`,
    text,
  }));
}

function byRef(results: SmsSendResult[]) {
  return new Map(results.map((r) => [r.ref, r]));
}

describe.each(adapters)('$name adapter against the fake provider', ({ id, form, words }) => {
  let fake: FakeSmsServer;
  let sms: SmsProvider;

  beforeAll(async () => {
    fake = await startFakeSmsServer({ accounts: { [credentials.username]: { password: PASSWORD, balance: 1000 } } });
    sms = adapter();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.reset();
    fake.setBalance(credentials.username, 1000);
  });

  function adapter(options: { timeoutMs?: number; maxPerRequest?: number } = {}) {
    const found = providerFor(id, { goldSmsUrl: fake.url, masGsmUrl: fake.url }, { timeoutMs: 2000, ...options });
    if (!found) throw new Error('no adapter');
    return found;
  }

  it('sends a batch of many messages in one request, each with its own message id, charged by segments', async () => {
    const batch = messages(40);
    const results = await sms.send(credentials, batch);
    expect(results).toHaveLength(40);
    expect(results.every((r) => r.ok)).toBe(true);
    const ids = results.map((r) => (r.ok ? r.messageId : ''));
    expect(new Set(ids).size).toBe(40);
    expect(fake.requests.filter((r) => r.kind === 'send')).toHaveLength(1);
    expect(fake.received.map((r) => r.number).sort()).toEqual(
      batch.map((_, i) => form(`53200000${String(i).padStart(2, '0')}`)).sort(),
    );
    expect(fake.received.every((r) => r.sender === 'SITEYONETIM')).toBe(true);
    // One segment each (Turkish single shift, under 155 characters).
    expect(fake.balanceOf(credentials.username)).toBe(1000 - 40);
    expect(await sms.balance(credentials)).toBe(960);
  });

  it('keeps Turkish letters as they are and charges a long Turkish text its segments', async () => {
    const text = 'Sayın sakinimiz, ğüşıöç ĞÜŞİÖÇ. '.repeat(6); // 198 characters: 2 segments of 152
    const [result] = await sms.send(credentials, [{ ref: 'tr', to: '+90 532 123 45 67', text }]);
    expect(result?.ok).toBe(true);
    expect(fake.received[0]?.text).toBe(text);
    expect(fake.received[0]?.turkish).toBe(true);
    expect(fake.received[0]?.segments).toBe(2);
    expect(fake.balanceOf(credentials.username)).toBe(998);
  });

  it('normalises Turkish mobiles and fails other numbers at once, for good', async () => {
    const results = byRef(
      await sms.send(credentials, [
        { ref: 'plus', to: '+90 (532) 111 22 33', text: 'a' },
        { ref: 'zero', to: '0532-111-22-34', text: 'a' },
        { ref: 'bare', to: '5321112235', text: 'a' },
        { ref: 'intl', to: '00905321112236', text: 'a' },
        { ref: 'landline', to: '0212 111 22 33', text: 'a' },
        { ref: 'short', to: '532 11', text: 'a' },
        { ref: 'foreign', to: '+49 1512 3456789', text: 'a' },
      ]),
    );
    expect(fake.received.map((r) => r.number).sort()).toEqual(
      ['5321112233', '5321112234', '5321112235', '5321112236'].map(form),
    );
    for (const ref of ['landline', 'short', 'foreign']) {
      expect(results.get(ref)).toEqual({ ref, ok: false, retryable: false, error: 'Geçersiz cep telefonu numarası' });
    }
    expect(results.get('plus')?.ok).toBe(true);
  });

  it('splits a long batch into requests and keeps a number twice in a batch apart', async () => {
    const small = adapter({ maxPerRequest: 10 });
    const batch = [...messages(25), { ref: 'again', to: '05320000000', text: 'İkinci mesaj' }];
    const results = await small.send(credentials, batch);
    expect(results.filter((r) => r.ok)).toHaveLength(26);
    expect(fake.requests.filter((r) => r.kind === 'send').length).toBeGreaterThanOrEqual(3);
    const first = byRef(results).get('n1');
    const again = byRef(results).get('again');
    expect(first?.ok && again?.ok && first.messageId !== again.messageId).toBe(true);
  });

  it('reports a partial failure: a request that met a 5xx fails retryable, the others are sent', async () => {
    const small = adapter({ maxPerRequest: 10 });
    fake.failNext(1, 503);
    const results = await small.send(credentials, messages(25));
    const failed = results.filter((r) => !r.ok);
    expect(failed).toHaveLength(10);
    expect(failed.every((r) => !r.ok && r.retryable && r.error.includes('503'))).toBe(true);
    expect(results.filter((r) => r.ok)).toHaveLength(15);
    expect(fake.received).toHaveLength(15);
  });

  it('treats a rate limit as retryable', async () => {
    fake.failNext(1, 429);
    const [result] = await sms.send(credentials, messages(1));
    expect(result).toMatchObject({ ok: false, retryable: true });
    expect(fake.received).toHaveLength(0);
  });

  it('treats wrong credentials as final, and never repeats the password', async () => {
    const wrong = { ...credentials, password: 'yanlis-parola' };
    const results = await sms.send(wrong, messages(2));
    expect(results.every((r) => !r.ok && !r.retryable && /hatalı/.test(r.error))).toBe(true);
    expect(JSON.stringify(results)).not.toContain('yanlis-parola');
    const error = await sms.balance(wrong).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsProviderError);
    expect((error as SmsProviderError).retryable).toBe(false);
    expect((error as Error).message).not.toContain('yanlis-parola');
  });

  it('masks a password even where the provider happens to repeat it', async () => {
    // The fake's refusal says "… hatalı"; a password equal to that word must not show through.
    const results = await sms.send({ ...credentials, password: 'hatalı' }, messages(1));
    expect(results[0]).toMatchObject({ ok: false, retryable: false });
    expect(!results[0]?.ok && results[0]?.error).toContain('***');
    expect(JSON.stringify(results)).not.toContain('hatalı');
  });

  it('refuses a send beyond the credit for good and charges nothing', async () => {
    fake.setBalance(credentials.username, 3);
    const results = await sms.send(credentials, messages(5));
    expect(results.every((r) => !r.ok && !r.retryable && /Yetersiz kredi/.test(r.error))).toBe(true);
    expect(fake.balanceOf(credentials.username)).toBe(3);
    expect(fake.received).toHaveLength(0);
  });

  it('turns a slow answer into a final failure: the provider may have sent it, so it is never sent again', async () => {
    const quick = adapter({ timeoutMs: 100 });
    fake.delay(400);
    const [result] = await quick.send(credentials, messages(1));
    expect(result).toMatchObject({ ok: false, retryable: false });
    expect(!result?.ok && result?.error).toMatch(/yanıt vermedi; mesaj gitmiş olabilir/);
    await expect(quick.balance(credentials)).rejects.toMatchObject({ retryable: false });
  });

  it('turns a refused connection into a retryable failure', async () => {
    const closed = await startFakeSmsServer();
    const url = closed.url;
    await closed.close();
    const nowhere = providerFor(id, { goldSmsUrl: url, masGsmUrl: url }, { timeoutMs: 1000 });
    const [result] = (await nowhere?.send(credentials, messages(1))) ?? [];
    expect(result).toMatchObject({ ok: false, retryable: true });
    expect(JSON.stringify(result)).not.toContain(PASSWORD);
  });

  it('reports delivery: pending until the operator answers, then delivered or failed', async () => {
    fake.refuse('05320000001');
    fake.undeliverable('05320000002');
    const results = await sms.send(credentials, messages(3));
    const ids = results.map((r) => (r.ok ? r.messageId : ''));
    expect(ids.every(Boolean)).toBe(true);

    const before = new Map((await sms.deliveries(credentials, ids)).map((d) => [d.messageId, d]));
    expect(before.get(ids[0] ?? '')).toMatchObject({ status: 'pending', at: null, error: null, report: words.pending });
    expect(before.get(ids[1] ?? '')).toMatchObject({ status: 'failed', report: words.failed });
    expect(before.get(ids[2] ?? '')).toMatchObject({ status: 'pending' });

    fake.settle();
    const after = new Map((await sms.deliveries(credentials, ids)).map((d) => [d.messageId, d]));
    expect(after.get(ids[0] ?? '')).toMatchObject({ status: 'delivered', error: null, report: words.delivered });
    expect(after.get(ids[1] ?? '')?.status).toBe('failed');
    expect(after.get(ids[2] ?? '')?.status).toBe('failed');
    expect(after.size).toBe(3);
  });

  it('asks for the reports of several sends, one request per send', async () => {
    const small = adapter({ maxPerRequest: 2 });
    const results = await small.send(credentials, messages(5));
    fake.settle();
    fake.requests.length = 0;
    const ids = results.map((r) => (r.ok ? r.messageId : ''));
    const reports = await small.deliveries(credentials, ids);
    expect(reports.map((d) => d.status)).toEqual(['delivered', 'delivered', 'delivered', 'delivered', 'delivered']);
    expect(fake.requests.filter((r) => r.kind === 'report')).toHaveLength(3);
  });
});

describe('providerFor', () => {
  it('gives no adapter for no provider or an unknown one', () => {
    const urls = { goldSmsUrl: 'http://127.0.0.1:1', masGsmUrl: 'http://127.0.0.1:1' };
    expect(providerFor(null, urls)).toBeNull();
    expect(providerFor(3, urls)).toBeNull();
    expect(providerFor(1, urls)).not.toBeNull();
    expect(providerFor(2, urls)).not.toBeNull();
  });
});
