import { authMessages, httpMessages } from '@site/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../../config';
import { seedDemo } from '../../../db/seed/demo';
import { createTestApp, testDbKinds } from '../../../test/testDb';

describe.each(testDbKinds)('sign-in and session on %s', (kind) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const t = await createTestApp(kind);
    app = t.app;
    close = t.close;
    await seedDemo(t.db);
  });
  afterAll(() => close());

  const signIn = (email: string, password: string, ip = '10.0.0.1') =>
    app.inject({ method: 'POST', url: '/api/sanctum/token', payload: { email, password }, remoteAddress: ip });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  /** What the sign-up form sends: a name, an e-mail and the password twice. */
  const signUp = (name: string, email: string, password: string) => ({
    name,
    email,
    password,
    password_confirmation: password,
  });

  it('signs the manager in and returns the session payload', async () => {
    const res = await signIn('yonetici@demo.test', 'demo1234');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.token).toMatch(new RegExp(`^${data.token_id}\\|[A-Za-z0-9]{40}$`));
    expect(data.user).toMatchObject({
      email: 'yonetici@demo.test',
      is_superadmin: false,
      has_temporary_password: false,
    });
    expect(data.user.cluster_ids).toHaveLength(1);
    expect(data.user.roles.map((r: { name: string }) => r.name)).toEqual(['manager']);
    expect(data).toHaveProperty('has_payment_warning', false);
    expect(data).toHaveProperty('matomo_readonly_auth_token');
  });

  it('accepts the e-mail in any letter case', async () => {
    expect((await signIn('Admin@Demo.TEST', 'demo1234', '10.0.0.9')).statusCode).toBe(200);
  });

  it('rejects a wrong password and an unknown user with the same Turkish message', async () => {
    for (const res of [
      await signIn('yonetici@demo.test', 'yanlis-sifre', '10.0.1.1'),
      await signIn('kimse@demo.test', 'demo1234', '10.0.1.2'),
    ]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: authMessages.invalidCredentials,
        errors: { email: [authMessages.invalidCredentials] },
      });
    }
  });

  it('names each missing field in Turkish', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/sanctum/token', payload: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['Zorunlu alan'], password: ['Zorunlu alan'] });
    const bad = await app.inject({
      method: 'POST',
      url: '/api/sanctum/token',
      payload: { email: 'eposta-degil', password: 'x' },
    });
    expect(bad.json().errors.email).toEqual(['Geçerli bir e-posta girin']);
  });

  it('answers who-am-i for a valid token and 401 without one', async () => {
    const { data } = (await signIn('admin@demo.test', 'demo1234', '10.0.2.1')).json();
    const me = await app.inject({ method: 'GET', url: '/api/who-am-i', headers: bearer(data.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user).toMatchObject({ email: 'admin@demo.test', is_superadmin: true });
    const anonymous = await app.inject({ method: 'GET', url: '/api/who-am-i' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(httpMessages.unauthenticated);
    const forged = await app.inject({
      method: 'GET',
      url: '/api/who-am-i',
      headers: bearer(`${data.token_id}|${'x'.repeat(40)}`),
    });
    expect(forged.statusCode).toBe(401);
  });

  it('revokes a token on sign-out so it no longer works', async () => {
    const { data } = (await signIn('yonetici@demo.test', 'demo1234', '10.0.3.1')).json();
    const out = await app.inject({
      method: 'DELETE',
      url: `/api/sanctum/token/${data.token_id}`,
      headers: bearer(data.token),
    });
    expect(out.statusCode).toBe(200);
    const after = await app.inject({ method: 'GET', url: '/api/who-am-i', headers: bearer(data.token) });
    expect(after.statusCode).toBe(401);
  });

  it("cannot revoke another user's token", async () => {
    const admin = (await signIn('admin@demo.test', 'demo1234', '10.0.3.2')).json().data;
    const manager = (await signIn('yonetici@demo.test', 'demo1234', '10.0.3.3')).json().data;
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/sanctum/token/${admin.token_id}`,
      headers: bearer(manager.token),
    });
    expect(res.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/who-am-i', headers: bearer(admin.token) })).statusCode).toBe(
      200,
    );
  });

  it('registers a new user who is signed in at once, and refuses a taken e-mail', async () => {
    const payload = signUp('Deniz Ünlü', 'deniz@ornek.com.tr', 'gizli-sifre-1');
    const res = await app.inject({ method: 'POST', url: '/api/login', payload });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data.user).toMatchObject({ name: 'Deniz Ünlü', email: 'deniz@ornek.com.tr', cluster_ids: [] });
    expect((await app.inject({ method: 'GET', url: '/api/who-am-i', headers: bearer(data.token) })).statusCode).toBe(
      200,
    );
    const again = await app.inject({ method: 'POST', url: '/api/login', payload });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.email).toEqual([authMessages.emailTaken]);
    const short = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { ...payload, email: 'k@ornek.com', password: 'kisa', password_confirmation: 'farkli' },
    });
    expect(short.json().errors).toMatchObject({ password: ['En az 8 karakter yazmalısınız.'] });
  });

  it('changes the password: the old one stops working, other devices are signed out', async () => {
    const payload = signUp('Ece Kaya', 'ece@ornek.com.tr', 'ilk-sifre-1');
    const first = (await app.inject({ method: 'POST', url: '/api/login', payload })).json().data;
    const second = (await signIn('ece@ornek.com.tr', 'ilk-sifre-1', '10.0.4.1')).json().data;
    // The first device changes the password to 'yeni-sifre-2', giving `current` as the one it has.
    const changePassword = (current: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/password',
        headers: bearer(first.token),
        payload: { current_password: current, password: 'yeni-sifre-2', password_confirmation: 'yeni-sifre-2' },
      });
    const wrong = await changePassword('bilmiyorum');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toEqual([authMessages.wrongCurrentPassword]);
    const ok = await changePassword('ilk-sifre-1');
    expect(ok.statusCode).toBe(200);
    expect((await signIn('ece@ornek.com.tr', 'ilk-sifre-1', '10.0.4.2')).statusCode).toBe(422);
    expect((await signIn('ece@ornek.com.tr', 'yeni-sifre-2', '10.0.4.3')).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/who-am-i', headers: bearer(first.token) })).statusCode).toBe(
      200,
    );
    expect((await app.inject({ method: 'GET', url: '/api/who-am-i', headers: bearer(second.token) })).statusCode).toBe(
      401,
    );
  });

  it('locks an e-mail after five failures from one address, even with the right password, but not its owner elsewhere', async () => {
    for (let i = 0; i < 5; i++)
      expect((await signIn('admin@demo.test', `yanlis-${i}`, '10.0.5.1')).statusCode).toBe(422);
    const locked = await signIn('admin@demo.test', 'demo1234', '10.0.5.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Çok fazla hatalı giriş denemesi/);
    // A stranger's failures do not keep the owner out from their own address.
    expect((await signIn('admin@demo.test', 'demo1234', '10.0.5.2')).statusCode).toBe(200);
    expect((await signIn('yonetici@demo.test', 'demo1234', '10.0.5.1')).statusCode).toBe(200);
  });

  it('counts failures per address whatever X-Forwarded-For says, when no proxy is trusted', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/sanctum/token',
        payload: { email: `spray-${i}@demo.test`, password: 'demo1234' },
        remoteAddress: '10.0.6.1',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      expect(res.statusCode).toBe(422);
    }
    const blocked = await app.inject({
      method: 'POST',
      url: '/api/sanctum/token',
      payload: { email: 'yonetici@demo.test', password: 'demo1234' },
      remoteAddress: '10.0.6.1',
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(blocked.statusCode).toBe(429);
  });
});

describe.each(testDbKinds)('sign-in behind a trusted proxy on %s', (kind) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const t = await createTestApp(kind, { trustProxy: parseTrustProxy('10.0.8.1') });
    app = t.app;
    close = t.close;
    await seedDemo(t.db);
  });
  afterAll(() => close());

  const viaProxy = (client: string, email: string, password: string, proxy = '10.0.8.1') =>
    app.inject({
      method: 'POST',
      url: '/api/sanctum/token',
      payload: { email, password },
      remoteAddress: proxy,
      headers: { 'x-forwarded-for': client },
    });

  it('takes the client address from the configured proxy only', async () => {
    for (let i = 0; i < 5; i++)
      expect((await viaProxy('198.51.100.1', 'admin@demo.test', `yanlis-${i}`)).statusCode).toBe(422);
    expect((await viaProxy('198.51.100.1', 'admin@demo.test', 'demo1234')).statusCode).toBe(429);
    // Another client behind the same proxy is another address.
    expect((await viaProxy('198.51.100.2', 'admin@demo.test', 'demo1234')).statusCode).toBe(200);
    // A caller that is not the proxy cannot choose its address with the header.
    for (let i = 0; i < 5; i++)
      expect((await viaProxy(`192.0.2.${i}`, 'yonetici@demo.test', `yanlis-${i}`, '10.0.9.9')).statusCode).toBe(422);
    expect((await viaProxy('192.0.2.77', 'yonetici@demo.test', 'demo1234', '10.0.9.9')).statusCode).toBe(429);
  });
});
