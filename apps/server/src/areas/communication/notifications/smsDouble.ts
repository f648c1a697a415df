import type { SmsCredentials, SmsMessage, SmsProvider, SmsSendResult } from '../providers/smsProvider';

/** What the double should answer for one message on its n-th try (1-based); undefined accepts it. */
export type SmsScript = (message: SmsMessage, attempt: number) => { retryable: boolean; error: string } | undefined;

/**
 * An in-memory SmsProvider for tests. Like the real providers (whose APIs carry nothing to refuse a repeat by),
 * it sends whatever it is given: `sentPerRef` counts the messages that really went out (each must be 1),
 * `callsPerRef` every time a ref was handed over.
 */
export function createSmsDouble(options: { script?: SmsScript; delayMs?: number } = {}) {
  const sentPerRef = new Map<string, number>();
  const callsPerRef = new Map<string, number>();
  const credentialsSeen: SmsCredentials[] = [];
  const sent: SmsMessage[] = [];
  let nextId = 1;
  const provider: SmsProvider = {
    async send(credentials, messages) {
      credentialsSeen.push(credentials);
      // Let other work run in between, as a network call would.
      await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
      return messages.map((message): SmsSendResult => {
        const attempt = (callsPerRef.get(message.ref) ?? 0) + 1;
        callsPerRef.set(message.ref, attempt);
        const refusal = options.script?.(message, attempt);
        if (refusal) return { ref: message.ref, ok: false, ...refusal };
        const messageId = `M${nextId++}`;
        sentPerRef.set(message.ref, (sentPerRef.get(message.ref) ?? 0) + 1);
        sent.push(message);
        return { ref: message.ref, ok: true, messageId };
      });
    },
    async deliveries(_credentials, messageIds) {
      return messageIds.map((messageId) => ({
        messageId,
        status: 'delivered' as const,
        at: null,
        error: null,
        report: 'delivered',
      }));
    },
    async balance() {
      return 10_000;
    },
  };
  return { provider, sent, sentPerRef, callsPerRef, credentialsSeen };
}
