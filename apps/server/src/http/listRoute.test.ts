import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connection';
import { apiCaller, createTwoTenants } from '../test/fixtures';
import { createTestApp, testDbKinds } from '../test/testDb';
import { authenticate } from './authContext';
import { HttpError } from './errors';
import { scopeList } from './listRoute';

describe.each(testDbKinds)('the one list pipeline on %s', (kind) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let call: ReturnType<typeof apiCaller>;
  let tenants: Awaited<ReturnType<typeof createTwoTenants>>;

  beforeAll(async () => {
    ({ app, db, close } = await createTestApp(kind));
    call = apiCaller(app);
    tenants = await createTwoTenants(app, db);
    for (const [token, clusterId, name] of [
      [tenants.worker, tenants.own.clusterId, 'Kardelen Kasası'],
      [tenants.outsider, tenants.other.clusterId, 'Başka Kasa'],
    ] as const) {
      const created = await call(token, 'POST', `/clusters/${clusterId}/safes`, { name });
      expect(created.statusCode, created.body).toBe(201);
    }
  });
  afterAll(() => close());

  const authOfToken = async (token: string) => {
    const auth = await authenticate(db, `Bearer ${token}`);
    if (!auth) throw new Error('token refused');
    return auth;
  };

  it('lists only the logs of the complexes the caller may see, with paging meta', async () => {
    const own = await call(tenants.worker, 'GET', '/action-logs?per_page=10');
    expect(own.statusCode, own.body).toBe(200);
    const body = own.json();
    expect(body.data.map((log: { cluster_id: number }) => log.cluster_id)).toEqual([tenants.own.clusterId]);
    expect(body.meta).toMatchObject({ total: 1, current_page: 1, per_page: 10, last_page: 1 });
    const other = await call(tenants.outsider, 'GET', '/action-logs');
    expect(other.json().data.map((log: { cluster_id: number }) => log.cluster_id)).toEqual([tenants.other.clusterId]);
  });

  it('exports the filtered list as a file, and refuses an export without columns in Turkish', async () => {
    const exported = await call(tenants.worker, 'GET', '/action-logs?export=1&export_type=xlsx');
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json().data.url).toMatch(/^\/api\/files\//);
    const none = await call(tenants.worker, 'GET', '/action-logs?export=1&export_columns[]=nothing');
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.export_columns).toEqual(['Dışa aktarılacak sütun seçin.']);
  });

  it('scopes by company: a worker reads their own company, a super administrator every one', async () => {
    const companies = (auth: Awaited<ReturnType<typeof authOfToken>>) =>
      scopeList(db.selectFrom('companies').select('companies.id'), auth, { company: 'companies.id' }).execute();
    const worker = await authOfToken(tenants.worker);
    expect((await companies(worker)).map((row) => row.id)).toEqual([tenants.own.companyId]);
    const superadmin = { ...worker, isSuperadmin: true };
    expect((await companies(superadmin)).map((row) => row.id).sort()).toEqual(
      [tenants.own.companyId, tenants.other.companyId].sort(),
    );
  });

  it('scopes a named complex by access: another company’s complex is a 404, a super-admin list a 403', async () => {
    const worker = await authOfToken(tenants.worker);
    const safes = db.selectFrom('safes').select('safes.name');
    expect(() => scopeList(safes, worker, { cluster: 'safes.cluster_id' }, tenants.other.clusterId)).toThrow(
      expect.objectContaining({ statusCode: 404 }),
    );
    const own = await scopeList(safes, worker, { cluster: 'safes.cluster_id' }, tenants.own.clusterId).execute();
    expect(own.map((row) => row.name)).toEqual(['Kardelen Kasası']);
    expect(() => scopeList(safes, worker, 'superadmin')).toThrow(HttpError);
    expect(() => scopeList(safes, worker, 'superadmin')).toThrow(expect.objectContaining({ statusCode: 403 }));
  });
});
