/**
 * A fake SMS provider on loopback that speaks the GoldSMS and the MasGSM protocols as the adapters do
 * (goldSms.ts, masGsm.ts), so tests exercise their real requests and answers. It records what it accepted,
 * charges each accepted message its segments (smsSegments.ts) from the account's credit, and can be told to
 * fail (HTTP 5xx or 429), answer late, refuse a number (reported failed at once) or report non-delivery.
 * Neither protocol carries our `ref`, so there is nothing to deduplicate by: a repeated request is two sends,
 * as it would be at the real provider.
 *
 * A developer without an account: `npx tsx apps/server/src/areas/communication/providers/fakeSmsServer.ts`
 * listens on FAKE_SMS_PORT (4010), takes any username and password, and delivers each message after two
 * seconds; start the server with GOLDSMS_URL and MASGSM_URL set to the address it prints.
 */

import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { countSms } from '@site/shared';
import { MASGSM_PATH } from './masGsm';

export type FakeSmsProvider = 'goldsms' | 'masgsm';

/** One accepted message, as the provider would keep it. */
export type FakeSmsRecord = {
  provider: FakeSmsProvider;
  username: string;
  sendId: string;
  /** The number exactly as it arrived. */
  number: string;
  text: string;
  sender: string;
  /** GoldSMS `utf8: '1'` or MasGSM `lang=tr`: Turkish letters kept. */
  turkish: boolean;
  segments: number;
  status: 'pending' | 'delivered' | 'failed';
  at: string | null;
};

export type FakeSmsOptions = {
  /** username → password and credit; without `acceptAnyAccount` other usernames are refused. */
  accounts?: Record<string, { password: string; balance: number }>;
  /** Any username and password is an account with this much credit (a developer's fake). */
  acceptAnyAccount?: boolean;
  /** Pending messages are settled this long after they were sent (never, if unset). */
  settleAfterMs?: number;
  port?: number;
};

export type FakeSmsServer = {
  url: string;
  received: FakeSmsRecord[];
  /** Every request: which provider, what it asked for, and its raw body. */
  requests: { provider: FakeSmsProvider; kind: 'send' | 'report' | 'balance' | 'unknown'; body: string }[];
  setBalance(username: string, balance: number): void;
  balanceOf(username: string): number;
  /** The next `count` requests answer this HTTP status (503 by default) and do nothing. */
  failNext(count: number, status?: number): void;
  /** Every answer is held back this long (the request is still carried out). */
  delay(ms: number): void;
  /** This number is accepted but reported failed at once (e.g. blocked by the operator). */
  refuse(number: string): void;
  /** This number stays pending until `settle`, then is reported failed. */
  undeliverable(number: string): void;
  /** Every pending message becomes delivered, or failed for an undeliverable number. */
  settle(): void;
  /** Forgets what was received and every instruction (accounts and their credit stay). */
  reset(): void;
  close(): Promise<void>;
};

const DEV_BALANCE = 100_000;

/** The national form of a number, whatever the provider's form, for refuse/undeliverable lists. */
function national(number: string): string {
  return number.replace(/\D/g, '').slice(-10);
}

export async function startFakeSmsServer(options: FakeSmsOptions = {}): Promise<FakeSmsServer> {
  const accounts = new Map(Object.entries(options.accounts ?? {}).map(([name, account]) => [name, { ...account }]));
  const received: FakeSmsRecord[] = [];
  const requests: FakeSmsServer['requests'] = [];
  const refused = new Set<string>();
  const undeliverable = new Set<string>();
  let failures: { count: number; status: number } = { count: 0, status: 503 };
  let delayMs = 0;
  let nextMasId = 1000;

  function account(username: string, password: string) {
    let found = accounts.get(username);
    if (!found && options.acceptAnyAccount) {
      found = { password, balance: DEV_BALANCE };
      accounts.set(username, found);
    }
    return found && (options.acceptAnyAccount || found.password === password) ? found : null;
  }

  function settleOne(record: FakeSmsRecord) {
    if (record.status !== 'pending') return;
    record.status = undeliverable.has(national(record.number)) ? 'failed' : 'delivered';
    record.at = new Date().toISOString();
  }

  /** Accepts one send: checks numbers and credit, charges it, records its messages. */
  function accept(
    provider: FakeSmsProvider,
    username: string,
    balance: { balance: number },
    messages: { number: string; text: string }[],
    sender: string,
    turkish: boolean,
    numberPattern: RegExp,
  ): { sendId: string } | { error: string } {
    const bad = messages.find((m) => !numberPattern.test(m.number));
    if (bad) return { error: `Geçersiz numara: ${bad.number}` };
    if (!sender) return { error: 'Başlık tanımsız' };
    const cost = messages.reduce((sum, m) => sum + countSms(m.text).segments, 0);
    if (cost > balance.balance) return { error: 'Yetersiz kredi' };
    balance.balance -= cost;
    const sendId = provider === 'goldsms' ? randomUUID() : String(nextMasId++);
    const now = new Date().toISOString();
    const records = messages.map((m): FakeSmsRecord => {
      const blocked = refused.has(national(m.number));
      const segments = countSms(m.text).segments;
      return {
        provider,
        username,
        sendId,
        number: m.number,
        text: m.text,
        sender,
        turkish,
        segments,
        status: blocked ? 'failed' : 'pending',
        at: blocked ? now : null,
      };
    });
    received.push(...records);
    if (options.settleAfterMs !== undefined) {
      setTimeout(() => records.forEach(settleOne), options.settleAfterMs).unref();
    }
    return { sendId };
  }

  function gold(path: string, raw: string): { status: number; body: string } {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return { status: 400, body: JSON.stringify({ status: 'error', mesaj: 'JSON okunamadı' }) };
    }
    const answer = (value: object) => ({ status: 200, body: JSON.stringify(value) });
    const found = account(String(body.username ?? ''), String(body.password ?? ''));
    if (!found) return answer({ status: 'error', mesaj: 'Kullanıcı adı veya şifre hatalı' });
    const username = String(body.username);
    if (path === '/api/kredi/get') return answer({ status: 'ok', result: found.balance });
    if (path === '/api/multiSendSMS' || path === '/api/sendSMS') {
      const entries = (Array.isArray(body.message) ? body.message : [body.message]) as Record<string, unknown>[];
      const messages = entries.flatMap((entry) =>
        (Array.isArray(entry?.gsm) ? entry.gsm : []).map((gsm) => ({
          number: String(gsm),
          text: String(entry.text ?? ''),
        })),
      );
      const sender = String(entries[0]?.sender ?? '');
      const turkish = entries.every((entry) => String(entry?.utf8) === '1');
      const result = accept('goldsms', username, found, messages, sender, turkish, /^905\d{9}$/);
      if ('error' in result) return answer({ status: 'error', mesaj: result.error });
      return answer({
        status: 'ok',
        mesaj: 'Gönderim başarılı',
        result: { kredi: found.balance, guidText: result.sendId },
      });
    }
    if (path === '/api/report/detail') {
      const rows = received.filter(
        (r) => r.provider === 'goldsms' && r.username === username && r.sendId === body.guidText,
      );
      if (!rows.length) return answer({ status: false, message: 'Kayıt bulunamadı', Data: [] });
      const durum = { pending: '0-Bekliyor', delivered: '1-İletildi', failed: '2-İletilmedi' } as const;
      return answer({
        status: true,
        message: '',
        Data: rows.map((r) => ({
          AdSoyad: '',
          Durum: durum[r.status],
          Gsm: r.number,
          Mesaj: r.text,
          gonderimZaman: r.at,
          iletimZaman: r.at,
        })),
      });
    }
    return { status: 404, body: JSON.stringify({ status: 'error', mesaj: 'Bilinmeyen işlem' }) };
  }

  function mas(raw: string): { status: number; body: string } {
    const form = new URLSearchParams(raw);
    const text = (value: string) => ({ status: 200, body: value });
    const found = account(form.get('u') ?? '', form.get('p') ?? '');
    if (!found) return text('HATA: Kullanıcı kodu veya parola hatalı');
    const username = form.get('u') ?? '';
    const type = form.get('type');
    if (type === '3') return text(JSON.stringify({ ORJINLI: found.balance }));
    if (type === '0' || type === '1') {
      const numbers = (form.get('numbers') ?? '')
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean);
      const texts =
        type === '0'
          ? numbers.map(() => form.get('message') ?? '')
          : numbers.map((_, i) => form.get(`message[${i}]`) ?? '');
      if (texts.some((t) => !t)) return text('HATA: Mesaj metni eksik');
      const messages = numbers.map((number, i) => ({ number, text: texts[i] ?? '' }));
      const result = accept(
        'masgsm',
        username,
        found,
        messages,
        form.get('title') ?? '',
        form.get('lang') === 'tr',
        /^5\d{9}$/,
      );
      return text('error' in result ? `HATA: ${result.error}` : `DONUS|OK:${result.sendId}`);
    }
    if (type === '2') {
      const rows = received.filter(
        (r) => r.provider === 'masgsm' && r.username === username && r.sendId === form.get('id'),
      );
      if (!rows.length) return text('HATA: Kayıt bulunamadı');
      const of = (status: FakeSmsRecord['status']) => rows.filter((r) => r.status === status).map((r) => r.number);
      return text(JSON.stringify({ Iletilen: of('delivered'), Iletilmeyen: of('failed'), Bekleyen: of('pending') }));
    }
    return text('HATA: Bilinmeyen işlem');
  }

  function kindOf(provider: FakeSmsProvider, path: string, raw: string): FakeSmsServer['requests'][number]['kind'] {
    if (provider === 'goldsms') {
      if (path.endsWith('SMS')) return 'send';
      return path.includes('report') ? 'report' : path.includes('kredi') ? 'balance' : 'unknown';
    }
    const type = new URLSearchParams(raw).get('type');
    return type === '0' || type === '1' ? 'send' : type === '2' ? 'report' : type === '3' ? 'balance' : 'unknown';
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const provider: FakeSmsProvider = path === MASGSM_PATH ? 'masgsm' : 'goldsms';
    requests.push({ provider, kind: kindOf(provider, path, raw), body: raw });
    let answer: { status: number; body: string };
    if (request.method !== 'POST') answer = { status: 405, body: '' };
    else if (failures.count > 0) {
      failures = { ...failures, count: failures.count - 1 };
      answer = { status: failures.status, body: 'Service Unavailable' };
    } else answer = provider === 'masgsm' ? mas(raw) : gold(path, raw);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (response.destroyed) return;
    const type = answer.body.startsWith('{') ? 'application/json' : 'text/plain';
    response.writeHead(answer.status, { 'content-type': `${type}; charset=utf-8` });
    response.end(answer.body);
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    received,
    requests,
    setBalance(username, balance) {
      const found = accounts.get(username);
      if (found) found.balance = balance;
      else accounts.set(username, { password: '', balance });
    },
    balanceOf: (username) => accounts.get(username)?.balance ?? 0,
    failNext(count, status = 503) {
      failures = { count, status };
    },
    delay(ms) {
      delayMs = ms;
    },
    refuse: (number) => refused.add(national(number)),
    undeliverable: (number) => undeliverable.add(national(number)),
    settle: () => received.forEach(settleOne),
    reset() {
      received.length = 0;
      requests.length = 0;
      refused.clear();
      undeliverable.clear();
      failures = { count: 0, status: 503 };
      delayMs = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// Run directly: a fake for a developer without a provider account.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await startFakeSmsServer({
    acceptAnyAccount: true,
    settleAfterMs: 2000,
    port: Number(process.env.FAKE_SMS_PORT ?? 4010),
  });
  console.log(`Fake SMS provider on ${fake.url}: GOLDSMS_URL=${fake.url} MASGSM_URL=${fake.url}`);
}
