import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithCluster } from '../../test/fixtures';
import { createTestDb, type TestDb, testDbKinds } from '../../test/testDb';
import type { AnyDb } from '../schemaHelpers';
import { down, up } from './0020_people';

describe.each(testDbKinds)('0020 people on %s', (kind) => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb(kind);
  });
  afterAll(async () => testDb.drop());

  it('keeps what a grant allowed: new permissions added, the three former ones as they were, and back', async () => {
    const db = testDb.db as unknown as AnyDb;
    await down(db);
    const { companyId, clusterId } = await createCompanyWithCluster(testDb.db, 'Kardelen');
    const at = '2026-01-01T00:00:00.000Z';
    const user = await db
      .insertInto('users')
      .values({
        name: 'Eski',
        email: 'eski@ornek.com',
        company_id: companyId,
        password_hash: 'x',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('cluster_users')
      .values({ user_id: user.id, cluster_id: clusterId, permissions: JSON.stringify(['edit-resident']) })
      .execute();

    await up(db);
    const widened = JSON.parse(
      (
        await db
          .selectFrom('cluster_users')
          .select('permissions')
          .where('user_id', '=', user.id)
          .executeTakeFirstOrThrow()
      ).permissions,
    );
    expect(widened).toContain('edit-resident');
    expect(widened).toContain('edit-collection');
    expect(widened).toContain('edit-house');
    expect(widened).not.toContain('edit-expense-type');
    expect(widened).not.toContain('edit-cluster-provider');
    const roles = await db.selectFrom('roles').select('name').execute();
    expect(roles.map((r: { name: string }) => r.name)).toEqual(expect.arrayContaining(['technical', 'read-only']));
    const row = await db
      .selectFrom('users')
      .select(['position_id', 'tech_authorization_id'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ position_id: null, tech_authorization_id: null });

    await down(db);
    const narrowed = await db
      .selectFrom('cluster_users')
      .select('permissions')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(narrowed.permissions)).toEqual(['edit-resident']);
    await up(db);
  });
});
