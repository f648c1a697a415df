/**
 * MasGSM (notification provider 2): the "ApiV2 POST" interface of masgsm.com.tr, form fields posted to
 * `/MasApiV2/api_post.php`.
 *
 * Confirmed from the provider's API page (masgsm.com.tr/api-destegi) and a public Laravel client:
 * - fields `type`, `u` (the user code: the phone number the account is registered with), `p` (password),
 *   `message`, `title` (the sender name), `numbers` (comma separated); `lang=tr` keeps Turkish letters;
 * - `type=0` sends one text to every number; `type=1` sends `message` as a list, one text per number in order;
 *   `type=2` with `id` (the send's id) is the delivery report, whose JSON answer lists numbers under `Iletilen`
 *   (delivered); numbers as '5XXXXXXXXX' (the client's examples).
 * Assumed (not found in public material): a send answers `DONUS|OK:<id>` as the older interface did (the
 * Laravel client parses it), anything else being a refusal in words; the report's other lists are
 * `Iletilmeyen` (failed) and `Bekleyen` (pending); `type=3` reads the credit, answering JSON with `ORJINLI`
 * (the older interface's credit answer). The protocol carries no reference of ours, so a repeated request is a
 * repeated send: the sending engine must record a message before it sends it. The page shows the host on
 * http; we default to https so the password does not travel in the clear (MASGSM_URL can say otherwise).
 *
 * Billing: with `lang=tr` the providers count Turkish letters with the GSM 03.38 Turkish single shift table
 * (155 characters alone, 152 per part, each of ğ ı İ ş ç Ğ Ş two), as
 * packages/shared/src/communication/smsSegments.ts does; without it they would be replaced by Latin letters.
 * `lang=tr` is sent only for texts that need it, so a plain text is billed at 160/153. Not confirmed for this
 * provider.
 */

import { countSms } from '@site/shared';
import {
  DEFAULT_MAX_PER_REQUEST,
  DEFAULT_TIMEOUT_MS,
  failAll,
  messageIdOf,
  parseMessageId,
  postText,
  prepare,
  refusalOf,
  requestsOf,
  type SmsAdapterOptions,
  turkishMobile,
} from './smsHttp';
import type { SmsCredentials, SmsDelivery, SmsMessage, SmsProvider, SmsSendResult } from './smsProvider';

export const MASGSM_DEFAULT_URL = 'https://masgsm.com.tr';
export const MASGSM_PATH = '/MasApiV2/api_post.php';

/** Whether a text needs `lang=tr`: anything beyond the GSM 7-bit default alphabet and its extension. */
export function needsTurkish(text: string): boolean {
  return countSms(text).encoding !== 'gsm7';
}

export function createMasGsm(options: SmsAdapterOptions): SmsProvider {
  const url = `${options.baseUrl.replace(/\/+$/, '')}${MASGSM_PATH}`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const size = options.maxPerRequest ?? DEFAULT_MAX_PER_REQUEST;

  function call(credentials: SmsCredentials, fields: [string, string][]): Promise<string> {
    const form = new URLSearchParams([['u', credentials.username], ['p', credentials.password], ...fields]);
    return postText(
      url,
      { contentType: 'application/x-www-form-urlencoded; charset=utf-8', text: form.toString() },
      timeoutMs,
      credentials.password,
    );
  }

  function json(text: string): Record<string, unknown> {
    try {
      const value = JSON.parse(text) as unknown;
      if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {}
    return {};
  }

  async function sendRequest(credentials: SmsCredentials, items: (SmsMessage & { number: string })[], tr: boolean) {
    const sameText = items.every((item) => item.text === items[0]?.text);
    const fields: [string, string][] = [
      ['type', sameText ? '0' : '1'],
      ['title', credentials.title],
      ['numbers', items.map((item) => item.number).join(',')],
    ];
    if (sameText) fields.push(['message', items[0]?.text ?? '']);
    else fields.push(...items.map((item, index): [string, string] => [`message[${index}]`, item.text]));
    if (tr) fields.push(['lang', 'tr']);
    const text = await call(credentials, fields);
    const sendId = /OK:(\w+)/i.exec(text)?.[1];
    if (!sendId) throw refusalOf(text, credentials.password);
    return items.map(
      (item): SmsSendResult => ({ ref: item.ref, ok: true, messageId: messageIdOf(sendId, item.number) }),
    );
  }

  return {
    async send(credentials, messages) {
      const { ready, refused } = prepare(messages, (national) => national);
      const results = [...refused];
      for (const tr of [false, true]) {
        const group = ready.filter((message) => needsTurkish(message.text) === tr);
        for (const request of requestsOf(group, size)) {
          try {
            results.push(...(await sendRequest(credentials, request, tr)));
          } catch (error) {
            results.push(...failAll(request, error, credentials.password));
          }
        }
      }
      return results;
    },

    async deliveries(credentials, messageIds) {
      const bySend = new Map<string, string[]>();
      const reports: SmsDelivery[] = [];
      for (const id of messageIds) {
        const parsed = parseMessageId(id);
        if (parsed) bySend.set(parsed.sendId, [...(bySend.get(parsed.sendId) ?? []), id]);
        else reports.push({ messageId: id, status: 'failed', at: null, error: 'Bilinmeyen mesaj', report: null });
      }
      for (const [sendId, ids] of bySend) {
        const text = await call(credentials, [
          ['type', '2'],
          ['id', sendId],
        ]);
        const answer = json(text);
        if (!('Iletilen' in answer || 'Iletilmeyen' in answer || 'Bekleyen' in answer)) {
          throw refusalOf(text, credentials.password);
        }
        const listed = (key: string) =>
          new Set((Array.isArray(answer[key]) ? (answer[key] as unknown[]) : []).map((n) => turkishMobile(String(n))));
        const delivered = listed('Iletilen');
        const failed = listed('Iletilmeyen');
        const pending = listed('Bekleyen');
        for (const id of ids) {
          const number = turkishMobile(parseMessageId(id)?.number ?? '');
          // The report gives no times; a delivered or failed message has no `at` from this provider.
          // The report's word is the list the number is in.
          if (delivered.has(number))
            reports.push({ messageId: id, status: 'delivered', at: null, error: null, report: 'Iletilen' });
          else if (failed.has(number))
            reports.push({ messageId: id, status: 'failed', at: null, error: 'İletilemedi', report: 'Iletilmeyen' });
          else if (pending.has(number))
            reports.push({ messageId: id, status: 'pending', at: null, error: null, report: 'Bekleyen' });
          else reports.push({ messageId: id, status: 'pending', at: null, error: null, report: null });
        }
      }
      return reports;
    },

    async balance(credentials) {
      const text = await call(credentials, [['type', '3']]);
      const value = json(text).ORJINLI;
      const credit =
        typeof value === 'number' || (typeof value === 'string' && value.trim()) ? Number(value) : Number.NaN;
      if (!Number.isFinite(credit)) throw refusalOf(text, credentials.password);
      return credit;
    },
  };
}
