import { beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '../../test/testDb';
import { signInAs, useDemoAdmin } from './users/users.fixtures';

type Operation = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string };

/**
 * Every route of the OpenAPI document under `/api-super-admin/`, reads and writes, walked as a company
 * administrator, a manager and the manager's impersonation by a super administrator: each is a 403 with the
 * spec's message, and the super administrator's own token gets past the check (never a 403).
 */
describe.each(testDbKinds)('the super administrator’s endpoints on %s', (kind) => {
  const t = useDemoAdmin(kind);
  let operations: Operation[];
  const others: Record<string, string> = {};

  beforeAll(async () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    operations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/api-super-admin/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods)
          .filter((m) => m !== 'head')
          .map((m) => ({ method: m.toUpperCase() as Operation['method'], path: path.replace(/^\/api/, '') })),
      );
    for (const email of ['sirket@demo.test', 'yonetici@demo.test']) {
      others[email] = (await signInAs(t.app, email)).token;
    }
    const manager = t.ids['yonetici@demo.test'];
    const impersonated = await t.call(t.admin, 'POST', `/api-super-admin/users/${manager}/impersonate`);
    expect(impersonated.statusCode, impersonated.body).toBe(200);
    others.impersonation = impersonated.json().data.token;
  });

  const urlOf = (op: Operation) => op.path.replace(/\{(\w+)\}/g, '1');
  const bodyOf = (op: Operation) => (op.method === 'GET' || op.method === 'DELETE' ? undefined : {});

  it('answers 403 to everyone but a super administrator, on every route, and changes nothing', async () => {
    expect(operations.length).toBeGreaterThan(60);
    const customersBefore = await t.db.selectFrom('customers').select('id').execute();
    const wrong: string[] = [];
    for (const [who, token] of Object.entries(others)) {
      for (const op of operations) {
        const res = await t.call(token, op.method, urlOf(op), bodyOf(op));
        if (res.statusCode !== 403 || res.json().message !== 'Bunu yapmaya yetkili değilsiniz.')
          wrong.push(`${who} ${op.method} ${op.path}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await t.db.selectFrom('customers').select('id').execute()).toEqual(customersBefore);
  });

  it('lets the super administrator through on every read', async () => {
    const refused: string[] = [];
    for (const op of operations.filter((o) => o.method === 'GET')) {
      const res = await t.call(t.admin, 'GET', urlOf(op));
      if (res.statusCode === 403 || res.statusCode >= 500) refused.push(`${op.path}: ${res.statusCode}`);
    }
    expect(refused).toEqual([]);
  });
});
