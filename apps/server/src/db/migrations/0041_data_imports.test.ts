import { expect, it } from 'vitest';
import { createCompanyWithCluster } from '../../test/fixtures';
import { describeMigration, expectTablesRemade } from '../../test/migrationTest';
import * as migration from './0041_data_imports';

describeMigration('0041 data imports', (current) => {
  it('records a run with zero progress until it is counted, and goes with its complex', async () => {
    const db = current();
    const { clusterId } = await createCompanyWithCluster(db, 'Aktarım Deneme');
    const now = new Date().toISOString();
    const { id } = await db
      .insertInto('data_imports')
      .values({
        cluster_id: clusterId,
        user_id: null,
        file_name: 'a.xlsx',
        status: 'running',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await db.selectFrom('data_imports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ total_rows: 0, processed_rows: 0, summary: null });
    await db.deleteFrom('blocks').where('cluster_id', '=', clusterId).execute();
    await db.deleteFrom('clusters').where('id', '=', clusterId).execute();
    expect(await db.selectFrom('data_imports').select('id').where('id', '=', id).execute()).toEqual([]);
  });

  it('drops the table and makes it again', async () => {
    await expectTablesRemade(current(), migration, ['data_imports']);
  });
});
