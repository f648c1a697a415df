import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../app';
import { loadConfig } from '../config';
import { seedDemo } from '../db/seed/demo';
import { createTestApp, testDbKinds } from '../test/testDb';
import { securityHeaders } from './securityHeaders';

// What helmet sends for the app's options; the policy itself is checked in app.test.ts.
const EXPECTED = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  it("are helmet's, with the app's Content-Security-Policy and without Cross-Origin-Embedder-Policy", () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    const headers = securityHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
      crossOriginEmbedderPolicy: false,
    });
    expect(headers).toMatchObject(EXPECTED);
    expect(headers['content-security-policy']).toBe(
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
        "font-src 'self' data:;connect-src 'self';frame-ancestors 'none';object-src 'none';base-uri 'self';form-action 'self'",
    );
    expect(headers).not.toHaveProperty('cross-origin-embedder-policy');
  });

  it('refuses an invalid policy when the app is built, not on a request', () => {
    expect(() =>
      securityHeaders({ contentSecurityPolicy: { directives: { 'script-src': ["'self'; object-src *"] } } }),
    ).toThrow(/invalid directive value/);
  });
});

describe.each(testDbKinds)('every response carries the security headers on %s', (kind) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let token: string;

  beforeAll(async () => {
    let db: Parameters<typeof seedDemo>[0];
    ({ app, db, close } = await createTestApp(kind));
    await seedDemo(db);
    const res = await app.inject({
      method: 'POST',
      url: '/api/sanctum/token',
      payload: { email: 'yonetici@demo.test', password: 'demo1234' },
    });
    token = res.json().data.token;
  });
  afterAll(() => close());

  it('a list, a refused token, an unknown address and an invalid body alike', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const responses = [
      await app.inject({ method: 'GET', url: '/api/residents?per_page=5', headers: auth }),
      await app.inject({ method: 'GET', url: '/api/residents', headers: { authorization: 'Bearer 1|nope' } }),
      await app.inject({ method: 'GET', url: '/api/no-such-thing', headers: auth }),
      await app.inject({ method: 'POST', url: '/api/safes', headers: auth, payload: { name: 5 } }),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual([200, 401, 404, 422]);
    for (const res of responses) {
      expect(res.headers).toMatchObject(EXPECTED);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('the API documentation keeps the policy that lets its own scripts run', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui.css' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain('script-src-attr');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
