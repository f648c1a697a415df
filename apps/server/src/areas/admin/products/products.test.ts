import { beforeAll, describe, expect, it } from 'vitest';
import { exportedSheet } from '../../../test/exportedFiles';
import { testDbKinds } from '../../../test/testDb';
import {
  clearSaasDemo,
  countOf,
  dayFromToday,
  expect422,
  expectAllForbidden,
  insertCustomer,
  insertCustomerProduct,
} from '../customers/crm.fixtures';
import { signInAs, useDemoAdmin } from '../users/users.fixtures';

const PATH = '/api-super-admin/products';
const valid = {
  name: 'Site Yönetim Paketi',
  invoice_description: 'Site yönetim yazılımı hizmet bedeli',
  monthly_price_per_house: 12.5,
  yearly_price_per_house: 125,
};

type Product = {
  id: number;
  name: string;
  monthly_price_per_house: number;
  yearly_price_per_house: number;
  is_available: boolean;
  customer_count: number;
};

describe.each(testDbKinds)('super administrator › products on %s', (kind) => {
  const t = useDemoAdmin(kind);
  let manager: string;

  const create = async (payload: Record<string, unknown>) => {
    const res = await t.call(t.admin, 'POST', PATH, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as Product;
  };
  const list = async (query: string) => {
    const res = await t.call(t.admin, 'GET', `${PATH}?per_page=100${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Product[]; meta: { total: number } };
  };
  const names = async (query: string) => (await list(query)).data.map((p) => p.name);

  beforeAll(async () => {
    await clearSaasDemo(t.db);
    manager = (await signInAs(t.app, 'yonetici@demo.test')).token;
  });

  it('creates a product with prices in lira (kuruş stored), available by default, and logs it', async () => {
    const logs = await countOf(t.db, 'action_logs');
    const res = await t.call(t.admin, 'POST', PATH, valid);
    expect(res.statusCode, res.body).toBe(201);
    const { data, meta } = res.json();
    expect(data).toMatchObject({ ...valid, is_available: true, customer_count: 0 });
    expect(meta.totals).toEqual({ customer_count: 0 });
    const stored = await t.db.selectFrom('products').selectAll().where('id', '=', data.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ monthly_price_per_house: 1250, yearly_price_per_house: 12500, is_available: 1 });
    expect(await countOf(t.db, 'action_logs')).toBe(logs + 1);
    const log = await t.db
      .selectFrom('action_logs')
      .selectAll()
      .where('entity_type', '=', 'product')
      .where('entity_id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(log.action_type_id).toBe(1);

    const shown = await t.call(t.admin, 'GET', `${PATH}/${data.id}`);
    expect(shown.json()).toEqual({ data: { ...data }, meta: { totals: { customer_count: 0 } } });
  });

  it('edits a product, its availability kept unless sent', async () => {
    const product = await create({ ...valid, name: 'Düzenlenecek', is_available: false });
    expect(product.is_available).toBe(false);
    const res = await t.call(t.admin, 'PUT', `${PATH}/${product.id}`, {
      ...valid,
      name: 'Düzenlendi',
      monthly_price_per_house: 999999.99,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Düzenlendi',
      monthly_price_per_house: 999999.99,
      is_available: false,
    });
    expect(res.json().meta).toEqual({ totals: { customer_count: 0 } });
    expect((await t.call(t.admin, 'PUT', `${PATH}/999999`, valid)).statusCode).toBe(404);
  });

  it('refuses each invalid field with the spec message and writes nothing', async () => {
    const before = await countOf(t.db, 'products');
    const post = (payload: Record<string, unknown>) => t.call(t.admin, 'POST', PATH, payload);
    for (const field of ['name', 'invoice_description', 'monthly_price_per_house', 'yearly_price_per_house']) {
      const { [field]: _dropped, ...rest } = valid as Record<string, unknown>;
      await expect422(post(rest), field, 'Zorunlu alan');
    }
    await expect422(post({ ...valid, name: 'x'.repeat(51) }), 'name', 'En fazla 50 karakter yazabilirsiniz.');
    await expect422(
      post({ ...valid, invoice_description: 'x'.repeat(76) }),
      'invoice_description',
      'En fazla 75 karakter yazabilirsiniz.',
    );
    await expect422(
      post({ ...valid, monthly_price_per_house: 0 }),
      'monthly_price_per_house',
      'En az 0,01 değerini girebilirsiniz.',
    );
    await expect422(
      post({ ...valid, yearly_price_per_house: 1_000_000 }),
      'yearly_price_per_house',
      'En fazla 999.999,99 değerini girebilirsiniz.',
    );
    await expect422(
      post({ ...valid, yearly_price_per_house: 1.005 }),
      'yearly_price_per_house',
      'En fazla 2 ondalık basamak girebilirsiniz.',
    );
    expect(await countOf(t.db, 'products')).toBe(before);
    // The 50th and 75th characters are allowed.
    await create({ ...valid, name: 'y'.repeat(50), invoice_description: 'z'.repeat(75) });
  });

  it('lists, searches the Turkish way, filters by availability and sorts by the whitelisted columns', async () => {
    await create({ ...valid, name: 'Çağrı Modülü', monthly_price_per_house: 3, yearly_price_per_house: 30 });
    await create({ ...valid, name: 'İcra Takibi', monthly_price_per_house: 7, yearly_price_per_house: 70 });
    await create({
      ...valid,
      name: 'Eski Paket',
      monthly_price_per_house: 5,
      yearly_price_per_house: 50,
      is_available: false,
    });
    expect(await names('&query=ÇAĞRI')).toEqual(['Çağrı Modülü']);
    expect(await names('&query=icra')).toEqual(['İcra Takibi']);
    expect(await names('&is_available=0')).toEqual(['Düzenlendi', 'Eski Paket']);
    expect(await names('&is_available=1')).not.toContain('Eski Paket');
    const byName = await names('');
    expect(byName.indexOf('Çağrı Modülü')).toBeLessThan(byName.indexOf('Düzenlendi'));
    expect(byName.indexOf('Eski Paket')).toBeLessThan(byName.indexOf('İcra Takibi'));
    const cheap = await list('&query=a&order_by=monthly_price_per_house&order=asc&is_available=1');
    const prices = cheap.data.map((p) => p.monthly_price_per_house);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect((await list('&order_by=yearly_price_per_house&order=desc')).data[0].yearly_price_per_house).toBe(125);
    expect((await list('&order_by=created_at')).meta.total).toBeGreaterThan(3);
    const bad = await t.call(t.admin, 'GET', `${PATH}?order_by=invoice_description`);
    expect(bad.statusCode).toBe(422);
    const page = await t.call(t.admin, 'GET', `${PATH}?per_page=1000&is_available=1`);
    expect(page.statusCode).toBe(200);
  });

  it('counts the customers holding the product today, in the list and in the record meta', async () => {
    const product = await create({ ...valid, name: 'Sayılan Paket' });
    const holding = await insertCustomer(t.db, 'Güncel Müşteri');
    const ended = await insertCustomer(t.db, 'Biten Müşteri');
    const future = await insertCustomer(t.db, 'Gelecek Müşteri');
    await insertCustomerProduct(t.db, { customer_id: holding, product_id: product.id, starts_on: dayFromToday(-30) });
    // Two running rows of one customer count once.
    await insertCustomerProduct(t.db, {
      customer_id: holding,
      product_id: product.id,
      starts_on: dayFromToday(-1),
      ends_on: dayFromToday(0),
    });
    await insertCustomerProduct(t.db, {
      customer_id: ended,
      product_id: product.id,
      starts_on: dayFromToday(-60),
      ends_on: dayFromToday(-1),
    });
    await insertCustomerProduct(t.db, { customer_id: future, product_id: product.id, starts_on: dayFromToday(1) });
    const shown = await t.call(t.admin, 'GET', `${PATH}/${product.id}`);
    expect(shown.json().meta).toEqual({ totals: { customer_count: 1 } });
    expect(shown.json().data.customer_count).toBe(1);
    expect((await list('&query=sayılan')).data[0].customer_count).toBe(1);
  });

  it('refuses to delete a product a customer holds (or held); deletes an unused one', async () => {
    const used = await create({ ...valid, name: 'Kullanılan' });
    const customer = await insertCustomer(t.db, 'Eski Kullanıcı');
    await insertCustomerProduct(t.db, {
      customer_id: customer,
      product_id: used.id,
      starts_on: '2025-01-01',
      ends_on: '2025-06-30',
    });
    await expect422(
      t.call(t.admin, 'DELETE', `${PATH}/${used.id}`),
      'id',
      'Bu ürün müşterilere tanımlı olduğu için silinemez.',
    );
    expect((await t.call(t.admin, 'GET', `${PATH}/${used.id}`)).statusCode).toBe(200);

    const unused = await create({ ...valid, name: 'Silinecek' });
    const res = await t.call(t.admin, 'DELETE', `${PATH}/${unused.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { deleted: true } });
    expect((await t.call(t.admin, 'GET', `${PATH}/${unused.id}`)).statusCode).toBe(404);
    const log = await t.db
      .selectFrom('action_logs')
      .select('action_type_id')
      .where('entity_type', '=', 'product')
      .where('entity_id', '=', unused.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log.action_type_id).toBe(4);
  });

  it('exports the filtered list with prices in lira', async () => {
    const answer = await t.call(t.admin, 'GET', `${PATH}?query=çağrı&export=1&export_type=xlsx`);
    const sheet = await exportedSheet(t.app, answer);
    const cells = JSON.stringify(sheet.getSheetValues());
    for (const header of ['Ürün', 'Fatura Açıklaması', 'Aylık Konut Başı Fiyat', 'Müşteri Sayısı']) {
      expect(cells).toContain(header);
    }
    expect(cells).toContain('Çağrı Modülü');
    expect(cells).not.toContain('İcra Takibi');
    expect(cells).toContain('30');
    for (const type of ['ods', 'pdf']) {
      const res = await t.call(t.admin, 'GET', `${PATH}?export=1&export_type=${type}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.url).toMatch(/^\/api\/files\//);
    }
  });

  it('answers 403 to a manager on every route and changes nothing', async () => {
    const [product] = (await list('&per_page=1')).data;
    const before = await countOf(t.db, 'products');
    await expectAllForbidden(t.call, manager, [
      ['GET', PATH],
      ['GET', `${PATH}?export=1&export_type=xlsx`],
      ['GET', `${PATH}/${product.id}`],
      ['POST', PATH, valid],
      ['PUT', `${PATH}/${product.id}`, valid],
      ['DELETE', `${PATH}/${product.id}`],
    ]);
    expect(await countOf(t.db, 'products')).toBe(before);
  });
});
