import { CLUSTER_PERMISSION_NAMES, permissionMessages } from '@site/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTwoTenantsApp } from '../test/apiTest';
import { createWorker, grantRole } from '../test/fixtures';
import { testDbKinds } from '../test/testDb';

type Operation = { method: 'POST' | 'PUT' | 'DELETE'; path: string };

/** `/clusters/{clusterId}/houses` → `/clusters/:clusterId/houses`, the key of `app.routePermissions`. */
const routeKey = (method: string, path: string) => `${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`;

describe.each(testDbKinds)('write permissions on %s', (kind) => {
  const t = useTwoTenantsApp(kind);
  let readOnly: string;
  let operations: Operation[];

  beforeAll(async () => {
    // A read-only worker as a company sets one up: the role, no list of complexes (so all of the company's).
    readOnly = await createWorker(t.app, t.db, {
      email: 'salt-okunur@kardelen.com',
      companyId: t.own.companyId,
      clusterIds: [],
      permissions: [],
    });
    await grantRole(t.db, readOnly, 'read-only');
    const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((m) => m !== 'get' && m !== 'head')
        .map((m) => ({ method: m.toUpperCase() as Operation['method'], path: path.replace(/^\/api/, '') })),
    );
  });

  it('every signed-in write in the OpenAPI document names what it needs', () => {
    const open = ['POST /sanctum/token', 'POST /login', 'DELETE /sanctum/token/:tokenId', 'PUT /password'];
    const unnamed = operations
      .map((op) => routeKey(op.method, op.path))
      .filter(
        (key) => !open.includes(key) && !t.app.routePermissions.has(`${key.split(' ')[0]} /api${key.split(' ')[1]}`),
      );
    expect(unnamed).toEqual([]);
    expect(operations.length).toBeGreaterThan(100);
  });

  it('a read-only worker is refused every write with 403, whatever the body, and can still read', async () => {
    // Ids of the worker's own company, so a refusal is about the permission and never a 404.
    const ids: Record<string, number> = { clusterId: t.own.clusterId, id: t.own.clusterId, tokenId: 1 };
    const answers: string[] = [];
    let walked = 0;
    for (const op of operations) {
      const permission = t.app.routePermissions.get(routeKey(op.method, `/api${op.path}`));
      // Acting on one's own account (password, sign-out, printing what one sees) needs no permission.
      if (!permission || permission === 'self') continue;
      const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => String(ids[name] ?? t.own.clusterId));
      const res = await t.call(readOnly, op.method, url, op.method === 'DELETE' ? undefined : {});
      walked++;
      if (res.statusCode !== 403 || res.json().message !== 'Bunu yapmaya yetkili değilsiniz.') {
        answers.push(`${op.method} ${op.path} (${permission}): ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(answers).toEqual([]);
    expect(walked).toBeGreaterThan(100);
    expect((await t.call(readOnly, 'GET', `/clusters/${t.own.clusterId}/houses`)).statusCode).toBe(200);
    const permissions = await t.call(readOnly, 'GET', `/permissions?cluster_id=${t.own.clusterId}`);
    expect(permissions.json().data).toEqual([]);
  });

  it('a permission counts in the complex it is held in, and its removal counts on the next request', async () => {
    const second = await t.db
      .insertInto('clusters')
      .values({
        company_id: t.own.companyId,
        name: 'İkinci Site',
        search: 'ikinci site',
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = await createWorker(t.app, t.db, {
      email: 'tek-site@kardelen.com',
      companyId: t.own.companyId,
      clusterIds: [t.own.clusterId, second.id],
      permissions: [],
    });
    const userId = (
      await t.db.selectFrom('users').select('id').where('email', '=', 'tek-site@kardelen.com').executeTakeFirstOrThrow()
    ).id;
    await t.db
      .updateTable('cluster_users')
      .set({ permissions: JSON.stringify(['edit-house']) })
      .where('user_id', '=', userId)
      .where('cluster_id', '=', t.own.clusterId)
      .execute();
    const house = { block_id: t.own.blockId, type: 'house', door_number: '7' };
    const added = await t.call(token, 'POST', `/clusters/${t.own.clusterId}/houses`, house);
    expect(added.statusCode, added.body).toBe(201);
    const secondBlock = await t.db
      .insertInto('blocks')
      .values({
        cluster_id: second.id,
        name: 'B Blok',
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const elsewhere = await t.call(token, 'POST', `/clusters/${second.id}/houses`, {
      ...house,
      block_id: secondBlock.id,
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().message).toBe('Bunu yapmaya yetkili değilsiniz.');
    // Another permission in the same complex is still missing.
    expect(
      (await t.call(token, 'POST', `/clusters/${t.own.clusterId}/residents`, { name: 'Ali Veli' })).statusCode,
    ).toBe(403);
    expect((await t.call(token, 'GET', `/permissions?cluster_id=${t.own.clusterId}`)).json().data).toEqual([
      'edit-house',
    ]);

    await t.db.updateTable('cluster_users').set({ permissions: '[]' }).where('user_id', '=', userId).execute();
    const again = await t.call(token, 'POST', `/clusters/${t.own.clusterId}/houses`, { ...house, door_number: '8' });
    expect(again.statusCode).toBe(403);
    await t.db
      .deleteFrom('cluster_users')
      .where('user_id', '=', userId)
      .where('cluster_id', '=', t.own.clusterId)
      .execute();
    expect((await t.call(token, 'GET', `/clusters/${t.own.clusterId}/houses`)).statusCode).toBe(404);
  });

  it('a worker with no list of complexes acts in every complex of the company with what the roles bundle', async () => {
    const token = await createWorker(t.app, t.db, {
      email: 'muhasebe@kardelen.com',
      companyId: t.own.companyId,
      clusterIds: [],
      permissions: [],
    });
    await grantRole(t.db, token, 'accountant');
    const granted = (await t.call(token, 'GET', `/permissions?cluster_id=${t.own.clusterId}`)).json().data;
    expect(granted).toContain('edit-collection');
    expect(granted).not.toContain('edit-house');
    expect(granted.every((p: string) => CLUSTER_PERMISSION_NAMES.includes(p as never))).toBe(true);
    expect((await t.call(token, 'POST', `/clusters/${t.own.clusterId}/houses`, {})).statusCode).toBe(403);
    // Another company's complex stays unseen.
    expect((await t.call(token, 'GET', `/clusters/${t.other.clusterId}/houses`)).statusCode).toBe(404);
  });

  it('a temporary password opens only the password change', async () => {
    const token = await createWorker(t.app, t.db, {
      email: 'yeni@kardelen.com',
      companyId: t.own.companyId,
      clusterIds: [t.own.clusterId],
      permissions: [],
    });
    await t.db
      .updateTable('users')
      .set({ has_temporary_password: 1 })
      .where('email', '=', 'yeni@kardelen.com')
      .execute();
    const list = await t.call(token, 'GET', `/clusters/${t.own.clusterId}/houses`);
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toBe(permissionMessages.temporaryPassword);
    expect((await t.call(token, 'GET', '/who-am-i')).json().data.user.has_temporary_password).toBe(true);
    const changed = await t.call(token, 'PUT', '/password', {
      current_password: 'test-sifre-1',
      password: 'yeni-sifre-123',
      password_confirmation: 'yeni-sifre-123',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await t.call(token, 'GET', `/clusters/${t.own.clusterId}/houses`)).statusCode).toBe(200);
  });
});
