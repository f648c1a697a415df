import { permissionMessages } from '@site/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Json, useTwoTenantsApp } from '../../../test/apiTest';
import { useCompanyCallers } from '../../../test/companyCallers';
import { exportedSheet, rowValues } from '../../../test/exportedFiles';
import { testDbKinds } from '../../../test/testDb';
import { postWorker, roleIds, signInAndSetPassword } from './companyUsers.fixtures';

describe.each(testDbKinds)('company users (My company › Çalışanlar) on %s', (kind) => {
  const t = useTwoTenantsApp(kind, { pageUrl: '/my-company/workers' });
  const who = useCompanyCallers(t);
  let role: Record<string, number>;
  let positionId: number;

  beforeAll(async () => {
    role = await roleIds(t.db);
    positionId = (await t.call(who.companyAdmin, 'POST', '/worker-positions', { name: 'Muhasebe' })).json().data.id;
  });

  const names = async (token: string, query = '') => {
    const res = await t.call(token, 'GET', `/company-users${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.map((row: Json) => row.name);
  };

  it('creates a worker whose temporary password opens only the password screen, answered once', async () => {
    const created = await postWorker(t.call, who.companyAdmin, {
      name: 'İsmail Çelik',
      email: 'Ismail.Celik@Kardelen.com',
      phone: '0532 111 22 33',
      position_id: positionId,
      role_ids: [role.manager],
    });
    expect(created).toMatchObject({
      email: 'ismail.celik@kardelen.com',
      phone: '05321112233',
      company_id: t.own.companyId,
      company_name: 'Kardelen',
      role_ids: [role.manager],
      role_name: 'Site Yöneticisi',
      position_name: 'Muhasebe',
      is_active: true,
      has_temporary_password: true,
      cluster_count: 0,
      password_emailed: false,
    });
    expect(created.temporary_password).toMatch(/^[A-Za-z2-9]{12}$/);
    // Answered once: reading the worker again shows no password.
    const shown = (await t.call(who.companyAdmin, 'GET', `/company-users/${created.id}`)).json().data;
    expect(shown).not.toHaveProperty('temporary_password');

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/sanctum/token',
      payload: { email: 'ismail.celik@kardelen.com', password: created.temporary_password },
    });
    expect(signIn.json().data.user.has_temporary_password).toBe(true);
    const token = signIn.json().data.token;
    const refused = await t.call(token, 'GET', '/company-users');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(permissionMessages.temporaryPassword);
    const changed = await t.call(token, 'PUT', '/password', {
      current_password: created.temporary_password,
      password: 'yeni-sifre-123',
      password_confirmation: 'yeni-sifre-123',
    });
    expect(changed.statusCode).toBe(200);
    expect((await t.call(token, 'GET', '/company-users')).statusCode).toBe(200);

    // The action log has the new worker, never a password hash.
    const log = await t.db
      .selectFrom('action_logs')
      .selectAll()
      .where('entity_type', '=', 'user')
      .where('entity_id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(log.action_type_id).toBe(1);
    expect(log.page_url).toBe('/my-company/workers');
    const logged = JSON.parse(log.new_values ?? '{}');
    expect(logged).toMatchObject({ name: 'İsmail Çelik', roles: ['manager'], has_temporary_password: 1 });
    expect(logged).not.toHaveProperty('password_hash');
    expect(log.new_values).not.toContain('$argon2');
    expect(log.new_values).not.toContain(created.temporary_password);
  });

  it('lists the caller’s company only, filtered by roles (several), position, status and search', async () => {
    await postWorker(t.call, who.companyAdmin, {
      name: 'Murat Şahin',
      email: 'murat@kardelen.com',
      role_ids: [role.accountant],
    });
    const technical = await postWorker(t.call, who.companyAdmin, {
      name: 'Hasan Işık',
      email: 'hasan@kardelen.com',
      role_ids: [role.technical],
      tech_authorization_id: 2,
      position_id: positionId,
    });
    expect(technical.tech_authorization_id).toBe(2);
    const passive = await postWorker(t.call, who.companyAdmin, {
      name: 'Zeynep Kaya',
      email: 'zeynep@kardelen.com',
      role_ids: [role['read-only']],
      // Meaningful with the technical role only: not kept without it.
      tech_authorization_id: 3,
      is_active: false,
    });
    expect(passive).toMatchObject({ is_active: false, tech_authorization_id: null });
    await postWorker(t.call, who.otherAdmin, {
      name: 'Başka Çalışan',
      email: 'calisan2@baska.com',
      role_ids: [role.manager],
    });

    const own = await names(who.companyAdmin, '?per_page=100');
    expect(own).toEqual(expect.arrayContaining(['Murat Şahin', 'Hasan Işık', 'Zeynep Kaya', 'yonetici@kardelen.com']));
    expect(own).not.toContain('Başka Çalışan');
    // A super administrator is nobody's worker.
    expect(own).not.toContain('admin@ornek.com');
    expect(
      await names(who.companyAdmin, `?role_ids[]=${role.accountant}&role_ids[]=${role.technical}&order_by=name`),
    ).toEqual(['Hasan Işık', 'Murat Şahin']);
    expect(await names(who.companyAdmin, '?is_active=0')).toEqual(['Zeynep Kaya']);
    expect(await names(who.companyAdmin, `?position_id=${positionId}&order_by=name`)).toEqual([
      'Hasan Işık',
      'İsmail Çelik',
    ]);
    // Turkish search: 'ışık' finds 'Işık', 'ismail' finds 'İsmail'; e-mail and phone as typed.
    expect(await names(who.companyAdmin, '?q=ışık')).toEqual(['Hasan Işık']);
    expect(await names(who.companyAdmin, '?q=ismail')).toEqual(['İsmail Çelik']);
    expect(await names(who.companyAdmin, '?q=MURAT@KARDELEN')).toEqual(['Murat Şahin']);
    expect(await names(who.companyAdmin, '?q=05321112233')).toEqual(['İsmail Çelik']);
    expect(await names(who.companyAdmin, `?q=${encodeURIComponent('+905321112233')}`)).toEqual(['İsmail Çelik']);

    const rows = (await t.call(who.companyAdmin, 'GET', '/company-users?q=hasan')).json().data;
    expect(rows[0]).toMatchObject({ role_name: 'Teknik Personel', position_name: 'Muhasebe', cluster_count: 0 });

    // A plain worker of the company reads the list too; another company's worker sees theirs only.
    expect(await names(t.worker, '?q=murat')).toEqual(['Murat Şahin']);
    expect(await names(who.otherAdmin)).toEqual(['Başka Çalışan', 'calisan@baska.com', 'yonetici@baska.com']);
    // Turkish alphabetical order: Ç after C, before D.
    for (const name of ['Dilek Su', 'Çağla Er', 'Cem Ak']) {
      await postWorker(t.call, who.companyAdmin, {
        name,
        email: `${name.split(' ')[1]}@kardelen.com`,
        role_ids: [role.manager],
      });
    }
    const sorted: string[] = await names(who.companyAdmin, '?order_by=name&per_page=100');
    expect(sorted.filter((n) => ['Cem Ak', 'Çağla Er', 'Dilek Su'].includes(n))).toEqual([
      'Cem Ak',
      'Çağla Er',
      'Dilek Su',
    ]);
    const bad = await t.call(who.companyAdmin, 'GET', '/company-users?order_by=password_hash');
    expect(bad.statusCode).toBe(422);
  });

  it('lets a super administrator list every company, by company name first, or one company', async () => {
    const all = (await t.call(who.superadmin, 'GET', '/company-users?per_page=100')).json().data;
    const companies = all.map((row: Json) => row.company_name);
    expect(companies.indexOf('Başka Şirket')).toBeLessThan(companies.indexOf('Kardelen'));
    expect(await names(who.superadmin, `?company_id=${t.other.companyId}`)).toEqual([
      'Başka Çalışan',
      'calisan@baska.com',
      'yonetici@baska.com',
    ]);
    const missing = await t.call(who.superadmin, 'POST', '/company-users', {
      name: 'Ayşe',
      email: 'ayse@ornek.com',
      role_ids: [role.manager],
    });
    expect(missing.json().errors.company_id).toEqual(['Şirket seçin.']);
    const created = await postWorker(t.call, who.superadmin, {
      company_id: t.other.companyId,
      name: 'Ayşe Demir',
      email: 'ayse@baska.com',
      role_ids: [role.manager],
    });
    expect(created.company_name).toBe('Başka Şirket');
  });

  it('hides another company’s worker on every route (404)', async () => {
    const theirs = await postWorker(t.call, who.otherAdmin, {
      name: 'Gizli',
      email: 'gizli@baska.com',
      role_ids: [role.manager],
    });
    for (const [method, url, body] of [
      ['GET', `/company-users/${theirs.id}`],
      ['PUT', `/company-users/${theirs.id}`, { name: 'X' }],
      ['DELETE', `/company-users/${theirs.id}`],
      ['POST', `/company-users/${theirs.id}/reset-password`],
      ['GET', `/company-users/${theirs.id}/clusters`],
      ['PUT', `/company-users/${theirs.id}/clusters`, { clusters: [] }],
    ] as const) {
      const res = await t.call(who.companyAdmin, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe('Öğe bulunamadı.');
    }
  });

  it('answers Turkish 422s and changes nothing', async () => {
    const empty = await t.call(who.companyAdmin, 'POST', '/company-users', { role_ids: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject({
      name: ['Zorunlu alan'],
      email: ['Zorunlu alan'],
      role_ids: ['Zorunlu alan'],
    });
    const base = { name: 'Deneme', email: 'deneme@kardelen.com', role_ids: [role.manager] };
    const cases: [Json, string, string][] = [
      [{ email: 'e-posta' }, 'email', 'Geçerli bir e-posta girin'],
      [{ email: 'MURAT@kardelen.com' }, 'email', 'Bu e-posta adresi zaten kayıtlı.'],
      [{ role_ids: [role.superadministrator] }, 'role_ids', 'Çalışana yalnızca çalışan rolleri verilebilir.'],
      [{ role_ids: [role.resident] }, 'role_ids', 'Çalışana yalnızca çalışan rolleri verilebilir.'],
      [{ phone: '12' }, 'phone', 'Geçerli bir telefon numarası girin'],
      [{ tech_authorization_id: 4 }, 'tech_authorization_id', 'En fazla 3 değerini girebilirsiniz.'],
    ];
    for (const [change, field, message] of cases) {
      const res = await t.call(who.companyAdmin, 'POST', '/company-users', { ...base, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
    const theirPosition = (await t.call(who.otherAdmin, 'POST', '/worker-positions', { name: 'Bekçi' })).json().data.id;
    const foreign = await t.call(who.companyAdmin, 'POST', '/company-users', { ...base, position_id: theirPosition });
    expect(foreign.json().errors.position_id).toEqual(['Öğe bulunamadı.']);
    expect(await names(who.companyAdmin, '?q=deneme')).toEqual([]);
  });

  it('refuses every write to a worker without edit-worker (403) and lists the worker roles', async () => {
    const refused = await t.call(t.worker, 'POST', '/company-users', {
      name: 'Yetkisiz',
      email: 'yetkisiz@kardelen.com',
      role_ids: [role.manager],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Bunu yapmaya yetkili değilsiniz.');
    const roles = (await t.call(t.worker, 'GET', '/company-users/roles')).json().data;
    expect(roles.map((r: Json) => r.name)).toEqual([
      'company-admin',
      'manager',
      'accountant',
      'technical',
      'read-only',
    ]);
    expect(roles.find((r: Json) => r.name === 'technical').permissions).toEqual(['handle-request']);
  });

  it('resets a password: a new temporary one, once, and the worker’s sessions end', async () => {
    const created = await postWorker(t.call, who.companyAdmin, {
      name: 'Selin Ak',
      email: 'selin@kardelen.com',
      role_ids: [role.manager],
    });
    const token = await signInAndSetPassword(t.app, 'selin@kardelen.com', created.temporary_password, 'selin-sifre-1');
    const reset = await t.call(who.companyAdmin, 'POST', `/company-users/${created.id}/reset-password`);
    expect(reset.statusCode).toBe(200);
    const { temporary_password } = reset.json().data;
    expect(temporary_password).not.toBe(created.temporary_password);
    expect((await t.call(token, 'GET', '/company-users')).statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/sanctum/token',
      payload: { email: 'selin@kardelen.com', password: temporary_password },
    });
    expect(signIn.json().data.user.has_temporary_password).toBe(true);
  });

  it('deletes a worker who never acted; one who did is kept (422: switch them off instead)', async () => {
    const idle = await postWorker(t.call, who.companyAdmin, {
      name: 'Geçici',
      email: 'gecici@kardelen.com',
      role_ids: [role.manager],
    });
    expect((await t.call(who.companyAdmin, 'DELETE', `/company-users/${idle.id}`)).json().data).toEqual({
      deleted: true,
    });
    expect((await t.call(who.companyAdmin, 'GET', `/company-users/${idle.id}`)).statusCode).toBe(404);

    const busy = await postWorker(t.call, who.companyAdmin, {
      name: 'Çalışkan',
      email: 'caliskan@kardelen.com',
      role_ids: [role.manager],
    });
    const token = await signInAndSetPassword(t.app, 'caliskan@kardelen.com', busy.temporary_password, 'caliskan-1');
    const resident = await t.call(token, 'POST', `/clusters/${t.own.clusterId}/residents`, { name: 'Ali Veli' });
    expect(resident.statusCode).toBe(201);
    const refused = await t.call(who.companyAdmin, 'DELETE', `/company-users/${busy.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.id).toEqual(['Bu çalışanın işlem kayıtları var; silmek yerine pasif yapın.']);
    expect((await t.call(who.companyAdmin, 'PUT', `/company-users/${busy.id}`, { is_active: false })).statusCode).toBe(
      200,
    );
  });

  it('exports the whole filtered list with Turkish headers, all complexes as Tümü', async () => {
    const answer = await t.call(
      who.companyAdmin,
      'GET',
      `/company-users?export=1&export_type=xlsx&role_ids[]=${role.accountant}&role_ids[]=${role.technical}&order_by=name`,
    );
    const sheet = await exportedSheet(t.app, answer);
    const header = rowValues(sheet, 1);
    expect(header).toEqual(
      expect.arrayContaining(['Ad Soyad', 'E-posta', 'Şirket', 'Rol', 'Görev', 'Yetkili Siteler']),
    );
    const row = (n: number) => Object.fromEntries(header.map((h, i) => [h, rowValues(sheet, n)[i]]));
    expect(row(2)).toMatchObject({ 'Ad Soyad': 'Hasan Işık', Rol: 'Teknik Personel', 'Yetkili Siteler': 'Tümü' });
    expect(row(3)).toMatchObject({ 'Ad Soyad': 'Murat Şahin', Rol: 'Muhasebeci', Şirket: 'Kardelen' });
    expect(sheet.rowCount).toBe(3);
  });
});
