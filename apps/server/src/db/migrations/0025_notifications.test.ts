import { expect, it } from 'vitest';
import { createCompanyWithCluster } from '../../test/fixtures';
import { describeMigration, expectTablesRemade } from '../../test/migrationTest';
import { down, up } from './0025_notifications';

describeMigration('0025 notifications', (current) => {
  it('drops the tables and makes them again: a batch is a draft, its message queued and active', async () => {
    const db = current();
    await expectTablesRemade(db, { up, down }, ['notification_batches', 'notifications']);
    const { clusterId } = await createCompanyWithCluster(db, 'Kardelen');
    const at = '2026-01-01T00:00:00.000Z';
    const batch = await db
      .insertInto('notification_batches')
      .values({
        cluster_id: clusterId,
        channel_id: 1,
        subject: null,
        body: 'Su kesilecek.',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('notifications')
      .values({
        batch_id: batch.id,
        cluster_id: clusterId,
        channel_id: 1,
        to_address: '+905320000000',
        body: 'Su kesilecek.',
        next_attempt_at: at,
        created_at: at,
        updated_at: at,
      })
      .execute();
    expect(await db.selectFrom('notification_batches').select(['status', 'recipient_filter']).execute()).toEqual([
      { status: 'draft', recipient_filter: '{}' },
    ]);
    expect(
      await db.selectFrom('notifications').select(['status', 'attempts', 'is_active', 'batch_id']).execute(),
    ).toEqual([{ status: 'queued', attempts: 0, is_active: 1, batch_id: batch.id }]);
    // A message of a complex that does not exist is refused.
    await expect(
      db
        .insertInto('notifications')
        .values({
          cluster_id: clusterId + 1000,
          channel_id: 1,
          to_address: 'x',
          body: 'x',
          next_attempt_at: at,
          created_at: at,
          updated_at: at,
        })
        .execute(),
    ).rejects.toThrow();
    // A batch's messages go with it.
    await db.deleteFrom('notification_batches').where('id', '=', batch.id).execute();
    expect(await db.selectFrom('notifications').select('id').execute()).toEqual([]);
  });
});
