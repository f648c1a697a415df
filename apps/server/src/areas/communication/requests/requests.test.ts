import { foreignReferenceMessage } from '@site/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createHouseWithOwner } from '../../../test/apiRecords';
import { actionLogsOf, expectHiddenFromStranger, listIds, postId, useTwoTenantsApp } from '../../../test/apiTest';
import { pdfPages } from '../../../test/pdfText';
import { testDbKinds } from '../../../test/testDb';

type Json = Record<string, unknown>;

/** Each kind's API name, action-log entity and whether it has a type (and of which list). */
const KINDS = [
  { name: 'breakdowns', entity: 'breakdown', types: 'breakdown-types' },
  { name: 'suggestions', entity: 'suggestion', types: null },
  { name: 'complaints', entity: 'complaint', types: null },
  { name: 'maintenance-requests', entity: 'maintenance_request', types: 'maintenance-types' },
] as const;

describe.each(testDbKinds)('requests on %s', (kind) => {
  const t = useTwoTenantsApp(kind, { pageUrl: 'http://localhost/communication/breakdowns' });
  const ids = { house: 0, owner: 0, theirHouse: 0, theirResident: 0, theirProvider: 0 };
  const types: Record<string, number> = {};
  const theirTypes: Record<string, number> = {};

  beforeAll(async () => {
    ({ houseId: ids.house, ownerId: ids.owner } = await createHouseWithOwner(t.call, t.worker, t.own, {
      door: '12',
      owner: 'Ayşe Çınar',
      startsOn: '2025-01-01',
    }));
    ({ houseId: ids.theirHouse, ownerId: ids.theirResident } = await createHouseWithOwner(t.call, t.outsider, t.other, {
      door: '3',
      owner: 'Başka Sakin',
      startsOn: '2025-01-01',
    }));
    ids.theirProvider = await postId(t.call, t.outsider, `/clusters/${t.other.clusterId}/cluster-providers`, {
      provider_type_id: 5,
      name: 'Gizli Asansör Ltd.',
      title: 'Gizli Asansör Ltd. Şti.',
    });
    for (const list of ['breakdown-types', 'maintenance-types']) {
      types[list] = await postId(t.call, t.worker, `/clusters/${t.own.clusterId}/${list}`, { name: 'Asansör' });
      theirTypes[list] = await postId(t.call, t.outsider, `/clusters/${t.other.clusterId}/${list}`, {
        name: 'Gizli Tip',
      });
    }
  });

  describe.each(KINDS)('$name', (k) => {
    it('creates, shows, edits, lists and deletes a request, new and normal by default, logging each change', async () => {
      const payload: Json = {
        house_id: ids.house,
        resident_id: ids.owner,
        title: 'Asansör çalışmıyor',
        description: 'B blok asansörü 3. katta kaldı',
        ...(k.types ? { type_id: types[k.types] } : {}),
      };
      const created = await t.call(t.worker, 'POST', `/clusters/${t.own.clusterId}/${k.name}`, payload);
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id;
      expect(created.json().data).toMatchObject({
        cluster_id: t.own.clusterId,
        house_label: `${(await t.db.selectFrom('blocks').select('name').where('id', '=', t.own.blockId).executeTakeFirstOrThrow()).name} 12`,
        resident_name: 'Ayşe Çınar',
        type_name: k.types ? 'Asansör' : null,
        title: 'Asansör çalışmıyor',
        priority: 2,
        status: 1,
        assigned_user_id: null,
        created_by_name: 'calisan@kardelen.com',
      });

      const edited = await t.call(t.worker, 'PUT', `/${k.name}/${id}`, {
        title: 'Asansör arızası',
        priority: 4,
        due_on: '2026-02-01',
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().data).toMatchObject({ title: 'Asansör arızası', priority: 4, due_on: '2026-02-01' });

      // Another kind's name does not find it.
      const elsewhere = k.name === 'complaints' ? 'suggestions' : 'complaints';
      expect((await t.call(t.worker, 'GET', `/${elsewhere}/${id}`)).statusCode).toBe(404);
      expect(await listIds(t.call, t.worker, `/clusters/${t.own.clusterId}/${k.name}`)).toContain(id);
      expect(await listIds(t.call, t.worker, `/clusters/${t.own.clusterId}/${elsewhere}`)).not.toContain(id);

      // The history starts with 'Yeni'.
      const events = await t.call(t.worker, 'GET', `/requests/${id}/events`);
      expect(events.json().data).toMatchObject([{ kind: 1, from_status: null, to_status: 1 }]);

      expect((await t.call(t.worker, 'DELETE', `/${k.name}/${id}`)).statusCode).toBe(200);
      expect((await t.call(t.worker, 'GET', `/${k.name}/${id}`)).statusCode).toBe(404);
      const logs = await actionLogsOf(t.call, t.worker, k.entity, id);
      expect(logs.map((l) => l.action_type_id)).toEqual([1, 2, 4]);
    });

    it("refuses another complex's house, resident and type with a 422 that names none of them", async () => {
      const url = `/clusters/${t.own.clusterId}/${k.name}`;
      const foreign: Json[] = [{ house_id: ids.theirHouse }, { resident_id: ids.theirResident }];
      if (k.types) foreign.push({ type_id: theirTypes[k.types] });
      for (const field of foreign) {
        const res = await t.call(t.worker, 'POST', url, { title: 'Deneme', ...field });
        expect(res.statusCode, JSON.stringify(field)).toBe(422);
        const [key] = Object.keys(field);
        expect(res.json().errors[key]).toHaveLength(1);
        expect(res.body).not.toMatch(/Başka Sakin|Gizli/);
      }
      if (!k.types) {
        const typed = await t.call(t.worker, 'POST', url, { title: 'Deneme', type_id: types['breakdown-types'] });
        expect(typed.statusCode).toBe(422);
        expect(typed.json().errors.type_id).toEqual(['Bu talep türünde tip seçilmez.']);
      }
      const blank = await t.call(t.worker, 'POST', url, { title: ' ', priority: 9 });
      expect(blank.statusCode).toBe(422);
      expect(blank.json().errors.title).toEqual(['Zorunlu alan']);
      expect(blank.json().errors.priority).toBeDefined();
    });

    it("hides another company's request on every route, and a read-only worker may not write", async () => {
      const id = await expectHiddenFromStranger(
        t.call,
        { owner: t.outsider, stranger: t.worker },
        { resource: k.name, clusterId: t.other.clusterId, payload: { title: 'Başkasının talebi' } },
      );
      for (const path of ['status', 'comments', 'assign']) {
        const res = await t.call(t.worker, 'POST', `/requests/${id}/${path}`, { status: 3, comment: 'x' });
        expect(res.statusCode, path).toBe(404);
      }
      expect((await t.call(t.worker, 'GET', `/requests/${id}/events`)).statusCode).toBe(404);
      const mine = await postId(t.call, t.worker, `/clusters/${t.own.clusterId}/${k.name}`, { title: 'Benim' });
      for (const [method, url] of [
        ['POST', `/clusters/${t.own.clusterId}/${k.name}`],
        ['PUT', `/${k.name}/${mine}`],
        ['DELETE', `/${k.name}/${mine}`],
        ['POST', `/requests/${mine}/comments`],
      ] as const) {
        const res = await t.call(t.readOnly, method, url, { title: 'Stajyer', comment: 'Stajyer' });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().message).toBe('Bunu yapmaya yetkili değilsiniz.');
      }
      expect((await t.call(t.readOnly, 'GET', `/${k.name}/${mine}`)).statusCode).toBe(200);
    });
  });

  it('filters by status, priority, type, house and day, sorts newest first by default and exports', async () => {
    const c = `/clusters/${t.own.clusterId}/breakdowns`;
    const first = await postId(t.call, t.worker, c, { title: 'Su kaçağı', priority: 3, house_id: ids.house });
    const second = await postId(t.call, t.worker, c, {
      title: 'Kapı kilidi',
      priority: 1,
      type_id: types['breakdown-types'],
    });
    await t.call(t.worker, 'POST', `/requests/${second}/status`, { status: 6, comment: 'Kapsam dışı' });

    const newestFirst = await listIds(t.call, t.worker, c);
    expect(newestFirst.indexOf(second)).toBeLessThan(newestFirst.indexOf(first));
    expect(await listIds(t.call, t.worker, `${c}?status[]=6`)).toEqual([second]);
    expect(await listIds(t.call, t.worker, `${c}?status[]=1&status[]=6&priority=3`)).toEqual([first]);
    expect(await listIds(t.call, t.worker, `${c}?type_id=${types['breakdown-types']}`)).toContain(second);
    expect(await listIds(t.call, t.worker, `${c}?house_id=${ids.house}`)).toContain(first);
    expect(await listIds(t.call, t.worker, `${c}?house_id=${ids.house}`)).not.toContain(second);
    expect(await listIds(t.call, t.worker, `${c}?query=kilid`)).toEqual([second]);
    expect(await listIds(t.call, t.worker, `${c}?date_to=2000-01-01`)).toEqual([]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
    expect(await listIds(t.call, t.worker, `${c}?date_from=${today}&date_to=${today}`)).toContain(first);
    expect((await t.call(t.worker, 'GET', `${c}?order_by=search`)).statusCode).toBe(422);
    expect((await t.call(t.worker, 'GET', `${c}?order_by=house_label`)).statusCode).toBe(200);
    // Suggestions have no type to filter by.
    expect((await t.call(t.worker, 'GET', `/clusters/${t.own.clusterId}/suggestions?type_id=1`)).statusCode).toBe(422);

    const exported = await t.call(t.worker, 'GET', `${c}?export=1&export_type=pdf&status[]=6`);
    expect(exported.statusCode, exported.body).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: exported.json().data.url });
    const printed = (await pdfPages(file.rawPayload)).join('\n');
    expect(printed).toContain('Arızalar');
    expect(printed).toContain('Kapı kilidi');
    expect(printed).toContain('Reddedildi');
    expect(printed).toContain('Düşük');
    expect(printed).not.toContain('Su kaçağı');
    const xlsx = await t.call(t.worker, 'GET', `${c}?export=1&export_type=xlsx`);
    expect(xlsx.json().data.url).toMatch(/\.xlsx$/);
  });

  it("assigning another complex's provider is a 422 that names nothing of it", async () => {
    const id = await postId(t.call, t.worker, `/clusters/${t.own.clusterId}/complaints`, { title: 'Gürültü' });
    const res = await t.call(t.worker, 'POST', `/requests/${id}/assign`, { assigned_provider_id: ids.theirProvider });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.assigned_provider_id).toEqual([foreignReferenceMessage]);
    expect(res.body).not.toContain('Gizli');
  });
});
