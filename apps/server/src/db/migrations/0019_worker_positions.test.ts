import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithCluster } from '../../test/fixtures';
import { createTestDb, type TestDb, testDbKinds } from '../../test/testDb';
import type { AnyDb } from '../schemaHelpers';
import { down, up } from './0019_worker_positions';

const tablesOf = async (db: AnyDb) => (await db.introspection.getTables()).map((table) => table.name);

describe.each(testDbKinds)('0019 worker positions on %s', (kind) => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb(kind);
  });
  afterAll(async () => testDb.drop());

  it('drops the table and makes it again: a company-owned row, active unless told otherwise', async () => {
    const db = testDb.db as unknown as AnyDb;
    await down(db);
    expect(await tablesOf(db)).not.toContain('worker_positions');
    await up(db);
    const { companyId } = await createCompanyWithCluster(testDb.db, 'Kardelen');
    const at = '2026-01-01T00:00:00.000Z';
    await testDb.db
      .insertInto('worker_positions')
      .values({ company_id: companyId, name: 'Güvenlik', created_at: at, updated_at: at })
      .execute();
    const row = await testDb.db.selectFrom('worker_positions').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ company_id: companyId, name: 'Güvenlik', is_active: 1 });
    await expect(
      testDb.db
        .insertInto('worker_positions')
        .values({ company_id: companyId + 1000, name: 'X', created_at: at, updated_at: at })
        .execute(),
    ).rejects.toThrow();
  });
});
