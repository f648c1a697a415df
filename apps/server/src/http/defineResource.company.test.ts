import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Db } from '../db/connection';
import { apiCaller, createTwoTenants, createWorker, grantRole } from '../test/fixtures';
import { createTestDb, testDbKinds } from '../test/testDb';
import { requireAuth } from './auth';
import { type ResourceDef, registerResource } from './defineResource';

/** A company-owned resource as the coming company screens declare them, over the complexes' names. */
const companyComplexes: ResourceDef = {
  name: 'company-complexes',
  table: 'clusters',
  entityType: 'cluster',
  owner: 'company',
  schema: z.object({ name: z.string().min(1), company_id: z.number().int().optional() }),
  list: { orderBy: { name: 'clusters.name' }, defaultOrder: ['name', 'asc'], filters: {}, search: ['clusters.name'] },
  select: (db) => db.selectFrom('clusters').select(['clusters.id', 'clusters.company_id', 'clusters.name']),
  toRow: (input) => ({ ...(input.name === undefined ? {} : { name: input.name }) }),
  toApi: (row) => ({ id: row.id, company_id: row.company_id, name: row.name }),
  exportTitle: 'Siteler',
  exportColumns: [{ key: 'name', header: 'Site Adı' }],
};

describe.each(testDbKinds)('a company-owned declared resource on %s', (kind) => {
  let app: FastifyInstance;
  let db: Db;
  let drop: () => Promise<void>;
  let call: ReturnType<typeof apiCaller>;
  let tenants: Awaited<ReturnType<typeof createTwoTenants>>;
  let companyAdmin: string;
  let superadmin: string;

  beforeAll(async () => {
    const testDb = await createTestDb(kind);
    ({ db, drop } = testDb);
    app = await buildApp({ db, config: { ...loadConfig({ NODE_ENV: 'test' }), webDist: '/nonexistent' } });
    await app.register(
      async (api) => {
        api.addHook('onRequest', requireAuth(db));
        registerResource(api, companyComplexes, { db, files: undefined as never });
      },
      { prefix: '/api/test' },
    );
    call = apiCaller(app);
    tenants = await createTwoTenants(app, db);
    companyAdmin = await createWorker(app, db, {
      email: 'yonetici@kardelen.com',
      companyId: tenants.own.companyId,
      clusterIds: [],
      permissions: [],
    });
    await grantRole(db, companyAdmin, 'company-admin');
    superadmin = await createWorker(app, db, {
      email: 'admin@ornek.com',
      companyId: tenants.own.companyId,
      clusterIds: [],
      permissions: [],
    });
    await grantRole(db, superadmin, 'superadministrator');
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const names = async (token: string) =>
    (await call(token, 'GET', '/test/company-complexes')).json().data.map((row: { name: string }) => row.name);

  it('lists a worker’s own company only, and every company to a super administrator', async () => {
    expect(await names(tenants.worker)).toEqual(['Kardelen Sitesi']);
    expect(await names(tenants.outsider)).toEqual(['Başka Şirket Sitesi']);
    expect(await names(superadmin)).toEqual(['Başka Şirket Sitesi', 'Kardelen Sitesi']);
    const filtered = await call(superadmin, 'GET', `/test/company-complexes?company_id=${tenants.other.companyId}`);
    expect(filtered.json().data.map((row: { name: string }) => row.name)).toEqual(['Başka Şirket Sitesi']);
  });

  it('hides another company’s record (404) and has no per-complex routes', async () => {
    expect((await call(tenants.worker, 'GET', `/test/company-complexes/${tenants.other.clusterId}`)).statusCode).toBe(
      404,
    );
    expect((await call(tenants.worker, 'GET', `/test/company-complexes/${tenants.own.clusterId}`)).statusCode).toBe(
      200,
    );
    const perComplex = await call(superadmin, 'GET', `/test/clusters/${tenants.own.clusterId}/company-complexes`);
    expect(perComplex.statusCode).toBe(404);
  });

  it('lets the company administrator write into their own company only, and a worker not at all', async () => {
    const byWorker = await call(tenants.worker, 'POST', '/test/company-complexes', { name: 'Yeni Site' });
    expect(byWorker.statusCode).toBe(403);
    const created = await call(companyAdmin, 'POST', '/test/company-complexes', {
      name: 'Lale Sitesi',
      company_id: tenants.other.companyId,
    });
    expect(created.statusCode, created.body).toBe(201);
    // The body's company is ignored: a company administrator adds to their own.
    expect(created.json().data).toMatchObject({ name: 'Lale Sitesi', company_id: tenants.own.companyId });
    const foreign = await call(companyAdmin, 'PUT', `/test/company-complexes/${tenants.other.clusterId}`, {
      name: 'Ele Geçirildi',
    });
    expect(foreign.statusCode).toBe(404);
    const renamed = await call(companyAdmin, 'PUT', `/test/company-complexes/${created.json().data.id}`, {
      name: 'Lale Evleri',
      company_id: tenants.other.companyId,
    });
    expect(renamed.json().data).toMatchObject({ name: 'Lale Evleri', company_id: tenants.own.companyId });
  });

  it('asks a super administrator which company a new record belongs to', async () => {
    const without = await call(superadmin, 'POST', '/test/company-complexes', { name: 'Sahipsiz Site' });
    expect(without.statusCode).toBe(422);
    expect(without.json().errors.company_id).toEqual(['Şirket seçin.']);
    const withCompany = await call(superadmin, 'POST', '/test/company-complexes', {
      name: 'Papatya Sitesi',
      company_id: tenants.other.companyId,
    });
    expect(withCompany.json().data).toMatchObject({ company_id: tenants.other.companyId });
    expect(await names(tenants.outsider)).toContain('Papatya Sitesi');
  });
});
