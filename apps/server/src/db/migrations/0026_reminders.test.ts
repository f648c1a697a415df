import { expect, it } from 'vitest';
import { createCompanyWithCluster } from '../../test/fixtures';
import { describeMigration, expectTablesRemade } from '../../test/migrationTest';
import { down, up } from './0026_reminders';

describeMigration('0026 reminders', (current) => {
  it('drops the tables and makes them again, each complex with its seven reminders switched off', async () => {
    const db = current();
    const { clusterId } = await createCompanyWithCluster(db, 'Kardelen');
    await expectTablesRemade(db, { up, down }, ['reminders', 'reminder_sends']);
    const reminders = await db
      .selectFrom('reminders')
      .select(['reminder_period_id', 'channel_id', 'template_id', 'is_active', 'last_run_at'])
      .where('cluster_id', '=', clusterId)
      .orderBy('reminder_period_id')
      .execute();
    expect(reminders.map((r) => r.reminder_period_id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(reminders[0]).toEqual({
      reminder_period_id: 1,
      channel_id: 1,
      template_id: null,
      is_active: 0,
      last_run_at: null,
    });

    // One reminder per complex and period.
    const at = '2026-01-01T00:00:00.000Z';
    await expect(
      db
        .insertInto('reminders')
        .values({ cluster_id: clusterId, reminder_period_id: 3, created_at: at, updated_at: at })
        .execute(),
    ).rejects.toThrow();

    // Once per reminder and debt.
    const debt = await db
      .insertInto('debts')
      .values({ cluster_id: clusterId, kind: 'assessment', amount: 10_000, due_on: '2026-01-10', ...stamps(at) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const reminder = await db
      .selectFrom('reminders')
      .select('id')
      .where('cluster_id', '=', clusterId)
      .where('reminder_period_id', '=', 3)
      .executeTakeFirstOrThrow();
    const send = {
      reminder_id: reminder.id,
      debt_id: debt.id,
      skipped_reason: 'Telefon numarası yok.',
      created_at: at,
    };
    await db.insertInto('reminder_sends').values(send).execute();
    await expect(db.insertInto('reminder_sends').values(send).execute()).rejects.toThrow();

    // A debt that goes takes its sends with it.
    await db.deleteFrom('debts').where('id', '=', debt.id).execute();
    expect(await db.selectFrom('reminder_sends').select('id').execute()).toEqual([]);
  });
});

const stamps = (at: string) => ({ created_at: at, updated_at: at });
