import { beforeAll, describe, expect, it } from 'vitest';
import { createSuperadmin } from '../../../test/apiRecords';
import { testDbKinds } from '../../../test/testDb';
import { signInAs, useDemoAdmin } from './users.fixtures';

type Session = { token: string; token_id: number; user: { email: string; impersonator: unknown } };

describe.each(testDbKinds)('super administrator › sign in as a user on %s', (kind) => {
  const t = useDemoAdmin(kind);
  let adminId: number;
  let managerId: number;
  let session: Session;

  const impersonate = (userId: number, token = t.admin) =>
    t.call(token, 'POST', `/api-super-admin/users/${userId}/impersonate`);

  beforeAll(async () => {
    adminId = t.ids['admin@demo.test'];
    managerId = t.ids['yonetici@demo.test'];
  });

  it('gives the super administrator an hour-long token of the manager, answered as sign-in answers', async () => {
    const res = await impersonate(managerId);
    expect(res.statusCode, res.body).toBe(200);
    session = res.json().data;
    expect(session.user).toMatchObject({
      email: 'yonetici@demo.test',
      is_superadmin: false,
      impersonator: { id: adminId, name: 'Sistem Yöneticisi' },
    });
    expect(session.token).toMatch(new RegExp(`^${session.token_id}\\|[A-Za-z0-9]{40}$`));
    const row = await t.db
      .selectFrom('personal_access_tokens')
      .selectAll()
      .where('id', '=', session.token_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: managerId, impersonator_id: adminId });
    const minutesLeft = (Date.parse(row.expires_at ?? '') - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(58);
    expect(minutesLeft).toBeLessThanOrEqual(60);
    // The super administrator's own session goes on.
    expect((await t.call(t.admin, 'GET', '/who-am-i')).json().data.user.email).toBe('admin@demo.test');
  });

  it('who-am-i shows the manager, with who signed in as them', async () => {
    const me = await t.call(session.token, 'GET', '/who-am-i');
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user).toMatchObject({
      email: 'yonetici@demo.test',
      roles: [{ name: 'manager' }],
      impersonator: { id: adminId, name: 'Sistem Yöneticisi' },
    });
    const own = await t.call((await signInAs(t.app, 'yonetici@demo.test')).token, 'GET', '/who-am-i');
    expect(own.json().data.user.impersonator).toBeNull();
  });

  it('the manager may do what the manager may, and every write records the super administrator', async () => {
    const clusterId = (await t.call(session.token, 'GET', '/who-am-i')).json().data.user.cluster_ids[0];
    // A complex's part (logged by its service) and a declared resource (logged by defineResource).
    const block = await t.call(session.token, 'POST', `/clusters/${clusterId}/blocks`, { name: 'Z Blok' });
    expect(block.statusCode, block.body).toBe(201);
    const safe = await t.call(session.token, 'POST', `/clusters/${clusterId}/safes`, { name: 'Gece Kasası' });
    expect(safe.statusCode, safe.body).toBe(201);
    for (const [entity, id] of [
      ['block', block.json().data.id],
      ['safe', safe.json().data.id],
    ]) {
      const logs = await t.call(t.admin, 'GET', `/action-logs?entity_type=${entity}&entity_id=${id}`);
      expect(logs.json().data).toMatchObject([
        {
          action_type_id: 1,
          user_id: managerId,
          impersonator_id: adminId,
          impersonator_name: 'Sistem Yöneticisi',
          page_url: 'http://localhost/admin/users',
        },
      ]);
    }
    // The manager's own writes name no one else.
    const own = (await signInAs(t.app, 'yonetici@demo.test')).token;
    const mine = await t.call(own, 'POST', `/clusters/${clusterId}/blocks`, { name: 'Y Blok' });
    const logs = await t.call(t.admin, 'GET', `/action-logs?entity_type=block&entity_id=${mine.json().data.id}`);
    expect(logs.json().data[0]).toMatchObject({ user_id: managerId, impersonator_id: null });
    // Nor more than the manager may.
    const company = await t.db.selectFrom('companies').select('id').executeTakeFirstOrThrow();
    expect((await t.call(session.token, 'PUT', `/companies/${company.id}`, { name: 'X' })).statusCode).toBe(403);
  });

  it('the impersonation token is no super administrator: no api-super-admin route, no further impersonation', async () => {
    for (const [method, url] of [
      ['GET', '/api-super-admin/users'],
      ['GET', `/api-super-admin/tokens?user_id=${managerId}`],
      ['POST', `/api-super-admin/users/${t.ids['muhasebe@demo.test']}/impersonate`],
    ] as const) {
      const res = await t.call(session.token, method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe('Bunu yapmaya yetkili değilsiniz.');
    }
    // Not even once the target is made a super administrator: the token stays an impersonation token.
    const role = await t.db
      .selectFrom('roles')
      .select('id')
      .where('name', '=', 'superadministrator')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('user_roles').values({ user_id: managerId, role_id: role.id }).execute();
    try {
      expect((await t.call(session.token, 'GET', '/api-super-admin/users')).statusCode).toBe(403);
    } finally {
      await t.db.deleteFrom('user_roles').where('user_id', '=', managerId).where('role_id', '=', role.id).execute();
    }
  });

  it('refuses oneself, another super administrator, an inactive user and one with a temporary password', async () => {
    const refused = async (userId: number, status: number, message: string) => {
      const res = await impersonate(userId);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toBe(message);
    };
    await refused(adminId, 422, 'Kendi hesabınıza kullanıcı olarak giremezsiniz.');
    const company = await t.db.selectFrom('companies').select('id').executeTakeFirstOrThrow();
    await createSuperadmin(t.app, t.db, { email: 'ikinci.admin@demo.test', companyId: company.id });
    const other = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'ikinci.admin@demo.test')
      .executeTakeFirstOrThrow();
    await refused(other.id, 403, 'Başka bir süper yöneticinin hesabına giriş yapılamaz.');
    await t.db.updateTable('users').set({ is_active: 0 }).where('id', '=', t.ids['izleyici@demo.test']).execute();
    await refused(t.ids['izleyici@demo.test'], 422, 'Pasif bir kullanıcının hesabına giriş yapılamaz.');
    const reset = await t.call(t.admin, 'POST', `/api-super-admin/users/${t.ids['teknik@demo.test']}/reset-password`);
    expect(reset.statusCode).toBe(200);
    await refused(t.ids['teknik@demo.test'], 422, 'Geçici şifresi olan bir kullanıcının hesabına giriş yapılamaz.');
    expect((await impersonate(999999)).statusCode).toBe(404);
    const issued = await t.db
      .selectFrom('personal_access_tokens')
      .select('id')
      .where('impersonator_id', '=', adminId)
      .execute();
    expect(issued.map((r) => r.id)).toEqual([session.token_id]);
  });

  it('logs the impersonation on the user, by the super administrator', async () => {
    const res = await t.call(t.admin, 'GET', `/action-logs?entity_type=user&entity_id=${managerId}&action_type_id=8`);
    expect(res.json().data).toMatchObject([
      { user_id: adminId, impersonator_id: null, new_values: { token_id: session.token_id } },
    ]);
    // A manager does not see the log of users (it belongs to no complex).
    const manager = (await signInAs(t.app, 'yonetici@demo.test')).token;
    const theirs = await t.call(manager, 'GET', `/action-logs?entity_type=user&entity_id=${managerId}`);
    expect(theirs.json().data).toEqual([]);
  });

  it('ends when it expires', async () => {
    const second = (await impersonate(t.ids['sirket@demo.test'])).json().data as Session;
    expect((await t.call(second.token, 'GET', '/who-am-i')).statusCode).toBe(200);
    await t.db
      .updateTable('personal_access_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', second.token_id)
      .execute();
    expect((await t.call(second.token, 'GET', '/who-am-i')).statusCode).toBe(401);
  });

  it('ends when its token is revoked (back to the super administrator), logged as its end', async () => {
    const res = await t.call(session.token, 'DELETE', `/sanctum/token/${session.token_id}`);
    expect(res.statusCode).toBe(200);
    expect((await t.call(session.token, 'GET', '/who-am-i')).statusCode).toBe(401);
    expect((await t.call(t.admin, 'GET', '/who-am-i')).statusCode).toBe(200);
    const logs = await t.call(t.admin, 'GET', `/action-logs?entity_type=user&entity_id=${managerId}&action_type_id=16`);
    expect(logs.json().data).toMatchObject([{ user_id: adminId, new_values: { token_id: session.token_id } }]);
  });
});
