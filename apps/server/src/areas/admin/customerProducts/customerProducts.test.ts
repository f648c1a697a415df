import { adminCustomerProductMessages as messages } from '@site/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayInTurkey } from '../../../http/clock';
import { exportedSheet } from '../../../test/exportedFiles';
import { testDbKinds } from '../../../test/testDb';
import { insertCustomer, insertProduct, logCount, useCustomerLinks } from '../customerClusters/customerLinks.fixtures';
import { dayBefore } from './customerProducts.service';

type Held = {
  id: number;
  customer_id: number;
  customer_name: string;
  product_id: number;
  product_name: string;
  starts_on: string;
  ends_on: string | null;
  amount: number;
  is_yearly: boolean;
  is_active: boolean;
};
const PATH = '/api-super-admin/customer-products';

/** A day `days` from today, 'YYYY-MM-DD'. */
const fromToday = (days: number) => {
  const date = new Date(`${todayInTurkey()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe.each(testDbKinds)('super administrator › customer products on %s', (kind) => {
  const t = useCustomerLinks(kind);
  let anadolu = 0;
  let bogazici = 0;
  let ceylan = 0;
  let temel = 0;
  let premium = 0;

  const post = (body: Record<string, unknown>, token = t.admin) => t.call(token, 'POST', PATH, body);
  const list = async (query: string) => {
    const res = await t.call(t.admin, 'GET', `${PATH}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Held[]; meta: { total: number } };
  };
  const held = async (id: number) => (await t.call(t.admin, 'GET', `${PATH}/${id}`)).json().data as Held;

  beforeAll(async () => {
    anadolu = await insertCustomer(t.db, 'Anadolu Yönetim');
    bogazici = await insertCustomer(t.db, 'Boğaziçi Yönetim');
    ceylan = await insertCustomer(t.db, 'Ceylan Yönetim');
    temel = await insertProduct(t.db, 'Temel Paket');
    premium = await insertProduct(t.db, 'Premium Paket', 2_500, 25_000);
  });

  it('gives a product to a customer, amount per house in lira, and lists it as active', async () => {
    const res = await post({
      customer_id: anadolu,
      product_id: temel,
      starts_on: '2024-01-01',
      ends_on: '2099-12-12',
      amount: 12.5,
      is_yearly: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().meta.warnings).toEqual([]);
    expect(res.json().data).toEqual([
      {
        id: expect.any(Number),
        customer_id: anadolu,
        customer_name: 'Anadolu Yönetim',
        product_id: temel,
        product_name: 'Temel Paket',
        starts_on: '2024-01-01',
        ends_on: '2099-12-12',
        amount: 12.5,
        is_yearly: false,
        is_active: true,
      },
    ]);
    const row = await t.db
      .selectFrom('customer_products')
      .select('amount')
      .where('id', '=', res.json().data[0].id)
      .executeTakeFirstOrThrow();
    expect(row.amount).toBe(1_250);
  });

  it('ends the running products of every chosen customer in one bulk create, and says which in warnings', async () => {
    // Boğaziçi holds Temel since 2025, Ceylan nothing yet.
    const first = await post({
      customer_ids: [bogazici],
      product_id: temel,
      starts_on: '2025-01-01',
      ends_on: '2099-12-12',
      amount: 10,
      is_yearly: false,
    });
    expect(first.statusCode, first.body).toBe(201);
    const [anadoluTemel] = (await list(`customer_id=${anadolu}`)).data;
    const [bogaziciTemel] = first.json().data as Held[];
    const before = await logCount(t.db);

    const startsOn = fromToday(10);
    const bulk = await post({
      customer_ids: [anadolu, bogazici, ceylan],
      product_id: premium,
      starts_on: startsOn,
      ends_on: '2099-12-12',
      amount: 250,
      is_yearly: true,
    });
    expect(bulk.statusCode, bulk.body).toBe(201);
    const created = bulk.json().data as Held[];
    expect(created.map((r) => [r.customer_id, r.product_name, r.is_yearly, r.amount, r.is_active])).toEqual([
      [anadolu, 'Premium Paket', true, 250, true],
      [bogazici, 'Premium Paket', true, 250, true],
      [ceylan, 'Premium Paket', true, 250, true],
    ]);
    const endsOn = dayBefore(startsOn);
    expect(bulk.json().meta.warnings).toEqual([
      messages.ended('Anadolu Yönetim', 'Temel Paket', endsOn),
      messages.ended('Boğaziçi Yönetim', 'Temel Paket', endsOn),
    ]);
    expect((await held(anadoluTemel.id)).ends_on).toBe(endsOn);
    expect((await held(bogaziciTemel.id)).ends_on).toBe(endsOn);
    // Two ended, three created.
    expect(await logCount(t.db)).toBe(before + 5);
  });

  it('refuses the whole bulk create when a chosen customer has a product starting on or after the new start', async () => {
    const before = await logCount(t.db);
    const res = await post({
      customer_ids: [ceylan, anadolu],
      product_id: temel,
      starts_on: fromToday(5),
      ends_on: '2099-12-12',
      amount: 1,
      is_yearly: false,
    });
    expect(res.statusCode).toBe(422);
    // Ceylan's premium starts in 10 days, after the new start: nothing is written, not even for Anadolu.
    expect(res.json().errors.starts_on).toEqual([
      messages.laterProduct('Ceylan Yönetim', 'Premium Paket', fromToday(10)),
    ]);
    expect(await logCount(t.db)).toBe(before);
    expect((await list(`customer_id=${anadolu}&per_page=100`)).meta.total).toBe(2);
  });

  it('lists active products by default filter, passive ones too without it, ends first; by customer or by product', async () => {
    // A product that ended long ago (a new one cannot start before Ceylan's premium: written as the past left it).
    const old = await t.db
      .insertInto('customer_products')
      .values({
        customer_id: ceylan,
        product_id: temel,
        starts_on: '2020-01-01',
        ends_on: '2020-12-31',
        amount: 500,
        created_at: '2020-01-01T00:00:00.000Z',
        updated_at: '2020-01-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await held(Number(old.id))).is_active).toBe(false);
    const active = await list(`customer_id=${ceylan}&is_active=1`);
    expect(active.data.map((r) => r.product_name)).toEqual(['Premium Paket']);
    const all = await list(`customer_id=${ceylan}`);
    expect(all.data.map((r) => r.ends_on)).toEqual(['2020-12-31', '2099-12-12']);
    const passive = await list(`customer_id=${ceylan}&is_active=0`);
    expect(passive.data.map((r) => r.id)).toEqual([Number(old.id)]);
    const ofPremium = await list(`product_id=${premium}&order_by=customer_name&order=desc`);
    expect(ofPremium.data.map((r) => r.customer_name)).toEqual([
      'Ceylan Yönetim',
      'Boğaziçi Yönetim',
      'Anadolu Yönetim',
    ]);
    expect(
      (await list(`product_id=${premium}&query=${encodeURIComponent('BOĞAZİÇİ')}`)).data.map((r) => r.customer_id),
    ).toEqual([bogazici]);
    expect((await t.call(t.admin, 'GET', `${PATH}?order_by=amount; drop`)).statusCode).toBe(422);
  });

  it('locks the start date of an active product, edits the rest, and refuses an overlap', async () => {
    const [current] = (await list(`customer_id=${anadolu}&product_id=${premium}`)).data;
    const body = {
      customer_id: anadolu,
      product_id: premium,
      starts_on: current.starts_on,
      ends_on: '2098-12-31',
      amount: 300,
      is_yearly: true,
    };
    // Starting in ten days, it counts as active: its start stays.
    const locked = await t.call(t.admin, 'PUT', `${PATH}/${current.id}`, { ...body, starts_on: fromToday(20) });
    expect(locked.statusCode).toBe(422);
    expect(locked.json().errors.starts_on).toEqual([messages.startLocked]);
    expect((await held(current.id)).starts_on).toBe(current.starts_on);
    const saved = await t.call(t.admin, 'PUT', `${PATH}/${current.id}`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ ends_on: '2098-12-31', amount: 300 });

    // Temel runs until the day before premium starts; stretching it onto premium is refused.
    const [temelHeld] = (await list(`customer_id=${anadolu}&product_id=${temel}`)).data;
    const temelBody = {
      customer_id: anadolu,
      product_id: temel,
      starts_on: temelHeld.starts_on,
      ends_on: fromToday(30),
      amount: 12.5,
      is_yearly: false,
    };
    const overlap = await t.call(t.admin, 'PUT', `${PATH}/${temelHeld.id}`, temelBody);
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().errors.ends_on[0]).toContain('Premium Paket');
    expect((await held(temelHeld.id)).ends_on).toBe(temelHeld.ends_on);
    const repriced = await t.call(t.admin, 'PUT', `${PATH}/${temelHeld.id}`, {
      ...temelBody,
      ends_on: temelHeld.ends_on,
      amount: 14,
    });
    expect(repriced.statusCode, repriced.body).toBe(200);
    expect(repriced.json().data).toMatchObject({ amount: 14, ends_on: temelHeld.ends_on });
  });

  it('says in Turkish what is missing or wrong, and writes nothing', async () => {
    const before = await logCount(t.db);
    const empty = await post({});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject({
      customer_id: ['Zorunlu alan'],
      product_id: ['Zorunlu alan'],
      starts_on: ['Zorunlu alan'],
      ends_on: ['Zorunlu alan'],
      amount: ['Zorunlu alan'],
      is_yearly: ['Zorunlu alan'],
    });
    const base = {
      customer_id: ceylan,
      product_id: temel,
      starts_on: '2031-01-01',
      ends_on: '2031-12-31',
      is_yearly: false,
    };
    const noCustomer = await post({ ...base, customer_id: undefined, amount: 1 });
    expect(noCustomer.json().errors.customer_id).toEqual(['Zorunlu alan']);
    const tooMuch = await post({ ...base, amount: 1_000_000 });
    expect(tooMuch.json().errors.amount).toEqual(['En fazla 999.999,99 değerini girebilirsiniz.']);
    const negative = await post({ ...base, amount: -1 });
    expect(negative.json().errors.amount).toEqual(['En az 0,00 değerini girebilirsiniz.']);
    const reversed = await post({ ...base, amount: 1, ends_on: '2030-12-31' });
    expect(reversed.json().errors.ends_on).toEqual(['01.01.2031 tarihinden sonra olmalıdır']);
    const noCustomers = await post({ ...base, customer_id: undefined, customer_ids: [], amount: 1 });
    expect(noCustomers.json().errors.customer_ids).toEqual(['Zorunlu alan']);
    const unknownCustomer = await post({ ...base, customer_id: undefined, customer_ids: [ceylan, 999_999], amount: 1 });
    expect(unknownCustomer.statusCode).toBe(422);
    expect(unknownCustomer.json().errors.customer_ids).toEqual(['Öğe bulunamadı.']);
    const unknownProduct = await post({ ...base, product_id: 999_999, amount: 1 });
    expect(unknownProduct.json().errors.product_id).toEqual(['Öğe bulunamadı.']);
    expect(await logCount(t.db)).toBe(before);
  });

  it('exports the list as the screen shows it, every page', async () => {
    const answer = await t.call(t.admin, 'GET', `${PATH}?product_id=${premium}&per_page=1&export=1&export_type=xlsx`);
    const cells = JSON.stringify((await exportedSheet(t.app, answer)).getSheetValues());
    for (const text of ['Müşteri', 'BB Başına Tutar', 'Anadolu Yönetim', 'Boğaziçi Yönetim', 'Ceylan Yönetim']) {
      expect(cells).toContain(text);
    }
  });

  it('removes a product, in the action log', async () => {
    const [old] = (await list(`customer_id=${ceylan}&is_active=0`)).data;
    const before = await logCount(t.db);
    expect((await t.call(t.admin, 'DELETE', `${PATH}/${old.id}`)).statusCode).toBe(200);
    expect((await t.call(t.admin, 'GET', `${PATH}/${old.id}`)).statusCode).toBe(404);
    expect(await logCount(t.db)).toBe(before + 1);
  });

  it('is for super administrators only: a manager gets 403 on every route', async () => {
    const body = {
      customer_id: ceylan,
      product_id: temel,
      starts_on: '2040-01-01',
      ends_on: '2040-12-31',
      amount: 1,
      is_yearly: false,
    };
    for (const [method, url] of [
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
