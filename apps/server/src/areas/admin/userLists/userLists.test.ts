import { beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '../../../test/testDb';
import { signInAs, useDemoAdmin } from '../users/users.fixtures';
import { LONG_TEXT, seedUserLists } from './userLists.fixtures';

type Row = Record<string, unknown>;
type Page = { data: Row[]; meta: { total: number; last_page: number; totals?: Record<string, number> } };

describe.each(testDbKinds)('super administrator › a user’s lists on %s', (kind) => {
  const t = useDemoAdmin(kind);
  let s: Awaited<ReturnType<typeof seedUserLists>>;
  let manager: string;

  const list = async (path: string, query = '') => {
    const res = await t.call(t.admin, 'GET', `/api-super-admin/${path}?user_id=${s.userId}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };

  beforeAll(async () => {
    s = await seedUserLists(t.db);
    manager = (await signInAs(t.app, 'yonetici@demo.test')).token;
  });

  it('lists the notifications of the residents the user is, newest first, the text cut at 100 characters', async () => {
    const { data, meta } = await list('notifications');
    expect(meta.total).toBe(3);
    expect(data.map((n) => n.id)).toEqual([s.notifications[1], s.notifications[2], s.notifications[0]]);
    const long = data[2];
    expect(String(long.text)).toHaveLength(100);
    expect(String(long.text)).toBe(`${LONG_TEXT.slice(0, 99)}…`);
    expect(long).toMatchObject({
      is_read: true,
      read_at: '2026-01-10T10:00:00.000Z',
      notification_status: 'delivered',
      cluster_name: 'Lale Sitesi',
      batch_id: s.batchId,
      batch_title: 'Ocak Aidatı',
      is_active: true,
    });
    expect(data[0]).toMatchObject({
      text: 'Su kesintisi',
      is_read: false,
      cluster_name: 'Menekşe Sitesi',
      batch_title: null,
    });
    // Paging and a whitelisted sort; an unknown sort is refused.
    const second = await list('notifications', '&per_page=2&page=2');
    expect(second.meta).toMatchObject({ total: 3, last_page: 2 });
    expect(second.data.map((n) => n.id)).toEqual([s.notifications[0]]);
    const oldest = await list('notifications', '&order_by=created_at&order=asc');
    expect(oldest.data[0].id).toBe(s.notifications[0]);
    const bad = await t.call(t.admin, 'GET', `/api-super-admin/notifications?user_id=${s.userId}&order_by=body`);
    expect(bad.statusCode).toBe(422);
  });

  it('lists the user’s residents by name with their balances and a totals footer', async () => {
    const { data, meta } = await list('residents');
    expect(data).toEqual([
      expect.objectContaining({
        id: s.residents.inLale,
        cluster_name: 'Lale Sitesi',
        name: 'Selin Kaya',
        balance: 1500,
        house_user_count: 1,
        is_active: true,
        phone: '5321112233',
        email: 'selin@sakin.test',
      }),
      expect.objectContaining({
        id: s.residents.inMenekse,
        name: 'Selin Kaya Demir',
        balance: -250,
        house_user_count: 0,
      }),
    ]);
    expect(meta.totals).toEqual({ balance: 1250, house_user_count: 1 });
    const byBalance = await list('residents', '&order_by=balance&order=asc');
    expect(byBalance.data.map((r) => r.id)).toEqual([s.residents.inMenekse, s.residents.inLale]);
    const one = await list('residents', `&cluster_id=${s.menekse.clusterId}`);
    expect(one.meta.totals).toEqual({ balance: -250, house_user_count: 0 });
  });

  it('lists card subscriptions newest first with payment counts and this month’s failed attempts', async () => {
    const { data, meta } = await list('subscriptions');
    expect(meta.total).toBe(2);
    expect(data.map((r) => r.id)).toEqual([s.subscriptions.subMenekse, s.subscriptions.subLale]);
    expect(data[1]).toMatchObject({
      cluster_name: 'Lale Sitesi',
      block_name: 'A Blok',
      door_number: '7',
      house_id: s.houseId,
      payment_provider_name: 'iyzico',
      masked_cc_no: '5528 79** **** 9876',
      name: 'Bonus Kartım',
      is_active: true,
      payment_count: 5,
      failed_attempts: 3,
    });
    expect(data[0]).toMatchObject({
      cluster_name: 'Menekşe Sitesi',
      house_id: null,
      payment_count: 1,
      failed_attempts: 1,
    });
    const worst = await list('subscriptions', '&order_by=failed_attempts&order=desc&per_page=1');
    expect(worst.data.map((r) => r.failed_attempts)).toEqual([3]);
    expect(worst.meta.last_page).toBe(2);
  });

  it('lists saved cards with masked numbers only, never a full one', async () => {
    const res = await t.call(t.admin, 'GET', `/api-super-admin/user-cards?user_id=${s.userId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.replace(/[\s-]/g, '')).not.toMatch(/\d{16}/);
    const { data, meta } = res.json() as Page;
    expect(meta.total).toBe(2);
    expect(data.map((c) => c.id)).toEqual([s.cards.full, s.cards.bonus]);
    expect(data[0]).toMatchObject({
      masked_cc_no: '4111 11** **** 1111',
      name: 'Eski Kart',
      payment_count: 1,
      subscription_count: 1,
    });
    expect(data[1]).toMatchObject({
      payment_provider_name: 'iyzico',
      masked_cc_no: '5528 79** **** 9876',
      name: 'Bonus Kartım',
      expires_on: '2028-12-31',
      is_active: true,
      payment_count: 6,
      subscription_count: 1,
      settle_day: 5,
    });
    const exported = await t.call(t.admin, 'GET', `/api-super-admin/user-cards?user_id=${s.userId}&export=1`);
    expect(exported.statusCode, exported.body).toBe(200);
  });

  it('lists a user’s sessions by last use with platform and mobile flag', async () => {
    const stamp = (minutes: number | null) =>
      minutes === null ? null : new Date(Date.now() - minutes * 60_000).toISOString();
    const session = (name: string, lastUsed: number | null, mobile: number, platform: string | null) =>
      t.db
        .insertInto('personal_access_tokens')
        .values({
          user_id: s.userId,
          name,
          token_hash: `hash-${name}`,
          is_mobile: mobile,
          platform,
          last_used_at: stamp(lastUsed),
          expires_at: null,
          created_at: stamp(100) as string,
        })
        .execute();
    await session('iPhone 15', 30, 1, 'ios');
    await session('Chrome', 5, 0, null);
    await session('Yeni Cihaz', null, 1, 'android');
    const { data } = await list('tokens');
    expect(data.map((r) => r.name)).toEqual(['Chrome', 'iPhone 15', 'Yeni Cihaz']);
    expect(data[1]).toMatchObject({ is_mobile: true, platform: 'ios' });
    expect(JSON.stringify(data)).not.toContain('hash-');
  });

  it('searches each list, Turkish-folded, within the user’s rows only', async () => {
    const ids = async (path: string, words: string) =>
      (await list(path, `&query=${encodeURIComponent(words)}`)).data.map((r) => r.id);
    // Notifications: the whole text (past the 100 characters shown), the complex, the batch's subject; every word.
    expect(await ids('notifications', 'KESİNTİ')).toEqual([s.notifications[1]]);
    expect(await ids('notifications', 'İyi günler')).toEqual([s.notifications[0]]);
    expect(await ids('notifications', 'ocak')).toEqual([s.notifications[0]]);
    expect(await ids('notifications', 'toplantı LALE')).toEqual([s.notifications[2]]);
    expect(await ids('notifications', 'menekşe')).toEqual([s.notifications[1]]);
    expect(await ids('notifications', 'başkasına')).toEqual([]);
    expect(await ids('residents', 'demir')).toEqual([s.residents.inMenekse]);
    // Subscriptions: complex, block, card name and number, provider.
    expect(await ids('subscriptions', 'MENEKŞE')).toEqual([s.subscriptions.subMenekse]);
    expect(await ids('subscriptions', 'blok')).toEqual([s.subscriptions.subLale]);
    expect(await ids('subscriptions', 'bonus 9876')).toEqual([s.subscriptions.subLale]);
    expect(await ids('subscriptions', 'İYZİCO')).toHaveLength(2);
    // Cards: name, number as shown, provider.
    expect(await ids('user-cards', 'kartım')).toEqual([s.cards.bonus]);
    expect(await ids('user-cards', 'KART')).toHaveLength(2);
    expect(await ids('user-cards', '5528 79**')).toEqual([s.cards.bonus]);
    expect(await ids('user-cards', 'param')).toEqual([]);
    // A number stored in full is found by the digits the answer shows, never by those it hides.
    const stored = await t.db
      .insertInto('user_cards')
      .values({
        user_id: s.userId,
        masked_cc_no: '5400 1234 5678 9012',
        name: 'Tam Numara',
        created_at: '2026-01-04T08:00:00.000Z',
        updated_at: '2026-01-04T08:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await ids('user-cards', '9012')).toEqual([stored.id]);
    expect(await ids('user-cards', '540012')).toEqual([stored.id]);
    expect(await ids('user-cards', '5678')).toEqual([]);
    expect(await ids('user-cards', '1234')).toEqual([]);
    // Sessions: device and platform.
    const sessions = async (words: string) =>
      (await list('tokens', `&query=${encodeURIComponent(words)}`)).data.map((r) => r.name);
    expect(await sessions('İPHONE')).toEqual(['iPhone 15']);
    expect(await sessions('android')).toEqual(['Yeni Cihaz']);
    expect(await sessions('yok böyle')).toEqual([]);
  });

  it('refuses a missing or unknown user in Turkish, and every list to a manager', async () => {
    for (const path of ['notifications', 'residents', 'subscriptions', 'user-cards']) {
      const missing = await t.call(t.admin, 'GET', `/api-super-admin/${path}`);
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors.user_id).toEqual(['Kullanıcı seçin.']);
      const unknown = await t.call(t.admin, 'GET', `/api-super-admin/${path}?user_id=999999`);
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors.user_id).toEqual(['Seçilen kullanıcı bulunamadı.']);
      const junk = await t.call(t.admin, 'GET', `/api-super-admin/${path}?user_id=abc`);
      expect(junk.statusCode).toBe(422);
      const denied = await t.call(manager, 'GET', `/api-super-admin/${path}?user_id=${s.userId}`);
      expect(denied.statusCode).toBe(403);
    }
    // The stranger sees only their own.
    const theirs = await t.call(t.admin, 'GET', `/api-super-admin/residents?user_id=${s.strangerId}`);
    expect((theirs.json() as Page).data.map((r) => r.id)).toEqual([s.residents.other]);
  });
});
