import { describe, expect, it } from 'vitest';
import { listIds as listIdsOf, useTwoTenantsApp } from '../../../test/apiTest';
import { testDbKinds } from '../../../test/testDb';

describe.each(testDbKinds)('housing income on %s', (kind) => {
  const t = useTwoTenantsApp(kind, { pageUrl: 'http://localhost/other-definitions' });
  const listIds = (token: string, url: string) => listIdsOf(t.call, token, url);

  it("lists the complex's houses with their current owner, read-only", async () => {
    const house = (
      await t.call(t.worker, 'POST', `/clusters/${t.own.clusterId}/houses`, {
        block_id: t.own.blockId,
        type: 'house',
        door_number: '42',
        net_area: 120,
        land_share: 15.5,
      })
    ).json().data;
    const link = async (name: string, typeId: number, endsOn?: string) => {
      const resident = (await t.call(t.worker, 'POST', `/clusters/${t.own.clusterId}/residents`, { name })).json().data;
      await t.call(t.worker, 'POST', `/clusters/${t.own.clusterId}/house-users`, {
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

    const url = `/clusters/${t.own.clusterId}/housing-income`;
    const res = await t.call(t.worker, 'GET', `${url}?door_number=42`);
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
    expect(await listIds(t.worker, `${url}?owner_name=${encodeURIComponent('şebnem')}`)).toEqual([house.id]);
    expect(await listIds(t.worker, `${url}?query=${encodeURIComponent('ÖZTÜRK')}`)).toEqual([house.id]);
    expect(await listIds(t.worker, `${url}?has_owner=0`)).not.toContain(house.id);
    expect(await listIds(t.worker, `${url}?has_owner=1`)).toContain(house.id);
    for (const [filter, value] of [
      ['block_id', t.own.blockId],
      ['type', 'house'],
      ['is_active', 1],
    ] as const) {
      expect(await listIds(t.worker, `${url}?${filter}=${value}`), filter).toContain(house.id);
    }
    for (const orderBy of ['block_name', 'door_number', 'owner_name', 'net_area', 'land_share', 'id']) {
      for (const order of ['asc', 'desc']) {
        expect((await t.call(t.worker, 'GET', `${url}?order_by=${orderBy}&order=${order}`)).statusCode).toBe(200);
      }
    }
    expect((await t.call(t.worker, 'GET', `${url}?order_by=password_hash`)).statusCode).toBe(422);
    const exported = await t.call(t.worker, 'GET', `${url}?export=1&export_type=pdf`);
    expect(exported.statusCode, exported.body).toBe(200);

    expect((await t.call(t.worker, 'GET', `/housing-income/${house.id}`)).json().data.owner_name).toBe('Şebnem Öztürk');
    for (const [method, path] of [
      ['POST', url],
      ['POST', '/housing-income'],
      ['PUT', `/housing-income/${house.id}`],
      ['DELETE', `/housing-income/${house.id}`],
    ] as const) {
      expect((await t.call(t.worker, method, path, { door_number: '1' })).statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await t.call(t.outsider, 'GET', `/housing-income/${house.id}`)).statusCode).toBe(404);
    expect((await t.call(t.outsider, 'GET', url)).statusCode).toBe(404);
    expect(await listIds(t.outsider, `/housing-income?cluster_id=${t.own.clusterId}`)).toEqual([]);
  });
});
