import { beforeAll, describe, expect, it } from 'vitest';
import { createSuperadmin } from '../../../test/apiRecords';
import { type Json, listIds as listIdsOf, useTwoTenantsApp } from '../../../test/apiTest';
import { testDbKinds } from '../../../test/testDb';

describe.each(testDbKinds)('expense types on %s', (kind) => {
  const t = useTwoTenantsApp(kind, { pageUrl: 'http://localhost/other-definitions' });
  let superadmin: string;
  const listIds = (token: string, url: string) => listIdsOf(t.call, token, url);

  beforeAll(async () => {
    superadmin = await createSuperadmin(t.app, t.db, { email: 'admin@sistem.com', companyId: t.own.companyId });
  });

  const systemType = async (name: string) => {
    const res = await t.call(
      t.worker,
      'GET',
      `/types/expense-types?cluster_id=${t.own.clusterId}&name=${encodeURIComponent(name)}&per_page=1000`,
    );
    const row = res.json().data.find((r: Json) => r.name === name);
    expect(row, name).toBeDefined();
    return row as Json & { id: number };
  };

  it('lists the system types to every complex, with their children, as read-only rows', async () => {
    for (const token of [t.worker, t.outsider]) {
      const res = await t.call(token, 'GET', `/types/expense-types?per_page=1000`);
      const names = res.json().data.map((r: Json) => r.name);
      expect(names).toEqual(expect.arrayContaining(['Personel Giderleri', 'Maaş', 'Elektrik', 'Banka Masrafları']));
    }
    const picker = await t.call(t.worker, 'GET', `/types/expense-types?cluster_id=${t.own.clusterId}&per_page=1000`);
    expect(picker.statusCode).toBe(200);
    const salary = picker.json().data.find((r: Json) => r.name === 'Maaş');
    expect(salary).toMatchObject({ cluster_id: null, is_system: true, parent_name: 'Personel Giderleri', sign: -1 });
    const topLevel = await t.call(
      t.worker,
      'GET',
      `/clusters/${t.own.clusterId}/types/expense-types?has_parent=0&per_page=1000`,
    );
    expect(topLevel.json().data.map((r: Json) => r.name)).toEqual([
      'Bakım Onarım',
      'Enerji Giderleri',
      'Personel Giderleri',
      'Yönetim Giderleri',
    ]);
    expect((await t.call(t.outsider, 'GET', `/types/expense-types/${salary.id}`)).json().data.name).toBe('Maaş');
  });

  it('lets nobody but a super administrator change a system type (403)', async () => {
    const energy = await systemType('Enerji Giderleri');
    for (const [method, payload] of [
      ['PUT', { name: 'Enerji' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await t.call(t.worker, method, `/types/expense-types/${energy.id}`, payload);
      expect(res.statusCode, method).toBe(403);
      expect(res.json().message).toBe('Bunu yapmaya yetkili değilsiniz.');
    }
    expect((await systemType('Enerji Giderleri')).name).toBe('Enerji Giderleri');
    const renamed = await t.call(superadmin, 'PUT', `/types/expense-types/${energy.id}`, { name: 'Enerji Giderleri' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ cluster_id: null, is_system: true });
    const system = await t.call(t.worker, 'GET', `/income-types?cluster_id=${t.own.clusterId}&name=aidat`);
    const dues = system.json().data.find((r: Json) => r.name === 'Aidat');
    expect(dues).toMatchObject({ cluster_id: null, is_system: true });
    expect((await t.call(t.worker, 'PUT', `/income-types/${dues.id}`, { name: 'Aidat 2' })).statusCode).toBe(403);
    expect((await t.call(t.worker, 'DELETE', `/income-types/${dues.id}`)).statusCode).toBe(403);
  });

  it('needs edit-expense-type to add, change or delete a type (403), while reading stays open', async () => {
    const url = `/clusters/${t.own.clusterId}/types/expense-types`;
    const denied = await t.call(t.readOnly, 'POST', url, { name: 'Yetkisiz Tip' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Bunu yapmaya yetkili değilsiniz.');
    const mine = (await t.call(t.worker, 'POST', url, { name: 'Sigorta Giderleri' })).json().data;
    expect((await t.call(t.readOnly, 'GET', `/types/expense-types/${mine.id}`)).statusCode).toBe(200);
    expect((await t.call(t.readOnly, 'PUT', `/types/expense-types/${mine.id}`, { name: 'Değişti' })).statusCode).toBe(
      403,
    );
    expect((await t.call(t.readOnly, 'DELETE', `/types/expense-types/${mine.id}`)).statusCode).toBe(403);
    expect((await t.call(t.worker, 'DELETE', `/types/expense-types/${mine.id}`)).statusCode).toBe(200);
  });

  it('keeps two levels: a child hangs under a top-level type of the complex or of the system', async () => {
    const url = `/clusters/${t.own.clusterId}/types/expense-types`;
    const parent = (await t.call(t.worker, 'POST', url, { name: 'Peyzaj Giderleri' })).json().data;
    const child = await t.call(t.worker, 'POST', url, { name: 'Çim Biçme', parent_id: parent.id });
    expect(child.statusCode, child.body).toBe(201);
    expect(child.json().data).toMatchObject({ parent_id: parent.id, parent_name: 'Peyzaj Giderleri' });
    const underSystem = await t.call(t.worker, 'POST', url, {
      name: 'Jeneratör Yakıtı',
      parent_id: (await systemType('Enerji Giderleri')).id,
    });
    expect(underSystem.statusCode, underSystem.body).toBe(201);

    const children = await listIds(t.worker, `${url}?has_parent=1`);
    expect(children).toEqual(expect.arrayContaining([child.json().data.id, underSystem.json().data.id]));
    expect(children).not.toContain(parent.id);
    expect(await listIds(t.worker, `${url}?parent_id=${parent.id}`)).toEqual([child.json().data.id]);
    expect(await listIds(t.worker, `${url}?parent_name=peyzaj`)).toEqual([child.json().data.id]);

    const theirParent = (
      await t.call(t.outsider, 'POST', `/clusters/${t.other.clusterId}/types/expense-types`, { name: 'Başka Tip' })
    ).json().data;
    for (const parentId of [child.json().data.id, theirParent.id, 999999, (await systemType('Maaş')).id]) {
      const res = await t.call(t.worker, 'POST', url, { name: 'Üçüncü Seviye', parent_id: parentId });
      expect(res.statusCode, String(parentId)).toBe(422);
      expect(res.json().errors.parent_id).toEqual(['Öğe bulunamadı.']);
    }
    const selfParent = await t.call(t.worker, 'PUT', `/types/expense-types/${parent.id}`, {
      name: 'Peyzaj Giderleri',
      parent_id: parent.id,
    });
    expect(selfParent.json().errors.parent_id).toEqual(['Öğe bulunamadı.']);
    const other2 = (await t.call(t.worker, 'POST', url, { name: 'Havuz Giderleri' })).json().data;
    const moveParent = await t.call(t.worker, 'PUT', `/types/expense-types/${parent.id}`, {
      name: 'Peyzaj Giderleri',
      parent_id: other2.id,
    });
    expect(moveParent.statusCode).toBe(422);
    expect(moveParent.json().errors.parent_id).toEqual(['Alt tipleri olan bir tip başka bir tipin altına taşınamaz.']);

    const inUse = await t.call(t.worker, 'DELETE', `/types/expense-types/${parent.id}`);
    expect(inUse.statusCode).toBe(422);
    expect(inUse.json().message).toBe('Bu kayıt başka kayıtlarda kullanıldığı için silinemez.');
    const badSign = await t.call(t.worker, 'POST', url, { name: 'İşaretsiz', sign: 5 });
    expect(badSign.json().errors.sign).toEqual(['Geçerli bir seçim yapın.']);
  });
});
