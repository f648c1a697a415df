import { beforeAll, describe, expect, it } from 'vitest';
import { exportedSheet } from '../../../test/exportedFiles';
import { testDbKinds } from '../../../test/testDb';
import { clearSaasDemo, countOf, expect422, expectAllForbidden, insertCustomer } from '../customers/crm.fixtures';
import { signInAs, useDemoAdmin } from '../users/users.fixtures';

const PATH = '/api-super-admin/customer-groups';
type Group = { id: number; name: string; customer_count: number };

describe.each(testDbKinds)('super administrator › customer groups on %s', (kind) => {
  const t = useDemoAdmin(kind);
  let manager: string;

  const create = async (name: string) => {
    const res = await t.call(t.admin, 'POST', PATH, { name });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as Group;
  };
  const list = async (query = '') => {
    const res = await t.call(t.admin, 'GET', `${PATH}?per_page=1000${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Group[]; meta: { total: number; per_page: number } };
  };

  beforeAll(async () => {
    await clearSaasDemo(t.db);
    manager = (await signInAs(t.app, 'yonetici@demo.test')).token;
  });

  it('creates, shows and renames a group, each change in the action log', async () => {
    const group = await create('İstanbul Avrupa');
    expect(group).toMatchObject({ name: 'İstanbul Avrupa', customer_count: 0 });
    const shown = await t.call(t.admin, 'GET', `${PATH}/${group.id}`);
    expect(shown.json().data).toEqual(group);
    const res = await t.call(t.admin, 'PUT', `${PATH}/${group.id}`, { name: 'İstanbul Anadolu' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.name).toBe('İstanbul Anadolu');
    // Its own name again is not a duplicate.
    expect((await t.call(t.admin, 'PUT', `${PATH}/${group.id}`, { name: 'İSTANBUL ANADOLU' })).statusCode).toBe(200);
    const logs = await t.db
      .selectFrom('action_logs')
      .select('action_type_id')
      .where('entity_type', '=', 'customer_group')
      .where('entity_id', '=', group.id)
      .orderBy('id')
      .execute();
    expect(logs.map((l) => l.action_type_id)).toEqual([1, 2, 2]);
    expect((await t.call(t.admin, 'GET', `${PATH}/999999`)).statusCode).toBe(404);
  });

  it('refuses a missing, long or duplicate name (compared the Turkish way) and writes nothing', async () => {
    await create('Çukurova');
    const before = await countOf(t.db, 'customer_groups');
    await expect422(t.call(t.admin, 'POST', PATH, {}), 'name', 'Zorunlu alan');
    await expect422(t.call(t.admin, 'POST', PATH, { name: '   ' }), 'name', 'Zorunlu alan');
    await expect422(
      t.call(t.admin, 'POST', PATH, { name: 'x'.repeat(101) }),
      'name',
      'En fazla 100 karakter yazabilirsiniz.',
    );
    await expect422(
      t.call(t.admin, 'POST', PATH, { name: 'ÇUKUROVA' }),
      'name',
      'Bu isimde bir müşteri grubu zaten var.',
    );
    const other = await create('Ege');
    await expect422(
      t.call(t.admin, 'PUT', `${PATH}/${other.id}`, { name: ' çukurova ' }),
      'name',
      'Bu isimde bir müşteri grubu zaten var.',
    );
    expect(await countOf(t.db, 'customer_groups')).toBe(before + 1);
    await create('y'.repeat(100));
  });

  it('lists with customer counts, searches, sorts and takes up to 1000 a page', async () => {
    const group = await create('Karadeniz');
    for (const name of ['Rize Yönetim', 'Trabzon Yönetim']) {
      const id = await insertCustomer(t.db, name);
      await t.db.updateTable('customers').set({ customer_group_id: group.id }).where('id', '=', id).execute();
    }
    const { data, meta } = await list();
    expect(meta.per_page).toBe(1000);
    expect(data.find((g) => g.id === group.id)?.customer_count).toBe(2);
    expect((await list('&query=KARADENİZ')).data.map((g) => g.name)).toEqual(['Karadeniz']);
    const names = (await list('&order_by=name')).data.map((g) => g.name);
    expect(names.indexOf('Çukurova')).toBeLessThan(names.indexOf('Ege'));
    expect(names.indexOf('Ege')).toBeLessThan(names.indexOf('İSTANBUL ANADOLU'));
    expect((await list('&order_by=customer_count&order=desc')).data[0].name).toBe('Karadeniz');
    expect((await t.call(t.admin, 'GET', `${PATH}?per_page=1001`)).statusCode).toBe(422);
    const sheet = await exportedSheet(t.app, await t.call(t.admin, 'GET', `${PATH}?export=1&export_type=xlsx`));
    const cells = JSON.stringify(sheet.getSheetValues());
    for (const text of ['Grup', 'Müşteri Sayısı', 'Karadeniz', 'Çukurova']) expect(cells).toContain(text);
  });

  it('refuses to delete a group with customers; deletes an empty one', async () => {
    const [full] = (await list('&query=karadeniz')).data;
    await expect422(
      t.call(t.admin, 'DELETE', `${PATH}/${full.id}`),
      'id',
      'Bu gruba bağlı müşteriler olduğu için silinemez.',
    );
    expect((await t.call(t.admin, 'GET', `${PATH}/${full.id}`)).statusCode).toBe(200);
    // The screen's form sends the selected complex along, as every form does; it is not part of a group.
    const sent = await t.call(t.admin, 'POST', PATH, { name: 'Boş Grup', cluster_id: 1 });
    expect(sent.statusCode, sent.body).toBe(201);
    const empty = sent.json().data as Group;
    const res = await t.call(t.admin, 'DELETE', `${PATH}/${empty.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.call(t.admin, 'GET', `${PATH}/${empty.id}`)).statusCode).toBe(404);
  });

  it('answers 403 to a manager on every route', async () => {
    const [group] = (await list()).data;
    await expectAllForbidden(t.call, manager, [
      ['GET', PATH],
      ['GET', `${PATH}/${group.id}`],
      ['POST', PATH, { name: 'Yönetici Grubu' }],
      ['PUT', `${PATH}/${group.id}`, { name: 'Yönetici Grubu' }],
      ['DELETE', `${PATH}/${group.id}`],
    ]);
    expect((await list('&query=yönetici grubu')).data).toEqual([]);
  });
});
