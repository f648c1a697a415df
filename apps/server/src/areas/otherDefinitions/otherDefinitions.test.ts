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

type Filter = [string, string | number, string | number | null];

/** A valid payload of each resource, a change to make to it, its sorts and filters the record matches. */
type Case = ResourceCase<Links> & {
  /** [filter, value the record matches, value it does not match]. */
  filters: Filter[];
  /** The field that must be filled (and holds at most 100 characters). */
  requiredText: string;
};

const NAMED_SORTS = ['name', 'is_active', 'id', 'created_at'];
const PARENT_SORTS = ['name', 'parent_name', 'is_active', 'id', 'created_at'];

/**
 * A named definition: created and renamed, found by a word of its name (in any case) and not by another word;
 * `more` adds to its payload, its change, sorts and filters.
 */
const named = (
  name: string,
  entity: string,
  [created, renamed]: [string, string],
  [word, otherWord]: [string, string],
  more: { payload?: (links: Links) => Json; change?: Json; sortKeys?: string[]; filters?: Filter[] } = {},
): Case => ({
  name,
  entity,
  create: (links) => ({ name: created, ...more.payload?.(links) }),
  change: { name: renamed, ...more.change },
  sortKeys: more.sortKeys ?? NAMED_SORTS,
  filters: [['is_active', 1, 0], ['name', word, otherWord], ...(more.filters ?? [])],
  requiredText: 'name',
});

const resources: Case[] = [
  named('projects', 'project', ['Çatı Yalıtımı', 'Çatı ve Cephe Yalıtımı'], ['ÇATI', 'havuz'], {
    payload: () => ({
      description: 'A ve B blok çatıları',
      starts_on: '2025-04-01',
      ends_on: '2025-09-30',
      amount: 125000.5,
    }),
    change: { amount: 150000.25 },
    sortKeys: ['name', 'starts_on', 'ends_on', 'amount', 'is_active', 'id', 'created_at'],
    filters: [
      ['starts_on_from', '2025-03-01', '2025-05-01'],
      ['starts_on_to', '2025-04-01', '2025-03-31'],
    ],
  }),
  named(
    'types/expense-types',
    'expense_type',
    ['Güvenlik Giderleri', 'Güvenlik Hizmetleri'],
    ['güvenlik', 'elektrik'],
    {
      payload: () => ({ sign: -1 }),
      sortKeys: ['name', 'parent_name', 'sign', 'is_active', 'id', 'created_at'],
      filters: [
        ['has_parent', 0, 1],
        ['sign', -1, 1],
      ],
    },
  ),
  named('income-types', 'income_type', ['Otopark Geliri', 'Otopark Kira Geliri'], ['OTOPARK', 'aidat'], {
    sortKeys: PARENT_SORTS,
    filters: [['has_parent', 0, 1]],
  }),
  named('other-incomes', 'other_income', ['Reklam Panosu Kirası', 'Reklam Panosu Geliri'], ['reklam', 'otopark'], {
    payload: () => ({ description: 'Giriş kapısı panosu' }),
  }),
  named('fixture-groups', 'fixture_group', ['Spor Salonu Ekipmanları', 'Spor Salonu Aletleri'], ['SPOR', 'bahçe']),
  named('fixtures', 'fixture', ['Koşu Bandı', 'Koşu Bandı (Profesyonel)'], ['koşu', 'jeneratör'], {
    payload: (links) => ({
      fixture_group_id: links.fixtureGroupId,
      brand: 'Ürün Spor',
      serial_no: 'KB-2025-001',
      acquired_on: '2025-02-14',
      amount: 45999.99,
      status_id: 1,
    }),
    change: { status_id: 3 },
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
    filters: [['status_id', 3, 4]],
  }),
  named('payback-reasons', 'payback_reason', ['Fazla Ödeme', 'Mükerrer Ödeme'], ['ödeme', 'taşınma']),
  named(
    'contract-types',
    'contract_type',
    ['Güvenlik Hizmet Sözleşmesi', 'Temizlik Hizmet Sözleşmesi'],
    ['HİZMET', 'kira'],
  ),
  named(
    'maintenance-types',
    'maintenance_type',
    ['Jeneratör Bakımı', 'Jeneratör Periyodik Bakımı'],
    ['jeneratör', 'havuz'],
    {
      sortKeys: PARENT_SORTS,
      filters: [['has_parent', 0, 1]],
    },
  ),
  named(
    'cleaning-types',
    'cleaning_type',
    ['Merdiven Temizliği', 'Merdiven ve Koridor Temizliği'],
    ['merdiven', 'cam'],
  ),
  named('breakdown-types', 'breakdown_type', ['Asansör Arızası', 'Asansör Kapı Arızası'], ['ASANSÖR', 'su']),
  named('cluster-phones', 'cluster_phone', ['Güvenlik Kulübesi', 'Ana Giriş Güvenlik'], ['güvenlik', 'kapıcı'], {
    payload: () => ({ phone: '+90 532 987 65 43', description: '7/24' }),
    sortKeys: ['name', 'phone', 'is_active', 'id', 'created_at'],
    filters: [['phone', '987', '111']],
  }),
  named('maintenances', 'maintenance', ['Asansör Aylık Bakım', 'Asansör Aylık Periyodik Bakım'], ['asansör', 'havuz'], {
    payload: (links) => ({
      maintenance_type_id: links.maintenanceTypeId,
      period_months: 1,
      next_on: '2025-07-01',
      description: 'Yetkili servis',
    }),
    change: { period_months: 2 },
    sortKeys: ['name', 'maintenance_type_name', 'period_months', 'next_on', 'is_active', 'id', 'created_at'],
    filters: [
      ['next_on_from', '2025-06-01', '2025-07-02'],
      ['next_on_to', '2025-07-01', '2025-06-30'],
    ],
  }),
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
