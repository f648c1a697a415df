import { expect, it } from 'vitest';
import { createCompanyWithCluster } from '../../test/fixtures';
import { describeMigration, expectTablesRemade } from '../../test/migrationTest';
import { down, up } from './0023_visitor_logs';

describeMigration('0023 visitor logs', (current) => {
  it('drops the table and makes it again: a complex-owned row, inside until left_at is set', async () => {
    const db = current();
    await expectTablesRemade(db, { up, down }, ['visitor_logs']);
    const { clusterId } = await createCompanyWithCluster(db, 'Kardelen');
    const at = '2026-01-01T09:00:00.000Z';
    await db
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
    const row = await db.selectFrom('visitor_logs').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      cluster_id: clusterId,
      visitor_name: 'Kargo',
      left_at: null,
      house_id: null,
      search: '',
    });
    await expect(
      db
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
