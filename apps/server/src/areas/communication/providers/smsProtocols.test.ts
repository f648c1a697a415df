import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeSmsServer, startFakeSmsServer } from './fakeSmsServer';
import { createGoldSms, goldStatusOf } from './goldSms';
import { createMasGsm } from './masGsm';
import { requestsOf, SmsProviderError, turkishMobile } from './smsHttp';
import type { SmsCredentials } from './smsProvider';

const credentials: SmsCredentials = { username: '5321234567', password: 'parola-1', title: 'GUNESSITE' };

let fake: FakeSmsServer;
beforeAll(async () => {
  fake = await startFakeSmsServer({ accounts: { [credentials.username]: { password: 'parola-1', balance: 500 } } });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

function sends() {
  return fake.requests.filter((r) => r.kind === 'send');
}

describe('GoldSMS on the wire', () => {
  it('posts one multiSendSMS with an entry per text, Turkish letters kept (utf8 1), numbers as 905XXXXXXXXX', async () => {
    const gold = createGoldSms({ baseUrl: `${fake.url}/` });
    await gold.send(credentials, [
      { ref: '1', to: '0532 111 11 11', text: 'Su kesintisi yarın' },
      { ref: '2', to: '0532 111 11 12', text: 'Su kesintisi yarın' },
      { ref: '3', to: '0532 111 11 13', text: 'Borcunuz 1.250,00 TL' },
    ]);
    expect(sends()).toHaveLength(1);
    const body = JSON.parse(sends()[0]?.body ?? '{}');
    expect(body).toMatchObject({ username: '5321234567', password: 'parola-1', sdate: '', gate: 0 });
    expect(body.message).toEqual([
      { sender: 'GUNESSITE', text: 'Su kesintisi yarın', utf8: '1', gsm: ['905321111111', '905321111112'] },
      { sender: 'GUNESSITE', text: 'Borcunuz 1.250,00 TL', utf8: '1', gsm: ['905321111113'] },
    ]);
  });

  it('reads delivery words: delivered, failed or pending', () => {
    expect(goldStatusOf('1-İletildi')).toBe('delivered');
    expect(goldStatusOf('2-İletilmedi')).toBe('failed');
    expect(goldStatusOf('Zaman aşımı')).toBe('failed');
    expect(goldStatusOf('0-Bekliyor')).toBe('pending');
    expect(goldStatusOf('')).toBe('pending');
  });

  it('refuses to report a send the provider does not know, and says an id of no send is unknown', async () => {
    const gold = createGoldSms({ baseUrl: fake.url });
    await expect(gold.deliveries(credentials, ['no-such-send:905321111111'])).rejects.toBeInstanceOf(SmsProviderError);
    expect(await gold.deliveries(credentials, ['garbage'])).toEqual([
      { messageId: 'garbage', status: 'failed', at: null, error: 'Bilinmeyen mesaj', report: null },
    ]);
  });
});

describe('MasGSM on the wire', () => {
  const form = (index: number) => new URLSearchParams(sends()[index]?.body ?? '');

  it('sends one text to many numbers as type 0, without lang for a plain text', async () => {
    const mas = createMasGsm({ baseUrl: fake.url });
    await mas.send(credentials, [
      { ref: '1', to: '+905321111111', text: 'Aidat son odeme gunu 15 Mart' },
      { ref: '2', to: '05321111112', text: 'Aidat son odeme gunu 15 Mart' },
    ]);
    expect(sends()).toHaveLength(1);
    expect(Object.fromEntries(form(0))).toEqual({
      u: '5321234567',
      p: 'parola-1',
      type: '0',
      title: 'GUNESSITE',
      numbers: '5321111111,5321111112',
      message: 'Aidat son odeme gunu 15 Mart',
    });
  });

  it('sends a text each as type 1 and asks for Turkish letters with lang=tr, apart from plain texts', async () => {
    const mas = createMasGsm({ baseUrl: fake.url });
    const results = await mas.send(credentials, [
      { ref: '1', to: '05321111111', text: 'Sayın Ayşe Hanım, borcunuz 100 TL' },
      { ref: '2', to: '05321111112', text: 'Sayın Şükrü Bey, borcunuz 200 TL' },
      { ref: '3', to: '05321111113', text: 'Plain text' },
    ]);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(sends()).toHaveLength(2);
    expect(Object.fromEntries(form(0))).toMatchObject({ type: '0', numbers: '5321111113', message: 'Plain text' });
    expect(form(0).has('lang')).toBe(false);
    expect(Object.fromEntries(form(1))).toMatchObject({
      type: '1',
      lang: 'tr',
      numbers: '5321111111,5321111112',
      'message[0]': 'Sayın Ayşe Hanım, borcunuz 100 TL',
      'message[1]': 'Sayın Şükrü Bey, borcunuz 200 TL',
    });
    expect(fake.received.find((r) => r.number === '5321111112')?.text).toBe('Sayın Şükrü Bey, borcunuz 200 TL');
  });

  it('refuses to report a send the provider does not know', async () => {
    const mas = createMasGsm({ baseUrl: fake.url });
    await expect(mas.deliveries(credentials, ['999999:5321111111'])).rejects.toMatchObject({ retryable: false });
  });
});

describe('the fake for a developer without an account', () => {
  it('takes any credentials and delivers by itself', async () => {
    const dev = await startFakeSmsServer({ acceptAnyAccount: true, settleAfterMs: 20 });
    try {
      const mas = createMasGsm({ baseUrl: dev.url });
      const anyone = { username: 'deneme', password: 'x', title: 'DENEME' };
      expect(await mas.balance(anyone)).toBe(100_000);
      const [sent] = await mas.send(anyone, [{ ref: '1', to: '05321111111', text: 'Merhaba' }]);
      await new Promise((resolve) => setTimeout(resolve, 60));
      const [report] = await mas.deliveries(anyone, [sent?.ok ? sent.messageId : '']);
      expect(report?.status).toBe('delivered');
    } finally {
      await dev.close();
    }
  });
});

describe('numbers and requests', () => {
  it('knows a Turkish mobile in any usual form', () => {
    for (const to of ['5321234567', '05321234567', '905321234567', '+90 532 123 45 67', '0090 532 123 4567']) {
      expect(turkishMobile(to)).toBe('5321234567');
    }
    for (const to of ['02121234567', '532123456', '+1 532 123 4567', '', '905321234567890']) {
      expect(turkishMobile(to)).toBeNull();
    }
  });

  it('cuts requests by size and never puts a number twice in one', () => {
    const items = ['a', 'b', 'a', 'c', 'a'].map((number, i) => ({ number, i }));
    const requests = requestsOf(items, 2);
    expect(requests.map((r) => r.map((x) => x.i))).toEqual([[0, 1], [2, 3], [4]]);
  });
});
