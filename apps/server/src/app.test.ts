import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { CLUSTER_PERMISSION_NAMES, httpMessages } from '@site/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, contentSecurityPolicy } from './app';
import { loadConfig } from './config';
import type { Db } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { seedDemo } from './db/seed/demo';
import { demoTokens } from './test/fixtures';
import { createTestApp, createTestDb, tableNames, testDbKinds } from './test/testDb';

describe.each(testDbKinds)('the shell API on %s', (kind) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    ({ app, db, close } = await createTestApp(kind));
    await seedDemo(db);
    Object.assign(tokens, await demoTokens(app));
  });
  afterAll(() => close());

  const get = (url: string, who: string) =>
    app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens[who]}` } });

  it('migrations are idempotent: running them again changes nothing', async () => {
    const before = await tableNames(db);
    await migrateToLatest(db);
    expect(await tableNames(db)).toEqual(before);
    expect(before).toEqual(expect.arrayContaining(['users', 'clusters', 'houses', 'residents', 'action_logs']));
  });

  it('reports the database as reachable', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok', database: 'up' } });
  });

  it('sends a Content-Security-Policy that allows no inline or foreign script', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(
      contentSecurityPolicy({ ...loadConfig({ NODE_ENV: 'test' }), matomoUrl: 'https://analiz.ornek.com.tr/m/' })[
        'script-src'
      ],
    ).toEqual(["'self'", 'https://analiz.ornek.com.tr']);
    // The API documentation page still loads its own scripts.
    expect((await app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui.css' })).statusCode).toBe(200);
  });

  it('serves the OpenAPI document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining(['/api/sanctum/token', '/api/who-am-i']));
  });

  it('lists only the complexes a manager is allowed in; a super administrator sees all', async () => {
    const manager = (await get('/api/clusters?per_page=1000', 'yonetici@demo.test')).json();
    expect(manager.data.map((c: { name: string }) => c.name)).toEqual(['Yeşilvadi Sitesi']);
    expect(manager.meta).toMatchObject({ total: 1, current_page: 1, last_page: 1 });
    const admin = (await get('/api/clusters?per_page=1000', 'admin@demo.test')).json();
    expect(admin.data.map((c: { name: string }) => c.name).sort()).toEqual(['Marmara Konutları', 'Yeşilvadi Sitesi']);
  });

  it('answers 404, not 403, for a complex the manager may not see', async () => {
    const other = (await get('/api/clusters?per_page=1000', 'admin@demo.test'))
      .json()
      .data.find((c: { name: string }) => c.name === 'Marmara Konutları');
    for (const url of [
      `/api/clusters/${other.id}`,
      `/api/clusters/${other.id}/dashboard`,
      `/api/permissions?cluster_id=${other.id}`,
    ]) {
      const res = await get(url, 'yonetici@demo.test');
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(httpMessages.notFound);
    }
    expect((await get(`/api/clusters/${other.id}/dashboard`, 'admin@demo.test')).statusCode).toBe(200);
  });

  it('gives the dashboard figures of a complex from its real rows', async () => {
    const [cluster] = (await get('/api/clusters', 'yonetici@demo.test')).json().data;
    const { data } = (await get(`/api/clusters/${cluster.id}/dashboard`, 'yonetici@demo.test')).json();
    const houses = await db
      .selectFrom('houses')
      .select(db.fn.countAll<number>().as('n'))
      .where('cluster_id', '=', cluster.id)
      .executeTakeFirstOrThrow();
    expect(data.house_count).toBe(Number(houses.n));
    expect(data).toMatchObject({
      cluster_name: 'Yeşilvadi Sitesi',
      block_count: 4,
      house_count: 100,
      houses_with_owner: 100,
    });
    expect(data.resident_count).toBeGreaterThan(100);
  });

  it("lists the manager's permissions in the allowed complex", async () => {
    const [cluster] = (await get('/api/clusters', 'yonetici@demo.test')).json().data;
    const res = await get(`/api/permissions?cluster_id=${cluster.id}`, 'yonetici@demo.test');
    // A manager may do everything in their complex but the company's own settings and workers.
    expect(res.json().data).toEqual(CLUSTER_PERMISSION_NAMES);
  });

  it('shows the company picker all companies for a super administrator, only the own for others', async () => {
    expect((await get('/api/companies?company_type_id=1&is_active=1', 'admin@demo.test')).json().meta.total).toBe(1);
    const registered = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: {
        name: 'Bağımsız Kişi',
        email: 'bagimsiz@ornek.com',
        password: 'sifre-1234',
        password_confirmation: 'sifre-1234',
      },
    });
    const res = await app.inject({
      method: 'GET',
      url: '/api/companies',
      headers: { authorization: `Bearer ${registered.json().data.token}` },
    });
    expect(res.json().meta.total).toBe(0);
  });

  it('answers an unknown API path with the Turkish 404 message', async () => {
    const res = await get('/api/yok-boyle-bir-sey', 'admin@demo.test');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(httpMessages.notFound);
  });
});

describe('maintenance mode', () => {
  it('answers every API call with 503 and the Turkish warning, but health still answers', async () => {
    const testDb = await createTestDb('sqlite');
    const config = { ...loadConfig({ NODE_ENV: 'test' }), maintenance: true, webDist: '/nonexistent' };
    const app = await buildApp({ db: testDb.db, config });
    const res = await app.inject({
      method: 'POST',
      url: '/api/sanctum/token',
      payload: { email: 'a@b.co', password: 'x' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(httpMessages.maintenance);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await app.close();
    await testDb.drop();
  });
});

describe('the built web app', () => {
  let app: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    const script = `console.log(${JSON.stringify('x'.repeat(5000))});`;
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="tr"><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), script);
    fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js.gz'), zlib.gzipSync(script));
    const db = (await createTestDb('sqlite')).db;
    await migrateToLatest(db);
    app = await buildApp({ db, config: { ...loadConfig({ NODE_ENV: 'test' }), webDist: dist } });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends hashed assets precompressed and cached for a year, and the page itself revalidated', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('console.log');
    const gz = await app.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const page = await app.inject({ method: 'GET', url: '/definitions/residents' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('compresses a JSON answer above 1 KB, with gzip when the client takes gzip and brotli', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(res.rawPayload).toString()).paths).toBeDefined();
    // What a browser sends: gzip costs half the CPU of brotli for the same size on a JSON page.
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    expect((await app.inject({ method: 'GET', url: '/api/docs/json', headers: browser })).headers).toMatchObject({
      'content-encoding': 'gzip',
    });
    const brOnly = await app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(brOnly.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(brOnly.rawPayload).toString()).paths).toBeDefined();
  });
});
