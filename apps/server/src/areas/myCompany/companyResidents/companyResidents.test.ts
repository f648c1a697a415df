import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '../../../db/seed/demo';
import { foldTurkish } from '../../../db/turkish';
import { nowIso } from '../../../http/clock';
import { incomeTypeId } from '../../../test/accountingFixtures';
import { createHouseWithOwner, createSuperadmin, freeAssessment } from '../../../test/apiRecords';
import { type Json, postId, useTwoTenantsApp } from '../../../test/apiTest';
import { downloadFile, exportedSheet } from '../../../test/exportedFiles';
import { createWorker } from '../../../test/fixtures';
import { testDbKinds } from '../../../test/testDb';

type Listed = { name: string; cluster_name: string; balance: number; house_user_count: number };

describe.each(testDbKinds)('company residents (My company › Tüm Sakinler) on %s', (kind) => {
  const t = useTwoTenantsApp(kind, { pageUrl: 'http://localhost/my-company/residents' });
  /** The own company's second complex, with a block. */
  const second = { clusterId: 0, blockId: 0 };
  /** A worker of the own company allowed in both its complexes. */
  let both: string;
  let superadmin: string;

  const list = async (token: string, query = '') => {
    const res = await t.call(token, 'GET', `/company-residents?per_page=100${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Listed[]; meta: { total: number; totals: { balance: number } } };
  };
  const names = async (token: string, query = '') => (await list(token, query)).data.map((r) => r.name);

  beforeAll(async () => {
    const now = nowIso();
    const stamps = { created_at: now, updated_at: now };
    const cluster = await t.db
      .insertInto('clusters')
      .values({
        ...stamps,
        company_id: t.own.companyId,
        name: 'Kardelen Evleri',
        search: foldTurkish('Kardelen Evleri'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const block = await t.db
      .insertInto('blocks')
      .values({ ...stamps, cluster_id: cluster.id, name: 'B Blok' })
      .returning('id')
      .executeTakeFirstOrThrow();
    Object.assign(second, { clusterId: cluster.id, blockId: block.id });
    both = await createWorker(t.app, t.db, {
      email: 'iki.site@kardelen.com',
      companyId: t.own.companyId,
      clusterIds: [t.own.clusterId, second.clusterId],
      permissions: ALL_PERMISSIONS,
    });
    superadmin = await createSuperadmin(t.app, t.db, { email: 'admin@ornek.com', companyId: t.own.companyId });

    const aidat = await incomeTypeId(t.db);
    // The records are written by the super administrator, who may write in every complex.
    const owe = async (
      cluster: { clusterId: number; blockId: number },
      owner: string,
      amount: number,
      door: string,
    ) => {
      const { houseId } = await createHouseWithOwner(t.call, superadmin, cluster, {
        door,
        owner,
        startsOn: '2026-01-01',
      });
      const res = await t.call(
        superadmin,
        'POST',
        '/assessments',
        freeAssessment({
          clusterId: cluster.clusterId,
          incomeTypeId: aidat,
          houseId,
          amount,
          startsOn: '2026-01-01',
          description: `Aidat ${owner}`,
        }),
      );
      expect(res.statusCode, res.body).toBe(201);
    };
    await owe(t.own, 'Ayşe Kaya', 1500, '1');
    await postId(t.call, superadmin, `/clusters/${t.own.clusterId}/residents`, {
      name: 'Bora Demir',
      is_active: false,
    });
    await owe(second, 'Cem Yıldız', 250.5, '2');
    await owe(t.other, 'Deniz Başka', 999, '3');
  });

  it('lists the residents of every complex of the company the worker may see, never another company’s', async () => {
    const all = await list(both);
    expect(all.data.map((r) => [r.name, r.cluster_name, r.balance, r.house_user_count])).toEqual([
      ['Ayşe Kaya', 'Kardelen Sitesi', 1500, 1],
      ['Bora Demir', 'Kardelen Sitesi', 0, 0],
      ['Cem Yıldız', 'Kardelen Evleri', 250.5, 1],
    ]);
    // The balance is the one the complex's own resident list shows.
    const inComplex = (await t.call(both, 'GET', `/clusters/${second.clusterId}/residents`)).json().data;
    expect(inComplex.map((r: Json) => [r.name, r.balance])).toEqual([['Cem Yıldız', 250.5]]);
    // A worker allowed in one complex sees its residents only; the other company's worker sees theirs.
    expect(await names(t.worker)).toEqual(['Ayşe Kaya', 'Bora Demir']);
    expect(await names(t.outsider)).toEqual(['Deniz Başka']);
    // Naming the other company's complex or the company itself finds nothing.
    expect(await names(both, `&cluster_id[]=${t.other.clusterId}`)).toEqual([]);
    expect(await names(both, `&company_id=${t.other.companyId}`)).toEqual([]);
    expect(await names(both, '&query=deniz')).toEqual([]);
    // Even a worker still allowed in another company's complex lists their own company's residents only.
    const twoEmployers = await createWorker(t.app, t.db, {
      email: 'eski.isyeri@kardelen.com',
      companyId: t.own.companyId,
      clusterIds: [t.own.clusterId, t.other.clusterId],
      permissions: [],
    });
    expect(await names(twoEmployers)).toEqual(['Ayşe Kaya', 'Bora Demir']);
  });

  it('filters by complexes, activity, debt and search', async () => {
    expect(await names(both, `&cluster_id[]=${second.clusterId}`)).toEqual(['Cem Yıldız']);
    expect(await names(both, `&cluster_id[]=${t.own.clusterId}&cluster_id[]=${second.clusterId}`)).toEqual([
      'Ayşe Kaya',
      'Bora Demir',
      'Cem Yıldız',
    ]);
    expect(await names(both, '&is_active=0')).toEqual(['Bora Demir']);
    expect(await names(both, '&debtors=1')).toEqual(['Ayşe Kaya', 'Cem Yıldız']);
    expect(await names(both, '&debtors=0')).toEqual(['Bora Demir']);
    expect(await names(both, `&query=${encodeURIComponent('YILDIZ')}`)).toEqual(['Cem Yıldız']);
    const bad = await t.call(both, 'GET', '/company-residents?cluster_id[]=abc');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.cluster_id).toEqual(['Sadece rakam girmelisiniz.']);
  });

  it('sums the balance of the whole filtered list in the footer, not of one page', async () => {
    const all = await list(both);
    expect(all.meta.totals.balance).toBe(all.data.reduce((sum, r) => sum + r.balance, 0));
    expect(all.meta.totals.balance).toBe(1750.5);
    const page = await list(both, '&per_page=1');
    expect(page.data).toHaveLength(1);
    expect(page.meta.total).toBe(3);
    expect(page.meta.totals.balance).toBe(1750.5);
    expect((await list(both, `&cluster_id[]=${second.clusterId}`)).meta.totals.balance).toBe(250.5);
    expect((await list(both, '&debtors=0')).meta.totals.balance).toBe(0);
  });

  it('sorts by the whitelisted columns only (422 in Turkish otherwise)', async () => {
    expect(await names(both, '&order_by=balance&order=desc')).toEqual(['Ayşe Kaya', 'Cem Yıldız', 'Bora Demir']);
    expect(await names(both, '&order_by=cluster_name&order=asc')).toEqual(['Cem Yıldız', 'Ayşe Kaya', 'Bora Demir']);
    expect(await names(both, '&order_by=name&order=desc')).toEqual(['Cem Yıldız', 'Bora Demir', 'Ayşe Kaya']);
    const unknown = await t.call(both, 'GET', '/company-residents?order_by=password');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.order_by).toEqual(['Bu alana göre sıralanamaz: password']);
    const filter = await t.call(both, 'GET', '/company-residents?identity_number=1');
    expect(filter.statusCode).toBe(422);
    expect(filter.json().message).toBe('Bu alana göre filtrelenemez: identity_number');
  });

  it('exports the whole filtered list as XLSX, with the complex of each row, and as PDF and ODS', async () => {
    const exported = await t.call(both, 'GET', '/company-residents?order_by=name&export=1&export_type=xlsx');
    const sheet = await exportedSheet(t.app, exported);
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const site = header.indexOf('Site');
    const name = header.indexOf('Ad Soyad');
    expect(site).toBeGreaterThan(0);
    const rows: [string, string][] = [];
    sheet.eachRow((row, index) => {
      const value = String(row.getCell(name).value);
      if (index > 1 && (value === 'Ayşe Kaya' || value === 'Bora Demir' || value === 'Cem Yıldız'))
        rows.push([String(row.getCell(site).value), value]);
    });
    expect(rows).toEqual([
      ['Kardelen Sitesi', 'Ayşe Kaya'],
      ['Kardelen Sitesi', 'Bora Demir'],
      ['Kardelen Evleri', 'Cem Yıldız'],
    ]);
    expect(JSON.stringify(sheet.getSheetValues())).not.toContain('Deniz Başka');
    for (const type of ['pdf', 'ods']) {
      const file = await downloadFile(
        t.app,
        await t.call(both, 'GET', `/company-residents?export=1&export_type=${type}`),
      );
      expect(file.rawPayload.length).toBeGreaterThan(100);
    }
  });

  it('lets a super administrator see every company, or one by company_id', async () => {
    const mine = await names(superadmin, `&company_id=${t.own.companyId}`);
    expect(mine).toEqual(['Ayşe Kaya', 'Bora Demir', 'Cem Yıldız']);
    expect(await names(superadmin, `&company_id=${t.other.companyId}`)).toEqual(['Deniz Başka']);
    expect(await names(superadmin)).toEqual(expect.arrayContaining([...mine, 'Deniz Başka']));
  });

  it('is read-only: there is no route to write through it', async () => {
    const resident = (await list(both)).data[0] as Listed & { id: number };
    expect((await t.call(both, 'POST', '/company-residents', { name: 'Yeni' })).statusCode).toBe(404);
    expect((await t.call(both, 'DELETE', `/company-residents/${resident.id}`)).statusCode).toBe(404);
  });
});
