import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, seedDemo } from '../../../db/seed/demo';
import { type Json, useTestApp } from '../../../test/apiTest';
import { demoTokens } from '../../../test/fixtures';
import { testDbKinds } from '../../../test/testDb';

describe.each(testDbKinds)('reading a complex, its figures, parts and permissions on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: string;
  let manager: string;
  let first: number;
  let second: number;

  beforeAll(async () => {
    await seedDemo(t.db);
    ({ 'admin@demo.test': admin, 'yonetici@demo.test': manager } = await demoTokens(t.app));
    [first, second] = (await t.db.selectFrom('clusters').select('id').orderBy('id').execute()).map((c) => c.id);
  });

  it('shows a complex with its settings, and its dashboard figures with money in lira', async () => {
    const shown = await t.call(admin, 'GET', `/clusters/${second}`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data).toMatchObject({
      id: second,
      name: 'Marmara Konutları',
      late_fee_rate: 5,
      due_day: 10,
      is_active: true,
      is_demo: false,
    });

    const dashboard = await t.call(admin, 'GET', `/clusters/${second}/dashboard`);
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    const figures = dashboard.json().data;
    expect(figures).toMatchObject({ cluster_id: second, cluster_name: 'Marmara Konutları', block_count: 3 });
    expect(figures.house_count).toBeGreaterThan(0);
    expect(figures.open_debt).toEqual(expect.any(Number));
    expect((await t.call(manager, 'GET', `/clusters/${second}/dashboard`)).statusCode).toBe(404);
  });

  it('lists the unit types by name, renames and removes one', async () => {
    const listed = await t.call(admin, 'GET', `/clusters/${first}/house-types`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.map((t: Json) => t.name)).toEqual(['2+1', '3+1', '4+1', 'Dükkan']);
    expect(listed.json().meta).toMatchObject({ total: 4, current_page: 1, last_page: 1 });

    const added = await t.call(admin, 'POST', `/clusters/${first}/house-types`, { name: 'Stüdyo' });
    const id = added.json().data.id;
    const renamed = await t.call(admin, 'PUT', `/house-types/${id}`, { name: 'Stüdyo Daire' });
    expect(renamed.json().data).toEqual({ id, cluster_id: first, name: 'Stüdyo Daire' });
    const removed = await t.call(admin, 'DELETE', `/house-types/${id}`);
    expect(removed.json()).toEqual({ data: { deleted: true } });
  });

  it("answers the caller's permissions in a complex it may see", async () => {
    const granted = await t.call(manager, 'GET', `/permissions?cluster_id=${first}`);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().data).toEqual(ALL_PERMISSIONS);
    expect((await t.call(manager, 'GET', `/permissions?cluster_id=${second}`)).statusCode).toBe(404);
  });

  it("lists a worker's own company only, and exports the list as a file", async () => {
    const own = await t.call(manager, 'GET', '/companies');
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toHaveLength(1);
    expect(own.json().data[0]).toMatchObject({ has_sms_password: false, logo_url: null });
    const exported = await t.call(admin, 'GET', '/companies?export=1&export_type=xlsx');
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json().data.url).toEqual(expect.any(String));
  });
});
