// What the GoldSMS and MasGSM adapters share: the HTTP call with its time limit, the Turkish mobile number,
// batching and how an answer becomes a retryable or final result.

import type { SmsMessage, SmsSendResult } from './smsProvider';

/** Options every adapter takes; `timeoutMs` is short in tests, 10 s otherwise. */
export type SmsAdapterOptions = {
  baseUrl: string;
  timeoutMs?: number;
  /** Messages per provider request (a long batch goes in several requests). */
  maxPerRequest?: number;
};

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_PER_REQUEST = 500;

/**
 * A refusal of a whole provider call: `retryable` when trying again later may succeed. `reason` is what went
 * wrong without what it means for a send (a credit or report call sends nothing).
 */
export class SmsProviderError extends Error {
  readonly reason: string;
  constructor(
    message: string,
    readonly retryable: boolean,
    reason?: string,
  ) {
    super(message);
    this.name = 'SmsProviderError';
    this.reason = reason ?? message;
  }
}

/** What a failure after the request went out means for a send. */
const MAY_HAVE_GONE = '; mesaj gitmiş olabilir, yeniden gönderilmedi';

/** The ten national digits of a Turkish mobile ('5XXXXXXXXX'), or null when `to` is not one. */
export function turkishMobile(to: string): string | null {
  let digits = to.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.length === 12 && digits.startsWith('90')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return /^5\d{9}$/.test(digits) ? digits : null;
}

/** Hides the password wherever a provider's answer or a network error repeats it. */
export function withoutSecret(text: string, secret: string): string {
  if (!secret) return text;
  return text.split(secret).join('***');
}

/**
 * Cuts messages into provider requests of at most `size`, never the same number twice in one request: both
 * providers report delivery by number within a send, so a number must be unambiguous there.
 */
export function requestsOf<T extends { number: string }>(items: T[], size: number): T[][] {
  const requests: { items: T[]; numbers: Set<string> }[] = [];
  for (const item of items) {
    let request = requests.find((r) => r.items.length < size && !r.numbers.has(item.number));
    if (!request) {
      request = { items: [], numbers: new Set() };
      requests.push(request);
    }
    request.items.push(item);
    request.numbers.add(item.number);
  }
  return requests.map((r) => r.items);
}

/** A message with its number in the provider's form; messages without a Turkish mobile fail at once. */
export function prepare(
  messages: SmsMessage[],
  form: (national: string) => string,
): { ready: (SmsMessage & { number: string })[]; refused: SmsSendResult[] } {
  const ready: (SmsMessage & { number: string })[] = [];
  const refused: SmsSendResult[] = [];
  for (const message of messages) {
    const national = turkishMobile(message.to);
    if (national) ready.push({ ...message, number: form(national) });
    else refused.push({ ref: message.ref, ok: false, retryable: false, error: 'Geçersiz cep telefonu numarası' });
  }
  return { ready, refused };
}

/** Our message id: the provider's id of the send and the number, since both report by number within a send. */
export function messageIdOf(sendId: string, number: string): string {
  return `${sendId}:${number}`;
}

export function parseMessageId(messageId: string): { sendId: string; number: string } | null {
  const at = messageId.lastIndexOf(':');
  if (at <= 0) return null;
  return { sendId: messageId.slice(0, at), number: messageId.slice(at + 1) };
}

/**
 * Connection errors that happen before the request reaches the provider: trying again cannot send twice.
 * Any other failure after the request went out (a timeout, a reset connection) may have been sent: it is final,
 * so a message is never sent twice (the providers' APIs carry nothing to refuse a repeat by).
 */
const NEVER_REACHED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH']);

/**
 * POSTs a body and returns the answer's text. A connection that never reached the provider, HTTP 429 and 5xx
 * are retryable; a timeout (the provider may have sent it), 401/403 (credentials) and other 4xx are final.
 * Nothing said here contains the password.
 */
export async function postText(
  url: string,
  body: { contentType: string; text: string },
  timeoutMs: number,
  secret: string,
): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': body.contentType, accept: 'application/json, text/plain, */*' },
      body: body.text,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      const reason = `Sağlayıcı ${Math.round(timeoutMs / 1000)} saniyede yanıt vermedi`;
      throw new SmsProviderError(reason + MAY_HAVE_GONE, false, reason);
    }
    const code = (error as { cause?: { code?: string } }).cause?.code;
    const cause = code ?? (error as Error).message;
    if (code && NEVER_REACHED.has(code)) {
      throw new SmsProviderError(withoutSecret(`Sağlayıcıya bağlanılamadı (${cause})`, secret), true);
    }
    const reason = withoutSecret(`Sağlayıcı bağlantısı kesildi (${cause})`, secret);
    throw new SmsProviderError(reason + MAY_HAVE_GONE, false, reason);
  }
  const text = await response.text().catch(() => '');
  if (response.status === 429) throw new SmsProviderError('Sağlayıcı istek sınırına ulaşıldı (HTTP 429)', true);
  if (response.status >= 500) throw new SmsProviderError(`Sağlayıcı hatası (HTTP ${response.status})`, true);
  if (response.status === 401 || response.status === 403) {
    throw new SmsProviderError(`Sağlayıcı kullanıcı adını veya şifreyi kabul etmedi (HTTP ${response.status})`, false);
  }
  if (response.status >= 400) {
    const detail = withoutSecret(text.slice(0, 200), secret);
    throw new SmsProviderError(`Sağlayıcı isteği reddetti (HTTP ${response.status}) ${detail}`.trim(), false);
  }
  return text;
}

/**
 * A provider's refusal in words: wrong credentials and missing credit are final (the manager must fix the
 * account; retrying would only fail again), as is anything unknown; a refusal that speaks of load is retryable.
 */
export function refusalOf(text: string, secret: string): SmsProviderError {
  const said = withoutSecret(text.trim().slice(0, 200), secret) || 'boş yanıt';
  const retryable = /yoğun|yogun|tekrar deneyin|try again|busy|limit/i.test(said);
  return new SmsProviderError(`Sağlayıcı reddetti: ${said}`, retryable);
}

/**
 * One failed result per message of a request that failed as a whole. An unknown failure (an answer we could not
 * read) may follow an accepted send, so it is final.
 */
export function failAll(messages: SmsMessage[], error: unknown, secret: string): SmsSendResult[] {
  const known = error instanceof SmsProviderError;
  const text = withoutSecret(known ? error.message : String((error as Error)?.message ?? error), secret);
  return messages.map((m) => ({ ref: m.ref, ok: false, retryable: known ? error.retryable : false, error: text }));
}
