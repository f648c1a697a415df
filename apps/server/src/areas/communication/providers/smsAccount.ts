import type { Db } from '../../../db/connection';
import { decryptSecret } from '../../../security/secrets';
import { activeSmsProvider } from '../notifications/queue.repository';
import type { SmsCredentials, SmsProvider } from './smsProvider';

export const NO_SMS_PROVIDER = 'Bu site için tanımlı bir SMS sağlayıcısı yok.';
export const NO_SMS_ADAPTER = 'Bu SMS sağlayıcısı ile gönderim desteklenmiyor.';
export const SMS_SECRET_UNREADABLE =
  'SMS sağlayıcısının şifresi okunamadı; sağlayıcının bilgilerini sitenin ayarlarında yeniden kaydedin.';

/** The adapter of a notification provider of types/generic (1 GoldSMS, 2 MasGSM); null when there is none. */
export type SmsProviderFor = (providerId: number) => SmsProvider | null;

/** A complex's SMS account: its adapter and credentials, or why it has none (Turkish). */
export type SmsAccount = { provider: SmsProvider; credentials: SmsCredentials } | { error: string };

/**
 * The complex's active SMS provider (the default first) with its stored password decrypted: what sending,
 * delivery reports and the credit all sign in with.
 */
export async function smsAccountOf(db: Db, smsProviderFor: SmsProviderFor, clusterId: number): Promise<SmsAccount> {
  const settings = await activeSmsProvider(db, clusterId);
  if (!settings) return { error: NO_SMS_PROVIDER };
  const provider = smsProviderFor(settings.notification_provider_id);
  if (!provider) return { error: NO_SMS_ADAPTER };
  let password: string;
  try {
    password = decryptSecret(settings.password);
  } catch {
    // A key that is gone (SECRET_KEY_PREVIOUS not set): the manager must type the password again.
    return { error: SMS_SECRET_UNREADABLE };
  }
  return { provider, credentials: { username: settings.username, password, title: settings.title } };
}
