import { describe, expect, it } from 'vitest';
import { expectHiddenFromStranger, type Json, type ResourceCase, useTwoTenantsApp } from '../../test/apiTest';
import { downloadFile } from '../../test/exportedFiles';
import { testDbKinds } from '../../test/testDb';

/** A valid payload of each resource, and a change to make to it. */
const resources: (ResourceCase<number> & { filters: Json })[] = [
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
  const t = useTwoTenantsApp(kind, { pageUrl: 'http://localhost/definitions' });

  describe.each(resources)('$name', (resource) => {
    it('creates, reads, updates, lists, exports and deletes, logging each change', async () => {
      const created = await t.call(
        t.worker,
        'POST',
        `/clusters/${t.own.clusterId}/${resource.name}`,
        resource.create(t.own.blockId),
      );
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id as number;
      expect(created.json().data.cluster_id).toBe(t.own.clusterId);

      const shown = await t.call(t.worker, 'GET', `/${resource.name}/${id}`);
      expect(shown.json().data).toMatchObject({
        id,
        ...Object.fromEntries(
          Object.entries(resource.create(t.own.blockId)).filter(([k]) => !['iban', 'phone'].includes(k)),
        ),
      });

      const updated = await t.call(t.worker, 'PUT', `/${resource.name}/${id}`, {
        ...resource.create(t.own.blockId),
        ...resource.change,
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().data).toMatchObject(resource.change);

      const list = await t.call(t.worker, 'GET', `/clusters/${t.own.clusterId}/${resource.name}?per_page=10`);
      expect(list.json().meta).toMatchObject({ total: 1, current_page: 1, per_page: 10, last_page: 1 });
      expect(list.json().data[0].id).toBe(id);

      for (const orderBy of resource.sortKeys) {
        for (const order of ['asc', 'desc']) {
          const sorted = await t.call(
            t.worker,
            'GET',
            `/clusters/${t.own.clusterId}/${resource.name}?order_by=${orderBy}&order=${order}`,
          );
          expect(sorted.statusCode, `${orderBy} ${order}: ${sorted.body}`).toBe(200);
        }
      }
      for (const [filter, value] of Object.entries(resource.filters)) {
        const filtered = await t.call(
          t.worker,
          'GET',
          `/clusters/${t.own.clusterId}/${resource.name}?${filter}=${encodeURIComponent(String(value))}`,
        );
        expect(filtered.statusCode, filtered.body).toBe(200);
        expect(filtered.json().meta.total, `${filter}=${value}`).toBe(1);
      }

      const exported = await t.call(
        t.worker,
        'GET',
        `/clusters/${t.own.clusterId}/${resource.name}?export=1&export_type=xlsx`,
      );
      await downloadFile(t.app, exported);

      const removed = await t.call(t.worker, 'DELETE', `/${resource.name}/${id}`);
      expect(removed.statusCode).toBe(200);
      expect((await t.call(t.worker, 'GET', `/${resource.name}/${id}`)).statusCode).toBe(404);

      const logs = await t.call(
        t.worker,
        'GET',
        `/action-logs?entity_id=${id}&entity_type=${resource.entity}&order_by=id&order=asc`,
      );
      const actions = logs
        .json()
        .data.filter((l: Json) => l.cluster_id === t.own.clusterId && l.entity_id === id)
        .map((l: Json) => l.action_type_id);
      expect(actions).toEqual([1, 2, 4]);
      const [first] = logs.json().data;
      expect(first.page_url).toBe('http://localhost/definitions');
      expect(first.user_name).toBe('calisan@kardelen.com');
    });

    it("is a 404 for every record of another company's complex", async () => {
      await expectHiddenFromStranger(
        t.call,
        { owner: t.outsider, stranger: t.worker },
        { resource: resource.name, clusterId: t.other.clusterId, payload: resource.create(t.other.blockId) },
      );
      const listed = await t.call(t.worker, 'GET', `/${resource.name}?cluster_id=${t.other.clusterId}`);
      expect(listed.json().meta.total).toBe(0);
    });

    it('refuses a sort or filter outside the whitelist with a 422', async () => {
      const badSort = await t.call(
        t.worker,
        'GET',
        `/clusters/${t.own.clusterId}/${resource.name}?order_by=password_hash`,
      );
      expect(badSort.statusCode).toBe(422);
      expect(badSort.json().errors.order_by[0]).toMatch(/sıralanamaz/);
      const badFilter = await t.call(
        t.worker,
        'GET',
        `/clusters/${t.own.clusterId}/${resource.name}?cluster_id=1;drop table users`,
      );
      expect(badFilter.statusCode).toBe(422);
      const unknown = await t.call(t.worker, 'GET', `/clusters/${t.own.clusterId}/${resource.name}?evil=1`);
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors.evil[0]).toMatch(/filtrelenemez/);
      const bigPage = await t.call(t.worker, 'GET', `/clusters/${t.own.clusterId}/${resource.name}?per_page=5000`);
      expect(bigPage.json().errors.per_page).toEqual(['En fazla 1000 değerini girebilirsiniz.']);
    });

    it('names the missing required fields in Turkish and writes nothing', async () => {
      const res = await t.call(t.worker, 'POST', `/clusters/${t.own.clusterId}/${resource.name}`, {});
      expect(res.statusCode).toBe(422);
      expect(Object.values(res.json().errors).flat()).toContain('Zorunlu alan');
      const list = await t.call(t.worker, 'GET', `/clusters/${t.own.clusterId}/${resource.name}`);
      expect(list.json().meta.total).toBe(0);
    });
  });
});
