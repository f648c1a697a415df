/**
 * GoldSMS (notification provider 1): the JSON API of goldmesaj.net, every call a POST with the account's
 * username and password in the body.
 *
 * Confirmed from public clients of the API (PHP, C#, Python and Node callers of apiv3.goldmesaj.net):
 * - host `https://apiv3.goldmesaj.net`, JSON bodies, `POST /api/kredi/get` {username, password} answering
 *   {status: 'ok', result: <credit>};
 * - `POST /api/multiSendSMS` {username, password, sdate: '' (now), vperiod: hours to keep trying, gate: 0,
 *   message: [{sender, text, utf8: '1', gsm: [numbers]}]}; `utf8: '1'` sends Turkish letters as they are
 *   (0 would replace them with Latin ones); the answer has `status` ('ok'), `mesaj` (the reason of a refusal)
 *   and `result.kredi`;
 * - `POST /api/report/detail` {username, password, guidText} answering {status, message, Data: [{Gsm, Durum,
 *   gonderimZaman, iletimZaman, …}]}, where a send is known by its `guidText`.
 * Assumed (not found in public material): the send's answer carries its id as `result.guidText`; `Durum` reads
 * like '1-İletildi' / '0-Bekliyor' / '2-İletilmedi' (a code, a dash, the word; we go by the word); numbers go
 * as '905XXXXXXXXX' (what the public clients send; some send '5XXXXXXXXX'); a refusal is a 200 answer whose
 * status is not 'ok'. Neither the protocol nor its report carries our `ref`, so a repeated request is a repeated
 * send: the sending engine must record a message before it sends it.
 *
 * Billing: the providers count Turkish letters with the GSM 03.38 Turkish single shift table (155 characters
 * alone, 152 per part, each of ğ ı İ ş ç Ğ Ş two), as packages/shared/src/communication/smsSegments.ts does;
 * other characters outside GSM 7-bit make the message UCS-2 (70/67). Not confirmed for this provider.
 */

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
  SmsProviderError,
  turkishMobile,
} from './smsHttp';
import type { SmsCredentials, SmsDelivery, SmsMessage, SmsProvider, SmsSendResult } from './smsProvider';

export const GOLDSMS_DEFAULT_URL = 'https://apiv3.goldmesaj.net';

type GoldAnswer = {
  status?: unknown;
  mesaj?: unknown;
  message?: unknown;
  result?: unknown;
  Data?: unknown;
};

type GoldReportRow = { Gsm?: unknown; Durum?: unknown; iletimZaman?: unknown; gonderimZaman?: unknown };

/** A delivery state in the report's words: delivered, failed, or still pending. */
export function goldStatusOf(durum: string): SmsDelivery['status'] {
  const word = durum.toLocaleLowerCase('tr');
  if (/iletilmedi|başarısız|basarisiz|hata|geçersiz|gecersiz|reddedil|zaman aşımı/.test(word)) return 'failed';
  if (/iletildi/.test(word)) return 'delivered';
  return 'pending';
}

export function createGoldSms(options: SmsAdapterOptions): SmsProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const size = options.maxPerRequest ?? DEFAULT_MAX_PER_REQUEST;

  async function call(path: string, credentials: SmsCredentials, body: object): Promise<GoldAnswer> {
    const text = await postText(
      `${base}${path}`,
      {
        contentType: 'application/json; charset=utf-8',
        text: JSON.stringify({ username: credentials.username, password: credentials.password, ...body }),
      },
      timeoutMs,
      credentials.password,
    );
    let answer: GoldAnswer;
    try {
      answer = JSON.parse(text) as GoldAnswer;
    } catch {
      throw new SmsProviderError('Sağlayıcının yanıtı okunamadı', true);
    }
    const ok = answer.status === 'ok' || answer.status === true;
    if (!ok) throw refusalOf(String(answer.mesaj ?? answer.message ?? ''), credentials.password);
    return answer;
  }

  async function sendRequest(credentials: SmsCredentials, items: (SmsMessage & { number: string })[]) {
    // Messages with the same text go as one entry with many numbers.
    const byText = new Map<string, string[]>();
    for (const item of items) byText.set(item.text, [...(byText.get(item.text) ?? []), item.number]);
    const answer = await call('/api/multiSendSMS', credentials, {
      sdate: '',
      vperiod: '48',
      gate: 0,
      message: [...byText].map(([text, gsm]) => ({ sender: credentials.title, text, utf8: '1', gsm })),
    });
    const result = (answer.result ?? {}) as { guidText?: unknown };
    const sendId = typeof result.guidText === 'string' ? result.guidText : '';
    if (!sendId) throw new SmsProviderError('Sağlayıcı gönderimin numarasını vermedi', false);
    return items.map(
      (item): SmsSendResult => ({ ref: item.ref, ok: true, messageId: messageIdOf(sendId, item.number) }),
    );
  }

  return {
    async send(credentials, messages) {
      const { ready, refused } = prepare(messages, (national) => `90${national}`);
      const results = [...refused];
      for (const request of requestsOf(ready, size)) {
        try {
          results.push(...(await sendRequest(credentials, request)));
        } catch (error) {
          results.push(...failAll(request, error, credentials.password));
        }
      }
      return results;
    },

    async deliveries(credentials, messageIds) {
      const bySend = new Map<string, string[]>();
      for (const id of messageIds) {
        const parsed = parseMessageId(id);
        if (parsed) bySend.set(parsed.sendId, [...(bySend.get(parsed.sendId) ?? []), id]);
      }
      const reports: SmsDelivery[] = [];
      for (const [sendId, ids] of bySend) {
        const answer = await call('/api/report/detail', credentials, { guidText: sendId });
        const rows = Array.isArray(answer.Data) ? (answer.Data as GoldReportRow[]) : [];
        const byNumber = new Map(rows.map((row) => [turkishMobile(String(row.Gsm ?? '')), row]));
        for (const id of ids) {
          const row = byNumber.get(turkishMobile(parseMessageId(id)?.number ?? ''));
          const status = row ? goldStatusOf(String(row.Durum ?? '')) : 'pending';
          const at = status === 'pending' ? null : String(row?.iletimZaman ?? row?.gonderimZaman ?? '') || null;
          const report = row ? String(row.Durum ?? '') || null : null;
          reports.push({ messageId: id, status, at, error: status === 'failed' ? report : null, report });
        }
      }
      // An id that is not ours (no send id) was never sent through this adapter.
      for (const id of messageIds) {
        if (!parseMessageId(id)) {
          reports.push({ messageId: id, status: 'failed', at: null, error: 'Bilinmeyen mesaj', report: null });
        }
      }
      return reports;
    },

    async balance(credentials) {
      const answer = await call('/api/kredi/get', credentials, {});
      const credit = Number(answer.result);
      if (!Number.isFinite(credit)) throw new SmsProviderError('Sağlayıcının kredi yanıtı okunamadı', true);
      return credit;
    },
  };
}
