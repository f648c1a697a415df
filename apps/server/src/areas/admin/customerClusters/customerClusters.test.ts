import { adminCustomerClusterMessages, adminCustomerLinkDay } from '@site/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportedSheet } from '../../../test/exportedFiles';
import { testDbKinds } from '../../../test/testDb';
import { insertCustomer, logCount, useCustomerLinks } from './customerLinks.fixtures';

type Link = {
  id: number;
  customer_id: number;
  cluster_id: number;
  cluster_name: string;
  cluster_is_active: boolean;
  is_active: boolean;
  house_count: number;
  starts_on: string;
  ends_on: string | null;
};
const PATH = '/api-super-admin/customer-clusters';

describe.each(testDbKinds)('super administrator › customer complexes on %s', (kind) => {
  const t = useCustomerLinks(kind);
  let anadolu = 0;
  let bogazici = 0;
  const houses: Record<string, number> = {};
  let marmaraLink = 0;

  const post = (body: Record<string, unknown>, token = t.admin) => t.call(token, 'POST', PATH, body);
  const list = async (query: string) => {
    const res = await t.call(t.admin, 'GET', `${PATH}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Link[]; meta: { total: number; totals: Record<string, number> } };
  };

  beforeAll(async () => {
    anadolu = await insertCustomer(t.db, 'Anadolu Yönetim');
    bogazici = await insertCustomer(t.db, 'Boğaziçi Yönetim');
    for (const [name, id] of Object.entries(t.clusters)) {
      const row = await t.db
        .selectFrom('houses')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('cluster_id', '=', id)
        .where('is_active', '=', 1)
        .executeTakeFirstOrThrow();
      houses[name] = Number(row.n);
    }
    // The demo's own customer runs both complexes: these tests start from complexes nobody holds.
    await t.db.deleteFrom('customer_clusters').execute();
    // Marmara is passive, so the default sort (complex status, active first) shows.
    await t.db.updateTable('clusters').set({ is_active: 0 }).where('id', '=', t.clusters.Marmara).execute();
  });

  it('adds complexes to a customer and lists them with status, houses and footer totals, active complexes first', async () => {
    const before = await logCount(t.db);
    const marmara = await post({ customer_id: anadolu, cluster_id: t.clusters.Marmara, starts_on: '2024-01-01' });
    expect(marmara.statusCode, marmara.body).toBe(201);
    marmaraLink = marmara.json().data.id;
    const yesil = await post({
      customer_id: anadolu,
      cluster_id: t.clusters.Yeşilvadi,
      starts_on: '2023-01-01',
      ends_on: '2023-12-31',
    });
    expect(yesil.statusCode, yesil.body).toBe(201);
    expect(yesil.json().data).toMatchObject({
      customer_id: anadolu,
      cluster_name: expect.stringMatching(/^Yeşilvadi/),
      cluster_is_active: true,
      // Removed at the end of 2023: not the customer's complex today.
      is_active: false,
      house_count: houses.Yeşilvadi,
      starts_on: '2023-01-01',
      ends_on: '2023-12-31',
    });
    expect(await logCount(t.db)).toBe(before + 2);

    const { data, meta } = await list(`customer_id=${anadolu}`);
    expect(data.map((r) => r.cluster_id)).toEqual([t.clusters.Yeşilvadi, t.clusters.Marmara]);
    expect(data[1]).toMatchObject({ cluster_is_active: false, is_active: true, ends_on: null });
    expect(meta.total).toBe(2);
    expect(meta.totals).toEqual({ house_count: houses.Yeşilvadi + houses.Marmara, count: 2 });

    const byHouses = await list(`customer_id=${anadolu}&order_by=house_count&order=asc`);
    const counts = byHouses.data.map((r) => r.house_count);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    const bad = await t.call(t.admin, 'GET', `${PATH}?order_by=customers.name`);
    expect(bad.statusCode).toBe(422);
    // Another customer has none.
    expect((await list(`customer_id=${bogazici}`)).meta).toMatchObject({
      total: 0,
      totals: { house_count: 0, count: 0 },
    });
  });

  it('refuses a complex another customer, or the same one, holds over an overlapping period, naming the holder', async () => {
    const before = await logCount(t.db);
    const taken = await post({ customer_id: bogazici, cluster_id: t.clusters.Marmara, starts_on: '2025-06-01' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.cluster_id).toEqual([
      adminCustomerClusterMessages.taken('Anadolu Yönetim', '2024-01-01', null),
    ]);
    expect(taken.json().errors.cluster_id[0]).toContain('Anadolu Yönetim');
    const twice = await post({ customer_id: anadolu, cluster_id: t.clusters.Marmara, starts_on: '2020-01-01' });
    expect(twice.statusCode).toBe(422);
    // Before the holder's period, or after a closed one, the complex is free.
    const earlier = await post({
      customer_id: bogazici,
      cluster_id: t.clusters.Marmara,
      starts_on: '2022-01-01',
      ends_on: '2023-12-31',
    });
    expect(earlier.statusCode, earlier.body).toBe(201);
    const after = await post({ customer_id: bogazici, cluster_id: t.clusters.Yeşilvadi, starts_on: '2024-01-01' });
    expect(after.statusCode, after.body).toBe(201);
    // Moving the earlier one into the holder's period is refused too, and changes nothing.
    const moved = await t.call(t.admin, 'PUT', `${PATH}/${earlier.json().data.id}`, {
      customer_id: bogazici,
      cluster_id: t.clusters.Marmara,
      starts_on: '2022-01-01',
      ends_on: '2024-01-01',
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors.cluster_id[0]).toContain('Anadolu Yönetim');
    const unchanged = await t.call(t.admin, 'GET', `${PATH}/${earlier.json().data.id}`);
    expect(unchanged.json().data.ends_on).toBe('2023-12-31');
    expect(await logCount(t.db)).toBe(before + 2);
  });

  it('exports the customer’s complexes with the footer totals', async () => {
    const answer = await t.call(t.admin, 'GET', `${PATH}?customer_id=${anadolu}&export=1&export_type=xlsx`);
    const cells = JSON.stringify((await exportedSheet(t.app, answer)).getSheetValues());
    for (const text of ['TYA', 'Kaldırma', 'Yeşilvadi', 'Marmara']) expect(cells).toContain(text);
  });

  it('edits and removes a link, each in the action log', async () => {
    const edited = await t.call(t.admin, 'PUT', `${PATH}/${marmaraLink}`, {
      customer_id: anadolu,
      cluster_id: t.clusters.Marmara,
      starts_on: '2024-01-01',
      ends_on: '2099-12-12',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ ends_on: '2099-12-12', is_active: true });
    const log = await t.db
      .selectFrom('action_logs')
      .selectAll()
      .where('entity_type', '=', 'customer_cluster')
      .where('entity_id', '=', marmaraLink)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log.action_type_id).toBe(2);
    expect(JSON.parse(log.new_values ?? '{}')).toMatchObject({ ends_on: '2099-12-12' });

    const removed = await t.call(t.admin, 'DELETE', `${PATH}/${marmaraLink}`);
    expect(removed.statusCode).toBe(200);
    expect((await t.call(t.admin, 'GET', `${PATH}/${marmaraLink}`)).statusCode).toBe(404);
    expect((await t.call(t.admin, 'DELETE', `${PATH}/${marmaraLink}`)).statusCode).toBe(404);
  });

  it('says in Turkish what is missing or wrong, and writes nothing', async () => {
    const before = await logCount(t.db);
    const empty = await post({ customer_id: anadolu });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject({ cluster_id: ['Zorunlu alan'], starts_on: ['Zorunlu alan'] });
    const reversed = await post({
      customer_id: anadolu,
      cluster_id: t.clusters.Marmara,
      starts_on: '2030-05-10',
      ends_on: '2030-05-09',
    });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.ends_on).toEqual([
      `${adminCustomerLinkDay('2030-05-10')} tarihinden sonra olmalıdır`,
    ]);
    const unknownCustomer = await post({
      customer_id: 999_999,
      cluster_id: t.clusters.Marmara,
      starts_on: '2030-01-01',
    });
    expect(unknownCustomer.statusCode).toBe(422);
    expect(unknownCustomer.json().errors.customer_id).toEqual(['Öğe bulunamadı.']);
    const unknownCluster = await post({ customer_id: anadolu, cluster_id: 999_999, starts_on: '2030-01-01' });
    expect(unknownCluster.json().errors.cluster_id).toEqual(['Öğe bulunamadı.']);
    expect(await logCount(t.db)).toBe(before);
  });

  it('picks any complex of the system by name or company, with its company and active houses', async () => {
    const res = await t.call(t.admin, 'GET', '/api-super-admin/clusters?per_page=1000&query=marmara');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        id: t.clusters.Marmara,
        company_id: t.companyId,
        company_name: expect.any(String),
        is_active: false,
        house_count: houses.Marmara,
      }),
    ]);
    const ofCompany = await t.call(t.admin, 'GET', `/api-super-admin/clusters?company_id=${t.companyId}`);
    expect(ofCompany.json().meta.total).toBe(Object.keys(t.clusters).length);
    expect((await t.call(t.admin, 'GET', '/api-super-admin/clusters?company_id=999999')).json().meta.total).toBe(0);
  });

  it('is for super administrators only: a manager gets 403 on every route', async () => {
    const body = { customer_id: anadolu, cluster_id: t.clusters.Yeşilvadi, starts_on: '2031-01-01' };
    for (const [method, url] of [
      ['GET', '/api-super-admin/clusters'],
      ['GET', PATH],
      ['GET', `${PATH}/1`],
      ['POST', PATH],
      ['PUT', `${PATH}/1`],
      ['DELETE', `${PATH}/1`],
    ] as const) {
      const res = await t.call(t.manager, method, url, method === 'POST' || method === 'PUT' ? body : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe('Bunu yapmaya yetkili değilsiniz.');
    }
  });
});
