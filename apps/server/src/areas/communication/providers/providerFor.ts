import type { Config } from '../../../config';
import { createGoldSms } from './goldSms';
import { createMasGsm } from './masGsm';
import type { SmsAdapterOptions } from './smsHttp';
import { SMS_PROVIDER_IDS, type SmsProvider } from './smsProvider';

/**
 * The adapter of a complex's notification provider (`notification_provider_id` of types/generic), or null for
 * none or an unknown one: the caller refuses to send then, with its own Turkish message.
 */
export function providerFor(
  notificationProviderId: number | null | undefined,
  config: Pick<Config, 'goldSmsUrl' | 'masGsmUrl'>,
  options: Omit<SmsAdapterOptions, 'baseUrl'> = {},
): SmsProvider | null {
  if (notificationProviderId === SMS_PROVIDER_IDS.goldsms)
    return createGoldSms({ ...options, baseUrl: config.goldSmsUrl });
  if (notificationProviderId === SMS_PROVIDER_IDS.masgsm)
    return createMasGsm({ ...options, baseUrl: config.masGsmUrl });
  return null;
}
