import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../kernel/passwords';
import { exportedSheet } from '../../../test/exportedFiles';
import { createCompanyWithCluster } from '../../../test/fixtures';
import { testDbKinds } from '../../../test/testDb';
import { signInAs, trySignIn, useDemoAdmin } from './users.fixtures';

type Listed = {
  id: number;
  name: string;
  email: string;
  company_name: string | null;
  roles: string[];
  role_names: string;
  is_active: boolean;
  last_login_at: string | null;
};

const COMPANY = 'Anadolu Site Yönetim Hizmetleri A.Ş.';

describe.each(testDbKinds)('super administrator › users on %s', (kind) => {
  const t = useDemoAdmin(kind);
  let manager: string;
  // Users whose names test the Turkish order, all with an e-mail at sira.test.
  const ORDERED = ['Cem Arı', 'Çağla Ersoy', 'Deniz Kılıç', 'Hakan Öz', 'Işık Uçar', 'İlker Şahin', 'Şule Ünal'];

  const list = async (query = '', token = t.admin) => {
    const res = await t.call(token, 'GET', `/api-super-admin/users?per_page=100${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Listed[]; meta: { total: number } };
  };
  const emails = async (query: string) => (await list(query)).data.map((u) => u.email);

  beforeAll(async () => {
    manager = (await signInAs(t.app, 'yonetici@demo.test')).token;
    const passwordHash = await hashPassword('gecici-sifre-1');
    const now = new Date().toISOString();
    // Inserted out of order, with a passive one.
    for (const [i, name] of [...ORDERED].reverse().entries()) {
      await t.db
        .insertInto('users')
        .values({
          name,
          email: `kisi${i}@sira.test`,
          password_hash: passwordHash,
          is_active: name === 'Hakan Öz' ? 0 : 1,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
  });

  it('lists every user with company, roles, active flag and last sign-in, never a password', async () => {
    const res = await t.call(t.admin, 'GET', '/api-super-admin/users?per_page=100');
    expect(res.body).not.toContain('password_hash');
    const { data, meta } = await list();
    expect(meta.total).toBe(6 + ORDERED.length);
    const kerem = data.find((u) => u.email === 'yonetici@demo.test');
    expect(kerem).toMatchObject({
      name: 'Kerem Aydın',
      company_name: COMPANY,
      roles: ['manager'],
      role_names: 'Site Yöneticisi',
      is_active: true,
    });
    expect(kerem?.last_login_at).toBeTruthy();
    expect(data.find((u) => u.email === 'admin@demo.test')).toMatchObject({
      company_name: null,
      role_names: 'Süper Yönetici',
    });
  });

  it('searches name, e-mail and company the Turkish way', async () => {
    expect(await emails('&query=AYDOĞAN')).toEqual(['sirket@demo.test']);
    expect(await emails('&query=kerem%20aydin')).toEqual([]);
    expect(await emails('&query=KEREM%20AYDIN')).toEqual(['yonetici@demo.test']);
    expect(await emails('&query=ilker')).toEqual(['kisi1@sira.test']);
    expect(await emails('&query=IŞIK')).toEqual(['kisi2@sira.test']);
    expect((await emails('&query=anadolu')).sort()).toEqual(
      ['izleyici', 'muhasebe', 'sirket', 'teknik', 'yonetici'].map((n) => `${n}@demo.test`),
    );
    expect(await emails('&query=muhasebe@demo')).toEqual(['muhasebe@demo.test']);
  });

  it('sorts names in Turkish alphabetical order, both ways, and refuses a sort outside the whitelist', async () => {
    const names = async (order: string) =>
      (await list(`&query=sira.test&order_by=name&order=${order}`)).data.map((u) => u.name);
    expect(await names('asc')).toEqual(ORDERED);
    expect(await names('desc')).toEqual([...ORDERED].reverse());
    const byEmail = (await list('&query=sira.test&order_by=email&order=asc')).data.map((u) => u.email);
    expect(byEmail).toEqual([...byEmail].sort());
    const bad = await t.call(t.admin, 'GET', '/api-super-admin/users?order_by=password_hash');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.order_by).toEqual(['Bu alana göre sıralanamaz: password_hash']);
  });

  it('filters by active flag, company and role', async () => {
    expect(await emails('&query=sira.test&is_active=0')).toEqual(['kisi3@sira.test']);
    const company = await t.db
      .selectFrom('companies')
      .select('id')
      .where('name', '=', COMPANY)
      .executeTakeFirstOrThrow();
    expect((await list(`&company_id=${company.id}`)).meta.total).toBe(5);
    const role = await t.db.selectFrom('roles').select('id').where('name', '=', 'accountant').executeTakeFirstOrThrow();
    expect(await emails(`&role_id=${role.id}`)).toEqual(['muhasebe@demo.test']);
    expect((await t.call(t.admin, 'GET', '/api-super-admin/users?password_hash=x')).statusCode).toBe(422);
  });

  it('exports the whole filtered list with Turkish headers', async () => {
    const answer = await t.call(
      t.admin,
      'GET',
      '/api-super-admin/users?query=anadolu&order_by=name&export=1&export_type=xlsx&per_page=1',
    );
    const sheet = await exportedSheet(t.app, answer);
    const cells = JSON.stringify(sheet.getSheetValues());
    for (const header of ['Ad Soyad', 'E-posta', 'Şirket', 'Roller', 'Son Giriş']) expect(cells).toContain(header);
    for (const name of ['Kerem Aydın', 'Selin Aydoğan', 'Murat Çelik', 'Hasan Yıldız', 'Zeynep Kaya']) {
      expect(cells).toContain(name);
    }
    expect(cells).toContain('Site Yöneticisi');
    expect(cells).not.toContain('Sistem Yöneticisi');
  });

  it('shows one user; one that does not exist is a 404', async () => {
    const res = await t.call(t.admin, 'GET', `/api-super-admin/users/${t.ids['muhasebe@demo.test']}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Murat Çelik', roles: ['accountant'], role_names: 'Muhasebeci' });
    expect((await t.call(t.admin, 'GET', '/api-super-admin/users/999999')).statusCode).toBe(404);
  });

  it('lists the roles a user may be given', async () => {
    const res = await t.call(t.admin, 'GET', '/api-super-admin/roles');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((r: { name: string }) => r.name)).toEqual(
      expect.arrayContaining(['superadministrator', 'company-admin', 'manager', 'accountant', 'read-only']),
    );
  });

  it('edits a user: details, company, roles and active flag, logged with before and after', async () => {
    const id = t.ids['muhasebe@demo.test'];
    const other = await createCompanyWithCluster(t.db, 'Yeni Yönetim');
    // A grant in a complex of their present company, which the move must take away.
    const demoCluster = await t.db.selectFrom('clusters').select('id').orderBy('id').executeTakeFirstOrThrow();
    await t.db
      .insertInto('cluster_users')
      .values({ user_id: id, cluster_id: demoCluster.id, permissions: JSON.stringify(['edit-expense']) })
      .execute();
    const body = {
      name: 'Murat Çelikkol',
      email: 'Murat.Celik@Demo.test',
      phone: '0532 111 22 33',
      company_id: other.companyId,
      roles: ['accountant', 'manager'],
      is_active: true,
    };
    const res = await t.call(t.admin, 'PUT', `/api-super-admin/users/${id}`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Murat Çelikkol',
      email: 'murat.celik@demo.test',
      phone: '05321112233',
      company_name: 'Yeni Yönetim',
      roles: ['manager', 'accountant'],
      role_names: 'Site Yöneticisi, Muhasebeci',
    });
    // Moved to another company, they act in its complexes only.
    const session = await signInAs(t.app, 'murat.celik@demo.test');
    const me = await t.call(session.token, 'GET', '/who-am-i');
    expect(me.json().data.user.cluster_ids).toEqual([other.clusterId]);

    const logs = await t.call(t.admin, 'GET', `/action-logs?entity_type=user&entity_id=${id}&action_type_id=2`);
    const entry = logs.json().data[0];
    expect(entry).toMatchObject({ user_id: t.ids['admin@demo.test'], page_url: 'http://localhost/admin/users' });
    expect(entry.old_values).toMatchObject({ name: 'Murat Çelik', roles: ['accountant'] });
    expect(entry.new_values).toMatchObject({ name: 'Murat Çelikkol', roles: ['accountant', 'manager'] });
  });

  it('refuses a taken e-mail, an unknown role or company, an empty role list, and locking oneself out', async () => {
    const id = t.ids['teknik@demo.test'];
    const valid = { name: 'Hasan Yıldız', email: 'teknik@demo.test', roles: ['technical'], is_active: true };
    const put = (userId: number, body: Record<string, unknown>) =>
      t.call(t.admin, 'PUT', `/api-super-admin/users/${userId}`, { ...valid, ...body });
    const refused = async (userId: number, body: Record<string, unknown>, field: string, message: string) => {
      const res = await put(userId, body);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    };
    await refused(id, { email: 'SIRKET@demo.test' }, 'email', 'Bu e-posta adresi zaten kayıtlı.');
    await refused(id, { roles: ['technical', 'kral'] }, 'roles', 'Geçersiz rol.');
    await refused(id, { roles: [] }, 'roles', 'Zorunlu alan');
    await refused(id, { company_id: 999999 }, 'company_id', 'Öğe bulunamadı.');
    await refused(id, { phone: 'abc' }, 'phone', 'Sadece rakam girmelisiniz.');
    const admin = t.ids['admin@demo.test'];
    const self = { name: 'Sistem Yöneticisi', email: 'admin@demo.test' };
    await refused(
      admin,
      { ...self, roles: ['superadministrator'], is_active: false },
      'is_active',
      'Kendi hesabınızı pasif yapamazsınız.',
    );
    await refused(admin, { ...self, roles: ['manager'] }, 'roles', 'Kendi süper yönetici rolünüzü kaldıramazsınız.');
    expect((await put(999999, {})).statusCode).toBe(404);
    // Nothing of the refused changes was kept.
    const shown = await t.call(t.admin, 'GET', `/api-super-admin/users/${id}`);
    expect(shown.json().data).toMatchObject({ email: 'teknik@demo.test', roles: ['technical'] });
  });

  it('deactivating a user signs them out everywhere', async () => {
    const session = await signInAs(t.app, 'izleyici@demo.test');
    expect((await t.call(session.token, 'GET', '/who-am-i')).statusCode).toBe(200);
    const res = await t.call(t.admin, 'PUT', `/api-super-admin/users/${t.ids['izleyici@demo.test']}`, {
      name: 'Zeynep Kaya',
      email: 'izleyici@demo.test',
      roles: ['read-only'],
      is_active: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.is_active).toBe(false);
    expect((await t.call(session.token, 'GET', '/who-am-i')).statusCode).toBe(401);
    expect((await trySignIn(t.app, 'izleyici@demo.test')).statusCode).toBe(422);
  });

  it('resets a password: a new temporary one answered once, the old sessions and password gone', async () => {
    const session = await signInAs(t.app, 'teknik@demo.test');
    const res = await t.call(t.admin, 'POST', `/api-super-admin/users/${t.ids['teknik@demo.test']}/reset-password`);
    expect(res.statusCode, res.body).toBe(200);
    const password = res.json().data.temporary_password as string;
    expect(password).toMatch(/^[A-Za-z2-9]{12}$/);
    expect((await t.call(session.token, 'GET', '/who-am-i')).statusCode).toBe(401);
    expect((await trySignIn(t.app, 'teknik@demo.test')).statusCode).toBe(422);
    const fresh = await signInAs(t.app, 'teknik@demo.test', password);
    const me = await t.call(fresh.token, 'GET', '/who-am-i');
    expect(me.json().data.user.has_temporary_password).toBe(true);
    // Until they change it, the temporary password opens nothing else.
    expect((await t.call(fresh.token, 'GET', '/clusters')).statusCode).toBe(403);
    const shown = await t.call(t.admin, 'GET', `/api-super-admin/users/${t.ids['teknik@demo.test']}`);
    expect(shown.body).not.toContain(password);

    const own = await t.call(t.admin, 'POST', `/api-super-admin/users/${t.ids['admin@demo.test']}/reset-password`);
    expect(own.statusCode).toBe(422);
    expect((await t.call(t.admin, 'GET', '/who-am-i')).statusCode).toBe(200);
  });

  it("lists a user's sessions without secrets and revokes one or all of them", async () => {
    const id = t.ids['sirket@demo.test'];
    const first = await signInAs(t.app, 'sirket@demo.test');
    const second = await signInAs(t.app, 'sirket@demo.test');
    const third = await signInAs(t.app, 'sirket@demo.test');
    const res = await t.call(t.admin, 'GET', `/api-super-admin/tokens?user_id=${id}&order_by=id&order=asc`);
    expect(res.statusCode, res.body).toBe(200);
    const tokens = res.json().data as { id: number; user_id: number; name: string; expires_at: string }[];
    expect(tokens.map((tk) => tk.id)).toEqual([first.token_id, second.token_id, third.token_id]);
    expect(tokens.every((tk) => tk.user_id === id && tk.name === 'web' && tk.expires_at)).toBe(true);
    expect(res.body).not.toContain('token_hash');
    expect(res.body).not.toContain(first.token.split('|')[1]);

    const one = await t.call(t.admin, 'DELETE', `/api-super-admin/tokens/${first.token_id}`);
    expect(one.statusCode).toBe(200);
    expect((await t.call(first.token, 'GET', '/who-am-i')).statusCode).toBe(401);
    expect((await t.call(second.token, 'GET', '/who-am-i')).statusCode).toBe(200);
    expect((await t.call(t.admin, 'DELETE', `/api-super-admin/tokens/${first.token_id}`)).statusCode).toBe(404);

    const all = await t.call(t.admin, 'DELETE', `/api-super-admin/users/${id}/tokens`);
    expect(all.json().data).toEqual({ revoked: 2 });
    expect((await t.call(second.token, 'GET', '/who-am-i')).statusCode).toBe(401);
    expect((await t.call(third.token, 'GET', '/who-am-i')).statusCode).toBe(401);
    const left = await t.call(t.admin, 'GET', `/api-super-admin/tokens?user_id=${id}`);
    expect(left.json().meta.total).toBe(0);
    expect((await t.call(t.admin, 'DELETE', '/api-super-admin/users/999999/tokens')).statusCode).toBe(404);
  });

  it('answers 403 to anyone but a super administrator on every api-super-admin route, reads included', async () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/api-super-admin/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })));
    expect(operations.length).toBeGreaterThanOrEqual(9);
    const companyAdmin = (await signInAs(t.app, 'sirket@demo.test')).token;
    const target = t.ids['yonetici@demo.test'];
    const answers: string[] = [];
    for (const token of [manager, companyAdmin]) {
      for (const op of operations) {
        const url = op.path.replace(/^\/api/, '').replace(/\{\w+\}/g, String(target));
        const res = await t.call(token, op.method as 'GET', url, op.method === 'PUT' ? {} : undefined);
        if (res.statusCode !== 403 || res.json().message !== 'Bunu yapmaya yetkili değilsiniz.')
          answers.push(`${op.method} ${op.path}: ${res.statusCode} ${res.body.slice(0, 100)}`);
      }
    }
    expect(answers).toEqual([]);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/api-super-admin/users' });
    expect(anonymous.statusCode).toBe(401);
    // Nothing was done on the manager's behalf: they are still signed in.
    expect((await t.call(manager, 'GET', '/who-am-i')).statusCode).toBe(200);
  });
});
