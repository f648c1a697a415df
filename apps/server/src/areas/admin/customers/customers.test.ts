import { beforeAll, describe, expect, it } from 'vitest';
import { foldTurkish } from '../../../db/turkish';
import { exportedSheet } from '../../../test/exportedFiles';
import { createCompanyWithCluster } from '../../../test/fixtures';
import { testDbKinds } from '../../../test/testDb';
import { signInAs, useDemoAdmin } from '../users/users.fixtures';
import {
  clearSaasDemo,
  countOf,
  dayFromToday,
  expect422,
  expectAllForbidden,
  insertCustomer,
  insertCustomerCluster,
  insertCustomerInvoice,
  insertCustomerPayment,
  insertCustomerProduct,
  insertProduct,
} from './crm.fixtures';

const PATH = '/api-super-admin/customers';
type Customer = Record<string, unknown> & { id: number; name: string };

describe.each(testDbKinds)('super administrator › customers on %s', (kind) => {
  const t = useDemoAdmin(kind);
  let manager: string;
  let anadolu: number;
  let supplier: number;
  let groupId: number;

  const post = (payload: Record<string, unknown>) => t.call(t.admin, 'POST', PATH, payload);
  const create = async (payload: Record<string, unknown>) => {
    const res = await post(payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as Customer;
  };
  const list = async (query: string) => {
    const res = await t.call(t.admin, 'GET', `${PATH}?per_page=1000${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Customer[]; meta: { total: number } };
  };
  const names = async (query: string) => (await list(query)).data.map((c) => c.name);

  beforeAll(async () => {
    await clearSaasDemo(t.db);
    manager = (await signInAs(t.app, 'yonetici@demo.test')).token;
    const company = await t.db
      .selectFrom('companies')
      .select('id')
      .where('name', '=', 'Anadolu Site Yönetim Hizmetleri A.Ş.')
      .executeTakeFirstOrThrow();
    anadolu = company.id;
    const at = '2026-01-01T00:00:00.000Z';
    const row = await t.db
      .insertInto('companies')
      .values({
        name: 'Asansör Tedarik',
        search: 'asansör tedarik',
        company_type_id: 2,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    supplier = row.id;
    const group = await t.call(t.admin, 'POST', '/api-super-admin/customer-groups', { name: 'Marmara' });
    groupId = group.json().data.id;
  });

  it('creates a customer with its company, authorized user and group, and logs it', async () => {
    const logs = await countOf(t.db, 'action_logs');
    const customer = await create({
      name: 'Anadolu Yönetim',
      title: 'Anadolu Site Yönetim Hizmetleri A.Ş.',
      tax_number: '0680089871',
      tax_office: 'Kadıköy',
      email: 'Muhasebe@AnadoluYonetim.com.tr',
      phone: '+90 532 111 22 33',
      address: 'Bağdat Cad. 1, Kadıköy',
      iban: 'tr33 0006 1005 1978 6457 8413 26',
      customer_group_id: groupId,
      company_id: anadolu,
      authorized_user_id: t.ids['yonetici@demo.test'],
    });
    expect(customer).toMatchObject({
      name: 'Anadolu Yönetim',
      tax_number: '0680089871',
      email: 'muhasebe@anadoluyonetim.com.tr',
      phone: '+905321112233',
      iban: 'TR330006100519786457841326',
      customer_group_name: 'Marmara',
      company_name: 'Anadolu Site Yönetim Hizmetleri A.Ş.',
      authorized_user_name: 'Kerem Aydın',
      is_active: true,
      product_id: null,
      active_product_count: 0,
      cluster_count: 0,
    });
    expect(await countOf(t.db, 'action_logs')).toBe(logs + 1);
    const stored = await t.db
      .selectFrom('customers')
      .select('search')
      .where('id', '=', customer.id)
      .executeTakeFirstOrThrow();
    expect(stored.search).toBe(
      foldTurkish('Anadolu Yönetim Anadolu Site Yönetim Hizmetleri A.Ş. 0680089871 muhasebe@anadoluyonetim.com.tr'),
    );

    const res = await t.call(t.admin, 'PUT', `${PATH}/${customer.id}`, {
      name: 'Anadolu Yönetim',
      company_id: anadolu,
      is_active: false,
      tax_number: '10000000146',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ is_active: false, tax_number: '10000000146', title: null, iban: null });
    const shown = await t.call(t.admin, 'GET', `${PATH}/${customer.id}`);
    expect(shown.json().data).toEqual(res.json().data);
    expect((await t.call(t.admin, 'GET', `${PATH}/999999`)).statusCode).toBe(404);
  });

  it('checks the tax number by the VKN and TCKN algorithms', async () => {
    const before = await countOf(t.db, 'customers');
    for (const valid of ['1234567890', '4840847211', '10000000146', '12345678950']) {
      const res = await post({ name: `Vergi ${valid}`, tax_number: valid });
      expect(res.statusCode, `${valid}: ${res.body}`).toBe(201);
    }
    await expect422(post({ name: 'x', tax_number: '1234567891' }), 'tax_number', 'Geçerli bir vergi numarası girin');
    await expect422(post({ name: 'x', tax_number: '9999999990' }), 'tax_number', 'Geçerli bir vergi numarası girin');
    await expect422(
      post({ name: 'x', tax_number: '12345678901' }),
      'tax_number',
      'Geçerli bir T.C. kimlik numarası girin',
    );
    // A TCKN never starts with 0.
    await expect422(
      post({ name: 'x', tax_number: '01234567890' }),
      'tax_number',
      'Geçerli bir T.C. kimlik numarası girin',
    );
    await expect422(post({ name: 'x', tax_number: '123456789' }), 'tax_number', 'En az 10 karakter yazmalısınız.');
    await expect422(
      post({ name: 'x', tax_number: '123456789012' }),
      'tax_number',
      'En fazla 11 karakter yazabilirsiniz.',
    );
    await expect422(post({ name: 'x', tax_number: '12345abcde' }), 'tax_number', 'Sadece rakam girmelisiniz.');
    expect(await countOf(t.db, 'customers')).toBe(before + 4);
  });

  it('refuses every other invalid field with its Turkish message and writes nothing', async () => {
    const other = await createCompanyWithCluster(t.db, 'Kardelen');
    const before = await countOf(t.db, 'customers');
    const logs = await countOf(t.db, 'action_logs');
    await expect422(post({}), 'name', 'Zorunlu alan');
    await expect422(post({ name: 'x'.repeat(101) }), 'name', 'En fazla 100 karakter yazabilirsiniz.');
    await expect422(post({ name: 'x', email: 'posta-degil' }), 'email', 'Geçerli bir e-posta girin');
    await expect422(post({ name: 'x', iban: 'TR33 0006 1005' }), 'iban', 'Tam 26 karakter yazmalısınız.');
    await expect422(post({ name: 'x', iban: 'TR330006100519786457841327' }), 'iban', 'Geçerli bir IBAN girin');
    await expect422(post({ name: 'x', customer_group_id: 999999 }), 'customer_group_id', 'Öğe bulunamadı.');
    await expect422(post({ name: 'x', company_id: 999999 }), 'company_id', 'Öğe bulunamadı.');
    await expect422(
      post({ name: 'x', company_id: supplier }),
      'company_id',
      'Yalnızca yönetim şirketleri müşteri olabilir.',
    );
    await expect422(post({ name: 'x', company_id: anadolu }), 'company_id', 'Bu şirket başka bir müşteriye bağlı.');
    await expect422(
      post({ name: 'x', company_id: other.companyId, authorized_user_id: t.ids['yonetici@demo.test'] }),
      'authorized_user_id',
      'Yetkili kişi, müşterinin şirketinin bir kullanıcısı olmalıdır.',
    );
    await expect422(
      post({ name: 'x', authorized_user_id: t.ids['yonetici@demo.test'] }),
      'authorized_user_id',
      'Yetkili kişi, müşterinin şirketinin bir kullanıcısı olmalıdır.',
    );
    await expect422(post({ name: 'x', authorized_user_id: 999999 }), 'authorized_user_id', 'Öğe bulunamadı.');
    expect(await countOf(t.db, 'customers')).toBe(before);
    expect(await countOf(t.db, 'action_logs')).toBe(logs);
    // Another management company is fine, and a customer keeps its own company on edit.
    const kardelen = await create({ name: 'Kardelen Yönetim', company_id: other.companyId });
    const res = await t.call(t.admin, 'PUT', `${PATH}/${kardelen.id}`, {
      name: 'Kardelen',
      company_id: other.companyId,
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("lists each customer's current product, its active products and complexes", async () => {
    const basic = await insertProduct(t.db, 'Temel Paket');
    const plus = await insertProduct(t.db, 'Artı Paket');
    const busy = await insertCustomer(t.db, 'Çamlık Yönetim');
    const idle = await insertCustomer(t.db, 'Boşta Yönetim');
    await insertCustomerProduct(t.db, {
      customer_id: busy,
      product_id: basic,
      starts_on: dayFromToday(-400),
      ends_on: dayFromToday(-40),
    });
    await insertCustomerProduct(t.db, {
      customer_id: busy,
      product_id: plus,
      starts_on: dayFromToday(-39),
      ends_on: dayFromToday(300),
    });
    await insertCustomerProduct(t.db, { customer_id: busy, product_id: basic, starts_on: dayFromToday(301) });
    await insertCustomerProduct(t.db, {
      customer_id: idle,
      product_id: basic,
      starts_on: dayFromToday(-100),
      ends_on: dayFromToday(-1),
    });
    const clusters = await Promise.all(['Birinci', 'İkinci', 'Üçüncü'].map((n) => createCompanyWithCluster(t.db, n)));
    await insertCustomerCluster(t.db, {
      customer_id: busy,
      cluster_id: clusters[0].clusterId,
      starts_on: dayFromToday(-10),
    });
    await insertCustomerCluster(t.db, {
      customer_id: busy,
      cluster_id: clusters[1].clusterId,
      starts_on: dayFromToday(-10),
      ends_on: dayFromToday(10),
    });
    await insertCustomerCluster(t.db, {
      customer_id: busy,
      cluster_id: clusters[2].clusterId,
      starts_on: dayFromToday(-100),
      ends_on: dayFromToday(-50),
    });
    const rows = (await list('&query=yönetim')).data;
    expect(rows.find((c) => c.id === busy)).toMatchObject({
      product_id: plus,
      product_name: 'Artı Paket',
      product_starts_on: dayFromToday(-39),
      product_ends_on: dayFromToday(300),
      active_product_count: 1,
      cluster_count: 2,
    });
    expect(rows.find((c) => c.id === idle)).toMatchObject({
      product_id: null,
      product_name: null,
      product_starts_on: null,
      active_product_count: 0,
      cluster_count: 0,
    });
    // Two running products: the later start is the current one.
    await insertCustomerProduct(t.db, { customer_id: idle, product_id: basic, starts_on: dayFromToday(-20) });
    await insertCustomerProduct(t.db, { customer_id: idle, product_id: plus, starts_on: dayFromToday(-5) });
    const shown = (await t.call(t.admin, 'GET', `${PATH}/${idle}`)).json().data;
    expect(shown).toMatchObject({ product_name: 'Artı Paket', active_product_count: 2 });
    expect(await names(`&product_id=${basic}`)).toEqual([]);
    expect(await names(`&product_id=${plus}`)).toEqual(['Boşta Yönetim', 'Çamlık Yönetim']);
    const byCount = await list('&order_by=active_product_count&order=desc');
    expect(byCount.data[0].name).toBe('Boşta Yönetim');
  });

  it('searches, filters, sorts by name in Turkish order and refuses an unknown sort', async () => {
    const [anadoluCustomer] = (await list('&query=anadolu')).data;
    const restored = await t.call(t.admin, 'PUT', `${PATH}/${anadoluCustomer.id}`, {
      name: 'Anadolu Yönetim',
      title: 'Anadolu Site Yönetim Hizmetleri A.Ş.',
      tax_number: '0680089871',
      email: 'muhasebe@anadoluyonetim.com.tr',
      customer_group_id: groupId,
      company_id: anadolu,
    });
    expect(restored.json().data.is_active).toBe(false);
    expect(await names('&query=0680089871')).toEqual(['Anadolu Yönetim']);
    expect(await names('&query=10000000146')).toEqual(['Vergi 10000000146']);
    expect(await names('&query=ANADOLU%20SİTE')).toEqual(['Anadolu Yönetim']);
    expect(await names('&query=muhasebe@anadolu')).toEqual(['Anadolu Yönetim']);
    expect(await names('&query=çamlık')).toEqual(['Çamlık Yönetim']);
    expect(await names('&is_active=0')).toEqual(['Anadolu Yönetim']);
    expect(await names(`&customer_group_id=${groupId}`)).toEqual(['Anadolu Yönetim']);
    const all = await names('');
    expect(all.indexOf('Boşta Yönetim')).toBeLessThan(all.indexOf('Çamlık Yönetim'));
    expect(all.indexOf('Çamlık Yönetim')).toBeLessThan(all.indexOf('Kardelen'));
    expect(all).toEqual([...(await names('&order_by=name&order=desc'))].reverse());
    for (const sort of ['product_name', 'product_starts_on', 'product_ends_on', 'title', 'email', 'tax_number']) {
      expect((await t.call(t.admin, 'GET', `${PATH}?order_by=${sort}`)).statusCode).toBe(200);
    }
    for (const sort of ['cluster_count', 'is_active', 'authorized_user_name', 'address', 'product_id']) {
      expect((await t.call(t.admin, 'GET', `${PATH}?order_by=${sort}&order=desc`)).statusCode).toBe(200);
    }
    expect((await t.call(t.admin, 'GET', `${PATH}?order_by=iban`)).statusCode).toBe(422);
    expect((await t.call(t.admin, 'GET', `${PATH}?per_page=1001`)).statusCode).toBe(422);
  });

  it('exports the list with the spec columns', async () => {
    const sheet = await exportedSheet(
      t.app,
      await t.call(t.admin, 'GET', `${PATH}?query=yönetim&export=1&export_type=xlsx`),
    );
    const cells = JSON.stringify(sheet.getSheetValues());
    for (const text of [
      'Müşteri',
      'Ürün',
      'Aktif Ürün Sayısı',
      'Site Sayısı',
      'Yetkili',
      'Artı Paket',
      'Çamlık Yönetim',
    ]) {
      expect(cells).toContain(text);
    }
    expect(cells).not.toContain('Kardelen');
    for (const type of ['ods', 'pdf']) {
      const res = await t.call(t.admin, 'GET', `${PATH}?export=1&export_type=${type}`);
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('refuses to delete a customer with invoices or payments; deletes one without', async () => {
    const invoiced = await insertCustomer(t.db, 'Faturalı');
    await insertCustomerInvoice(t.db, invoiced);
    const paid = await insertCustomer(t.db, 'Ödemeli');
    await insertCustomerPayment(t.db, paid);
    for (const id of [invoiced, paid]) {
      await expect422(
        t.call(t.admin, 'DELETE', `${PATH}/${id}`),
        'id',
        'Faturası veya ödemesi olan müşteri silinemez.',
      );
      expect((await t.call(t.admin, 'GET', `${PATH}/${id}`)).statusCode).toBe(200);
    }
    const [busy] = (await list('&query=çamlık')).data;
    const res = await t.call(t.admin, 'DELETE', `${PATH}/${busy.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.call(t.admin, 'GET', `${PATH}/${busy.id}`)).statusCode).toBe(404);
    const left = await t.db.selectFrom('customer_products').select('id').where('customer_id', '=', busy.id).execute();
    expect(left).toEqual([]);
    const log = await t.db
      .selectFrom('action_logs')
      .select('action_type_id')
      .where('entity_type', '=', 'customer')
      .where('entity_id', '=', busy.id)
      .executeTakeFirstOrThrow();
    expect(log.action_type_id).toBe(4);
  });

  it('answers 403 to a manager on every route and changes nothing', async () => {
    const [customer] = (await list('&query=anadolu')).data;
    const before = await countOf(t.db, 'customers');
    await expectAllForbidden(t.call, manager, [
      ['GET', PATH],
      ['GET', `${PATH}?export=1&export_type=pdf`],
      ['GET', `${PATH}/${customer.id}`],
      ['POST', PATH, { name: 'Yönetici Müşterisi' }],
      ['PUT', `${PATH}/${customer.id}`, { name: 'Yönetici Müşterisi' }],
      ['DELETE', `${PATH}/${customer.id}`],
    ]);
    expect(await countOf(t.db, 'customers')).toBe(before);
  });
});
