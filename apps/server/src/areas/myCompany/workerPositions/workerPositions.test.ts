import { describe, expect, it } from 'vitest';
import { postRecord, useTwoTenantsApp } from '../../../test/apiTest';
import { useCompanyCallers } from '../../../test/companyCallers';
import { testDbKinds } from '../../../test/testDb';

describe.each(testDbKinds)('worker positions (My company) on %s', (kind) => {
  const t = useTwoTenantsApp(kind);
  const who = useCompanyCallers(t);

  const names = async (token: string, query = '') =>
    (await t.call(token, 'GET', `/worker-positions${query}`)).json().data.map((row: { name: string }) => row.name);

  it('lets a company administrator list, create, update and delete the company’s positions', async () => {
    const created = await postRecord(t.call, who.companyAdmin, '/worker-positions', { name: 'Site Müdürü' });
    expect(created).toMatchObject({ name: 'Site Müdürü', company_id: t.own.companyId, is_active: true });
    await postRecord(t.call, who.companyAdmin, '/worker-positions', { name: 'Güvenlik', is_active: false });
    expect(await names(who.companyAdmin)).toEqual(['Güvenlik', 'Site Müdürü']);
    expect(await names(who.companyAdmin, '?is_active=1')).toEqual(['Site Müdürü']);
    expect(await names(who.companyAdmin, '?q=MÜDÜR')).toEqual(['Site Müdürü']);

    const updated = await t.call(who.companyAdmin, 'PUT', `/worker-positions/${created.id}`, {
      name: 'Site Sorumlusu',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ name: 'Site Sorumlusu', company_id: t.own.companyId });

    const deleted = await t.call(who.companyAdmin, 'DELETE', `/worker-positions/${created.id}`);
    expect(deleted.json().data).toEqual({ deleted: true });
    expect(await names(who.companyAdmin)).toEqual(['Güvenlik']);
  });

  it('lets a plain worker read the company’s positions but not write them (403)', async () => {
    const position = await postRecord(t.call, who.companyAdmin, '/worker-positions', { name: 'Muhasebe' });
    expect(await names(t.worker)).toContain('Muhasebe');
    expect((await t.call(t.worker, 'POST', '/worker-positions', { name: 'Temizlik' })).statusCode).toBe(403);
    expect((await t.call(t.worker, 'PUT', `/worker-positions/${position.id}`, { name: 'X' })).statusCode).toBe(403);
    expect((await t.call(t.worker, 'DELETE', `/worker-positions/${position.id}`)).statusCode).toBe(403);
  });

  it('hides another company’s position (404) and lists only the caller’s company', async () => {
    const theirs = await postRecord(t.call, who.otherAdmin, '/worker-positions', { name: 'Teknik Personel' });
    expect(theirs.company_id).toBe(t.other.companyId);
    expect(await names(who.companyAdmin)).not.toContain('Teknik Personel');
    expect((await t.call(who.companyAdmin, 'GET', `/worker-positions/${theirs.id}`)).statusCode).toBe(404);
    expect((await t.call(who.companyAdmin, 'PUT', `/worker-positions/${theirs.id}`, { name: 'X' })).statusCode).toBe(
      404,
    );
    expect((await t.call(who.companyAdmin, 'DELETE', `/worker-positions/${theirs.id}`)).statusCode).toBe(404);
  });

  it('answers 422 in Turkish for a missing name and for a name the company already has', async () => {
    const missing = await t.call(who.companyAdmin, 'POST', '/worker-positions', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.name[0]).toMatch(/zorunlu/i);
    await postRecord(t.call, who.companyAdmin, '/worker-positions', { name: 'Bahçıvan' });
    const twice = await t.call(who.companyAdmin, 'POST', '/worker-positions', { name: 'bahçıvan' });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.name).toEqual(['Bu pozisyon şirkette zaten var.']);
    // Another company may use the same name.
    await postRecord(t.call, who.otherAdmin, '/worker-positions', { name: 'Bahçıvan' });
  });

  it('makes a super administrator name the company', async () => {
    const without = await t.call(who.superadmin, 'POST', '/worker-positions', { name: 'Resepsiyon' });
    expect(without.statusCode).toBe(422);
    expect(without.json().errors.company_id).toEqual(['Şirket seçin.']);
    const created = await postRecord(t.call, who.superadmin, '/worker-positions', {
      name: 'Resepsiyon',
      company_id: t.other.companyId,
    });
    expect(created.company_id).toBe(t.other.companyId);
    expect(await names(who.otherAdmin)).toContain('Resepsiyon');
  });
});
