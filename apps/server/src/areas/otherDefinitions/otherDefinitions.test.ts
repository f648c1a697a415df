import { beforeAll, describe, expect, it } from 'vitest';
import {
  expectHiddenFromStranger,
  type Json,
  listIds as listIdsOf,
  postId,
  type ResourceCase,
  useTwoTenantsApp,
} from '../../test/apiTest';
import { downloadFile } from '../../test/exportedFiles';
import { testDbKinds } from '../../test/testDb';

/** The records a payload may link to, one set per complex. */
type Links = { blockId: number; fixtureGroupId: number; maintenanceTypeId: number; houseId: number };

/** A valid payload of each resource, a change to make to it, its sorts and filters the record matches. */
const resources: (ResourceCase<Links> & {
  /** [filter, value the record matches, value it does not match]. */
  filters: [string, string | number, string | number | null][];
  /** The field that must be filled (and holds at most 100 characters). */
  requiredText: string;
})[] = [
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
  const t = useTwoTenantsApp(kind, { pageUrl: 'http://localhost/other-definitions' });
  const links: Record<'own' | 'other', Links> = {} as never;
  const listIds = (token: string, url: string) => listIdsOf(t.call, token, url);

  /** A fixture group, a maintenance type and a house of the complex, created the way a person would. */
  const linkedRecords = async (token: string, cluster: { clusterId: number; blockId: number }): Promise<Links> => {
    const post = (name: string, payload: Json) =>
      postId(t.call, token, `/clusters/${cluster.clusterId}/${name}`, payload);
    return {
      blockId: cluster.blockId,
      fixtureGroupId: await post('fixture-groups', { name: 'Bahçe Ekipmanları' }),
      maintenanceTypeId: await post('maintenance-types', { name: 'Asansör' }),
      houseId: await post('houses', { block_id: cluster.blockId, type: 'house', door_number: '5' }),
    };
  };

  beforeAll(async () => {
    links.own = await linkedRecords(t.worker, t.own);
    links.other = await linkedRecords(t.outsider, t.other);
  });

  describe.each(resources)('$name', (resource) => {
    it('creates, reads, updates, lists, filters, sorts, exports and deletes, logging each change', async () => {
      const listUrl = `/clusters/${t.own.clusterId}/${resource.name}`;
      const before = await listIds(t.worker, listUrl);
      const created = await t.call(t.worker, 'POST', listUrl, resource.create(links.own));
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id as number;
      expect(created.json().data).toMatchObject({ cluster_id: t.own.clusterId, is_active: true });

      const shown = await t.call(t.worker, 'GET', `/${resource.name}/${id}`);
      expect(shown.statusCode).toBe(200);
      const { phone: _phone, ...comparable } = resource.create(links.own);
      expect(shown.json().data).toMatchObject({ id, ...comparable });
      expect(shown.json().data).not.toHaveProperty('search');
      expect(shown.json().data).not.toHaveProperty('name_sort');

      const updated = await t.call(t.worker, 'PUT', `/${resource.name}/${id}`, {
        ...resource.create(links.own),
        ...resource.change,
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().data).toMatchObject(resource.change);

      const after = await listIds(t.worker, listUrl);
      expect(after.sort()).toEqual([...before, id].sort());
      const list = await t.call(t.worker, 'GET', `${listUrl}?per_page=10`);
      expect(list.json().meta).toMatchObject({ total: after.length, current_page: 1, per_page: 10 });

      for (const orderBy of resource.sortKeys) {
        for (const order of ['asc', 'desc']) {
          const sorted = await t.call(t.worker, 'GET', `${listUrl}?order_by=${orderBy}&order=${order}`);
          expect(sorted.statusCode, `${orderBy} ${order}: ${sorted.body}`).toBe(200);
        }
      }
      for (const [filter, match, miss] of resource.filters) {
        const q = (value: string | number) => `${listUrl}?${filter}=${encodeURIComponent(String(value))}`;
        expect(await listIds(t.worker, q(match)), `${filter}=${match}`).toContain(id);
        if (miss !== null) expect(await listIds(t.worker, q(miss)), `${filter}=${miss}`).not.toContain(id);
      }

      const exported = await t.call(t.worker, 'GET', `${listUrl}?export=1&export_type=xlsx`);
      await downloadFile(t.app, exported);

      const removed = await t.call(t.worker, 'DELETE', `/${resource.name}/${id}`);
      expect(removed.statusCode, removed.body).toBe(200);
      expect((await t.call(t.worker, 'GET', `/${resource.name}/${id}`)).statusCode).toBe(404);

      const logs = await t.call(t.worker, 'GET', `/action-logs?entity_id=${id}&entity_type=${resource.entity}`);
      const actions = logs
        .json()
        .data.filter((l: Json) => l.cluster_id === t.own.clusterId && l.entity_id === id)
        .map((l: Json) => l.action_type_id)
        .sort();
      expect(actions).toEqual([1, 2, 4]);
    });

    it("is a 404 for every record of another company's complex", async () => {
      const id = await expectHiddenFromStranger(
        t.call,
        { owner: t.outsider, stranger: t.worker },
        { resource: resource.name, clusterId: t.other.clusterId, payload: resource.create(links.other) },
      );
      expect(await listIds(t.worker, `/${resource.name}?cluster_id=${t.other.clusterId}`)).not.toContain(id);
      expect(await listIds(t.worker, `/${resource.name}`)).not.toContain(id);
    });

    it('refuses a sort or filter outside the whitelist with a 422', async () => {
      const url = `/clusters/${t.own.clusterId}/${resource.name}`;
      const badSort = await t.call(t.worker, 'GET', `${url}?order_by=password_hash`);
      expect(badSort.statusCode).toBe(422);
      expect(badSort.json().errors.order_by[0]).toMatch(/sıralanamaz/);
      expect((await t.call(t.worker, 'GET', `${url}?cluster_id=1;drop table users`)).statusCode).toBe(422);
      const unknown = await t.call(t.worker, 'GET', `${url}?evil=1`);
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors.evil[0]).toMatch(/filtrelenemez/);
    });

    it('names a missing required field and a long text in Turkish, and writes nothing', async () => {
      const url = `/clusters/${t.own.clusterId}/${resource.name}`;
      const before = await listIds(t.worker, url);
      const empty = await t.call(t.worker, 'POST', url, {});
      expect(empty.statusCode).toBe(422);
      expect(empty.json().errors[resource.requiredText]).toEqual(['Zorunlu alan']);
      const blank = await t.call(t.worker, 'POST', url, {
        ...resource.create(links.own),
        [resource.requiredText]: '  ',
      });
      expect(blank.json().errors[resource.requiredText]).toEqual(['Zorunlu alan']);
      const long = await t.call(t.worker, 'POST', url, {
        ...resource.create(links.own),
        [resource.requiredText]: 'ş'.repeat(101),
      });
      expect(long.statusCode).toBe(422);
      expect(long.json().errors[resource.requiredText]).toEqual(['En fazla 100 karakter yazabilirsiniz.']);
      expect(await listIds(t.worker, url)).toEqual(before);
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
      const res = await t.call(t.worker, 'POST', `/clusters/${t.own.clusterId}/${name}`, payload);
      expect(res.statusCode, name).toBe(422);
      expect(res.json().errors[field], name).toEqual(['Öğe bulunamadı.']);
    }
  });
});
