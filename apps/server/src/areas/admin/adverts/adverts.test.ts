import { beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '../../../test/testDb';
import { signInAs, useDemoAdmin } from '../users/users.fixtures';
import { createCustomer, multipart, PNG, uploadImage } from './adverts.fixtures';

type Advert = {
  id: number;
  title: string;
  image_file: string | null;
  target_type: string;
  customer_ids: number[];
  cluster_ids: number[];
  target_names: string;
  is_active: boolean;
  click_count: number;
};

describe.each(testDbKinds)('super administrator › adverts on %s', (kind) => {
  const t = useDemoAdmin(kind);
  let manager: string;
  let clusters: { id: number; name: string }[];
  let customerId: number;
  // Adverts the demo data may hold already: the counts below are of this test's own.
  let seeded: number;
  const MINE = new Set(['Herkese Açık İlan', 'Site İlanı (Aralık)']);

  const valid = (changes: Record<string, unknown> = {}) => ({
    title: 'Kış Lastiği Kampanyası',
    link_url: 'https://ornek.com.tr/kampanya',
    target_type: 'all',
    starts_on: '2026-11-01',
    ends_on: '2026-12-31',
    is_active: true,
    ...changes,
  });
  const create = async (changes: Record<string, unknown> = {}) => {
    const res = await t.call(t.admin, 'POST', '/api-super-admin/adverts', valid(changes));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as Advert;
  };
  const advertCount = async () => (await t.db.selectFrom('adverts').select('id').execute()).length;
  /** The list's rows made by this test, in the list's order. */
  const list = async (query = '') => {
    const res = await t.call(t.admin, 'GET', `/api-super-admin/adverts?per_page=100${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as Advert[]).filter((a) => MINE.has(a.title)).map((a) => a.title);
  };

  beforeAll(async () => {
    manager = (await signInAs(t.app, 'yonetici@demo.test')).token;
    clusters = await t.db.selectFrom('clusters').select(['id', 'name']).orderBy('id').execute();
    customerId = await createCustomer(t.db, 'Anadolu Müşteri', [clusters[0].id]);
    seeded = await advertCount();
  });

  it('answers 403 to a manager on every advert route, reads included', async () => {
    for (const [method, url, body] of [
      ['GET', '/api-super-admin/adverts'],
      ['GET', '/api-super-admin/advert-clicks'],
      ['POST', '/api-super-admin/adverts', valid()],
      ['GET', '/api-super-admin/statistics/web'],
      ['GET', '/api-super-admin/statistics/mobile'],
    ] as const) {
      const res = await t.call(manager, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe('Bunu yapmaya yetkili değilsiniz.');
    }
    expect(await advertCount()).toBe(seeded);
  });

  it('refuses invalid adverts field by field in Turkish and writes nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '' }, 'title', 'Zorunlu alan'],
      [{ title: 'x'.repeat(101) }, 'title', 'En fazla 100 karakter yazabilirsiniz.'],
      [
        { link_url: 'ftp://ornek.com' },
        'link_url',
        'Bağlantı http:// veya https:// ile başlayan geçerli bir adres olmalıdır.',
      ],
      [{ link_url: `https://ornek.com/${'a'.repeat(500)}` }, 'link_url', 'En fazla 500 karakter yazabilirsiniz.'],
      [{ starts_on: undefined }, 'starts_on', 'Zorunlu alan'],
      [{ ends_on: '2026-10-31' }, 'ends_on', '01.11.2026 tarihinden sonra olmalıdır'],
      [{ target_type: 'customers' }, 'customer_ids', 'Zorunlu alan'],
      [{ target_type: 'clusters', cluster_ids: [] }, 'cluster_ids', 'Zorunlu alan'],
      [{ target_type: 'customers', customer_ids: [customerId, 999_999] }, 'customer_ids', 'Öğe bulunamadı.'],
      [{ target_type: 'clusters', cluster_ids: [999_999] }, 'cluster_ids', 'Öğe bulunamadı.'],
      [
        { image_file: 'advert-00000000-0000-0000-0000-000000000000.png' },
        'image_file',
        'Görsel bulunamadı; lütfen yeniden yükleyin.',
      ],
      [{ image_file: '../../etc/passwd' }, 'image_file', 'Görsel bulunamadı; lütfen yeniden yükleyin.'],
    ];
    for (const [changes, field, message] of cases) {
      const res = await t.call(t.admin, 'POST', '/api-super-admin/adverts', valid(changes));
      expect(res.statusCode, JSON.stringify(changes)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(changes)).toContain(message);
    }
    expect(await advertCount()).toBe(seeded);
  });

  it('takes a PNG, JPEG or WebP image up to 2 MB by its content and serves it to super administrators', async () => {
    const fake = await uploadImage(
      t.app,
      t.admin,
      multipart('resim.png', Buffer.from('<script>alert(1)</script>'), 'image/png'),
    );
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.file).toEqual(['Sadece PNG, JPEG veya WEBP dosyası yükleyebilirsiniz.']);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await uploadImage(t.app, t.admin, multipart('buyuk.png', big, 'image/png'));
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().errors.file).toEqual(['Dosya en fazla 2 MB olabilir.']);
    expect((await uploadImage(t.app, manager, multipart('resim.png', PNG, 'image/png'))).statusCode).toBe(403);

    const res = await uploadImage(t.app, t.admin, multipart('kampanya.bin', PNG, 'application/octet-stream'));
    expect(res.statusCode, res.body).toBe(201);
    const { image_file } = res.json().data;
    expect(image_file).toMatch(/^advert-[0-9a-f-]{36}\.png$/);
    const served = await t.call(t.admin, 'GET', `/api-super-admin/adverts/images/${image_file}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await t.call(manager, 'GET', `/api-super-admin/adverts/images/${image_file}`)).statusCode).toBe(403);

    const advert = await create({ title: 'Görselli Reklam', image_file });
    expect(advert.image_file).toBe(image_file);
    // Replacing the image removes the old file.
    const next = (await uploadImage(t.app, t.admin, multipart('yeni.webp', PNG, 'image/webp'))).json().data.image_file;
    const changed = await t.call(
      t.admin,
      'PUT',
      `/api-super-admin/adverts/${advert.id}`,
      valid({ title: 'Görselli Reklam', image_file: next }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await t.call(t.admin, 'GET', `/api-super-admin/adverts/images/${image_file}`)).statusCode).toBe(404);
    expect((await t.call(t.admin, 'DELETE', `/api-super-admin/adverts/${advert.id}`)).statusCode).toBe(200);
    expect((await t.call(t.admin, 'GET', `/api-super-admin/adverts/images/${next}`)).statusCode).toBe(404);
  });

  it('creates, shows, changes and deletes adverts with their targets, each in the action log', async () => {
    const all = await create({ title: 'Herkese Açık İlan' });
    expect(all).toMatchObject({
      target_type: 'all',
      customer_ids: [],
      cluster_ids: [],
      target_names: '',
      click_count: 0,
    });
    const byCustomer = await create({
      title: 'Müşteri İlanı',
      target_type: 'customers',
      customer_ids: [customerId, customerId],
      cluster_ids: [clusters[1].id],
    });
    // Only the chosen kind of target is kept; a repeated id counts once.
    expect(byCustomer).toMatchObject({ customer_ids: [customerId], cluster_ids: [], target_names: 'Anadolu Müşteri' });
    const byCluster = await create({
      title: 'Site İlanı',
      target_type: 'clusters',
      cluster_ids: clusters.map((c) => c.id),
    });
    expect(byCluster.cluster_ids.sort()).toEqual(clusters.map((c) => c.id).sort());
    expect(byCluster.target_names.split(', ').sort()).toEqual(clusters.map((c) => c.name).sort());

    const shown = await t.call(t.admin, 'GET', `/api-super-admin/adverts/${byCluster.id}`);
    expect(shown.json().data).toMatchObject({
      title: 'Site İlanı',
      link_url: 'https://ornek.com.tr/kampanya',
      starts_on: '2026-11-01',
      ends_on: '2026-12-31',
    });

    const changed = await t.call(
      t.admin,
      'PUT',
      `/api-super-admin/adverts/${byCluster.id}`,
      valid({
        title: 'Site İlanı (Aralık)',
        target_type: 'clusters',
        cluster_ids: [clusters[1].id],
        is_active: false,
        link_url: '',
        ends_on: null,
      }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      title: 'Site İlanı (Aralık)',
      cluster_ids: [clusters[1].id],
      is_active: false,
      link_url: null,
      ends_on: null,
    });
    const refused = await t.call(
      t.admin,
      'PUT',
      `/api-super-admin/adverts/${byCluster.id}`,
      valid({ target_type: 'customers', customer_ids: [424_242] }),
    );
    expect(refused.statusCode).toBe(422);
    expect((await t.call(t.admin, 'GET', `/api-super-admin/adverts/${byCluster.id}`)).json().data.title).toBe(
      'Site İlanı (Aralık)',
    );
    expect((await t.call(t.admin, 'PUT', '/api-super-admin/adverts/999999', valid())).statusCode).toBe(404);

    const logs = await t.db
      .selectFrom('action_logs')
      .select(['entity_id', 'action_type_id', 'page_url'])
      .where('entity_type', '=', 'advert')
      .execute();
    expect(logs.filter((l) => l.entity_id === byCluster.id).map((l) => l.action_type_id)).toEqual([1, 2]);
    expect(logs[0].page_url).toBe('http://localhost/admin/users');

    expect((await t.call(t.admin, 'DELETE', `/api-super-admin/adverts/${byCustomer.id}`)).statusCode).toBe(200);
    expect((await t.call(t.admin, 'GET', `/api-super-admin/adverts/${byCustomer.id}`)).statusCode).toBe(404);
    expect(
      await t.db.selectFrom('advert_targets').selectAll().where('advert_id', '=', byCustomer.id).execute(),
    ).toEqual([]);
    const deleted = await t.db
      .selectFrom('action_logs')
      .select('action_type_id')
      .where('entity_type', '=', 'advert')
      .where('entity_id', '=', byCustomer.id)
      .execute();
    expect(deleted.map((l) => l.action_type_id)).toEqual([1, 4]);
  });

  it('lists newest first, searches the title the Turkish way, filters and sorts by the whitelist', async () => {
    expect(await list()).toEqual(['Site İlanı (Aralık)', 'Herkese Açık İlan']);
    expect(await list('&query=İLAN')).toHaveLength(2);
    expect(await list('&query=aralik')).toEqual([]);
    expect(await list('&query=ARALIK')).toEqual(['Site İlanı (Aralık)']);
    expect(await list('&is_active=false')).toEqual(['Site İlanı (Aralık)']);
    expect(await list('&target_type=all')).toEqual(['Herkese Açık İlan']);
    expect(await list('&order_by=title&order=asc')).toEqual(['Herkese Açık İlan', 'Site İlanı (Aralık)']);
    expect(await list('&order_by=click_count&order=desc')).toHaveLength(2);
    const bad = await t.call(t.admin, 'GET', '/api-super-admin/adverts?order_by=image_file');
    expect(bad.statusCode).toBe(422);
    const exported = await t.call(t.admin, 'GET', '/api-super-admin/adverts?export=1&export_type=xlsx');
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json().data.url).toMatch(/^\/api\/files\//);
  });
});
