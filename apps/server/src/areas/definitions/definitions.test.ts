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

describe.each(testDbKinds)("a provider's expense types on %s", (kind) => {
  const t = useTwoTenantsApp(kind, { pageUrl: 'http://localhost/definitions/cluster-providers' });
  const provider = { provider_type_id: 5, name: 'Enerjisa', title: 'Enerjisa Elektrik Perakende Satış A.Ş.' };

  /** A system expense type by name, under `parent` when given (the migrations seed them). */
  const systemType = async (name: string, parent?: number): Promise<number> => {
    const query = parent === undefined ? 'has_parent=0' : `parent_id=${parent}`;
    const res = await t.call(
      t.worker,
      'GET',
      `/clusters/${t.own.clusterId}/types/expense-types?${query}&per_page=1000`,
    );
    const type = res.json().data.find((row: Json) => row.name === name);
    expect(type, name).toBeDefined();
    return type.id;
  };
  const providerCount = async () =>
    (await t.call(t.worker, 'GET', `/clusters/${t.own.clusterId}/cluster-providers`)).json().meta.total as number;
  const post = (body: Json) => t.call(t.worker, 'POST', `/clusters/${t.own.clusterId}/cluster-providers`, body);

  it('asks for the expense type of a provider matched in bank statements, and writes nothing without it', async () => {
    const before = await providerCount();
    for (const body of [
      { ...provider, bank_integration_type_id: 1 },
      { ...provider, bank_integration_type_id: 2, expense_type_id: null, child_expense_type_id: null },
    ]) {
      const res = await post(body);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual({ expense_type_id: ['Zorunlu alan'] });
    }
    // Without an integration the expense type stays optional.
    const plain = await post({ ...provider, name: 'Mahalle Nalburu', bank_integration_type_id: null });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json().data).toMatchObject({ bank_integration_type_id: null, expense_type_id: null });
    expect(await providerCount()).toBe(before + 1);
  });

  it('takes a child expense type only under the chosen expense type', async () => {
    const energy = await systemType('Enerji Giderleri');
    const salary = await systemType('Maaş', await systemType('Personel Giderleri'));
    const before = await providerCount();
    const foreignChild = await post({ ...provider, expense_type_id: energy, child_expense_type_id: salary });
    expect(foreignChild.statusCode, foreignChild.body).toBe(422);
    expect(foreignChild.json().errors).toEqual({ child_expense_type_id: ['Öğe bulunamadı.'] });
    const orphan = await post({ ...provider, expense_type_id: null, child_expense_type_id: salary });
    expect(orphan.statusCode, orphan.body).toBe(422);
    expect(orphan.json().errors).toEqual({ child_expense_type_id: ['Önce gider tipini seçin.'] });
    expect(await providerCount()).toBe(before);
  });

  it('saves the integration, expense type and child type, answers them, and keeps the rule on updates', async () => {
    const energy = await systemType('Enerji Giderleri');
    const electricity = await systemType('Elektrik', energy);
    const created = await post({
      ...provider,
      bank_integration_type_id: 1,
      expense_type_id: energy,
      child_expense_type_id: electricity,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;
    const saved = { bank_integration_type_id: 1, expense_type_id: energy, child_expense_type_id: electricity };
    expect(created.json().data).toMatchObject(saved);
    expect((await t.call(t.worker, 'GET', `/cluster-providers/${id}`)).json().data).toMatchObject(saved);

    // An update that leaves the expense type out keeps it; one that empties it while matched is refused.
    const renamed = await t.call(t.worker, 'PUT', `/cluster-providers/${id}`, {
      ...provider,
      bank_integration_type_id: 2,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ ...saved, bank_integration_type_id: 2 });
    const emptied = await t.call(t.worker, 'PUT', `/cluster-providers/${id}`, {
      ...provider,
      expense_type_id: null,
      child_expense_type_id: null,
    });
    expect(emptied.statusCode, emptied.body).toBe(422);
    expect(emptied.json().errors).toEqual({ expense_type_id: ['Zorunlu alan'] });
    // A child type of another parent is refused against the stored expense type too.
    const salary = await systemType('Maaş', await systemType('Personel Giderleri'));
    const wrongChild = await t.call(t.worker, 'PUT', `/cluster-providers/${id}`, {
      ...provider,
      child_expense_type_id: salary,
    });
    expect(wrongChild.statusCode, wrongChild.body).toBe(422);
    expect(wrongChild.json().errors).toEqual({ child_expense_type_id: ['Öğe bulunamadı.'] });
    expect((await t.call(t.worker, 'GET', `/cluster-providers/${id}`)).json().data).toMatchObject({
      ...saved,
      bank_integration_type_id: 2,
    });

    // Without the integration the expense types may go.
    const unmatched = await t.call(t.worker, 'PUT', `/cluster-providers/${id}`, {
      ...provider,
      bank_integration_type_id: null,
      expense_type_id: null,
      child_expense_type_id: null,
    });
    expect(unmatched.statusCode, unmatched.body).toBe(200);
    expect(unmatched.json().data).toMatchObject({
      bank_integration_type_id: null,
      expense_type_id: null,
      child_expense_type_id: null,
    });
  });

  it("refuses another complex's expense type as before", async () => {
    const theirs = await t.call(t.outsider, 'POST', `/clusters/${t.other.clusterId}/types/expense-types`, {
      name: 'Başka Sitenin Gideri',
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    const res = await post({ ...provider, bank_integration_type_id: 1, expense_type_id: theirs.json().data.id });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ expense_type_id: ['Öğe bulunamadı.'] });
  });
});
