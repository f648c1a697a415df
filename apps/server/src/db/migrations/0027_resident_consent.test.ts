import { expect, it } from 'vitest';
import { createCompanyWithCluster } from '../../test/fixtures';
import { describeMigration } from '../../test/migrationTest';
import type { AnyDb } from '../schemaHelpers';
import { down, up } from './0027_resident_consent';

const columnsOf = async (db: AnyDb) =>
  ((await db.introspection.getTables()).find((t) => t.name === 'residents')?.columns ?? []).map((c) => c.name);

describeMigration('0027 resident consent', (current) => {
  it('drops the consent columns and adds them again: a resident has no consent until one is recorded', async () => {
    const db = current();
    const any = db as unknown as AnyDb;
    await down(any);
    expect(await columnsOf(any)).not.toContain('commercial_consent');
    expect(await columnsOf(any)).not.toContain('commercial_consent_at');
    const { clusterId } = await createCompanyWithCluster(db, 'Kardelen');
    const at = '2026-01-01T00:00:00.000Z';
    await any
      .insertInto('residents')
      .values({
        cluster_id: clusterId,
        name: 'Ayşe',
        name_search: 'ayse',
        name_sort: 'ayse',
        created_at: at,
        updated_at: at,
      })
      .execute();
    await up(any);
    expect(await db.selectFrom('residents').select(['commercial_consent', 'commercial_consent_at']).execute()).toEqual([
      { commercial_consent: 0, commercial_consent_at: null },
    ]);
  });
});
