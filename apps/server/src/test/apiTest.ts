import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { apiCaller, createCompanyWithCluster, createTwoTenants, createWorker } from './fixtures';
import { createTestApp, type DbKind } from './testDb';

export type Call = ReturnType<typeof apiCaller>;
export type Method = Parameters<Call>[1];
export type Json = Record<string, unknown>;

/** The app of one `describe` block: its database and a caller that sends the screen's page URL. */
export type TestApp = { app: FastifyInstance; db: Db; call: Call };

export type TwoTenants = Awaited<ReturnType<typeof createTwoTenants>>;

/** `config` changes settings such as `smtpUrl`; a function is read when the app is built. */
type AppOptions = { pageUrl?: string; config?: Partial<Config> | (() => Partial<Config>) };

/**
 * The app on a fresh database for the enclosing `describe`: built in `beforeAll`, closed in `afterAll`.
 * The returned object is filled in when the block starts, so read its fields in hooks and tests only.
 */
export function useTestApp(kind: DbKind, options: AppOptions = {}): TestApp {
  const context = {} as TestApp;
  let close = async () => {};
  beforeAll(async () => {
    const config = typeof options.config === 'function' ? options.config() : options.config;
    const built = await createTestApp(kind, config);
    close = built.close;
    Object.assign(context, { app: built.app, db: built.db, call: apiCaller(built.app, options.pageUrl) });
  });
  afterAll(() => close());
  return context;
}

/** `useTestApp` with the two companies of `createTwoTenants`: `own`, `other`, `worker`, `outsider`, `readOnly`. */
export function useTwoTenantsApp(kind: DbKind, options: AppOptions = {}): TestApp & TwoTenants {
  const context = useTestApp(kind, options) as TestApp & TwoTenants;
  beforeAll(async () => {
    Object.assign(context, await createTwoTenants(context.app, context.db));
  });
  return context;
}

/** POSTs a record and returns it as the API answers it; the test fails unless the answer is 201. */
export async function postRecord(
  call: Call,
  token: string,
  url: string,
  payload: Json,
): Promise<Json & { id: number }> {
  const res = await call(token, 'POST', url, payload);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
  return res.json().data;
}

/** POSTs a record and returns its id; the test fails unless the answer is 201. */
export async function postId(call: Call, token: string, url: string, payload: Json): Promise<number> {
  return (await postRecord(call, token, url, payload)).id;
}

/**
 * The scope rule of every complex-owned resource: to `token`, record `id` of complex `clusterId` does not
 * exist on any route (show, update, delete, the complex's list and create, create with `cluster_id`).
 */
export async function expectEveryRouteHidden(
  call: Call,
  token: string,
  record: { resource: string; id: number; clusterId: number; payload: Json },
) {
  const { resource, id, clusterId, payload } = record;
  for (const [method, url, body] of [
    ['GET', `/${resource}/${id}`],
    ['PUT', `/${resource}/${id}`, payload],
    ['DELETE', `/${resource}/${id}`],
    ['GET', `/clusters/${clusterId}/${resource}`],
    ['POST', `/clusters/${clusterId}/${resource}`, payload],
    ['POST', `/${resource}`, { ...payload, cluster_id: clusterId }],
  ] as const) {
    const res = await call(token, method, url, body);
    expect(res.statusCode, `${method} ${url}`).toBe(404);
    expect(res.json().message).toBe('Öğe bulunamadı.');
  }
}

/**
 * The other side of the scope rule: a record `owner` creates in complex `clusterId` is hidden from `stranger`
 * on every route (`expectEveryRouteHidden`) while `owner` still sees it. Returns the record's id.
 */
export async function expectHiddenFromStranger(
  call: Call,
  tokens: { owner: string; stranger: string },
  record: { resource: string; clusterId: number; payload: Json },
): Promise<number> {
  const { resource, clusterId, payload } = record;
  const theirs = await call(tokens.owner, 'POST', `/clusters/${clusterId}/${resource}`, payload);
  expect(theirs.statusCode, theirs.body).toBe(201);
  const id = theirs.json().data.id;
  await expectEveryRouteHidden(call, tokens.stranger, { resource, id, clusterId, payload });
  expect((await call(tokens.owner, 'GET', `/${resource}/${id}`)).statusCode).toBe(200);
  return id;
}

/** One resource of a table-driven API test: its API name, its action-log entity, a valid payload, a change, its sorts. */
export type ResourceCase<Links> = {
  name: string;
  entity: string;
  /** A valid payload, linking to the records of the complex. */
  create: (links: Links) => Json;
  change: Json;
  sortKeys: string[];
};

/** The ids a list request answers (all of them, up to 1000); the test fails unless it answers 200. */
export async function listIds(call: Call, token: string, url: string): Promise<number[]> {
  const res = await call(token, 'GET', `${url}${url.includes('?') ? '&' : '?'}per_page=1000`);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().data.map((r: Json) => r.id);
}

/** The action log of one record, oldest first. */
export async function actionLogsOf(call: Call, token: string, entityType: string, id: number): Promise<Json[]> {
  const res = await call(token, 'GET', `/action-logs?entity_id=${id}&entity_type=${entityType}&order_by=id&order=asc`);
  return res.json().data.filter((l: Json) => l.entity_id === id && l.entity_type === entityType);
}

type TenantSpec = { company: string; email: string; permissions: string[] };
type Tenant = Awaited<ReturnType<typeof createTenant>>;

/** `useTestApp` with management companies of one complex and one worker each (`createTenant`), by name. */
export function useTenantsApp<Name extends string>(
  kind: DbKind,
  options: AppOptions,
  tenants: Record<Name, TenantSpec>,
): TestApp & Record<Name, Tenant> {
  const context = useTestApp(kind, options) as TestApp & Record<Name, Tenant>;
  beforeAll(async () => {
    for (const [name, spec] of Object.entries<TenantSpec>(tenants)) {
      Object.assign(context, { [name]: await createTenant(context.app, context.db, spec) });
    }
  });
  return context;
}

/**
 * A management company with one complex and block (`createCompanyWithCluster`) and a worker of that complex
 * with the given permissions; `token` is the worker's bearer token.
 */
export async function createTenant(app: FastifyInstance, db: Db, tenant: TenantSpec) {
  const cluster = await createCompanyWithCluster(db, tenant.company);
  const token = await createWorker(app, db, {
    email: tenant.email,
    companyId: cluster.companyId,
    clusterIds: [cluster.clusterId],
    permissions: tenant.permissions,
  });
  return { ...cluster, token };
}
