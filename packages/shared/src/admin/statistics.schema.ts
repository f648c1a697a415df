import { z } from 'zod';
import * as messages from '../common/messages';
import { dateText } from '../common/responses';
import { dateField } from '../common/zodRules';

// Answers of /api-super-admin/statistics/web (Matomo) and /api-super-admin/statistics/mobile (device tokens).

/** The longest range a statistics screen asks for. */
export const STATISTICS_MAX_DAYS = 366;

export const adminStatisticsMessages = {
  notConfigured:
    'Web istatistikleri yapılandırılmamış: MATOMO_URL, MATOMO_SITE_ID ve MATOMO_READONLY_TOKEN ayarlanmalı.',
  unreachable: "Matomo'ya ulaşılamadı.",
  rangeTooLong: `Tarih aralığı en fazla ${STATISTICS_MAX_DAYS} gün olabilir.`,
  /** The label of a sign-in whose platform is not known. */
  unknownPlatform: 'Bilinmiyor',
} as const;

const turkishDay = (iso: string): string => iso.split('-').reverse().join('.');

/** `date_from` and `date_to` (both optional: the last 30 days by default); the end not before the start. */
export const adminStatisticsQuery = z
  .object({ date_from: dateField().optional(), date_to: dateField().optional() })
  .superRefine((value, ctx) => {
    if (value.date_from && value.date_to && value.date_to < value.date_from)
      ctx.addIssue({ code: 'custom', path: ['date_to'], message: messages.dateAfter(turkishDay(value.date_from)) });
  });

/** One day of the web statistics: visits, unique visitors and page views. */
export const webStatisticsDay = z.object({
  date: dateText,
  visits: z.number().int(),
  users: z.number().int(),
  pageviews: z.number().int(),
});

/** The web statistics: `configured` false without Matomo's settings; `error` when Matomo did not answer. */
export const webStatisticsAnswer = z.object({
  configured: z.boolean(),
  error: z.string().nullable(),
  date_from: dateText,
  date_to: dateText,
  days: z.array(webStatisticsDay),
  /** Sums of the days. */
  totals: z.object({ visits: z.number().int(), users: z.number().int(), pageviews: z.number().int() }),
  top_pages: z.array(
    z.object({ label: z.string(), url: z.string().nullable(), visits: z.number().int(), hits: z.number().int() }),
  ),
});
export type WebStatistics = z.infer<typeof webStatisticsAnswer>;

/** The mobile statistics, from the mobile sign-ins (device tokens). */
export const mobileStatisticsAnswer = z.object({
  date_from: dateText,
  date_to: dateText,
  /** Mobile sessions used in the last 30 days that have not expired. */
  active_devices: z.number().int(),
  /** Their users. */
  active_users: z.number().int(),
  /** Users who ever signed in on the mobile app. */
  mobile_users: z.number().int(),
  /** Users linked to a resident (residents.user_id). */
  resident_users: z.number().int(),
  /** Mobile sign-ins (tokens created) per day of the range, days without any included. */
  sign_ins: z.array(z.object({ date: dateText, count: z.number().int() })),
  /** Mobile sign-ins of the range per platform; an unknown one is 'Bilinmiyor'. */
  platforms: z.array(z.object({ platform: z.string(), name: z.string(), count: z.number().int() })),
});
export type MobileStatistics = z.infer<typeof mobileStatisticsAnswer>;
