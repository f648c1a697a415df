import { beforeAll, describe, expect, it } from 'vitest';
import { todayInTurkey } from '../../../http/clock';
import { testDbKinds } from '../../../test/testDb';
import { signInAs, useDemoAdmin } from '../users/users.fixtures';
import { createAppUser, createCustomer, multipart, PNG, uploadImage } from './adverts.fixtures';

type Click = {
  id: number;
  user_name: string | null;
  resident_name: string | null;
  is_active: boolean;
  created_at: string;
};

const shift = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The residents' app side: which adverts a signed-in user sees (targeting and dates), a click recorded for the
 * user and their resident, and the super administrator's clicks list (spec §2 'Advert clicks').
 */
describe.each(testDbKinds)('advert targeting and clicks on %s', (kind) => {
  const t = useDemoAdmin(kind);
  let own: { id: number; name: string };
  let other: { id: number; name: string };
  let resident: { userId: number; residentId: number | null; token: string };
  let stranger: { userId: number; residentId: number | null; token: string };
  let lonely: { userId: number; residentId: number | null; token: string };
  const ids: Record<string, number> = {};

  const create = async (title: string, changes: Record<string, unknown>) => {
    const res = await t.call(t.admin, 'POST', '/api-super-admin/adverts', {
      title,
      target_type: 'all',
      starts_on: shift(-5),
      ends_on: shift(5),
      is_active: true,
      ...changes,
    });
    expect(res.statusCode, res.body).toBe(201);
    ids[title] = res.json().data.id;
  };
  const seen = async (token: string) => {
    const res = await t.call(token, 'GET', '/adverts');
    expect(res.statusCode, res.body).toBe(200);
    // Only this test's adverts: the demo data may hold one to everyone.
    return (res.json().data as { title: string }[])
      .map((a) => a.title)
      .filter((title) => title in ids)
      .sort();
  };
  const clicks = async (query: string) => {
    const res = await t.call(t.admin, 'GET', `/api-super-admin/advert-clicks?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Click[]; meta: { total: number } };
  };

  beforeAll(async () => {
    const clusters = await t.db.selectFrom('clusters').select(['id', 'name']).orderBy('id').execute();
    [own, other] = clusters;
    const customer = await createCustomer(t.db, 'Yeşil Müşteri', [own.id]);
    await createCustomer(t.db, 'Başka Müşteri', [other.id]);
    const otherCustomer = (
      await t.db.selectFrom('customers').select('id').where('name', '=', 'Başka Müşteri').executeTakeFirstOrThrow()
    ).id;
    resident = await createAppUser(t.db, t.app, 'sakin@uygulama.test', own.id);
    stranger = await createAppUser(t.db, t.app, 'komsu@uygulama.test', other.id);
    lonely = await createAppUser(t.db, t.app, 'yalniz@uygulama.test', null);
    const image = (await uploadImage(t.app, t.admin, multipart('ilan.png', PNG, 'image/png'))).json().data.image_file;
    await create('Herkese', { image_file: image });
    await create('Müşteriye', { target_type: 'customers', customer_ids: [customer] });
    await create('Başka müşteriye', { target_type: 'customers', customer_ids: [otherCustomer] });
    await create('Siteye', { target_type: 'clusters', cluster_ids: [own.id] });
    await create('Başka siteye', { target_type: 'clusters', cluster_ids: [other.id] });
    await create('Pasif', { is_active: false });
    await create('Gelecek', { starts_on: shift(3) });
    await create('Bitmiş', { starts_on: shift(-10), ends_on: shift(-1) });
    await create('Bugün biten', { starts_on: todayInTurkey(), ends_on: todayInTurkey() });
  });

  it('shows a user the running adverts to everyone, their customer and their complex only', async () => {
    expect(await seen(resident.token)).toEqual(['Bugün biten', 'Herkese', 'Müşteriye', 'Siteye']);
    expect(await seen(stranger.token)).toEqual(['Başka müşteriye', 'Başka siteye', 'Bugün biten', 'Herkese']);
    expect(await seen(lonely.token)).toEqual(['Bugün biten', 'Herkese']);
    const listed = (await t.call(resident.token, 'GET', '/adverts')).json().data as {
      id: number;
      image_url: string | null;
    }[];
    const all = listed.find((a) => a.id === ids.Herkese);
    expect(all?.image_url).toBe(`/api/adverts/${ids.Herkese}/image`);
    const image = await t.app.inject({
      method: 'GET',
      url: all?.image_url ?? '',
      headers: { authorization: `Bearer ${resident.token}` },
    });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect((await t.call(resident.token, 'GET', `/adverts/${ids['Başka siteye']}/image`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/adverts' })).statusCode).toBe(401);
  });

  it('records a click for the user and their resident; an advert not shown to them is a 404', async () => {
    const click = await t.call(resident.token, 'POST', `/adverts/${ids.Siteye}/clicks`);
    expect(click.statusCode, click.body).toBe(201);
    expect(click.json().data).toMatchObject({ advert_id: ids.Siteye, resident_id: resident.residentId });
    const byCustomer = await t.call(resident.token, 'POST', `/adverts/${ids.Müşteriye}/clicks`);
    expect(byCustomer.json().data.resident_id).toBe(resident.residentId);
    expect((await t.call(lonely.token, 'POST', `/adverts/${ids.Herkese}/clicks`)).json().data.resident_id).toBeNull();
    await t.call(resident.token, 'POST', `/adverts/${ids.Siteye}/clicks`);
    for (const title of ['Başka siteye', 'Başka müşteriye', 'Pasif', 'Gelecek', 'Bitmiş']) {
      const refused = await t.call(resident.token, 'POST', `/adverts/${ids[title]}/clicks`);
      expect(refused.statusCode, title).toBe(404);
      expect(refused.json().message).toBe('Öğe bulunamadı.');
    }
    expect((await t.call(resident.token, 'POST', '/adverts/999999/clicks')).statusCode).toBe(404);
    const stored = await t.db
      .selectFrom('advert_clicks')
      .select('id')
      .where('advert_id', 'in', Object.values(ids))
      .execute();
    expect(stored).toHaveLength(4);
  });

  it('lists an advert’s active clicks newest first with user and resident; counts them on the advert', async () => {
    const { data, meta } = await clicks(`advert_id=${ids.Siteye}`);
    expect(meta.total).toBe(2);
    expect(data[0].created_at >= data[1].created_at).toBe(true);
    expect(data[0].id).toBeGreaterThan(data[1].id);
    const residentName = (
      await t.db.selectFrom('residents').select('name').where('id', '=', resident.residentId).executeTakeFirstOrThrow()
    ).name;
    expect(data[0]).toMatchObject({
      user_name: 'Sakin sakin@uygulama.test',
      resident_name: residentName,
      is_active: true,
    });
    const advert = await t.call(t.admin, 'GET', `/api-super-admin/adverts/${ids.Siteye}`);
    expect(advert.json().data.click_count).toBe(2);
    expect((await clicks(`user_id=${resident.userId}`)).meta.total).toBe(3);
    expect((await clicks('order_by=created_at&order=asc')).data[0].id).toBeLessThan((await clicks('')).data[0].id);
  });

  it('sorts the clicks by user, resident and complex, and exports them', async () => {
    const users = async (order: 'asc' | 'desc') =>
      (await clicks(`order_by=user_name&order=${order}`)).data.map((c) => c.user_name);
    const [mine, alone] = ['Sakin sakin@uygulama.test', 'Sakin yalniz@uygulama.test'];
    expect(await users('asc')).toEqual([mine, mine, mine, alone]);
    expect(await users('desc')).toEqual([alone, mine, mine, mine]);
    for (const key of ['resident_name', 'cluster_name']) {
      expect((await clicks(`user_id=${resident.userId}&order_by=${key}&order=desc`)).meta.total).toBe(3);
    }
    const exported = await t.call(t.admin, 'GET', `/api-super-admin/advert-clicks?advert_id=${ids.Siteye}&export=1`);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json().data.url).toMatch(/^\/api\/files\//);
  });

  it('a click counted out leaves the default list and the count, and is listed with is_active=false', async () => {
    const [latest] = (await clicks(`advert_id=${ids.Siteye}`)).data;
    const res = await t.call(t.admin, 'PUT', `/api-super-admin/advert-clicks/${latest.id}`, { is_active: false });
    expect(res.statusCode, res.body).toBe(200);
    expect((await clicks(`advert_id=${ids.Siteye}`)).data.map((c) => c.id)).not.toContain(latest.id);
    expect((await clicks(`advert_id=${ids.Siteye}&is_active=false`)).data.map((c) => c.id)).toEqual([latest.id]);
    expect((await t.call(t.admin, 'GET', `/api-super-admin/adverts/${ids.Siteye}`)).json().data.click_count).toBe(1);
    const listed = (await t.call(t.admin, 'GET', '/api-super-admin/adverts?order_by=click_count&order=desc')).json()
      .data;
    expect(listed[0].click_count).toBe(1);
    const manager = (await signInAs(t.app, 'yonetici@demo.test')).token;
    expect(
      (await t.call(manager, 'PUT', `/api-super-admin/advert-clicks/${latest.id}`, { is_active: true })).statusCode,
    ).toBe(403);
    const log = await t.db
      .selectFrom('action_logs')
      .select('action_type_id')
      .where('entity_type', '=', 'advert_click')
      .execute();
    expect(log.map((l) => l.action_type_id)).toEqual([2]);
  });
});
