import { expect, it } from 'vitest';
import { createCompanyWithCluster } from '../../test/fixtures';
import { describeMigration } from '../../test/migrationTest';
import type { Db } from '../connection';
import { migrations } from '../migrate';
import type { AnyDb } from '../schemaHelpers';
import { down, up } from './0029_notification_deliveries';

const columnsOf = async (db: Db) =>
  ((await db.introspection.getTables()).find((t) => t.name === 'notifications')?.columns ?? []).map((c) => c.name);

describeMigration('0029 notification deliveries', (current) => {
  it('down drops the delivery columns, up adds them again, empty on an existing message', async () => {
    const db = current();
    const any = db as unknown as AnyDb;
    const all = Object.values(migrations);
    const later = all.slice(all.findIndex((m) => m.up === up) + 1);
    for (const next of [...later].reverse()) await next.down?.(any);

    const { clusterId } = await createCompanyWithCluster(db, 'Kardelen');
    const at = '2026-01-01T00:00:00.000Z';
    await down(any);
    expect(await columnsOf(db)).not.toContain('delivery_report');
    expect(await columnsOf(db)).not.toContain('delivery_checked_at');
    // A message sent before the migration keeps its row.
    await db
      .insertInto('notifications')
      .values({
        cluster_id: clusterId,
        channel_id: 1,
        to_address: '+905320000000',
        body: 'Su kesilecek.',
        status: 'sent',
        sent_at: at,
        next_attempt_at: at,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await up(any);
    for (const next of later) await next.up(any);

    expect(await columnsOf(db)).toEqual(expect.arrayContaining(['delivery_report', 'delivery_checked_at']));
    expect(
      await db.selectFrom('notifications').select(['status', 'delivery_report', 'delivery_checked_at']).execute(),
    ).toEqual([{ status: 'sent', delivery_report: null, delivery_checked_at: null }]);
    await db.updateTable('notifications').set({ delivery_report: '1-İletildi', delivery_checked_at: at }).execute();
    expect(await db.selectFrom('notifications').select('delivery_report').executeTakeFirst()).toEqual({
      delivery_report: '1-İletildi',
    });
  });
});
