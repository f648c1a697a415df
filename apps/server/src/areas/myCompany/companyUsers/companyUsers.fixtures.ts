import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../../db/connection';
import { nowIso } from '../../../http/clock';
import type { Call, Json } from '../../../test/apiTest';

// What the company users' API tests share: role ids, workers made through the API (company administrators:
// test/companyCallers.ts).

/** The id of each role by name (as migrations seeded them). */
export async function roleIds(db: Db): Promise<Record<string, number>> {
  const rows = await db.selectFrom('roles').select(['id', 'name']).execute();
  return Object.fromEntries(rows.map((r) => [r.name, r.id]));
}

/** Another complex of a company. */
export async function addCluster(db: Db, companyId: number, name: string): Promise<number> {
  const row = await db
    .insertInto('clusters')
    .values({
      company_id: companyId,
      name,
      search: name.toLocaleLowerCase('tr'),
      created_at: nowIso(),
      updated_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** POSTs a worker; the test fails unless it answers 201. Answers the worker with its temporary password. */
export async function postWorker(call: Call, token: string, worker: Json) {
  const res = await call(token, 'POST', '/company-users', worker);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Json & { id: number; temporary_password: string; email: string };
}

/** Signs in with a temporary password and sets `password`: answers a token that may do what the worker may. */
export async function signInAndSetPassword(app: FastifyInstance, email: string, temporary: string, password: string) {
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/sanctum/token',
    payload: { email, password: temporary },
  });
  expect(signIn.statusCode, signIn.body).toBe(200);
  const token = signIn.json().data.token as string;
  const changed = await app.inject({
    method: 'PUT',
    url: '/api/password',
    headers: { authorization: `Bearer ${token}` },
    payload: { current_password: temporary, password, password_confirmation: password },
  });
  expect(changed.statusCode, changed.body).toBe(200);
  return token;
}

/** A new worker of the caller's company with the given roles, signed in with their own password. */
export async function signedInWorker(
  app: FastifyInstance,
  call: Call,
  admin: string,
  worker: { name: string; email: string; role_ids: number[] },
) {
  const created = await postWorker(call, admin, worker);
  const token = await signInAndSetPassword(app, worker.email, created.temporary_password, 'kendi-sifrem-1');
  return { id: created.id, token };
}
