import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connection';
import { seedDemo } from '../db/seed/demo';
import { createTestApp, testDbKinds } from '../test/testDb';

describe.each(testDbKinds)('token checks on %s', (kind) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, db, close } = await createTestApp(kind));
    await seedDemo(db);
  });
  afterAll(() => close());

  const signIn = async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/sanctum/token',
      payload: { email: 'yonetici@demo.test', password: 'demo1234' },
    });
    return res.json().data.token as string;
  };
  const get = (token: string) =>
    app.inject({ method: 'GET', url: '/api/types/generic', headers: { authorization: `Bearer ${token}` } });

  it('a token revoked by another process is refused at the very next request', async () => {
    const token = await signIn();
    expect((await get(token)).statusCode).toBe(200);
    // Another server behind the load balancer signs the token out: its row is gone.
    await db
      .deleteFrom('personal_access_tokens')
      .where('id', '=', Number(token.split('|')[0]))
      .execute();
    expect((await get(token)).statusCode).toBe(401);
  });

  it('a user deactivated elsewhere is refused at the very next request', async () => {
    const token = await signIn();
    expect((await get(token)).statusCode).toBe(200);
    await db.updateTable('users').set({ is_active: 0 }).where('email', '=', 'yonetici@demo.test').execute();
    try {
      expect((await get(token)).statusCode).toBe(401);
    } finally {
      await db.updateTable('users').set({ is_active: 1 }).where('email', '=', 'yonetici@demo.test').execute();
    }
  });

  it("this process's own sign-out holds at once", async () => {
    const first = await signIn();
    const second = await signIn();
    expect((await get(second)).statusCode).toBe(200);
    const signOut = await app.inject({
      method: 'DELETE',
      url: `/api/sanctum/token/${second.split('|')[0]}`,
      headers: { authorization: `Bearer ${first}` },
    });
    expect(signOut.statusCode).toBe(200);
    expect((await get(second)).statusCode).toBe(401);
    expect((await get(first)).statusCode).toBe(200);
  });

  it('a wrong secret for a known token id is refused', async () => {
    const token = await signIn();
    expect((await get(token)).statusCode).toBe(200);
    const [id] = token.split('|');
    expect((await get(`${id}|${'x'.repeat(40)}`)).statusCode).toBe(401);
  });
});
