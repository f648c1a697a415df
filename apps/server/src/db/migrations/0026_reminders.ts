import { sql } from 'kysely';
import { type AnyDb, flag, withId, withTimestamps } from '../schemaHelpers';

// The reminder periods of types/generic when this migration was written; a period added later gets its rows
// from the reminders job (areas/communication/reminders).
const PERIOD_IDS = [1, 2, 3, 4, 5, 6, 7];

/**
 * Automatic due reminders. A `reminders` row is one complex's reminder for one reminder period of
 * types/generic (7 or 3 days before a debt's last payment day, on it, 3, 5, 15 or 30 days after): whether it
 * runs (off until the complex turns it on, so nobody pays for SMS they did not ask for), its channel and its
 * template (null: system template 1 up to the last payment day, 2 after it). A `reminder_sends` row is one
 * debt a reminder went out for, with its message, or passed over with the reason (no phone); the unique
 * (reminder, debt) is what sends each reminder once per debt, whoever runs the job and however often.
 */
export async function up(db: AnyDb): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('reminders'))
      .addColumn('cluster_id', 'integer', (c) => c.notNull().references('clusters.id').onDelete('cascade'))
      .addColumn('reminder_period_id', 'integer', (c) => c.notNull())
      .addColumn('channel_id', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('template_id', 'integer', (c) => c.references('notification_templates.id').onDelete('set null'))
      .addColumn('is_active', 'integer', flag(0))
      .addColumn('last_run_at', 'text')
      .addUniqueConstraint('reminders_cluster_period_unique', ['cluster_id', 'reminder_period_id']),
  ).execute();
  // The job reads the active reminders.
  await db.schema.createIndex('reminders_active_idx').on('reminders').column('is_active').execute();

  await withId(db, db.schema.createTable('reminder_sends'))
    .addColumn('reminder_id', 'integer', (c) => c.notNull().references('reminders.id').onDelete('cascade'))
    .addColumn('debt_id', 'integer', (c) => c.notNull().references('debts.id').onDelete('cascade'))
    .addColumn('notification_id', 'integer', (c) => c.references('notifications.id').onDelete('set null'))
    .addColumn('skipped_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('reminder_sends_reminder_debt_unique', ['reminder_id', 'debt_id'])
    .execute();
  await db.schema.createIndex('reminder_sends_debt_idx').on('reminder_sends').column('debt_id').execute();
  await db.schema
    .createIndex('reminder_sends_notification_idx')
    .on('reminder_sends')
    .column('notification_id')
    .execute();

  // Every complex gets its reminders, switched off.
  const now = new Date().toISOString();
  for (const periodId of PERIOD_IDS) {
    await sql`insert into reminders (cluster_id, reminder_period_id, channel_id, is_active, created_at, updated_at)
      select id, ${periodId}, 1, 0, ${now}, ${now} from clusters`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('reminder_sends').execute();
  await db.schema.dropTable('reminders').execute();
}
