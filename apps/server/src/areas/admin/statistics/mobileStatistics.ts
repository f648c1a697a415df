import { adminStatisticsMessages, type MobileStatistics } from '@site/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { turkishDayOf } from '../../../http/clock';
import { daysOf } from './matomo';

const TURKEY_OFFSET = '+03:00';

/** A device counts as active when its session was used within this many days. */
export const ACTIVE_DEVICE_DAYS = 30;

const PLATFORM_NAMES: Record<string, string> = { ios: 'iOS', android: 'Android' };

type Range = { from: string; to: string };

/**
 * The mobile app's use from its sign-ins (`personal_access_tokens` with `is_mobile`): devices active in the
 * last 30 days and their users, users who ever signed in on mobile, users linked to a resident, sign-ins per
 * (Turkish) day of the range and per platform.
 */
export async function mobileStatistics(db: Db, range: Range, now = new Date()): Promise<MobileStatistics> {
  const mobile = db.selectFrom('personal_access_tokens').where('personal_access_tokens.is_mobile', '=', 1);
  const nowText = now.toISOString();
  const since = new Date(now.getTime() - ACTIVE_DEVICE_DAYS * 86_400_000).toISOString();

  const active = await mobile
    .where('last_used_at', '>=', since)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', nowText)]))
    .select([sql<number | string>`count(*)`.as('devices'), sql<number | string>`count(distinct user_id)`.as('users')])
    .executeTakeFirstOrThrow();
  const everyone = await mobile
    .select(sql<number | string>`count(distinct user_id)`.as('users'))
    .executeTakeFirstOrThrow();
  const residents = await db
    .selectFrom('residents')
    .where('user_id', 'is not', null)
    .select(sql<number | string>`count(distinct user_id)`.as('users'))
    .executeTakeFirstOrThrow();

  // A day of the range is a Turkish day (UTC+3 all year since 2016) while created_at is UTC ISO text: the range's
  // bounds are instants, and sign-ins are counted per UTC hour in SQL, each hour then falling on its Turkish day.
  const inRange = mobile
    .where('created_at', '>=', new Date(`${range.from}T00:00:00.000${TURKEY_OFFSET}`).toISOString())
    .where('created_at', '<=', new Date(`${range.to}T23:59:59.999${TURKEY_OFFSET}`).toISOString());
  const hour = sql<string>`substr(created_at, 1, 13)`;
  const perHour = await inRange
    .select([hour.as('hour'), sql<number | string>`count(*)`.as('n')])
    .groupBy(hour)
    .execute();
  const counts = new Map<string, number>();
  for (const row of perHour) {
    const day = turkishDayOf(`${row.hour}:00:00.000Z`);
    counts.set(day, (counts.get(day) ?? 0) + Number(row.n));
  }
  const platformKey = sql<string>`coalesce(lower(platform), 'unknown')`;
  const perPlatform = await inRange
    .select([platformKey.as('platform'), sql<number | string>`count(*)`.as('n')])
    .groupBy(platformKey)
    .execute();
  // Anything but iOS and Android (none given, or an unexpected name) is counted as unknown.
  const platforms = new Map<string, number>();
  for (const row of perPlatform) {
    const key = row.platform in PLATFORM_NAMES ? row.platform : 'unknown';
    platforms.set(key, (platforms.get(key) ?? 0) + Number(row.n));
  }

  return {
    date_from: range.from,
    date_to: range.to,
    active_devices: Number(active.devices),
    active_users: Number(active.users),
    mobile_users: Number(everyone.users),
    resident_users: Number(residents.users),
    sign_ins: daysOf(range).map((date) => ({ date, count: counts.get(date) ?? 0 })),
    platforms: [...platforms.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([platform, n]) => ({
        platform,
        name: PLATFORM_NAMES[platform] ?? adminStatisticsMessages.unknownPlatform,
        count: n,
      })),
  };
}
