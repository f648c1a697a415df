import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/connection';
import { apiCaller, type createCompanyWithCluster, createTwoTenants, createWorker } from '../../test/fixtures';
import { createTestApp, testDbKinds } from '../../test/testDb';

type Json = Record<string, unknown>;

/** The records a payload may link to, one set per complex. */
type Links = { blockId: number; fixtureGroupId: number; maintenanceTypeId: number; houseId: number };

/** A valid payload of each resource, a change to make to it, its sorts and filters the record matches. */
const resources: {
  name: string;
  entity: string;
  create: (links: Links) => Json;
  change: Json;
  sortKeys: string[];
  /** [filter, value the record matches, value it does not match]. */
  filters: [string, string | number, string | number | null][];
  /** The field that must be filled (and holds at most 100 characters). */
  requiredText: string;
}[] = [
  {
    name: 'projects',
    entity: 'project',
    create: () => ({
      name: 'Çatı Yalıtımı',
      description: 'A ve B blok çatıları',
      starts_on: '2025-04-01',
      ends_on: '2025-09-30',
      amount: 125000.5,
    }),
    change: { name: 'Çatı ve Cephe Yalıtımı', amount: 150000.25 },
    sortKeys: ['name', 'starts_on', 'ends_on', 'amount', 'is_active', 'id', 'created_at'],
    filters: [
      ['is_active', 1, 0],
      ['name', 'ÇATI', 'havuz'],
      ['starts_on_from', '2025-03-01', '2025-05-01'],
      ['starts_on_to', '2025-04-01', '2025-03-31'],
    ],
    requiredText: 'name',
  },
  {
    name: 'types/expense-types',
    entity: 'expense_type',
    create: () => ({ name: 'Güvenlik Giderleri', sign: -1 }),
    change: { name: 'Güvenlik Hizmetleri' },
    sortKeys: ['name', 'parent_name', 'sign', 'is_active', 'id', 'created_at'],
    filters: [
      ['is_active', 1, 0],
      ['name', 'güvenlik', 'elektrik'],
      ['has_parent', 0, 1],
      ['sign', -1, 1],
    ],
    requiredText: 'name',
  },
  {
    name: 'income-types',
    entity: 'income_type',
    create: () => ({ name: 'Otopark Geliri' }),
    change: { name: 'Otopark Kira Geliri' },
    sortKeys: ['name', 'parent_name', 'is_active', 'id', 'created_at'],
    filters: [
      ['is_active', 1, 0],
      ['name', 'OTOPARK', 'aidat'],
      ['has_parent', 0, 1],
    ],
    requiredText: 'name',
  },
  {
    name: 'other-incomes',
    entity: 'other_income',
    create: () => ({ name: 'Reklam Panosu Kirası', description: 'Giriş kapısı panosu' }),
    change: { name: 'Reklam Panosu Geliri' },
    sortKeys: ['name', 'is_active', 'id', 'created_at'],
    filters: [
      ['is_active', 1, 0],
      ['name', 'reklam', 'otopark'],
    ],
    requiredText: 'name',
  },
  {
    name: 'fixture-groups',
    entity: 'fixture_group',
    create: () => ({ name: 'Spor Salonu Ekipmanları' }),
    change: { name: 'Spor Salonu Aletleri' },
    sortKeys: ['name', 'is_active', 'id', 'created_at'],
    filters: [
      ['is_active', 1, 0],
      ['name', 'SPOR', 'bahçe'],
    ],
    requiredText: 'name',
  },
  {
    name: 'fixtures',
    entity: 'fixture',
    create: (links) => ({
      fixture_group_id: links.fixtureGroupId,
      name: 'Koşu Bandı',
      brand: 'Ürün Spor',
      serial_no: 'KB-2025-001',
      acquired_on: '2025-02-14',
      amount: 45999.99,
      status_id: 1,
    }),
    change: { name: 'Koşu Bandı (Profesyonel)', status_id: 3 },
    sortKeys: [
      'name',
      'fixture_group_name',
      'brand',
      'serial_no',
      'acquired_on',
      'amount',
      'status_id',
      'is_active',
      'id',
      'created_at',
    ],
    filters: [
      ['is_active', 1, 0],
      ['name', 'koşu', 'jeneratör'],
      ['status_id', 3, 4],
    ],
    requiredText: 'name',
  },
  {
    name: 'payback-reasons',
    entity: 'payback_reason',
    create: () => ({ name: 'Fazla Ödeme' }),
    change: { name: 'Mükerrer Ödeme' },
    sortKeys: ['name', 'is_active', 'id', 'created_at'],
    filters: [
      ['is_active', 1, 0],
      ['name', 'ödeme', 'taşınma'],
    ],
    requiredText: 'name',
  },
  {
    name: 'contract-types',
    entity: 'contract_type',
    create: () => ({ name: 'Güvenlik Hizmet Sözleşmesi' }),
    change: { name: 'Temizlik Hizmet Sözleşmesi' },
    sortKeys: ['name', 'is_active', 'id', 'created_at'],
    filters: [
      ['is_active', 1, 0],
      ['name', 'HİZMET', 'kira'],
    ],
    requiredText: 'name',
  },
  {
    name: 'maintenance-types',
    entity: 'maintenance_type',
    create: () => ({ name: 'Jeneratör Bakımı' }),
    change: { name: 'Jeneratör Periyodik Bakımı' },
    sortKeys: ['name', 'parent_name', 'is_active', 'id', 'created_at'],
    filters: [
      ['is_active', 1, 0],
      ['name', 'jeneratör', 'havuz'],
      ['has_parent', 0, 1],
    ],
    requiredText: 'name',
  },
  {
    name: 'cleaning-types',
    entity: 'cleaning_type',
    create: () => ({ name: 'Merdiven Temizliği' }),
    change: { name: 'Merdiven ve Koridor Temizliği' },
    sortKeys: ['name', 'is_active', 'id', 'created_at'],
    filters: [
      ['is_active', 1, 0],
      ['name', 'merdiven', 'cam'],
    ],
    requiredText: 'name',
  },
  {
    name: 'breakdown-types',
    entity: 'breakdown_type',
    create: () => ({ name: 'Asansör Arızası' }),
    change: { name: 'Asansör Kapı Arızası' },
    sortKeys: ['name', 'is_active', 'id', 'created_at'],
    filters: [
      ['is_active', 1, 0],
      ['name', 'ASANSÖR', 'su'],
    ],
    requiredText: 'name',
  },
  {
    name: 'cluster-phones',
    entity: 'cluster_phone',
    create: () => ({ name: 'Güvenlik Kulübesi', phone: '+90 532 987 65 43', description: '7/24' }),
    change: { name: 'Ana Giriş Güvenlik' },
    sortKeys: ['name', 'phone', 'is_active', 'id', 'created_at'],
    filters: [
      ['is_active', 1, 0],
      ['name', 'güvenlik', 'kapıcı'],
      ['phone', '987', '111'],
    ],
    requiredText: 'name',
  },
  {
    name: 'maintenances',
    entity: 'maintenance',
    create: (links) => ({
      maintenance_type_id: links.maintenanceTypeId,
      name: 'Asansör Aylık Bakım',
      period_months: 1,
      next_on: '2025-07-01',
      description: 'Yetkili servis',
    }),
    change: { name: 'Asansör Aylık Periyodik Bakım', period_months: 2 },
    sortKeys: ['name', 'maintenance_type_name', 'period_months', 'next_on', 'is_active', 'id', 'created_at'],
    filters: [
      ['is_active', 1, 0],
      ['name', 'asansör', 'havuz'],
      ['next_on_from', '2025-06-01', '2025-07-02'],
      ['next_on_to', '2025-07-01', '2025-06-30'],
    ],
    requiredText: 'name',
  },
  {
    name: 'house-integrations',
    entity: 'house_integration',
    create: (links) => ({ house_id: links.houseId, integration_code: 'SU-000123', provider_name: 'İSKİ' }),
    change: { integration_code: 'SU-000124' },
    sortKeys: ['block_name', 'door_number', 'integration_code', 'provider_name', 'is_active', 'id', 'created_at'],
    filters: [
      ['is_active', 1, 0],
      ['integration_code', 'su-000', 'ELK'],
      ['provider_name', 'iski', 'başkent'],
    ],
    requiredText: 'integration_code',
  },
];

describe.each(testDbKinds)('other definition resources on %s', (kind) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let own: Awaited<ReturnType<typeof createCompanyWithCluster>>;
  let other: Awaited<ReturnType<typeof createCompanyWithCluster>>;
  let worker: string;
  let outsider: string;
  let readOnly: string;
  let superadmin: string;
  const links: Record<'own' | 'other', Links> = {} as never;

  /** Ids on a list request (all of them, up to 1000). */
  const listIds = async (token: string, url: string): Promise<number[]> => {
    const res = await call(token, 'GET', `${url}${url.includes('?') ? '&' : '?'}per_page=1000`);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json().data.map((r: Json) => r.id);
  };

  /** A fixture group, a maintenance type and a house of the complex, created the way a person would. */
  const linkedRecords = async (token: string, cluster: { clusterId: number; blockId: number }): Promise<Links> => {
    const post = async (name: string, payload: Json) => {
      const res = await call(token, 'POST', `/clusters/${cluster.clusterId}/${name}`, payload);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as number;
    };
    return {
      blockId: cluster.blockId,
      fixtureGroupId: await post('fixture-groups', { name: 'Bahçe Ekipmanları' }),
      maintenanceTypeId: await post('maintenance-types', { name: 'Asansör' }),
      houseId: await post('houses', { block_id: cluster.blockId, type: 'house', door_number: '5' }),
    };
  };

  let call: ReturnType<typeof apiCaller>;

  beforeAll(async () => {
    ({ app, db, close } = await createTestApp(kind));
    call = apiCaller(app, 'http://localhost/other-definitions');
    ({ own, other, worker, outsider, readOnly } = await createTwoTenants(app, db));
    superadmin = await createWorker(app, db, {
      email: 'admin@sistem.com',
      companyId: own.companyId,
      clusterIds: [],
      permissions: [],
    });
    const admin = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@sistem.com')
      .executeTakeFirstOrThrow();
    const role = await db
      .selectFrom('roles')
      .select('id')
      .where('name', '=', 'superadministrator')
      .executeTakeFirstOrThrow();
    await db.insertInto('user_roles').values({ user_id: admin.id, role_id: role.id }).execute();
    links.own = await linkedRecords(worker, own);
    links.other = await linkedRecords(outsider, other);
  });
  afterAll(() => close());

  describe.each(resources)('$name', (resource) => {
    it('creates, reads, updates, lists, filters, sorts, exports and deletes, logging each change', async () => {
      const listUrl = `/clusters/${own.clusterId}/${resource.name}`;
      const before = await listIds(worker, listUrl);
      const created = await call(worker, 'POST', listUrl, resource.create(links.own));
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id as number;
      expect(created.json().data).toMatchObject({ cluster_id: own.clusterId, is_active: true });

      const shown = await call(worker, 'GET', `/${resource.name}/${id}`);
      expect(shown.statusCode).toBe(200);
      const { phone: _phone, ...comparable } = resource.create(links.own);
      expect(shown.json().data).toMatchObject({ id, ...comparable });
      expect(shown.json().data).not.toHaveProperty('search');
      expect(shown.json().data).not.toHaveProperty('name_sort');

      const updated = await call(worker, 'PUT', `/${resource.name}/${id}`, {
        ...resource.create(links.own),
        ...resource.change,
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().data).toMatchObject(resource.change);

      const after = await listIds(worker, listUrl);
      expect(after.sort()).toEqual([...before, id].sort());
      const list = await call(worker, 'GET', `${listUrl}?per_page=10`);
      expect(list.json().meta).toMatchObject({ total: after.length, current_page: 1, per_page: 10 });

      for (const orderBy of resource.sortKeys) {
        for (const order of ['asc', 'desc']) {
          const sorted = await call(worker, 'GET', `${listUrl}?order_by=${orderBy}&order=${order}`);
          expect(sorted.statusCode, `${orderBy} ${order}: ${sorted.body}`).toBe(200);
        }
      }
      for (const [filter, match, miss] of resource.filters) {
        const q = (value: string | number) => `${listUrl}?${filter}=${encodeURIComponent(String(value))}`;
        expect(await listIds(worker, q(match)), `${filter}=${match}`).toContain(id);
        if (miss !== null) expect(await listIds(worker, q(miss)), `${filter}=${miss}`).not.toContain(id);
      }

      const exported = await call(worker, 'GET', `${listUrl}?export=1&export_type=xlsx`);
      expect(exported.statusCode, exported.body).toBe(200);
      const file = await app.inject({ method: 'GET', url: exported.json().data.url });
      expect(file.statusCode).toBe(200);

      const removed = await call(worker, 'DELETE', `/${resource.name}/${id}`);
      expect(removed.statusCode, removed.body).toBe(200);
      expect((await call(worker, 'GET', `/${resource.name}/${id}`)).statusCode).toBe(404);

      const logs = await call(worker, 'GET', `/action-logs?entity_id=${id}&entity_type=${resource.entity}`);
      const actions = logs
        .json()
        .data.filter((l: Json) => l.cluster_id === own.clusterId && l.entity_id === id)
        .map((l: Json) => l.action_type_id)
        .sort();
      expect(actions).toEqual([1, 2, 4]);
    });

    it("is a 404 for every record of another company's complex", async () => {
      const theirs = await call(
        outsider,
        'POST',
        `/clusters/${other.clusterId}/${resource.name}`,
        resource.create(links.other),
      );
      expect(theirs.statusCode, theirs.body).toBe(201);
      const id = theirs.json().data.id;
      for (const [method, url, payload] of [
        ['GET', `/${resource.name}/${id}`],
        ['PUT', `/${resource.name}/${id}`, resource.create(links.other)],
        ['DELETE', `/${resource.name}/${id}`],
        ['GET', `/clusters/${other.clusterId}/${resource.name}`],
        ['POST', `/clusters/${other.clusterId}/${resource.name}`, resource.create(links.other)],
        ['POST', `/${resource.name}`, { ...resource.create(links.other), cluster_id: other.clusterId }],
      ] as const) {
        const res = await call(worker, method, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().message).toBe('Öğe bulunamadı.');
      }
      expect(await listIds(worker, `/${resource.name}?cluster_id=${other.clusterId}`)).not.toContain(id);
      expect(await listIds(worker, `/${resource.name}`)).not.toContain(id);
      expect((await call(outsider, 'GET', `/${resource.name}/${id}`)).statusCode).toBe(200);
    });

    it('refuses a sort or filter outside the whitelist with a 422', async () => {
      const url = `/clusters/${own.clusterId}/${resource.name}`;
      const badSort = await call(worker, 'GET', `${url}?order_by=password_hash`);
      expect(badSort.statusCode).toBe(422);
      expect(badSort.json().errors.order_by[0]).toMatch(/sıralanamaz/);
      expect((await call(worker, 'GET', `${url}?cluster_id=1;drop table users`)).statusCode).toBe(422);
      const unknown = await call(worker, 'GET', `${url}?evil=1`);
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors.evil[0]).toMatch(/filtrelenemez/);
    });

    it('names a missing required field and a long text in Turkish, and writes nothing', async () => {
      const url = `/clusters/${own.clusterId}/${resource.name}`;
      const before = await listIds(worker, url);
      const empty = await call(worker, 'POST', url, {});
      expect(empty.statusCode).toBe(422);
      expect(empty.json().errors[resource.requiredText]).toEqual(['Zorunlu alan']);
      const blank = await call(worker, 'POST', url, { ...resource.create(links.own), [resource.requiredText]: '  ' });
      expect(blank.json().errors[resource.requiredText]).toEqual(['Zorunlu alan']);
      const long = await call(worker, 'POST', url, {
        ...resource.create(links.own),
        [resource.requiredText]: 'ş'.repeat(101),
      });
      expect(long.statusCode).toBe(422);
      expect(long.json().errors[resource.requiredText]).toEqual(['En fazla 100 karakter yazabilirsiniz.']);
      expect(await listIds(worker, url)).toEqual(before);
    });
  });

  describe('expense types', () => {
    const systemType = async (name: string) => {
      const res = await call(
        worker,
        'GET',
        `/types/expense-types?cluster_id=${own.clusterId}&name=${encodeURIComponent(name)}&per_page=1000`,
      );
      const row = res.json().data.find((r: Json) => r.name === name);
      expect(row, name).toBeDefined();
      return row as Json & { id: number };
    };

    it('lists the system types to every complex, with their children, as read-only rows', async () => {
      for (const token of [worker, outsider]) {
        const res = await call(token, 'GET', `/types/expense-types?per_page=1000`);
        const names = res.json().data.map((r: Json) => r.name);
        expect(names).toEqual(expect.arrayContaining(['Personel Giderleri', 'Maaş', 'Elektrik', 'Banka Masrafları']));
      }
      const picker = await call(worker, 'GET', `/types/expense-types?cluster_id=${own.clusterId}&per_page=1000`);
      expect(picker.statusCode).toBe(200);
      const salary = picker.json().data.find((r: Json) => r.name === 'Maaş');
      expect(salary).toMatchObject({ cluster_id: null, is_system: true, parent_name: 'Personel Giderleri', sign: -1 });
      const topLevel = await call(
        worker,
        'GET',
        `/clusters/${own.clusterId}/types/expense-types?has_parent=0&per_page=1000`,
      );
      expect(topLevel.json().data.map((r: Json) => r.name)).toEqual([
        'Bakım Onarım',
        'Enerji Giderleri',
        'Personel Giderleri',
        'Yönetim Giderleri',
      ]);
      expect((await call(outsider, 'GET', `/types/expense-types/${salary.id}`)).json().data.name).toBe('Maaş');
    });

    it('lets nobody but a super administrator change a system type (403)', async () => {
      const energy = await systemType('Enerji Giderleri');
      for (const [method, payload] of [
        ['PUT', { name: 'Enerji' }],
        ['DELETE', undefined],
      ] as const) {
        const res = await call(worker, method, `/types/expense-types/${energy.id}`, payload);
        expect(res.statusCode, method).toBe(403);
        expect(res.json().message).toBe('Bunu yapmaya yetkili değilsiniz.');
      }
      expect((await systemType('Enerji Giderleri')).name).toBe('Enerji Giderleri');
      const renamed = await call(superadmin, 'PUT', `/types/expense-types/${energy.id}`, { name: 'Enerji Giderleri' });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json().data).toMatchObject({ cluster_id: null, is_system: true });
      const system = await call(worker, 'GET', `/income-types?cluster_id=${own.clusterId}&name=aidat`);
      const dues = system.json().data.find((r: Json) => r.name === 'Aidat');
      expect(dues).toMatchObject({ cluster_id: null, is_system: true });
      expect((await call(worker, 'PUT', `/income-types/${dues.id}`, { name: 'Aidat 2' })).statusCode).toBe(403);
      expect((await call(worker, 'DELETE', `/income-types/${dues.id}`)).statusCode).toBe(403);
    });

    it('needs edit-expense-type to add, change or delete a type (403), while reading stays open', async () => {
      const url = `/clusters/${own.clusterId}/types/expense-types`;
      const denied = await call(readOnly, 'POST', url, { name: 'Yetkisiz Tip' });
      expect(denied.statusCode).toBe(403);
      expect(denied.json().message).toBe('Bunu yapmaya yetkili değilsiniz.');
      const mine = (await call(worker, 'POST', url, { name: 'Sigorta Giderleri' })).json().data;
      expect((await call(readOnly, 'GET', `/types/expense-types/${mine.id}`)).statusCode).toBe(200);
      expect((await call(readOnly, 'PUT', `/types/expense-types/${mine.id}`, { name: 'Değişti' })).statusCode).toBe(
        403,
      );
      expect((await call(readOnly, 'DELETE', `/types/expense-types/${mine.id}`)).statusCode).toBe(403);
      expect((await call(worker, 'DELETE', `/types/expense-types/${mine.id}`)).statusCode).toBe(200);
    });

    it('keeps two levels: a child hangs under a top-level type of the complex or of the system', async () => {
      const url = `/clusters/${own.clusterId}/types/expense-types`;
      const parent = (await call(worker, 'POST', url, { name: 'Peyzaj Giderleri' })).json().data;
      const child = await call(worker, 'POST', url, { name: 'Çim Biçme', parent_id: parent.id });
      expect(child.statusCode, child.body).toBe(201);
      expect(child.json().data).toMatchObject({ parent_id: parent.id, parent_name: 'Peyzaj Giderleri' });
      const underSystem = await call(worker, 'POST', url, {
        name: 'Jeneratör Yakıtı',
        parent_id: (await systemType('Enerji Giderleri')).id,
      });
      expect(underSystem.statusCode, underSystem.body).toBe(201);

      const children = await listIds(worker, `${url}?has_parent=1`);
      expect(children).toEqual(expect.arrayContaining([child.json().data.id, underSystem.json().data.id]));
      expect(children).not.toContain(parent.id);
      expect(await listIds(worker, `${url}?parent_id=${parent.id}`)).toEqual([child.json().data.id]);
      expect(await listIds(worker, `${url}?parent_name=peyzaj`)).toEqual([child.json().data.id]);

      const theirParent = (
        await call(outsider, 'POST', `/clusters/${other.clusterId}/types/expense-types`, { name: 'Başka Tip' })
      ).json().data;
      for (const parentId of [child.json().data.id, theirParent.id, 999999, (await systemType('Maaş')).id]) {
        const res = await call(worker, 'POST', url, { name: 'Üçüncü Seviye', parent_id: parentId });
        expect(res.statusCode, String(parentId)).toBe(422);
        expect(res.json().errors.parent_id).toEqual(['Öğe bulunamadı.']);
      }
      const selfParent = await call(worker, 'PUT', `/types/expense-types/${parent.id}`, {
        name: 'Peyzaj Giderleri',
        parent_id: parent.id,
      });
      expect(selfParent.json().errors.parent_id).toEqual(['Öğe bulunamadı.']);
      const other2 = (await call(worker, 'POST', url, { name: 'Havuz Giderleri' })).json().data;
      const moveParent = await call(worker, 'PUT', `/types/expense-types/${parent.id}`, {
        name: 'Peyzaj Giderleri',
        parent_id: other2.id,
      });
      expect(moveParent.statusCode).toBe(422);
      expect(moveParent.json().errors.parent_id).toEqual([
        'Alt tipleri olan bir tip başka bir tipin altına taşınamaz.',
      ]);

      const inUse = await call(worker, 'DELETE', `/types/expense-types/${parent.id}`);
      expect(inUse.statusCode).toBe(422);
      expect(inUse.json().message).toBe('Bu kayıt başka kayıtlarda kullanıldığı için silinemez.');
      const badSign = await call(worker, 'POST', url, { name: 'İşaretsiz', sign: 5 });
      expect(badSign.json().errors.sign).toEqual(['Geçerli bir seçim yapın.']);
    });
  });

  it('keeps linked records inside the complex: fixture group, maintenance type, house, parent type', async () => {
    const cases: [string, Json, string][] = [
      ['fixtures', { name: 'Çim Makinesi', fixture_group_id: links.other.fixtureGroupId }, 'fixture_group_id'],
      ['maintenances', { name: 'Bakım', maintenance_type_id: links.other.maintenanceTypeId }, 'maintenance_type_id'],
      ['house-integrations', { house_id: links.other.houseId, integration_code: 'X1', provider_name: 'Y' }, 'house_id'],
      ['maintenance-types', { name: 'Alt Bakım', parent_id: links.other.maintenanceTypeId }, 'parent_id'],
    ];
    for (const [name, payload, field] of cases) {
      const res = await call(worker, 'POST', `/clusters/${own.clusterId}/${name}`, payload);
      expect(res.statusCode, name).toBe(422);
      expect(res.json().errors[field], name).toEqual(['Öğe bulunamadı.']);
    }
  });

  it('checks dates, money, phone and numbers with the Turkish messages', async () => {
    const projects = `/clusters/${own.clusterId}/projects`;
    const reversed = await call(worker, 'POST', projects, {
      name: 'P',
      starts_on: '2025-05-01',
      ends_on: '2025-04-30',
    });
    expect(reversed.json().errors.ends_on).toEqual(['Başlangıç tarihinden önce olmamalıdır.']);
    const badDate = await call(worker, 'POST', projects, { name: 'P', starts_on: '2025-02-30' });
    expect(badDate.json().errors.starts_on).toEqual(['Geçerli bir tarih girin']);
    const cents = await call(worker, 'POST', projects, { name: 'P', amount: 10.005 });
    expect(cents.json().errors.amount).toEqual(['En fazla 2 ondalık basamak girebilirsiniz.']);
    const money = await call(worker, 'POST', projects, { name: 'Bütçeli Proje', amount: 1234.56 });
    expect(money.json().data.amount).toBe(1234.56);
    const stored = await db
      .selectFrom('projects')
      .select('amount')
      .where('id', '=', money.json().data.id)
      .executeTakeFirstOrThrow();
    expect(stored.amount).toBe(123456);

    const phones = `/clusters/${own.clusterId}/cluster-phones`;
    const badPhone = await call(worker, 'POST', phones, { name: 'Kapıcı', phone: '0532-abc' });
    expect(badPhone.json().errors.phone).toEqual(['Sadece rakam girmelisiniz.']);
    const noPhone = await call(worker, 'POST', phones, { name: 'Kapıcı' });
    expect(noPhone.json().errors.phone).toEqual(['Zorunlu alan']);
    const phone = await call(worker, 'POST', phones, { name: 'Kapıcı', phone: '+90 532 111 22 33' });
    expect(phone.json().data.phone).toBe('+905321112233');

    const period = await call(worker, 'POST', `/clusters/${own.clusterId}/maintenances`, {
      name: 'Bakım',
      maintenance_type_id: links.own.maintenanceTypeId,
      period_months: 0,
    });
    expect(period.json().errors.period_months).toEqual(['En az 1 değerini girebilirsiniz.']);
    const status = await call(worker, 'POST', `/clusters/${own.clusterId}/fixtures`, {
      name: 'Demirbaş',
      fixture_group_id: links.own.fixtureGroupId,
      status_id: 9,
    });
    expect(status.json().errors.status_id).toEqual(['En fazla 4 değerini girebilirsiniz.']);
  });

  it('refuses to delete a fixture group that still has fixtures', async () => {
    const group = (await call(worker, 'POST', `/clusters/${own.clusterId}/fixture-groups`, { name: 'Mutfak' })).json()
      .data;
    await call(worker, 'POST', `/clusters/${own.clusterId}/fixtures`, {
      name: 'Buzdolabı',
      fixture_group_id: group.id,
    });
    const res = await call(worker, 'DELETE', `/fixture-groups/${group.id}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Bu kayıt başka kayıtlarda kullanıldığı için silinemez.');
  });

  describe('housing income', () => {
    it("lists the complex's houses with their current owner, read-only", async () => {
      const house = (
        await call(worker, 'POST', `/clusters/${own.clusterId}/houses`, {
          block_id: own.blockId,
          type: 'house',
          door_number: '42',
          net_area: 120,
          land_share: 15.5,
        })
      ).json().data;
      const link = async (name: string, typeId: number, endsOn?: string) => {
        const resident = (await call(worker, 'POST', `/clusters/${own.clusterId}/residents`, { name })).json().data;
        await call(worker, 'POST', `/clusters/${own.clusterId}/house-users`, {
          house_id: house.id,
          resident_id: resident.id,
          house_user_type_id: typeId,
          starts_on: '2020-01-01',
          ends_on: endsOn,
        });
      };
      await link('Eski Malik Bey', 1, '2022-12-31');
      await link('Şebnem Öztürk', 1);
      await link('Kiracı Hanım', 2);

      const url = `/clusters/${own.clusterId}/housing-income`;
      const res = await call(worker, 'GET', `${url}?door_number=42`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual([
        expect.objectContaining({
          id: house.id,
          block_name: 'A Blok',
          door_number: '42',
          owner_name: 'Şebnem Öztürk',
          owner_count: 1,
          net_area: 120,
          land_share: 15.5,
        }),
      ]);
      expect(await listIds(worker, `${url}?owner_name=${encodeURIComponent('şebnem')}`)).toEqual([house.id]);
      expect(await listIds(worker, `${url}?query=${encodeURIComponent('ÖZTÜRK')}`)).toEqual([house.id]);
      expect(await listIds(worker, `${url}?has_owner=0`)).not.toContain(house.id);
      expect(await listIds(worker, `${url}?has_owner=1`)).toContain(house.id);
      for (const [filter, value] of [
        ['block_id', own.blockId],
        ['type', 'house'],
        ['is_active', 1],
      ] as const) {
        expect(await listIds(worker, `${url}?${filter}=${value}`), filter).toContain(house.id);
      }
      for (const orderBy of ['block_name', 'door_number', 'owner_name', 'net_area', 'land_share', 'id']) {
        for (const order of ['asc', 'desc']) {
          expect((await call(worker, 'GET', `${url}?order_by=${orderBy}&order=${order}`)).statusCode).toBe(200);
        }
      }
      expect((await call(worker, 'GET', `${url}?order_by=password_hash`)).statusCode).toBe(422);
      const exported = await call(worker, 'GET', `${url}?export=1&export_type=pdf`);
      expect(exported.statusCode, exported.body).toBe(200);

      expect((await call(worker, 'GET', `/housing-income/${house.id}`)).json().data.owner_name).toBe('Şebnem Öztürk');
      for (const [method, path] of [
        ['POST', url],
        ['POST', '/housing-income'],
        ['PUT', `/housing-income/${house.id}`],
        ['DELETE', `/housing-income/${house.id}`],
      ] as const) {
        expect((await call(worker, method, path, { door_number: '1' })).statusCode, `${method} ${path}`).toBe(404);
      }
      expect((await call(outsider, 'GET', `/housing-income/${house.id}`)).statusCode).toBe(404);
      expect((await call(outsider, 'GET', url)).statusCode).toBe(404);
      expect(await listIds(outsider, `/housing-income?cluster_id=${own.clusterId}`)).toEqual([]);
    });
  });
});
