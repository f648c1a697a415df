/**
 * What the sending engine needs from an SMS provider (spec §3: a complex's notification provider, 1 GoldSMS,
 * 2 MasGSM, with its username, password and title). Adapters speak each provider's HTTP API behind this.
 */

/** A complex's stored credentials; `title` is the sender name (originator) the provider registered. */
export type SmsCredentials = { username: string; password: string; title: string };

/** One message to send; `ref` is our notification's id, sent along so a provider can refuse a duplicate. */
export type SmsMessage = { ref: string; to: string; text: string };

/**
 * The provider's answer for one message: accepted with its message id, or refused. `retryable` says whether
 * trying again later may succeed (a timeout, a 5xx, a rate limit) or not (a wrong number, bad credentials).
 */
export type SmsSendResult =
  | { ref: string; ok: true; messageId: string }
  | { ref: string; ok: false; retryable: boolean; error: string };

/**
 * A delivery report: `pending` until the operator answers. `report` is the provider's own word for the state
 * (GoldSMS '1-İletildi', MasGSM the list the number is in), kept as it came; null when the report is silent.
 */
export type SmsDelivery = {
  messageId: string;
  status: 'pending' | 'delivered' | 'failed';
  at: string | null;
  error: string | null;
  report: string | null;
};

export interface SmsProvider {
  /** Sends a batch of messages (a provider may take many per call); one result per message, in any order. */
  send(credentials: SmsCredentials, messages: SmsMessage[]): Promise<SmsSendResult[]>;
  /** Delivery reports of sent messages (one request per send of the provider); never sends anything. */
  deliveries(credentials: SmsCredentials, messageIds: string[]): Promise<SmsDelivery[]>;
  /** The account's remaining credit (SMS count). */
  balance(credentials: SmsCredentials): Promise<number>;
}

/** The notification providers of types/generic: which adapter a complex's provider row uses. */
export const SMS_PROVIDER_IDS = { goldsms: 1, masgsm: 2 } as const;
