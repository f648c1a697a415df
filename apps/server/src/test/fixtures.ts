import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection';
import { ALL_PERMISSIONS, DEMO_PASSWORD } from '../db/seed/demo';
import { foldTurkish } from '../db/turkish';
import { nowIso } from '../http/clock';
import { hashPassword } from '../kernel/passwords';

const stamps = () => ({ created_at: nowIso(), updated_at: nowIso() });

/** A management company with one complex and one block, for tests that need a second tenant. */
export async function createCompanyWithCluster(db: Db, name: string) {
  const company = await db
    .insertInto('companies')
    .values({
      ...stamps(),
      name,
      search: foldTurkish(name),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const cluster = await db
    .insertInto('clusters')
    .values({
      ...stamps(),
      company_id: company.id,
      search: foldTurkish(`${name} Sitesi`),
      name: `${name} Sitesi`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const block = await db
    .insertInto('blocks')
    .values({ ...stamps(), cluster_id: cluster.id, name: 'A Blok' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { companyId: company.id, clusterId: cluster.id, blockId: block.id };
}

/** A worker allowed in the given complexes with the given permissions; returns a bearer token. */
export async function createWorker(
  app: FastifyInstance,
  db: Db,
  opts: { email: string; companyId: number; clusterIds: number[]; permissions: string[] },
): Promise<string> {
  const user = await db
    .insertInto('users')
    .values({
      ...stamps(),
      name: opts.email,
      email: opts.email,
      company_id: opts.companyId,
      password_hash: await hashPassword('test-sifre-1'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const clusterId of opts.clusterIds) {
    await db
      .insertInto('cluster_users')
      .values({ user_id: user.id, cluster_id: clusterId, permissions: JSON.stringify(opts.permissions) })
      .execute();
  }
  const res = await app.inject({
    method: 'POST',
    url: '/api/sanctum/token',
    payload: { email: opts.email, password: 'test-sifre-1' },
  });
  return res.json().data.token;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `call(token, method, url, payload)` against `/api`, as the web sends it (with the screen's X-Page-Url). */
export function apiCaller(app: FastifyInstance, pageUrl?: string) {
  return (token: string, method: Method, url: string, payload?: Record<string, unknown>) =>
    app.inject({
      method,
      url: `/api${url}`,
      payload,
      headers: { authorization: `Bearer ${token}`, ...(pageUrl ? { 'x-page-url': pageUrl } : {}) },
    });
}

/**
 * Two management companies with a complex each: a worker with every permission and one with none in the
 * first, and a worker of the second who must never see the first one's records.
 */
export async function createTwoTenants(app: FastifyInstance, db: Db) {
  const own = await createCompanyWithCluster(db, 'Kardelen');
  const other = await createCompanyWithCluster(db, 'Başka Şirket');
  const worker = await createWorker(app, db, {
    email: 'calisan@kardelen.com',
    companyId: own.companyId,
    clusterIds: [own.clusterId],
    permissions: ALL_PERMISSIONS,
  });
  const outsider = await createWorker(app, db, {
    email: 'calisan@baska.com',
    companyId: other.companyId,
    clusterIds: [other.clusterId],
    permissions: ALL_PERMISSIONS,
  });
  const readOnly = await createWorker(app, db, {
    email: 'stajyer@kardelen.com',
    companyId: own.companyId,
    clusterIds: [own.clusterId],
    permissions: [],
  });
  return { own, other, worker, outsider, readOnly };
}

/** Gives the signed-in user of `token` a role (e.g. 'company-admin') besides the ones they have. */
export async function grantRole(db: Db, token: string, role: string) {
  const tokenId = Number(token.split('|')[0]);
  const owner = await db
    .selectFrom('personal_access_tokens')
    .select('user_id')
    .where('id', '=', tokenId)
    .executeTakeFirstOrThrow();
  const { id } = await db.selectFrom('roles').select('id').where('name', '=', role).executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values({ user_id: owner.user_id, role_id: id }).execute();
}

/** The demo's users (seedDemo) sign in with the demo password: their bearer tokens, by e-mail. */
export async function demoTokens(app: FastifyInstance) {
  const tokens: Record<'admin@demo.test' | 'yonetici@demo.test', string> = {
    'admin@demo.test': '',
    'yonetici@demo.test': '',
  };
  for (const email of Object.keys(tokens) as (keyof typeof tokens)[]) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/sanctum/token',
      payload: { email, password: DEMO_PASSWORD },
    });
    tokens[email] = res.json().data.token;
  }
  return tokens;
}
