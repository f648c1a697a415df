import { describe, expect, it } from 'vitest';
import { expectHiddenFromStranger, type Json, postRecord, useTwoTenantsApp } from '../../../test/apiTest';
import { exportedSheet, rowValues } from '../../../test/exportedFiles';
import { testDbKinds } from '../../../test/testDb';

describe.each(testDbKinds)('visitor logs on %s', (kind) => {
  const t = useTwoTenantsApp(kind, { pageUrl: 'http://localhost/communication/visitor-logs' });
  const logs = () => `/clusters/${t.own.clusterId}/visitor-logs`;
  const names = async (query: string) => {
    const res = await t.call(t.worker, 'GET', `${logs()}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.map((row: Json) => row.visitor_name);
  };

  it('logs a visitor with a normalised plate, checks the plate and the times, and lists newest first', async () => {
    const house = await postRecord(t.call, t.worker, `/clusters/${t.own.clusterId}/houses`, {
      block_id: t.own.blockId,
      type: 'house',
      door_number: '7',
    });
    const resident = await postRecord(t.call, t.worker, `/clusters/${t.own.clusterId}/residents`, {
      name: 'Işıl Çınar',
    });
    const created = await postRecord(t.call, t.worker, logs(), {
      visitor_name: 'Kargo Görevlisi',
      house_id: house.id,
      resident_id: resident.id,
      vehicle_plate: '34 abc 123',
      entered_at: '2026-03-02T07:30:00+03:00',
      note: 'Paket bıraktı',
    });
    expect(created).toMatchObject({
      vehicle_plate: '34ABC123',
      entered_at: '2026-03-02T04:30:00.000Z',
      left_at: null,
      is_inside: true,
      house_label: 'A Blok 7',
      resident_name: 'Işıl Çınar',
      created_by_name: expect.any(String),
    });
    await postRecord(t.call, t.worker, logs(), {
      visitor_name: 'Elektrikçi',
      vehicle_plate: '06 I 1234',
      entered_at: '2026-03-03T10:00:00.000Z',
      left_at: '2026-03-03T11:00:00.000Z',
    });
    await postRecord(t.call, t.worker, logs(), { visitor_name: 'Misafir', entered_at: '2026-03-01T21:30:00.000Z' });

    const badPlate = await t.call(t.worker, 'POST', logs(), {
      visitor_name: 'X',
      vehicle_plate: '34 ABCD 12',
      entered_at: '2026-03-02T08:00:00.000Z',
    });
    expect(badPlate.statusCode).toBe(422);
    expect(badPlate.json().errors.vehicle_plate).toEqual(['Geçerli bir plaka girin (ör. 34 ABC 123).']);
    const leftFirst = await t.call(t.worker, 'POST', logs(), {
      visitor_name: 'X',
      entered_at: '2026-03-02T08:00:00.000Z',
      left_at: '2026-03-02T07:59:00.000Z',
    });
    expect(leftFirst.json().errors.left_at).toEqual(['Giriş zamanından önce olmamalıdır.']);
    const noName = await t.call(t.worker, 'POST', logs(), { entered_at: 'dün' });
    expect(noName.json().errors).toMatchObject({
      visitor_name: ['Zorunlu alan'],
      entered_at: ['Geçerli bir tarih girin'],
    });

    // Newest first; inside now; by house; a Turkish day (21:30 UTC on 1 March is 2 March in Turkey); by plate.
    expect(await names('')).toEqual(['Elektrikçi', 'Kargo Görevlisi', 'Misafir']);
    expect(await names('has_left=0')).toEqual(['Kargo Görevlisi', 'Misafir']);
    expect(await names(`house_id=${house.id}`)).toEqual(['Kargo Görevlisi']);
    expect(await names('date_from=2026-03-02&date_to=2026-03-02')).toEqual(['Kargo Görevlisi', 'Misafir']);
    expect(await names('vehicle_plate=34%20ABC')).toEqual(['Kargo Görevlisi']);
    expect(await names('vehicle_plate=34abc1')).toEqual(['Kargo Görevlisi']);
    expect(await names('vehicle_plate=06%20i%2012')).toEqual(['Elektrikçi']);
    expect(await names('query=kargo')).toEqual(['Kargo Görevlisi']);
    expect((await t.call(t.worker, 'GET', `${logs()}?order_by=plate`)).statusCode).toBe(422);

    const sheet = await exportedSheet(
      t.app,
      await t.call(t.worker, 'GET', `${logs()}?export=1&export_type=xlsx&house_id=${house.id}`),
    );
    expect(rowValues(sheet, 1)).toContain('Plaka');
    expect(rowValues(sheet, 2)).toContain('34 ABC 123');
  });

  it("records the way out once: 'Çıkış' sets left_at now, a second one is a 422", async () => {
    const log = await postRecord(t.call, t.worker, logs(), {
      visitor_name: 'Su Servisi',
      entered_at: new Date(Date.now() - 60_000).toISOString(),
    });
    const left = await t.call(t.worker, 'POST', `/visitor-logs/${log.id}/leave`);
    expect(left.statusCode, left.body).toBe(200);
    const { left_at, is_inside } = left.json().data;
    expect(is_inside).toBe(false);
    expect(Math.abs(Date.parse(left_at) - Date.now())).toBeLessThan(60_000);
    const again = await t.call(t.worker, 'POST', `/visitor-logs/${log.id}/leave`);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.left_at).toEqual(['Ziyaretçinin çıkışı zaten kaydedilmiş.']);
    expect((await t.call(t.worker, 'GET', `/visitor-logs/${log.id}`)).json().data.left_at).toBe(left_at);

    expect((await t.call(t.readOnly, 'POST', `/visitor-logs/${log.id}/leave`)).statusCode).toBe(403);
    expect((await t.call(t.outsider, 'POST', `/visitor-logs/${log.id}/leave`)).statusCode).toBe(404);
  });

  it("keeps logs inside their complex: another company's log is a 404 and another complex's house a 422", async () => {
    const payload = { visitor_name: 'Gizli', entered_at: '2026-03-02T08:00:00.000Z' };
    await expectHiddenFromStranger(
      t.call,
      { owner: t.worker, stranger: t.outsider },
      { resource: 'visitor-logs', clusterId: t.own.clusterId, payload },
    );
    const foreignHouse = await postRecord(t.call, t.outsider, `/clusters/${t.other.clusterId}/houses`, {
      block_id: t.other.blockId,
      type: 'house',
      door_number: '1',
    });
    const crossed = await t.call(t.worker, 'POST', logs(), { ...payload, house_id: foreignHouse.id });
    expect(crossed.statusCode).toBe(422);
    expect(crossed.json().errors.house_id).toEqual(['Öğe bulunamadı.']);
    expect((await t.call(t.readOnly, 'POST', logs(), payload)).statusCode).toBe(403);
  });
});
