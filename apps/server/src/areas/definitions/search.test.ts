import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/connection';
import { apiCaller, type createCompanyWithCluster, createTwoTenants } from '../../test/fixtures';
import { createTestApp, testDbKinds } from '../../test/testDb';

type Row = Record<string, unknown>;

/**
 * Finding a debtor the way a manager types: a house by its block and door ('Menekşe 8') or by its owner's
 * name, in the houses list and the house balances; a resident by a phone written any common way.
 */
describe.each(testDbKinds)('searching houses and residents on %s', (kind) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let own: Awaited<ReturnType<typeof createCompanyWithCluster>>;
  let worker: string;
  let call: ReturnType<typeof apiCaller>;
  let blockId: number;
  let houseId: number;
  let otherHouseId: number;
  let residentId: number;
  let linkId: number;

  const post = async (url: string, payload: Row) => {
    const response = await call(worker, 'POST', url, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as Row & { id: number };
  };
  const found = async (list: string, query: string) => {
    const response = await call(worker, 'GET', `/clusters/${own.clusterId}/${list}?query=${encodeURIComponent(query)}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as Row[]).map((row) => row.id);
  };

  beforeAll(async () => {
    ({ app, db, close } = await createTestApp(kind));
    call = apiCaller(app, 'http://localhost/definitions/houses');
    ({ own, worker } = await createTwoTenants(app, db));
    blockId = (await post(`/clusters/${own.clusterId}/blocks`, { name: 'Menekşe' })).id;
    houseId = (await post(`/clusters/${own.clusterId}/houses`, { block_id: blockId, type: 'house', door_number: '8' }))
      .id;
    otherHouseId = (
      await post(`/clusters/${own.clusterId}/houses`, { block_id: blockId, type: 'house', door_number: '18' })
    ).id;
    residentId = (
      await post(`/clusters/${own.clusterId}/residents`, { name: 'Gülşen Yıldırım', phone: '+90 532 111 22 33' })
    ).id;
    linkId = (
      await post(`/clusters/${own.clusterId}/house-users`, {
        house_id: houseId,
        resident_id: residentId,
        house_user_type_id: 1,
        starts_on: '2024-01-01',
        is_staying: true,
      })
    ).id;
  });
  afterAll(() => close());

  it('finds a house by its block and door number, in any case', async () => {
    // A search matches inside words, as everywhere: door 8 also finds door 18, and 18 only 18.
    expect(await found('houses', 'Menekşe 8')).toEqual([houseId, otherHouseId]);
    expect(await found('houses', 'MENEKŞE 18')).toEqual([otherHouseId]);
    expect(await found('house-balances', 'menekşe 8')).toEqual([houseId, otherHouseId]);
    expect(await found('houses', 'lale 8')).toEqual([]);
  });

  it("finds a house by its owner's name, and shows the owner, the occupant and the balance in the list", async () => {
    expect(await found('houses', 'gülşen')).toEqual([houseId]);
    expect(await found('house-balances', 'Yıldırım')).toEqual([houseId]);
    const response = await call(worker, 'GET', `/clusters/${own.clusterId}/houses?query=g%C3%BCl%C5%9Fen`);
    const [house] = response.json().data as Row[];
    expect(house).toMatchObject({ owner_name: 'Gülşen Yıldırım', occupant_name: 'Gülşen Yıldırım', balance: 0 });
  });

  it('follows a renamed block and a renamed resident, and forgets a user who left', async () => {
    const renamed = await call(worker, 'PUT', `/blocks/${blockId}`, { name: 'Lale' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await found('houses', 'lale 18')).toEqual([otherHouseId]);
    expect(await found('houses', 'menekşe 18')).toEqual([]);

    const resident = await call(worker, 'PUT', `/residents/${residentId}`, {
      name: 'Gülşen Aydın',
      phone: '+90 532 111 22 33',
    });
    expect(resident.statusCode, resident.body).toBe(200);
    expect(await found('houses', 'aydın')).toEqual([houseId]);
    expect(await found('houses', 'yıldırım')).toEqual([]);

    expect((await call(worker, 'DELETE', `/house-users/${linkId}`)).statusCode).toBe(200);
    expect(await found('houses', 'aydın')).toEqual([]);
    expect(await found('houses', 'lale 18')).toEqual([otherHouseId]);
  });

  it('finds a resident by a phone typed in any common way', async () => {
    for (const typed of [
      '0532 111 22 33',
      '05321112233',
      '532 111 2233',
      '+905321112233',
      '(0532) 111-22-33',
      '+90 532 111 22 33',
    ]) {
      expect(await found('residents', typed), typed).toEqual([residentId]);
    }
    expect(await found('residents', '0532 999 22 33')).toEqual([]);
  });
});
