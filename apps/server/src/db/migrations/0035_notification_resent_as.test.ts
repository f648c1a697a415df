import { expect, it } from 'vitest';
import { describeMigration } from '../../test/migrationTest';
import type { AnyDb } from '../schemaHelpers';
import { down, up } from './0035_notification_resent_as';

const columnsOf = async (db: AnyDb) =>
  ((await db.introspection.getTables()).find((t) => t.name === 'notifications')?.columns ?? []).map((c) => c.name);

describeMigration('0035 notification resent as', (current) => {
  it('drops the column and adds it again: no message has been resent until it is', async () => {
    const db = current() as unknown as AnyDb;
    expect(await columnsOf(db)).toContain('resent_as_id');
    await down(db);
    expect(await columnsOf(db)).not.toContain('resent_as_id');
    await up(db);
    expect(await columnsOf(db)).toContain('resent_as_id');
  });
});
