import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/connection';
import { apiCaller, type createCompanyWithCluster, createTwoTenants } from '../../test/fixtures';
import { createTestApp, testDbKinds } from '../../test/testDb';

type Json = Record<string, unknown>;

/** A valid payload of each resource, and a change to make to it. */
const resources: {
  name: string;
  entity: string;
  create: (blockId: number) => Json;
  change: Json;
  sortKeys: string[];
  filters: Json;
}[] = [
  {
    name: 'bank-accounts',
    entity: 'bank_account',
    create: () => ({
      name: 'Ziraat Bankası Kadıköy',
      short_name: 'Ziraat',
      iban: 'TR33 0006 1005 1978 6457 8413 26',
      is_active: true,
    }),
    change: { name: 'Ziraat Bankası Moda' },
    sortKeys: ['name', 'short_name', 'iban', 'id', 'created_at'],
    filters: { is_active: 1, can_collect_money: 1, name: 'zİraat' },
  },
  {
    name: 'safes',
    entity: 'safe',
    create: () => ({ name: 'Yönetim Kasası', short_name: 'Kasa' }),
    change: { name: 'Ana Kasa' },
    sortKeys: ['name', 'short_name', 'id', 'created_at'],
    filters: { is_active: 1, name: 'kasa' },
  },
  {
    name: 'houses',
    entity: 'house',
    create: (blockId) => ({
      block_id: blockId,
      type: 'house',
      door_number: '12',
      floor: '3',
      net_area: 110.5,
      land_share: 12,
    }),
    change: { door_number: '14' },
    sortKeys: ['block_name', 'door_number', 'type', 'net_area', 'gross_area', 'land_share', 'id', 'created_at'],
    filters: { type: 'house', is_active: 1 },
  },
  {
    name: 'residents',
    entity: 'resident',
    create: () => ({
      name: 'İSMAİL ŞAHİN',
      phone: '+90 532 123 45 67',
      email: 'ismail@ornek.com',
      identity_number: '10000000146',
    }),
    change: { name: 'İsmail Şahin' },
    sortKeys: ['name', 'phone', 'email', 'is_active', 'house_user_count', 'id', 'created_at'],
    filters: { is_active: 1, name: 'ismail', commercial_type: 'personal' },
  },
  {
    name: 'cluster-providers',
    entity: 'provider',
    create: () => ({ provider_type_id: 1, name: 'Av. Şeyma Öz', title: 'Öz Hukuk Bürosu', phone: '+90 216 555 44 33' }),
    change: { title: 'Öz Hukuk ve Danışmanlık' },
    sortKeys: ['name', 'title', 'provider_type_id', 'id', 'created_at'],
    filters: { provider_type: 1, provider_type_id: 1, is_active: 1, name: 'ŞEYMA' },
  },
];

describe.each(testDbKinds)('definition resources on %s', (kind) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let own: Awaited<ReturnType<typeof createCompanyWithCluster>>;
  let other: Awaited<ReturnType<typeof createCompanyWithCluster>>;
  let worker: string;
  let outsider: string;
  let readOnly: string;

  let call: ReturnType<typeof apiCaller>;

  beforeAll(async () => {
    ({ app, db, close } = await createTestApp(kind));
    call = apiCaller(app, 'http://localhost/definitions');
    ({ own, other, worker, outsider, readOnly } = await createTwoTenants(app, db));
  });
  afterAll(() => close());

  describe.each(resources)('$name', (resource) => {
    it('creates, reads, updates, lists, exports and deletes, logging each change', async () => {
      const created = await call(
        worker,
        'POST',
        `/clusters/${own.clusterId}/${resource.name}`,
        resource.create(own.blockId),
      );
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id as number;
      expect(created.json().data.cluster_id).toBe(own.clusterId);

      const shown = await call(worker, 'GET', `/${resource.name}/${id}`);
      expect(shown.json().data).toMatchObject({
        id,
        ...Object.fromEntries(
          Object.entries(resource.create(own.blockId)).filter(([k]) => !['iban', 'phone'].includes(k)),
        ),
      });

      const updated = await call(worker, 'PUT', `/${resource.name}/${id}`, {
        ...resource.create(own.blockId),
        ...resource.change,
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().data).toMatchObject(resource.change);

      const list = await call(worker, 'GET', `/clusters/${own.clusterId}/${resource.name}?per_page=10`);
      expect(list.json().meta).toMatchObject({ total: 1, current_page: 1, per_page: 10, last_page: 1 });
      expect(list.json().data[0].id).toBe(id);

      for (const orderBy of resource.sortKeys) {
        for (const order of ['asc', 'desc']) {
          const sorted = await call(
            worker,
            'GET',
            `/clusters/${own.clusterId}/${resource.name}?order_by=${orderBy}&order=${order}`,
          );
          expect(sorted.statusCode, `${orderBy} ${order}: ${sorted.body}`).toBe(200);
        }
      }
      for (const [filter, value] of Object.entries(resource.filters)) {
        const filtered = await call(
          worker,
          'GET',
          `/clusters/${own.clusterId}/${resource.name}?${filter}=${encodeURIComponent(String(value))}`,
        );
        expect(filtered.statusCode, filtered.body).toBe(200);
        expect(filtered.json().meta.total, `${filter}=${value}`).toBe(1);
      }

      const exported = await call(
        worker,
        'GET',
        `/clusters/${own.clusterId}/${resource.name}?export=1&export_type=xlsx`,
      );
      expect(exported.statusCode, exported.body).toBe(200);
      const file = await app.inject({ method: 'GET', url: exported.json().data.url });
      expect(file.statusCode).toBe(200);

      const removed = await call(worker, 'DELETE', `/${resource.name}/${id}`);
      expect(removed.statusCode).toBe(200);
      expect((await call(worker, 'GET', `/${resource.name}/${id}`)).statusCode).toBe(404);

      const logs = await call(
        worker,
        'GET',
        `/action-logs?entity_id=${id}&entity_type=${resource.entity}&order_by=id&order=asc`,
      );
      const actions = logs
        .json()
        .data.filter((l: Json) => l.cluster_id === own.clusterId && l.entity_id === id)
        .map((l: Json) => l.action_type_id);
      expect(actions).toEqual([1, 2, 4]);
      const [first] = logs.json().data;
      expect(first.page_url).toBe('http://localhost/definitions');
      expect(first.user_name).toBe('calisan@kardelen.com');
    });

    it("is a 404 for every record of another company's complex", async () => {
      const theirs = await call(
        outsider,
        'POST',
        `/clusters/${other.clusterId}/${resource.name}`,
        resource.create(other.blockId),
      );
      expect(theirs.statusCode, theirs.body).toBe(201);
      const id = theirs.json().data.id;
      for (const [method, url, payload] of [
        ['GET', `/${resource.name}/${id}`],
        ['PUT', `/${resource.name}/${id}`, resource.create(other.blockId)],
        ['DELETE', `/${resource.name}/${id}`],
        ['GET', `/clusters/${other.clusterId}/${resource.name}`],
        ['POST', `/clusters/${other.clusterId}/${resource.name}`, resource.create(other.blockId)],
        ['POST', `/${resource.name}`, { ...resource.create(other.blockId), cluster_id: other.clusterId }],
      ] as const) {
        const res = await call(worker, method, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().message).toBe('Öğe bulunamadı.');
      }
      const listed = await call(worker, 'GET', `/${resource.name}?cluster_id=${other.clusterId}`);
      expect(listed.json().meta.total).toBe(0);
      expect((await call(outsider, 'GET', `/${resource.name}/${id}`)).statusCode).toBe(200);
    });

    it('refuses a sort or filter outside the whitelist with a 422', async () => {
      const badSort = await call(worker, 'GET', `/clusters/${own.clusterId}/${resource.name}?order_by=password_hash`);
      expect(badSort.statusCode).toBe(422);
      expect(badSort.json().errors.order_by[0]).toMatch(/sıralanamaz/);
      const badFilter = await call(
        worker,
        'GET',
        `/clusters/${own.clusterId}/${resource.name}?cluster_id=1;drop table users`,
      );
      expect(badFilter.statusCode).toBe(422);
      const unknown = await call(worker, 'GET', `/clusters/${own.clusterId}/${resource.name}?evil=1`);
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors.evil[0]).toMatch(/filtrelenemez/);
      const bigPage = await call(worker, 'GET', `/clusters/${own.clusterId}/${resource.name}?per_page=5000`);
      expect(bigPage.json().errors.per_page).toEqual(['En fazla 1000 değerini girebilirsiniz.']);
    });

    it('names the missing required fields in Turkish and writes nothing', async () => {
      const res = await call(worker, 'POST', `/clusters/${own.clusterId}/${resource.name}`, {});
      expect(res.statusCode).toBe(422);
      expect(Object.values(res.json().errors).flat()).toContain('Zorunlu alan');
      const list = await call(worker, 'GET', `/clusters/${own.clusterId}/${resource.name}`);
      expect(list.json().meta.total).toBe(0);
    });
  });

  it('checks the Turkish rules of the resident form with their exact messages', async () => {
    const base = { name: 'Ayşe Yılmaz' };
    const cases: [Json, string, string][] = [
      [{ identity_number: '12345678901' }, 'identity_number', 'Geçerli bir T.C. kimlik numarası girin'],
      [{ identity_number: '1234' }, 'identity_number', 'Tam 11 karakter yazmalısınız.'],
      [{ tax_number: '1234567891' }, 'tax_number', 'Geçerli bir vergi numarası girin'],
      [{ email: 'ayse@' }, 'email', 'Geçerli bir e-posta girin'],
      [{ phone: '0532-abc' }, 'phone', 'Sadece rakam girmelisiniz.'],
      [{ name: 'x'.repeat(101) }, 'name', 'En fazla 100 karakter yazabilirsiniz.'],
    ];
    for (const [change, field, message] of cases) {
      const res = await call(worker, 'POST', `/clusters/${own.clusterId}/residents`, { ...base, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(change)).toContain(message);
    }
    const iban = await call(worker, 'POST', `/clusters/${own.clusterId}/bank-accounts`, {
      name: 'Hesap',
      iban: 'TR33 0006 1005 1978 6457 8413 27',
    });
    expect(iban.json().errors.iban).toEqual(['Geçerli bir IBAN girin']);
    const shortIban = await call(worker, 'POST', `/clusters/${own.clusterId}/bank-accounts`, {
      name: 'Hesap',
      iban: 'TR33 0006',
    });
    expect(shortIban.json().errors.iban).toEqual(['Tam 26 karakter yazmalısınız.']);
  });

  it('lets only holders of edit-resident change residents (403), while they may still read', async () => {
    const created = await call(worker, 'POST', `/clusters/${own.clusterId}/residents`, { name: 'Okuma Testi' });
    const id = created.json().data.id;
    expect((await call(readOnly, 'GET', `/residents/${id}`)).statusCode).toBe(200);
    const denied = await call(readOnly, 'PUT', `/residents/${id}`, { name: 'Değişti' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Bunu yapmaya yetkili değilsiniz.');
    expect((await call(readOnly, 'POST', `/clusters/${own.clusterId}/residents`, { name: 'Yeni' })).statusCode).toBe(
      403,
    );
    expect((await call(worker, 'GET', `/residents/${id}`)).json().data.name).toBe('Okuma Testi');
    await call(worker, 'DELETE', `/residents/${id}`);
  });

  it('exports exactly the filtered, sorted list (every page), with formula-like text kept as text', async () => {
    for (const name of ['Ekspor Ali', 'Ekspor Veli', 'Ekspor Ömer', '=Ekspor Formül']) {
      await call(worker, 'POST', `/clusters/${own.clusterId}/residents`, { name });
    }
    const query = 'query=ekspor&order_by=name&order=desc&per_page=2';
    const listed: string[] = [];
    for (let page = 1; page <= 2; page++) {
      const res = await call(worker, 'GET', `/clusters/${own.clusterId}/residents?${query}&page=${page}`);
      listed.push(...res.json().data.map((r: Json) => r.name as string));
    }
    expect(listed).toHaveLength(4);
    const exported = await call(
      worker,
      'GET',
      `/clusters/${own.clusterId}/residents?${query}&export=1&export_type=xlsx`,
    );
    const file = await app.inject({ method: 'GET', url: exported.json().data.url });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const nameColumn = header.indexOf('Ad Soyad');
    const names: string[] = [];
    sheet.eachRow((row, index) => {
      if (index > 1) names.push(String(row.getCell(nameColumn).value));
    });
    expect(names).toEqual(listed);
    const formulaCell = sheet.getRow(names.indexOf('=Ekspor Formül') + 2).getCell(nameColumn);
    // A text cell that shows exactly the name (Excel's quote-prefix style keeps it text), never a formula.
    expect(formulaCell.formula).toBeUndefined();
    expect(formulaCell.type).toBe(ExcelJS.ValueType.String);
    expect(formulaCell.value).toBe('=Ekspor Formül');
  });

  it('searches and sorts the Turkish way', async () => {
    const names = [
      'Şule Çelik',
      'Sevgi Can',
      'Cemile Ilgaz',
      'Çağrı Işık',
      'İSMAİL ÖZ',
      'Irmak Uçar',
      'Zeki Ünal',
      'Ümit Güneş',
    ];
    for (const name of names) await call(worker, 'POST', `/clusters/${own.clusterId}/residents`, { name });
    const sorted = await call(
      worker,
      'GET',
      `/clusters/${own.clusterId}/residents?order_by=name&order=asc&per_page=50`,
    );
    expect(
      sorted
        .json()
        .data.map((r: Json) => r.name)
        .filter((n: string) => names.includes(n)),
    ).toEqual([
      'Cemile Ilgaz',
      'Çağrı Işık',
      'Irmak Uçar',
      'İSMAİL ÖZ',
      'Sevgi Can',
      'Şule Çelik',
      'Ümit Güneş',
      'Zeki Ünal',
    ]);
    const find = async (q: string) =>
      (await call(worker, 'GET', `/clusters/${own.clusterId}/residents?query=${encodeURIComponent(q)}`))
        .json()
        .data.map((r: Json) => r.name);
    expect(await find('ismail')).toEqual(['İSMAİL ÖZ']);
    // The footer sums the whole filtered list, not one page.
    const page = await call(worker, 'GET', `/clusters/${own.clusterId}/residents?per_page=2`);
    expect(page.json().meta.totals).toEqual({ house_user_count: 0, balance: 0 });
    const house = (
      await call(worker, 'POST', `/clusters/${own.clusterId}/houses`, { type: 'house', door_number: 'T-1' })
    ).json().data;
    const [first, second] = (
      await call(worker, 'GET', `/clusters/${own.clusterId}/residents?order_by=name&per_page=50`)
    ).json().data;
    for (const resident of [first, second]) {
      await call(worker, 'POST', '/house-users', {
        cluster_id: own.clusterId,
        house_id: house.id,
        resident_id: resident.id,
        house_user_type_id: 1,
      });
    }
    const summed = await call(
      worker,
      'GET',
      `/clusters/${own.clusterId}/residents?per_page=1&order_by=name&order=desc`,
    );
    expect(summed.json().meta.totals).toEqual({ house_user_count: 2, balance: 0 });
    // With a search the footer counts only the matching residents' houses.
    const one = await call(
      worker,
      'GET',
      `/clusters/${own.clusterId}/residents?query=${encodeURIComponent(first.name)}`,
    );
    expect(one.json().meta.total).toBe(1);
    expect(one.json().meta.totals).toEqual({ house_user_count: 1, balance: 0 });
    const none = await call(worker, 'GET', `/clusters/${own.clusterId}/residents?query=zzzz`);
    expect(none.json().meta.totals).toEqual({ house_user_count: 0, balance: 0 });
    expect(await find('ışık')).toEqual(['Çağrı Işık']);
    expect(await find('IŞIK')).toEqual(['Çağrı Işık']);
    expect(await find('şule çel')).toEqual(['Şule Çelik']);
    // The search index follows every change: a renamed resident is found by the new name only, a
    // deleted one not at all; a word of one or two letters still matches inside names.
    const renamed = (
      await call(worker, 'POST', `/clusters/${own.clusterId}/residents`, { name: 'Gülsüm Karaağaçlı' })
    ).json().data;
    expect(await find('karaağaç')).toEqual(['Gülsüm Karaağaçlı']);
    // Search text is only text: quotes and words like OR or NEAR are looked for, not obeyed.
    expect(await find('"gülsüm" OR karaağaç')).toEqual([]);
    expect(await find('gülsüm NEAR')).toEqual([]);
    await call(worker, 'PUT', `/residents/${renamed.id}`, { name: 'Gülsüm Yıldırımoğlu' });
    expect(await find('karaağaç')).toEqual([]);
    expect(await find('YILDIRIMOĞ')).toEqual(['Gülsüm Yıldırımoğlu']);
    expect(await find('gü yı')).toEqual(['Gülsüm Yıldırımoğlu']);
    await call(worker, 'DELETE', `/residents/${renamed.id}`);
    expect(await find('YILDIRIMOĞ')).toEqual([]);
  });

  it('links a resident to a house as owner, lists the link both ways and keeps links inside the complex', async () => {
    const house = (
      await call(worker, 'POST', `/clusters/${own.clusterId}/houses`, {
        block_id: own.blockId,
        type: 'house',
        door_number: '21',
      })
    ).json().data;
    const resident = (
      await call(worker, 'POST', `/clusters/${own.clusterId}/residents`, { name: 'Hülya Kuzey' })
    ).json().data;
    const link = await call(worker, 'POST', `/clusters/${own.clusterId}/house-users`, {
      house_id: house.id,
      resident_id: resident.id,
      house_user_type_id: 1,
      starts_on: '2025-01-01',
      is_staying: true,
    });
    expect(link.statusCode, link.body).toBe(201);
    expect(link.json().data).toMatchObject({
      house_id: house.id,
      resident_id: resident.id,
      house_user_type_id: 1,
      is_staying: true,
      door_number: '21',
      block_name: 'A Blok',
      resident_name: 'Hülya Kuzey',
    });
    const byHouse = (await call(worker, 'GET', `/clusters/${own.clusterId}/house-users?house_id=${house.id}`)).json();
    expect(byHouse.data.map((l: Json) => l.resident_name)).toEqual(['Hülya Kuzey']);
    const byResident = (
      await call(worker, 'GET', `/clusters/${own.clusterId}/house-users?resident_id=${resident.id}`)
    ).json();
    expect(byResident.meta.total).toBe(1);
    expect((await call(worker, 'GET', `/residents/${resident.id}`)).json().data.house_user_count).toBe(1);

    const badDates = await call(worker, 'PUT', `/house-users/${link.json().data.id}`, {
      house_id: house.id,
      resident_id: resident.id,
      house_user_type_id: 5,
      starts_on: '2025-01-01',
      ends_on: '2024-12-31',
    });
    expect(badDates.json().errors.ends_on).toEqual(['Başlangıç tarihinden önce olmamalıdır.']);
    const ended = await call(worker, 'PUT', `/house-users/${link.json().data.id}`, {
      house_id: house.id,
      resident_id: resident.id,
      house_user_type_id: 5,
      starts_on: '2025-01-01',
      ends_on: '2025-06-30',
    });
    expect(ended.json().data).toMatchObject({ house_user_type_id: 5, ends_on: '2025-06-30' });
    expect((await call(worker, 'GET', `/residents/${resident.id}`)).json().data.house_user_count).toBe(0);

    const foreignResident = (
      await call(outsider, 'POST', `/clusters/${other.clusterId}/residents`, { name: 'Yabancı Kişi' })
    ).json().data;
    const crossed = await call(worker, 'POST', `/clusters/${own.clusterId}/house-users`, {
      house_id: house.id,
      resident_id: foreignResident.id,
      house_user_type_id: 2,
    });
    expect(crossed.statusCode).toBe(422);
    expect(crossed.json().errors.resident_id).toEqual(['Öğe bulunamadı.']);
    expect((await call(outsider, 'GET', `/house-users/${link.json().data.id}`)).statusCode).toBe(404);
    expect(
      (
        await call(readOnly, 'POST', `/clusters/${own.clusterId}/house-users`, {
          house_id: house.id,
          resident_id: resident.id,
          house_user_type_id: 3,
        })
      ).statusCode,
    ).toBe(403);
  });
});
