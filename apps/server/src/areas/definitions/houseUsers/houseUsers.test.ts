import { describe, expect, it } from 'vitest';
import { type Json, postRecord, useTwoTenantsApp } from '../../../test/apiTest';
import { exportedSheet, rowValues } from '../../../test/exportedFiles';
import { testDbKinds } from '../../../test/testDb';

describe.each(testDbKinds)('house users on %s', (kind) => {
  const t = useTwoTenantsApp(kind, { pageUrl: 'http://localhost/definitions' });

  it('links a resident to a house as owner, lists the link both ways and keeps links inside the complex', async () => {
    const house = await postRecord(t.call, t.worker, `/clusters/${t.own.clusterId}/houses`, {
      block_id: t.own.blockId,
      type: 'house',
      door_number: '21',
    });
    const resident = await postRecord(t.call, t.worker, `/clusters/${t.own.clusterId}/residents`, {
      name: 'Hülya Kuzey',
    });
    const linkToHouse = (token: string, residentId: number, typeId: number, more: Json = {}) =>
      t.call(token, 'POST', `/clusters/${t.own.clusterId}/house-users`, {
        house_id: house.id,
        resident_id: residentId,
        house_user_type_id: typeId,
        ...more,
      });
    const link = await linkToHouse(t.worker, resident.id, 1, { starts_on: '2025-01-01', is_staying: true });
    expect(link.statusCode, link.body).toBe(201);
    expect(link.json().data).toMatchObject({
      house_id: house.id,
      resident_id: resident.id,
      house_user_type_id: 1,
      is_staying: true,
      door_number: '21',
      block_name: 'A Blok',
      resident_name: 'Hülya Kuzey',
    });
    const byHouse = (
      await t.call(t.worker, 'GET', `/clusters/${t.own.clusterId}/house-users?house_id=${house.id}`)
    ).json();
    expect(byHouse.data.map((l: Json) => l.resident_name)).toEqual(['Hülya Kuzey']);
    const byResident = (
      await t.call(t.worker, 'GET', `/clusters/${t.own.clusterId}/house-users?resident_id=${resident.id}`)
    ).json();
    expect(byResident.meta.total).toBe(1);
    expect((await t.call(t.worker, 'GET', `/residents/${resident.id}`)).json().data.house_user_count).toBe(1);

    // The owner leaves: a former owner from the start date to the end date.
    const endOn = (endsOn: string) =>
      t.call(t.worker, 'PUT', `/house-users/${link.json().data.id}`, {
        house_id: house.id,
        resident_id: resident.id,
        house_user_type_id: 5,
        starts_on: '2025-01-01',
        ends_on: endsOn,
      });
    const badDates = await endOn('2024-12-31');
    expect(badDates.json().errors.ends_on).toEqual(['Başlangıç tarihinden önce olmamalıdır.']);
    const ended = await endOn('2025-06-30');
    expect(ended.json().data).toMatchObject({ house_user_type_id: 5, ends_on: '2025-06-30' });
    expect((await t.call(t.worker, 'GET', `/residents/${resident.id}`)).json().data.house_user_count).toBe(0);

    const foreignResident = await postRecord(t.call, t.outsider, `/clusters/${t.other.clusterId}/residents`, {
      name: 'Yabancı Kişi',
    });
    const crossed = await linkToHouse(t.worker, foreignResident.id, 2);
    expect(crossed.statusCode).toBe(422);
    expect(crossed.json().errors.resident_id).toEqual(['Öğe bulunamadı.']);
    expect((await t.call(t.outsider, 'GET', `/house-users/${link.json().data.id}`)).statusCode).toBe(404);
    expect((await linkToHouse(t.readOnly, resident.id, 3)).statusCode).toBe(403);
  });

  it("serves the complex's contact list: house label, type name, contact details, today's links, sorted and exported", async () => {
    const url = `/clusters/${t.own.clusterId}/house-users`;
    const house = await postRecord(t.call, t.worker, `/clusters/${t.own.clusterId}/houses`, {
      block_id: t.own.blockId,
      type: 'house',
      door_number: '3',
    });
    const owner = await postRecord(t.call, t.worker, `/clusters/${t.own.clusterId}/residents`, {
      name: 'Şule Ak',
      phone: '+905321112233',
      email: 'sule@example.com',
      notification_medium: 'sms',
    });
    const former = await postRecord(t.call, t.worker, `/clusters/${t.own.clusterId}/residents`, {
      name: 'Eski Kiracı Bey',
    });
    for (const [residentId, typeId, more] of [
      [owner.id, 1, {}],
      [former.id, 5, { starts_on: '2024-01-01', ends_on: '2024-12-31' }],
    ] as const)
      await postRecord(t.call, t.worker, url, {
        house_id: house.id,
        resident_id: residentId,
        house_user_type_id: typeId,
        ...more,
      });
    const list = await t.call(t.worker, 'GET', `${url}?house_id=${house.id}&has_ended=0`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({
        house_label: 'A Blok 3',
        resident_name: 'Şule Ak',
        house_user_type_name: 'Malik',
        phone: '+905321112233',
        email: 'sule@example.com',
        notification_medium: 'sms',
        is_phone_verified: false,
      }),
    ]);
    const byLabel = (
      await t.call(t.worker, 'GET', `${url}?order_by=house_label&order=desc&house_id=${house.id}`)
    ).json();
    expect(byLabel.data.map((l: Json) => l.house_user_type_name).sort()).toEqual(['Eski Kiracı', 'Malik']);
    const found = (await t.call(t.worker, 'GET', `${url}?query=şule`)).json();
    expect(found.data.map((l: Json) => l.resident_name)).toEqual(['Şule Ak']);

    const sheet = await exportedSheet(
      t.app,
      await t.call(t.worker, 'GET', `${url}?export=1&export_type=xlsx&house_id=${house.id}&has_ended=0`),
    );
    const header = rowValues(sheet, 1);
    const line = rowValues(sheet, 2);
    expect(line[header.indexOf('Tür')]).toBe('Malik');
    expect(line[header.indexOf('E-posta')]).toBe('sule@example.com');
    expect((await t.call(t.outsider, 'GET', url)).statusCode).toBe(404);
  });
});
