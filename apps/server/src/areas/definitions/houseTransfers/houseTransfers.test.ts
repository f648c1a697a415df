import { beforeAll, describe, expect, it } from 'vitest';
import { createHouseWithOwner } from '../../../test/apiRecords';
import { useTenantsApp } from '../../../test/apiTest';
import { createWorker } from '../../../test/fixtures';
import { testDbKinds } from '../../../test/testDb';

type Json = Record<string, unknown>;

describe.each(testDbKinds)('a house changing hands on %s', (kind) => {
  // One worker who may edit residents, one who may only read, and another company's.
  const t = useTenantsApp(
    kind,
    {},
    {
      own: { company: 'Devir', email: 'w@devir.com', permissions: ['edit-resident', 'edit-house'] },
      other: { company: 'Öteki', email: 'o@oteki.com', permissions: ['edit-resident', 'edit-house'] },
    },
  );
  let readOnly: string;
  beforeAll(async () => {
    readOnly = await createWorker(t.app, t.db, {
      email: 'r@devir.com',
      companyId: t.own.companyId,
      clusterIds: [t.own.clusterId],
      permissions: [],
    });
  });

  const links = async (houseId: number) =>
    (
      await t.call(
        t.own.token,
        'GET',
        `/clusters/${t.own.clusterId}/house-users?house_id=${houseId}&order_by=id&order=asc`,
      )
    ).json().data as Json[];
  const newHouse = async (door: string) =>
    (
      await t.call(t.own.token, 'POST', `/clusters/${t.own.clusterId}/houses`, {
        block_id: t.own.blockId,
        type: 'house',
        door_number: door,
      })
    ).json().data.id as number;

  it('rents a house out, then changes the renter: the old one becomes a former renter and leaves the complex', async () => {
    const { houseId: house } = await createHouseWithOwner(t.call, t.own.token, t.own, {
      door: '1',
      owner: 'Ev Sahibi',
      startsOn: '2020-01-01',
    });

    const first = await t.call(t.own.token, 'POST', `/houses/${house}/transfer`, {
      house_user_type_id: 2,
      starts_on: '2024-09-01',
      old_user_handling: 'left_cluster',
      new_user_handling: 'new_user',
      new_resident: { name: 'Kiracı Bir', phone: '+90 532 000 11 22' },
    });
    expect(first.statusCode, first.body).toBe(200);
    const renterOne = first.json().data.resident_id;

    const second = await t.call(t.own.token, 'POST', `/houses/${house}/transfer`, {
      house_user_type_id: 2,
      starts_on: '2025-09-01',
      old_user_handling: 'left_cluster',
      new_user_handling: 'new_user',
      new_resident: { name: 'Kiracı İki' },
    });
    expect(second.json().data).toMatchObject({ ended: 1 });
    expect((await links(house)).map((l) => [l.resident_name, l.house_user_type_id, l.starts_on, l.ends_on])).toEqual([
      ['Ev Sahibi', 1, '2020-01-01', null],
      ['Kiracı Bir', 5, '2024-09-01', '2025-08-31'],
      ['Kiracı İki', 2, '2025-09-01', null],
    ]);
    expect((await t.call(t.own.token, 'GET', `/residents/${renterOne}`)).json().data.is_active).toBe(false);
    const logged = (await t.call(t.own.token, 'GET', '/action-logs?entity_type=house_user&per_page=100')).json().meta
      .total;
    expect(logged).toBeGreaterThanOrEqual(4);
  });

  it('sells a house to a resident of the complex; the old owner moves to another house as a renter', async () => {
    const { houseId: house, ownerId: seller } = await createHouseWithOwner(t.call, t.own.token, t.own, {
      door: '2',
      owner: 'Satan Kişi',
      startsOn: '2019-05-01',
    });
    const other = await newHouse('3');
    const buyer = (
      await t.call(t.own.token, 'POST', `/clusters/${t.own.clusterId}/residents`, { name: 'Alan Kişi' })
    ).json().data.id;

    const sale = await t.call(t.own.token, 'POST', `/houses/${house}/transfer`, {
      house_user_type_id: 1,
      starts_on: '2025-03-15',
      old_user_handling: 'moved_to_another_house',
      moved_to_house_id: other,
      new_user_handling: 'from_cluster',
      resident_id: buyer,
    });
    expect(sale.statusCode, sale.body).toBe(200);
    expect((await links(house)).map((l) => [l.resident_name, l.house_user_type_id, l.ends_on])).toEqual([
      ['Satan Kişi', 4, '2025-03-14'],
      ['Alan Kişi', 1, null],
    ]);
    expect((await links(other)).map((l) => [l.resident_name, l.house_user_type_id, l.starts_on])).toEqual([
      ['Satan Kişi', 2, '2025-03-15'],
    ]);
    expect((await t.call(t.own.token, 'GET', `/residents/${seller}`)).json().data.is_active).toBe(true);

    // The pickers of spec §7: a house's current people, a resident's current houses.
    const people = await t.call(t.own.token, 'GET', `/clusters/${t.own.clusterId}/residents?house_id=${house}`);
    expect(people.json().data.map((r: Json) => r.name)).toEqual(['Alan Kişi']);
    const homes = await t.call(t.own.token, 'GET', `/clusters/${t.own.clusterId}/houses?resident_id=${seller}`);
    expect(homes.json().data.map((h: Json) => h.id)).toEqual([other]);
    const both = await t.call(
      t.own.token,
      'GET',
      `/clusters/${t.own.clusterId}/residents?house_id[]=${house}&house_id[]=${other}&order_by=name`,
    );
    expect(both.json().data.map((r: Json) => r.name)).toEqual(['Alan Kişi', 'Satan Kişi']);
  });

  it('refuses what would leave the house in a wrong state, with Turkish messages, and changes nothing', async () => {
    const { houseId: house } = await createHouseWithOwner(t.call, t.own.token, t.own, {
      door: '4',
      owner: 'Tek Malik',
      startsOn: '2022-01-01',
    });
    const cases: [Json, string, string][] = [
      [
        { house_user_type_id: 1, new_user_handling: 'empty_house' },
        'new_user_handling',
        'Bağımsız bölüm maliksiz kalamaz.',
      ],
      [{ house_user_type_id: 1, new_user_handling: 'from_cluster' }, 'resident_id', 'Zorunlu alan'],
      [
        {
          house_user_type_id: 1,
          old_user_handling: 'moved_to_another_house',
          new_user_handling: 'new_user',
          new_resident: { name: 'X' },
        },
        'moved_to_house_id',
        'Zorunlu alan',
      ],
      [
        { house_user_type_id: 1, starts_on: '2021-12-31', new_user_handling: 'new_user', new_resident: { name: 'X' } },
        'starts_on',
        'Mevcut kullanıcının başlangıç tarihinden sonra olmalıdır.',
      ],
      [
        { house_user_type_id: 1, new_user_handling: 'from_cluster', resident_id: 999999 },
        'resident_id',
        'Öğe bulunamadı.',
      ],
    ];
    for (const [change, field, message] of cases) {
      const res = await t.call(t.own.token, 'POST', `/houses/${house}/transfer`, {
        starts_on: '2025-01-01',
        old_user_handling: 'lives_in_cluster',
        ...change,
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(change)).toEqual([message]);
    }
    expect((await links(house)).map((l) => [l.resident_name, l.house_user_type_id, l.ends_on])).toEqual([
      ['Tek Malik', 1, null],
    ]);
    expect((await t.call(t.own.token, 'GET', `/clusters/${t.own.clusterId}/residents?name=x`)).json().meta.total).toBe(
      0,
    );

    const body = {
      house_user_type_id: 2,
      starts_on: '2025-01-01',
      old_user_handling: 'lives_in_cluster',
      new_user_handling: 'new_user',
      new_resident: { name: 'Y' },
    };
    expect((await t.call(readOnly, 'POST', `/houses/${house}/transfer`, body)).statusCode).toBe(403);
    expect((await t.call(t.other.token, 'POST', `/houses/${house}/transfer`, body)).statusCode).toBe(404);
  });
});
