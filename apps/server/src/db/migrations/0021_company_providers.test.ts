import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithCluster } from '../../test/fixtures';
import { createTestDb, type TestDb, testDbKinds } from '../../test/testDb';
import type { AnyDb } from '../schemaHelpers';
import { down, up } from './0021_company_providers';

const tablesOf = async (db: AnyDb) => (await db.introspection.getTables()).map((table) => table.name);
const columnsOf = async (db: AnyDb, name: string) =>
  (await db.introspection.getTables()).find((table) => table.name === name)?.columns.map((column) => column.name);

describe.each(testDbKinds)('0021 company providers on %s', (kind) => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb(kind);
  });
  afterAll(async () => testDb.drop());

  it('drops the table and the complex providers’ link and makes them again', async () => {
    const db = testDb.db as unknown as AnyDb;
    await down(db);
    expect(await tablesOf(db)).not.toContain('company_providers');
    expect(await columnsOf(db, 'cluster_providers')).not.toContain('company_provider_id');
    await up(db);
    expect(await columnsOf(db, 'cluster_providers')).toContain('company_provider_id');

    const { companyId, clusterId } = await createCompanyWithCluster(testDb.db, 'Kardelen');
    const at = '2026-01-01T00:00:00.000Z';
    const stamps = { created_at: at, updated_at: at };
    const provider = await testDb.db
      .insertInto('company_providers')
      .values({ ...stamps, company_id: companyId, name: 'Asansörcü', title: 'Asansör Ltd.' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await testDb.db.selectFrom('company_providers').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ company_id: companyId, name: 'Asansörcü', is_active: 1, provides_id: null });
    // A company provider needs an existing company.
    await expect(
      testDb.db
        .insertInto('company_providers')
        .values({ ...stamps, company_id: companyId + 1000, name: 'X', title: 'X' })
        .execute(),
    ).rejects.toThrow();

    // One copy per complex, and the copy outlives the company provider.
    const copy = { ...stamps, cluster_id: clusterId, provider_type_id: 5, name: 'Asansörcü', title: 'Asansör Ltd.' };
    await testDb.db
      .insertInto('cluster_providers')
      .values({ ...copy, company_provider_id: provider.id })
      .execute();
    await expect(
      testDb.db
        .insertInto('cluster_providers')
        .values({ ...copy, company_provider_id: provider.id })
        .execute(),
    ).rejects.toThrow();
    await testDb.db.deleteFrom('company_providers').where('id', '=', provider.id).execute();
    const kept = await testDb.db.selectFrom('cluster_providers').select('company_provider_id').execute();
    expect(kept).toEqual([{ company_provider_id: null }]);
  });
});
