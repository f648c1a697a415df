import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithCluster } from '../../test/fixtures';
import { createTestDb, type TestDb, testDbKinds } from '../../test/testDb';
import type { AnyDb } from '../schemaHelpers';
import { down, up } from './0023_visitor_logs';

const tablesOf = async (db: AnyDb) => (await db.introspection.getTables()).map((table) => table.name);

describe.each(testDbKinds)('0023 visitor logs on %s', (kind) => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb(kind);
  });
  afterAll(async () => testDb.drop());

  it('drops the table and makes it again: a complex-owned row, inside until left_at is set', async () => {
    const db = testDb.db as unknown as AnyDb;
    await down(db);
    expect(await tablesOf(db)).not.toContain('visitor_logs');
    await up(db);
    const { clusterId } = await createCompanyWithCluster(testDb.db, 'Kardelen');
    const at = '2026-01-01T09:00:00.000Z';
    await testDb.db
      .insertInto('visitor_logs')
      .values({
        cluster_id: clusterId,
        visitor_name: 'Kargo',
        entered_at: at,
        entered_on: '2026-01-01',
        created_at: at,
        updated_at: at,
      })
      .execute();
    const row = await testDb.db.selectFrom('visitor_logs').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      cluster_id: clusterId,
      visitor_name: 'Kargo',
      left_at: null,
      house_id: null,
      search: '',
    });
    await expect(
      testDb.db
        .insertInto('visitor_logs')
        .values({
          cluster_id: clusterId + 1000,
          visitor_name: 'X',
          entered_at: at,
          entered_on: '2026-01-01',
          created_at: at,
          updated_at: at,
        })
        .execute(),
    ).rejects.toThrow();
  });
});
