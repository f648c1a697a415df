import { beforeAll, describe, expect, it } from 'vitest';
import { turkishDayOf } from '../../../http/clock';
import { testDbKinds } from '../../../test/testDb';
import { signInAs, useDemoAdmin } from '../users/users.fixtures';

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const dayOf = (iso: string) => turkishDayOf(iso);

describe.each(testDbKinds)('super administrator › mobile statistics on %s', (kind) => {
  const t = useDemoAdmin(kind);
  let users: number[];

  const token = (
    userId: number,
    values: {
      created: string;
      used?: string | null;
      expires?: string | null;
      platform?: string | null;
      mobile?: 0 | 1;
    },
  ) =>
    t.db
      .insertInto('personal_access_tokens')
      .values({
        user_id: userId,
        name: values.platform === 'ios' ? 'iPhone 15' : 'Cihaz',
        token_hash: `hash-${Math.random()}`,
        is_mobile: values.mobile ?? 1,
        platform: values.platform ?? null,
        created_at: values.created,
        last_used_at: values.used ?? null,
        expires_at: values.expires ?? null,
      })
      .execute();

  beforeAll(async () => {
    // The test's own world: whatever mobile sessions or resident links the demo data may hold are cleared.
    await t.db.deleteFrom('personal_access_tokens').where('is_mobile', '=', 1).execute();
    await t.db.updateTable('residents').set({ user_id: null }).where('user_id', 'is not', null).execute();
    users = (await t.db.selectFrom('users').select('id').orderBy('id').execute()).map((u) => u.id);
    const [a, b, c] = users;
    // Active: used within 30 days and not expired (a: two devices, b: one).
    await token(a, { created: ago(2), used: ago(1), platform: 'ios' });
    await token(a, { created: ago(2), used: ago(0), platform: 'android' });
    await token(b, { created: ago(5), used: ago(3), platform: 'ANDROID' });
    // Not active: used long ago, expired, or never used; c's has no platform.
    await token(c, { created: ago(40), used: ago(35), platform: 'android' });
    await token(c, { created: ago(5), used: ago(1), expires: ago(1), platform: null });
    await token(c, { created: ago(1), platform: 'windows' });
    // A browser session is not the app's.
    await token(a, { created: ago(1), used: ago(0), mobile: 0 });
    // Two users linked to residents (one of them twice).
    const residents = await t.db.selectFrom('residents').select('id').orderBy('id').limit(3).execute();
    await t.db
      .updateTable('residents')
      .set({ user_id: a })
      .where('id', 'in', [residents[0].id, residents[1].id])
      .execute();
    await t.db.updateTable('residents').set({ user_id: b }).where('id', '=', residents[2].id).execute();
  });

  it('counts active devices and users, mobile users, resident users, sign-ins per day and platforms', async () => {
    const from = dayOf(ago(10));
    const to = dayOf(ago(0));
    const res = await t.call(t.admin, 'GET', `/api-super-admin/statistics/mobile?date_from=${from}&date_to=${to}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      date_from: from,
      date_to: to,
      active_devices: 3,
      active_users: 2,
      mobile_users: 3,
      resident_users: 2,
    });
    expect(data.sign_ins).toHaveLength(11);
    const perDay = Object.fromEntries(data.sign_ins.map((d: { date: string; count: number }) => [d.date, d.count]));
    expect(perDay[dayOf(ago(2))]).toBe(2);
    expect(perDay[dayOf(ago(5))]).toBe(2);
    expect(perDay[dayOf(ago(1))]).toBe(1);
    expect(data.sign_ins.reduce((sum: number, d: { count: number }) => sum + d.count, 0)).toBe(5);
    expect(data.platforms).toEqual([
      { platform: 'android', name: 'Android', count: 2 },
      { platform: 'unknown', name: 'Bilinmiyor', count: 2 },
      { platform: 'ios', name: 'iOS', count: 1 },
    ]);
  });

  it('keeps to the range: a sign-in before it is not counted per day or per platform', async () => {
    const day = dayOf(ago(40));
    const res = await t.call(t.admin, 'GET', `/api-super-admin/statistics/mobile?date_from=${day}&date_to=${day}`);
    const data = res.json().data;
    expect(data.sign_ins).toEqual([{ date: day, count: 1 }]);
    expect(data.platforms).toEqual([{ platform: 'android', name: 'Android', count: 1 }]);
    // The tiles do not depend on the range.
    expect(data.active_devices).toBe(3);
  });

  it('counts a sign-in on its day in Türkiye: 22:30 UTC is the next morning there', async () => {
    await token(users[0], { created: '2026-03-01T22:30:00.000Z', platform: 'ios' });
    const on = async (day: string) =>
      (await t.call(t.admin, 'GET', `/api-super-admin/statistics/mobile?date_from=${day}&date_to=${day}`)).json().data;
    expect((await on('2026-03-02')).sign_ins).toEqual([{ date: '2026-03-02', count: 1 }]);
    expect((await on('2026-03-02')).platforms).toEqual([{ platform: 'ios', name: 'iOS', count: 1 }]);
    expect((await on('2026-03-01')).sign_ins).toEqual([{ date: '2026-03-01', count: 0 }]);
  });

  it('answers 403 to a manager', async () => {
    const manager = (await signInAs(t.app, 'yonetici@demo.test')).token;
    const res = await t.call(manager, 'GET', '/api-super-admin/statistics/mobile');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Bunu yapmaya yetkili değilsiniz.');
  });
});
