import { beforeAll, describe, expect, it } from 'vitest';
import { actionLogsOf, postId, useTwoTenantsApp } from '../../../test/apiTest';
import { createWorker, grantRole } from '../../../test/fixtures';
import { testDbKinds } from '../../../test/testDb';

type Json = Record<string, unknown>;
const FORBIDDEN = 'Bunu yapmaya yetkili değilsiniz.';
const REFUSED = 'Talep bu duruma geçirilemez.';

describe.each(testDbKinds)('requests workflow on %s', (kind) => {
  const t = useTwoTenantsApp(kind, { pageUrl: 'http://localhost/communication/breakdowns' });
  const tech: Record<1 | 2 | 3, string> = { 1: '', 2: '', 3: '' };
  const people = { colleague: 0, stranger: 0, provider: 0 };

  const userIdOf = async (email: string) =>
    (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const newRequest = (title = 'Çatı akıtıyor') =>
    postId(t.call, t.worker, `/clusters/${t.own.clusterId}/breakdowns`, { title });
  const move = (token: string, id: number, status: number, comment?: string) =>
    t.call(token, 'POST', `/requests/${id}/status`, { status, ...(comment ? { comment } : {}) });

  beforeAll(async () => {
    for (const level of [1, 2, 3] as const) {
      const email = `teknik${level}@kardelen.com`;
      tech[level] = await createWorker(t.app, t.db, {
        email,
        companyId: t.own.companyId,
        clusterIds: [t.own.clusterId],
        permissions: ['handle-request'],
      });
      await grantRole(t.db, tech[level], 'technical');
      await t.db.updateTable('users').set({ tech_authorization_id: level }).where('email', '=', email).execute();
    }
    people.colleague = await userIdOf('teknik3@kardelen.com');
    people.stranger = await userIdOf('calisan@baska.com');
    people.provider = await postId(t.call, t.worker, `/clusters/${t.own.clusterId}/cluster-providers`, {
      provider_type_id: 5,
      name: 'Usta Tesisat',
      title: 'Usta Tesisat Ltd. Şti.',
    });
  });

  it('walks new → assigned → in progress → resolved → closed with a dated history and refuses the rest', async () => {
    const id = await newRequest();
    // Assigned needs someone to assign to.
    const early = await move(t.worker, id, 2);
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.status).toEqual(['Önce bir çalışan veya tedarikçi atayın.']);
    expect((await move(t.worker, id, 4)).json()).toMatchObject({ message: REFUSED, errors: { status: [REFUSED] } });

    // Assigning a new request makes it 'assigned'.
    const assigned = await t.call(t.worker, 'POST', `/requests/${id}/assign`, {
      assigned_user_id: people.colleague,
      assigned_provider_id: people.provider,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().data).toMatchObject({
      status: 2,
      assigned_user_name: 'teknik3@kardelen.com',
      assigned_provider_name: 'Usta Tesisat',
    });

    const working = await move(t.worker, id, 3, 'Usta yola çıktı');
    expect(working.json().data).toMatchObject({ status: 3, resolved_at: null });
    const resolved = await move(t.worker, id, 4);
    expect(resolved.json().data.resolved_at).toEqual(expect.any(String));
    // Reopened: no longer resolved.
    expect((await move(t.worker, id, 3)).json().data).toMatchObject({ status: 3, resolved_at: null });
    await move(t.worker, id, 4);
    const closed = await move(t.worker, id, 5, 'Teşekkürler');
    expect(closed.json().data).toMatchObject({ status: 5, closed_at: expect.any(String) });
    // Closed is final.
    for (const status of [1, 2, 3, 4, 6]) expect((await move(t.worker, id, status)).statusCode).toBe(422);
    const late = await t.call(t.worker, 'POST', `/requests/${id}/assign`, { assigned_user_id: null });
    expect(late.statusCode).toBe(422);

    const comment = await t.call(t.worker, 'POST', `/requests/${id}/comments`, { comment: 'Fatura eklendi' });
    expect(comment.statusCode, comment.body).toBe(200);
    expect((await t.call(t.worker, 'POST', `/requests/${id}/comments`, { comment: '  ' })).statusCode).toBe(422);

    const events = (await t.call(t.worker, 'GET', `/requests/${id}/events`)).json().data as Json[];
    expect(events.map((e) => [e.kind, e.from_status, e.to_status, e.comment])).toEqual([
      [1, null, 1, null],
      [3, null, null, null],
      [1, 1, 2, null],
      [1, 2, 3, 'Usta yola çıktı'],
      [1, 3, 4, null],
      [1, 4, 3, null],
      [1, 3, 4, null],
      [1, 4, 5, 'Teşekkürler'],
      [2, null, null, 'Fatura eklendi'],
    ]);
    expect(events[1]).toMatchObject({
      user_name: 'calisan@kardelen.com',
      assigned_user_name: 'teknik3@kardelen.com',
      assigned_provider_name: 'Usta Tesisat',
    });
    const times = events.map((e) => e.created_at as string);
    expect([...times].sort()).toEqual(times);
    // Each workflow write is in the action log, on the request.
    const logs = await actionLogsOf(t.call, t.worker, 'breakdown', id);
    expect(logs.map((l) => l.action_type_id)).toEqual([1, 2, 2, 2, 2, 2, 2, 2]);
  });

  it('rejects from new, assigned or in progress only', async () => {
    const fresh = await newRequest();
    expect((await move(t.worker, fresh, 6, 'Mükerrer')).json().data).toMatchObject({ status: 6 });
    expect((await move(t.worker, fresh, 3)).statusCode).toBe(422);
    const done = await newRequest();
    await move(t.worker, done, 3);
    await move(t.worker, done, 4);
    expect((await move(t.worker, done, 6)).json().errors.status).toEqual([REFUSED]);
    expect((await move(t.worker, done, 9)).statusCode).toBe(422);
  });

  it("assigns only a worker of the company who may act in the complex, never another company's", async () => {
    const id = await newRequest();
    const foreign = await t.call(t.worker, 'POST', `/requests/${id}/assign`, { assigned_user_id: people.stranger });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.assigned_user_id).toEqual(['Öğe bulunamadı.']);
    expect(foreign.body).not.toContain('baska');
    const unassigned = (await t.call(t.worker, 'GET', `/breakdowns/${id}`)).json().data;
    expect(unassigned).toMatchObject({ status: 1, assigned_user_id: null });
  });

  it('holds technical staff to their tech worker authorization', async () => {
    const url = `/clusters/${t.own.clusterId}/breakdowns`;
    const id = await newRequest();
    // 1: view only.
    expect((await t.call(tech[1], 'GET', `/breakdowns/${id}`)).statusCode).toBe(200);
    expect((await t.call(tech[1], 'GET', `/requests/${id}/events`)).statusCode).toBe(200);
    for (const [method, path, body] of [
      ['POST', url, { title: 'Teknik' }],
      ['PUT', `/breakdowns/${id}`, { title: 'Teknik' }],
      ['DELETE', `/breakdowns/${id}`],
      ['POST', `/requests/${id}/comments`, { comment: 'Bakıyorum' }],
      ['POST', `/requests/${id}/status`, { status: 3 }],
      ['POST', `/requests/${id}/assign`, { assigned_user_id: people.colleague }],
    ] as const) {
      const res = await t.call(tech[1], method, path, body);
      expect(res.statusCode, `${method} ${path}`).toBe(403);
      expect(res.json().message).toBe(FORBIDDEN);
    }

    // 2: approve and comment, nothing else.
    for (const [method, path, body] of [
      ['POST', url, { title: 'Teknik' }],
      ['PUT', `/breakdowns/${id}`, { title: 'Teknik' }],
      ['DELETE', `/breakdowns/${id}`],
      ['POST', `/requests/${id}/assign`, { assigned_user_id: people.colleague }],
    ] as const) {
      expect((await t.call(tech[2], method, path, body)).statusCode, `${method} ${path}`).toBe(403);
    }
    expect((await t.call(tech[2], 'POST', `/requests/${id}/comments`, { comment: 'Bakıyorum' })).statusCode).toBe(200);
    expect((await move(tech[2], id, 3)).statusCode).toBe(200);
    expect((await move(tech[2], id, 4, 'Değiştirildi')).statusCode).toBe(200);
    expect((await move(tech[2], id, 5)).statusCode).toBe(200);
    const other = await newRequest();
    expect((await move(tech[2], other, 6)).statusCode).toBe(200);

    // 3: everything.
    const own = await t.call(tech[3], 'POST', url, { title: 'Teknik kayıt' });
    expect(own.statusCode).toBe(201);
    const ownId = own.json().data.id;
    expect((await t.call(tech[3], 'PUT', `/breakdowns/${ownId}`, { title: 'Teknik kayıt 2' })).statusCode).toBe(200);
    const assign = await t.call(tech[3], 'POST', `/requests/${ownId}/assign`, { assigned_user_id: people.colleague });
    expect(assign.statusCode).toBe(200);
    expect((await t.call(tech[3], 'DELETE', `/breakdowns/${ownId}`)).statusCode).toBe(200);
  });
});
