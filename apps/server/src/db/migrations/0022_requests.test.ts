import { expect, it } from 'vitest';
import { createCompanyWithCluster } from '../../test/fixtures';
import { describeMigration, expectTablesRemade } from '../../test/migrationTest';
import { down, up } from './0022_requests';

describeMigration('0022 requests', (current) => {
  it('drops both tables and makes them again: a new, normal request of a complex whose history goes with it', async () => {
    const db = current();
    await expectTablesRemade(db, { up, down }, ['requests', 'request_events']);
    const { clusterId } = await createCompanyWithCluster(db, 'Kardelen');
    const at = '2026-01-01T00:00:00.000Z';
    const { id } = await db
      .insertInto('requests')
      .values({
        cluster_id: clusterId,
        kind: 1,
        house_id: null,
        resident_id: null,
        type_id: null,
        title: 'Asansör arızası',
        description: null,
        assigned_user_id: null,
        assigned_provider_id: null,
        due_on: null,
        resolved_at: null,
        closed_at: null,
        created_on: '2026-01-01',
        created_by: null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await db.selectFrom('requests').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ cluster_id: clusterId, title: 'Asansör arızası', priority: 2, status: 1 });
    await db
      .insertInto('request_events')
      .values({
        request_id: id,
        user_id: null,
        kind: 2,
        from_status: null,
        to_status: null,
        comment: 'Bakıldı',
        assigned_user_id: null,
        assigned_provider_id: null,
        created_at: at,
      })
      .execute();
    await expect(
      db
        .insertInto('request_events')
        .values({ ...{ request_id: id + 1000, kind: 2, created_at: at } } as never)
        .execute(),
    ).rejects.toThrow();
    await db.deleteFrom('requests').where('id', '=', id).execute();
    expect(await db.selectFrom('request_events').selectAll().execute()).toEqual([]);
  });
});
