import { adminStatisticsMessages, type MobileStatistics } from '@site/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { daysOf } from './matomo';

/** A device counts as active when its session was used within this many days. */
export const ACTIVE_DEVICE_DAYS = 30;

const PLATFORM_NAMES: Record<string, string> = { ios: 'iOS', android: 'Android' };

type Range = { from: string; to: string };

/**
 * The mobile app's use from its sign-ins (`personal_access_tokens` with `is_mobile`): devices active in the
 * last 30 days and their users, users who ever signed in on mobile, users linked to a resident, sign-ins per
 * day of the range and per platform. Days are UTC days of the tokens' creation times.
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

  // created_at is UTC ISO text: its first ten characters are its day; the range's end day is included.
  const inRange = mobile.where('created_at', '>=', range.from).where('created_at', '<', `${range.to}~`);
  const day = sql<string>`substr(created_at, 1, 10)`;
  const perDay = await inRange
    .select([day.as('day'), sql<number | string>`count(*)`.as('n')])
    .groupBy(day)
    .execute();
  const counts = new Map(perDay.map((row) => [row.day, Number(row.n)]));
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
