import { beforeAll, describe, expect, it } from 'vitest';
import { createSuperadmin } from '../../../test/apiRecords';
import { type Json, useTwoTenantsApp } from '../../../test/apiTest';
import { createCompanyAdmin } from '../../../test/companyCallers';
import { createCompanyWithCluster, createWorker, grantRole } from '../../../test/fixtures';
import { testDbKinds } from '../../../test/testDb';
import { addCluster, postWorker, roleIds, signedInWorker } from './companyUsers.fixtures';

const LAST_ADMIN = 'Şirketin son yöneticisi kaldırılamaz.';

describe.each(testDbKinds)('company users: complexes, what may be given, last administrator on %s', (kind) => {
  const t = useTwoTenantsApp(kind, { pageUrl: '/my-company/workers' });
  let admin: string;
  let superadmin: string;
  let role: Record<string, number>;
  let second: number;

  beforeAll(async () => {
    admin = await createCompanyAdmin(t.app, t.db, 'yonetici@kardelen.com', t.own.companyId);
    superadmin = await createSuperadmin(t.app, t.db, { email: 'admin@ornek.com', companyId: t.own.companyId });
    role = await roleIds(t.db);
    second = await addCluster(t.db, t.own.companyId, 'İkinci Site');
  });

  const clusterIds = async (token: string) =>
    (await t.call(token, 'GET', '/clusters?per_page=100')).json().data.map((c: Json) => c.id);
  const putClusters = (token: string, id: number, clusters: Json[]) =>
    t.call(token, 'PUT', `/company-users/${id}/clusters`, { clusters });

  it('limits a worker to one complex: they see only it, with the permissions given there', async () => {
    const w = await signedInWorker(t.app, t.call, admin, {
      name: 'Kerem',
      email: 'kerem@kardelen.com',
      role_ids: [role.manager],
    });
    // No list of complexes: every complex of the company, with the manager's bundle.
    expect((await clusterIds(w.token)).sort()).toEqual([t.own.clusterId, second].sort());
    const shown = (await t.call(admin, 'GET', `/company-users/${w.id}/clusters`)).json().data;
    expect(shown.clusters).toEqual([]);
    expect(shown.bundle).toContain('edit-expense');
    expect(shown.bundle).not.toContain('edit-worker');
    expect(shown.company_clusters.map((c: Json) => c.name)).toEqual(['İkinci Site', 'Kardelen Sitesi']);
    expect(shown.company_clusters[0].grantable).toContain('edit-resident');

    const saved = await putClusters(admin, w.id, [
      { cluster_id: t.own.clusterId, permissions: ['edit-resident', 'edit-resident', 'edit-house'] },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.clusters).toEqual([
      { cluster_id: t.own.clusterId, cluster_name: 'Kardelen Sitesi', permissions: ['edit-resident', 'edit-house'] },
    ]);
    // On the worker's very next request.
    expect(await clusterIds(w.token)).toEqual([t.own.clusterId]);
    const held = await t.call(w.token, 'GET', `/permissions?cluster_id=${t.own.clusterId}`);
    expect(held.json().data).toEqual(['edit-resident', 'edit-house']);
    expect((await t.call(w.token, 'GET', `/clusters/${second}/houses`)).statusCode).toBe(404);
    const expense = await t.call(w.token, 'POST', '/types/expense-types', {
      cluster_id: t.own.clusterId,
      name: 'Bahçe',
      parent_id: null,
    });
    expect(expense.statusCode).toBe(403);

    const row = (await t.call(admin, 'GET', `/company-users/${w.id}`)).json().data;
    expect(row.cluster_count).toBe(1);
    const inSecond = (await t.call(admin, 'GET', `/company-users?cluster_id=${second}&per_page=100`)).json().data;
    expect(inSecond.map((r: Json) => r.id)).not.toContain(w.id);
    expect(inSecond.map((r: Json) => r.name)).toContain('yonetici@kardelen.com');
    const inOwn = (await t.call(admin, 'GET', `/company-users?cluster_id=${t.own.clusterId}&per_page=100`)).json().data;
    expect(inOwn.map((r: Json) => r.id)).toContain(w.id);

    // An empty list: every complex again.
    expect((await putClusters(admin, w.id, [])).statusCode).toBe(200);
    expect((await clusterIds(w.token)).sort()).toEqual([t.own.clusterId, second].sort());
    const logs = await t.db
      .selectFrom('action_logs')
      .select(['old_values', 'new_values'])
      .where('entity_type', '=', 'user')
      .where('entity_id', '=', w.id)
      .where('action_type_id', '=', 2)
      .orderBy('id')
      .execute();
    expect(JSON.parse(logs[0].new_values ?? '{}').clusters).toEqual([
      { cluster_id: t.own.clusterId, permissions: ['edit-resident', 'edit-house'] },
    ]);
  });

  it('refuses giving more than the caller holds (403), and changing one’s own roles or complexes', async () => {
    // A company administrator limited to one complex where they may only edit residents.
    const limited = await createWorker(t.app, t.db, {
      email: 'sinirli@kardelen.com',
      companyId: t.own.companyId,
      clusterIds: [t.own.clusterId],
      permissions: ['edit-resident'],
    });
    await grantRole(t.db, limited, 'company-admin');
    const reader = await postWorker(t.call, admin, {
      name: 'Okur',
      email: 'okur@kardelen.com',
      role_ids: [role['read-only']],
    });
    const more = await putClusters(limited, reader.id, [
      { cluster_id: t.own.clusterId, permissions: ['edit-expense'] },
    ]);
    expect(more.statusCode).toBe(403);
    expect(more.json().message).toBe('Bunu yapmaya yetkili değilsiniz.');
    const elsewhere = await putClusters(limited, reader.id, [{ cluster_id: second, permissions: ['edit-resident'] }]);
    expect(elsewhere.statusCode).toBe(403);
    expect(
      (await putClusters(limited, reader.id, [{ cluster_id: t.own.clusterId, permissions: ['edit-resident'] }]))
        .statusCode,
    ).toBe(200);
    // A manager with no list holds edit-expense everywhere: narrowing what they already hold gives nothing.
    const manager = await postWorker(t.call, admin, {
      name: 'Müdür',
      email: 'mudur@kardelen.com',
      role_ids: [role.manager],
    });
    const narrowed = await putClusters(limited, manager.id, [
      { cluster_id: t.own.clusterId, permissions: ['edit-resident', 'edit-expense'] },
    ]);
    expect(narrowed.statusCode).toBe(200);
    // Back to every complex would give the manager's bundle in the second complex again: the caller holds none there.
    expect((await putClusters(limited, manager.id, [])).statusCode).toBe(403);

    const adminId = (await t.call(admin, 'GET', '/company-users?q=yonetici@kardelen')).json().data[0].id;
    expect((await putClusters(admin, adminId, [])).statusCode).toBe(403);
    expect((await t.call(admin, 'PUT', `/company-users/${adminId}`, { role_ids: [role.manager] })).statusCode).toBe(
      403,
    );
    expect((await t.call(admin, 'PUT', `/company-users/${adminId}`, { is_active: false })).statusCode).toBe(403);
    expect((await t.call(admin, 'DELETE', `/company-users/${adminId}`)).statusCode).toBe(403);
    // Their own name and phone they may change.
    const own = await t.call(admin, 'PUT', `/company-users/${adminId}`, {
      name: 'Selin Aydoğan',
      role_ids: [role['company-admin']],
    });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('answers Turkish 422s for complexes of another company, twice the same complex or an unknown permission', async () => {
    const w = await postWorker(t.call, admin, { name: 'Deniz', email: 'deniz@kardelen.com', role_ids: [role.manager] });
    const foreign = await putClusters(admin, w.id, [{ cluster_id: t.other.clusterId, permissions: [] }]);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.clusters).toEqual(['Öğe bulunamadı.']);
    expect(foreign.body).not.toContain('Başka');
    const twice = await putClusters(admin, w.id, [
      { cluster_id: second, permissions: [] },
      { cluster_id: second, permissions: ['edit-house'] },
    ]);
    expect(twice.json().errors.clusters).toEqual(['Aynı site birden fazla seçilemez.']);
    const unknown = await putClusters(admin, w.id, [{ cluster_id: second, permissions: ['edit-worker'] }]);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors['clusters.0.permissions.0']).toEqual(['Geçersiz seçim.']);
    expect((await t.call(admin, 'GET', `/company-users/${w.id}`)).json().data.cluster_count).toBe(0);
  });

  it('switching a worker off ends their session at once (next request 401) and keeps them out', async () => {
    const w = await signedInWorker(t.app, t.call, admin, {
      name: 'Emre',
      email: 'emre@kardelen.com',
      role_ids: [role.manager],
    });
    expect((await t.call(w.token, 'GET', '/company-users')).statusCode).toBe(200);
    const off = await t.call(admin, 'PUT', `/company-users/${w.id}`, { is_active: false });
    expect(off.json().data.is_active).toBe(false);
    const next = await t.call(w.token, 'GET', '/company-users');
    expect(next.statusCode).toBe(401);
    expect(next.json().message).toBe('Kullanıcı girişi yapmalısınız.');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/sanctum/token',
      payload: { email: 'emre@kardelen.com', password: 'kendi-sifrem-1' },
    });
    expect(again.json().errors.email).toEqual(['Hesabınız pasif durumda.']);
    expect(
      (await t.db.selectFrom('personal_access_tokens').select('id').where('user_id', '=', w.id).execute()).length,
    ).toBe(0);
  });

  it('keeps the last active company administrator: not switched off, demoted or deleted (422)', async () => {
    const third = await createCompanyWithCluster(t.db, 'Üçüncü Yönetim');
    const only = await createCompanyAdmin(t.app, t.db, 'tek@ucuncu.com', third.companyId);
    const onlyId = (await t.call(only, 'GET', '/company-users')).json().data[0].id;
    const off = await t.call(superadmin, 'PUT', `/company-users/${onlyId}`, { is_active: false });
    expect(off.statusCode).toBe(422);
    expect(off.json().errors.is_active).toEqual([LAST_ADMIN]);
    const demoted = await t.call(superadmin, 'PUT', `/company-users/${onlyId}`, { role_ids: [role.manager] });
    expect(demoted.json().errors.role_ids).toEqual([LAST_ADMIN]);
    const deleted = await t.call(superadmin, 'DELETE', `/company-users/${onlyId}`);
    expect(deleted.json().errors.id).toEqual([LAST_ADMIN]);
    // An inactive administrator does not count.
    const passive = await postWorker(t.call, superadmin, {
      company_id: third.companyId,
      name: 'Pasif Yönetici',
      email: 'pasif@ucuncu.com',
      role_ids: [role['company-admin']],
      is_active: false,
    });
    expect((await t.call(superadmin, 'PUT', `/company-users/${onlyId}`, { is_active: false })).statusCode).toBe(422);
    // With another active administrator, the first may go.
    expect((await t.call(superadmin, 'PUT', `/company-users/${passive.id}`, { is_active: true })).statusCode).toBe(200);
    const now = await t.call(superadmin, 'PUT', `/company-users/${onlyId}`, { role_ids: [role.manager] });
    expect(now.statusCode, now.body).toBe(200);
    expect(now.json().data.role_name).toBe('Site Yöneticisi');
  });
});
