import { beforeAll, describe, expect, it } from 'vitest';
import { todayInTurkey } from '../../../http/clock';
import { postId, useTwoTenantsApp } from '../../../test/apiTest';
import { pdfPages } from '../../../test/pdfText';
import { testDbKinds } from '../../../test/testDb';

type Json = Record<string, unknown>;

describe.each(testDbKinds)('enforcements on %s', (kind) => {
  const t = useTwoTenantsApp(kind, { pageUrl: 'http://localhost/enforcements' });
  const ids = { ayse: 0, mehmet: 0, lawyer: 0, supplier: 0, theirResident: 0, theirLawyer: 0 };

  const post = (token: string, clusterId: number, path: string, payload: Json) =>
    postId(t.call, token, `/clusters/${clusterId}/${path}`, payload);
  const create = (payload: Json) => t.call(t.worker, 'POST', `/clusters/${t.own.clusterId}/enforcements`, payload);

  beforeAll(async () => {
    ids.ayse = await post(t.worker, t.own.clusterId, 'residents', { name: 'Ayşe Çınar' });
    ids.mehmet = await post(t.worker, t.own.clusterId, 'residents', { name: 'Mehmet Işık' });
    ids.lawyer = await post(t.worker, t.own.clusterId, 'cluster-providers', {
      provider_type_id: 1,
      name: 'Av. Şeyma Öz',
      title: 'Öz Hukuk Bürosu',
    });
    ids.supplier = await post(t.worker, t.own.clusterId, 'cluster-providers', {
      provider_type_id: 5,
      name: 'Temiz Ltd.',
      title: 'Temiz Temizlik Ltd. Şti.',
    });
    ids.theirResident = await post(t.outsider, t.other.clusterId, 'residents', { name: 'Başka Sakin' });
    ids.theirLawyer = await post(t.outsider, t.other.clusterId, 'cluster-providers', {
      provider_type_id: 1,
      name: 'Av. Başka',
      title: 'Başka Hukuk',
    });
  });

  it('creates, shows, updates, closes, lists, exports and deletes a case, logging each change', async () => {
    const created = await create({
      resident_id: ids.ayse,
      lawyer_id: ids.lawyer,
      file_no: '2025/1234 E.',
      amount: 12500.5,
      left_amount: 12500.5,
      issued_on: '2025-03-10',
      description: 'Aidat borcu',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data).toMatchObject({
      cluster_id: t.own.clusterId,
      resident_id: ids.ayse,
      resident_name: 'Ayşe Çınar',
      lawyer_id: ids.lawyer,
      lawyer_name: 'Av. Şeyma Öz',
      file_no: '2025/1234 E.',
      amount: 12500.5,
      left_amount: 12500.5,
      issued_on: '2025-03-10',
      is_closed: false,
      closed_on: null,
    });
    // Money is stored in kuruş.
    const stored = await t.db.selectFrom('enforcements').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(Number(stored.amount)).toBe(1250050);

    // An update sends the required fields; optional ones left out stay as they are.
    const required = { resident_id: ids.ayse, issued_on: '2025-03-10' };
    const updated = await t.call(t.worker, 'PUT', `/enforcements/${id}`, { ...required, left_amount: 4000 });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ amount: 12500.5, left_amount: 4000 });

    // Closing without a date closes it today; reopening clears the date.
    const closed = await t.call(t.worker, 'PUT', `/enforcements/${id}`, { ...required, is_closed: true });
    expect(closed.json().data).toMatchObject({ is_closed: true, closed_on: todayInTurkey() });
    const reopened = await t.call(t.worker, 'PUT', `/enforcements/${id}`, { ...required, is_closed: false });
    expect(reopened.json().data).toMatchObject({ is_closed: false, closed_on: null });
    const closedOn = await t.call(t.worker, 'PUT', `/enforcements/${id}`, {
      ...required,
      is_closed: true,
      closed_on: '2025-06-30',
    });
    expect(closedOn.json().data).toMatchObject({ is_closed: true, closed_on: '2025-06-30' });

    const list = await t.call(t.worker, 'GET', `/clusters/${t.own.clusterId}/enforcements`);
    expect(list.json().meta).toMatchObject({ total: 1, totals: { amount: 12500.5, left_amount: 4000 } });
    expect(list.json().data[0]).toMatchObject({ id, resident_name: 'Ayşe Çınar', lawyer_name: 'Av. Şeyma Öz' });

    const exported = await t.call(
      t.worker,
      'GET',
      `/clusters/${t.own.clusterId}/enforcements?export=1&export_type=pdf`,
    );
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json().data.url).toMatch(/^\/api\/files\/icra-takipleri-[a-z0-9-]+\.pdf$/);
    const file = await t.app.inject({ method: 'GET', url: exported.json().data.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    // The printed list names its complex and ends with the screen's totals.
    const cluster = await t.db
      .selectFrom('clusters')
      .select('name')
      .where('id', '=', t.own.clusterId)
      .executeTakeFirst();
    const printed = (await pdfPages(file.rawPayload)).join('\n');
    expect(printed).toContain(`Site: ${cluster?.name}`);
    expect(printed).toContain('Toplam 1 kayıt');
    expect(printed).toContain('12.500,50 ₺');
    expect(printed).toContain('4.000,00 ₺');

    expect((await t.call(t.worker, 'DELETE', `/enforcements/${id}`)).statusCode).toBe(200);
    expect((await t.call(t.worker, 'GET', `/enforcements/${id}`)).statusCode).toBe(404);
    const logs = await t.call(
      t.worker,
      'GET',
      `/action-logs?entity_type=enforcement&entity_id=${id}&order_by=id&order=asc`,
    );
    expect(logs.json().data.map((l: Json) => l.action_type_id)).toEqual([1, 2, 2, 2, 2, 4]);
  });

  it('says what is wrong, in the exact Turkish words, on each field, and writes nothing', async () => {
    const valid = { resident_id: ids.ayse, issued_on: '2025-01-15' };
    const cases: [Json, string, string][] = [
      [{ resident_id: undefined }, 'resident_id', 'Zorunlu alan'],
      [{ issued_on: undefined }, 'issued_on', 'Zorunlu alan'],
      [{ issued_on: '2025-02-30' }, 'issued_on', 'Geçerli bir tarih girin'],
      [{ file_no: 'x'.repeat(51) }, 'file_no', 'En fazla 50 karakter yazabilirsiniz.'],
      [{ description: 'x'.repeat(1001) }, 'description', 'En fazla 1000 karakter yazabilirsiniz.'],
      [{ amount: -1 }, 'amount', 'En az 0,00 değerini girebilirsiniz.'],
      [{ amount: 1_000_000_000 }, 'amount', 'En fazla 999.999.999,99 değerini girebilirsiniz.'],
      [{ amount: 10.555 }, 'amount', 'En fazla 2 ondalık basamak girebilirsiniz.'],
      [{ amount: 100, left_amount: 100.01 }, 'left_amount', 'En fazla 100,00 değerini girebilirsiniz.'],
      [{ left_amount: 5 }, 'left_amount', 'En fazla 0,00 değerini girebilirsiniz.'],
      [{ is_closed: true, closed_on: '2025-01-14' }, 'closed_on', '15.01.2025 tarihinden sonra olmalıdır'],
      // Links stay inside the complex: another complex's resident or lawyer, or a provider that is no lawyer.
      [{ resident_id: ids.theirResident }, 'resident_id', 'Öğe bulunamadı.'],
      [{ lawyer_id: ids.theirLawyer }, 'lawyer_id', 'Öğe bulunamadı.'],
      [{ lawyer_id: ids.supplier }, 'lawyer_id', 'Öğe bulunamadı.'],
    ];
    for (const [change, field, message] of cases) {
      const res = await create({ ...valid, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(change)).toEqual([message]);
    }
    const total = await t.call(t.worker, 'GET', `/clusters/${t.own.clusterId}/enforcements`);
    expect(total.json().meta.total).toBe(0);

    // An update checks the stored case as a whole: a remaining amount above the stored claim is refused.
    const id = (await create({ ...valid, amount: 300, left_amount: 300 })).json().data.id;
    const tooMuch = await t.call(t.worker, 'PUT', `/enforcements/${id}`, { ...valid, left_amount: 300.01 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.left_amount).toEqual(['En fazla 300,00 değerini girebilirsiniz.']);
    expect((await t.call(t.worker, 'GET', `/enforcements/${id}`)).json().data.left_amount).toBe(300);
    await t.call(t.worker, 'DELETE', `/enforcements/${id}`);
  });

  it('filters by open or closed, by residents (arrays) and lawyer, and searches by name and file number', async () => {
    const cases = [
      { resident_id: ids.ayse, lawyer_id: ids.lawyer, file_no: 'A-1', issued_on: '2025-01-01' },
      { resident_id: ids.ayse, file_no: 'A-2', issued_on: '2025-02-01', is_closed: true },
      { resident_id: ids.mehmet, lawyer_id: ids.lawyer, file_no: 'M-1', issued_on: '2025-03-01' },
    ];
    const created: number[] = [];
    for (const c of cases) created.push((await create(c)).json().data.id);
    const fileNos = async (query: string) =>
      (await t.call(t.worker, 'GET', `/enforcements?${query}`))
        .json()
        .data.map((r: Json) => r.file_no)
        .sort();

    // The enforcement picker's call of spec §7.
    const picker = `query=&per_page=1000&cluster_id[]=${t.own.clusterId}&is_closed=0&resident_id[]=${ids.ayse}&resident_id[]=${ids.mehmet}`;
    const pickerRes = await t.call(t.worker, 'GET', `/enforcements?${picker}`);
    expect(pickerRes.statusCode, pickerRes.body).toBe(200);
    expect(
      pickerRes
        .json()
        .data.map((r: Json) => r.file_no)
        .sort(),
    ).toEqual(['A-1', 'M-1']);
    expect(await fileNos(`is_closed=0&resident_id[]=${ids.ayse}`)).toEqual(['A-1']);
    expect(await fileNos(`is_closed=1`)).toEqual(['A-2']);
    expect(await fileNos(`resident_id=${ids.mehmet}`)).toEqual(['M-1']);
    expect(await fileNos(`lawyer_id=${ids.lawyer}`)).toEqual(['A-1', 'M-1']);
    expect(await fileNos(`query=${encodeURIComponent('ışık')}`)).toEqual(['M-1']);
    expect(await fileNos(`query=${encodeURIComponent('AYŞE a-2')}`)).toEqual(['A-2']);
    expect(await fileNos(`resident_name=${encodeURIComponent('çınar')}`)).toEqual(['A-1', 'A-2']);
    // Another company's complex asked for by id lists nothing.
    expect(await fileNos(`cluster_id[]=${t.other.clusterId}&is_closed=0`)).toEqual([]);

    const byIssued = await t.call(
      t.worker,
      'GET',
      `/clusters/${t.own.clusterId}/enforcements?order_by=issued_on&order=asc`,
    );
    expect(byIssued.json().data.map((r: Json) => r.file_no)).toEqual(['A-1', 'A-2', 'M-1']);
    for (const orderBy of ['resident_name', 'lawyer_name', 'file_no', 'amount', 'left_amount', 'is_closed']) {
      const sorted = await t.call(t.worker, 'GET', `/clusters/${t.own.clusterId}/enforcements?order_by=${orderBy}`);
      expect(sorted.statusCode, orderBy).toBe(200);
    }
    const forbidden = await t.call(t.worker, 'GET', `/clusters/${t.own.clusterId}/enforcements?order_by=search`);
    expect(forbidden.statusCode).toBe(422);
    expect(forbidden.json().errors.order_by).toEqual(['Bu alana göre sıralanamaz: search']);
    const unknown = await t.call(t.worker, 'GET', `/clusters/${t.own.clusterId}/enforcements?description=x`);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.description).toEqual(['Bu alana göre filtrelenemez: description']);
    const badFlag = await t.call(t.worker, 'GET', `/clusters/${t.own.clusterId}/enforcements?is_closed=2`);
    expect(badFlag.statusCode).toBe(422);
    for (const id of created) await t.call(t.worker, 'DELETE', `/enforcements/${id}`);
  });

  it("is a 404 on every route for a case of another company's complex", async () => {
    const theirs = await t.call(t.outsider, 'POST', `/clusters/${t.other.clusterId}/enforcements`, {
      resident_id: ids.theirResident,
      lawyer_id: ids.theirLawyer,
      issued_on: '2025-01-01',
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    const id = theirs.json().data.id;
    const payload = { resident_id: ids.theirResident, issued_on: '2025-01-02' };
    for (const [method, url, body] of [
      ['GET', `/enforcements/${id}`],
      ['PUT', `/enforcements/${id}`, payload],
      ['DELETE', `/enforcements/${id}`],
      ['GET', `/clusters/${t.other.clusterId}/enforcements`],
      ['POST', `/clusters/${t.other.clusterId}/enforcements`, payload],
      ['POST', '/enforcements', { ...payload, cluster_id: t.other.clusterId }],
    ] as const) {
      const res = await t.call(t.worker, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe('Öğe bulunamadı.');
    }
    const shown = await t.call(t.outsider, 'GET', `/enforcements/${id}`);
    expect(shown.json().data).toMatchObject({ issued_on: '2025-01-01', resident_name: 'Başka Sakin' });
  });
});
