import type { FastifyInstance } from 'fastify';
import { beforeAll, expect } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../../../db/seed/demo';
import { type TestApp, useTestApp } from '../../../test/apiTest';
import type { DbKind } from '../../../test/testDb';

/** Tries to sign in through the API as the web does: 200 with a session, or 422 when refused. */
export const trySignIn = (app: FastifyInstance, email: string, password = DEMO_PASSWORD) =>
  app.inject({ method: 'POST', url: '/api/sanctum/token', payload: { email, password } });

/** Signs in through the API as the web does; the test fails unless it answers 200. Returns the session. */
export async function signInAs(app: FastifyInstance, email: string, password = DEMO_PASSWORD) {
  const res = await trySignIn(app, email, password);
  expect(res.statusCode, `${email}: ${res.body}`).toBe(200);
  return res.json().data as { token: string; token_id: number };
}

export type DemoAdmin = TestApp & {
  /** The demo's super administrator (admin@demo.test), signed in. */
  admin: string;
  /** The demo users' ids by e-mail. */
  ids: Record<string, number>;
};

/** `useTestApp` on the demo data (seedDemo) with its super administrator signed in, calls made from /admin/users. */
export function useDemoAdmin(kind: DbKind): DemoAdmin {
  const context = useTestApp(kind, { pageUrl: 'http://localhost/admin/users' }) as DemoAdmin;
  beforeAll(async () => {
    await seedDemo(context.db);
    const users = await context.db.selectFrom('users').select(['id', 'email']).execute();
    Object.assign(context, {
      admin: (await signInAs(context.app, 'admin@demo.test')).token,
      ids: Object.fromEntries(users.map((u) => [u.email, u.id])),
    });
  });
  return context;
}
