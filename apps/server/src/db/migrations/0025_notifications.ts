import { type AnyDb, flag, withId, withTimestamps } from '../schemaHelpers';

/**
 * Batch notifications and the messages they send. A `notification_batches` row is one send of a complex (its
 * channel, subject and text, the recipient filter it was chosen with, when to send); each `notifications` row
 * is one message to one address, with its text already filled in. The notifications rows are also the
 * sender's job queue (see areas/communication/README.md): a row is claimed by one process at a time
 * (`status` queued → sending with `locked_by`/`locked_until`), retried after `next_attempt_at`, and marked
 * sent with the provider's message id in one statement.
 *
 * Statuses are text: batches draft, scheduled, sending, done, cancelled; notifications queued, sending, sent,
 * delivered, failed, cancelled. `channel_id` is a notification channel of types/generic (1 SMS, 2 e-mail,
 * 3 in-app). A batch's counts are read from its notifications, so they never drift.
 */
export async function up(db: AnyDb): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('notification_batches'))
      .addColumn('cluster_id', 'integer', (c) => c.notNull().references('clusters.id').onDelete('cascade'))
      .addColumn('template_id', 'integer', (c) => c.references('notification_templates.id').onDelete('set null'))
      .addColumn('channel_id', 'integer', (c) => c.notNull())
      .addColumn('subject', 'text')
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('recipient_filter', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
      .addColumn('scheduled_at', 'text')
      .addColumn('total_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('estimated_segments', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('cancelled_at', 'text')
      .addColumn('finished_at', 'text')
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null')),
  ).execute();
  await db.schema
    .createIndex('notification_batches_cluster_idx')
    .on('notification_batches')
    .columns(['cluster_id', 'created_at'])
    .execute();
  // The sender looks for scheduled batches whose time has come.
  await db.schema
    .createIndex('notification_batches_status_idx')
    .on('notification_batches')
    .columns(['status', 'scheduled_at'])
    .execute();

  await withTimestamps(
    withId(db, db.schema.createTable('notifications'))
      .addColumn('batch_id', 'integer', (c) => c.references('notification_batches.id').onDelete('cascade'))
      .addColumn('cluster_id', 'integer', (c) => c.notNull().references('clusters.id').onDelete('cascade'))
      .addColumn('resident_id', 'integer', (c) => c.references('residents.id').onDelete('set null'))
      .addColumn('house_id', 'integer', (c) => c.references('houses.id').onDelete('set null'))
      .addColumn('channel_id', 'integer', (c) => c.notNull())
      .addColumn('to_address', 'text', (c) => c.notNull())
      .addColumn('subject', 'text')
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('segments', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
      .addColumn('provider_message_id', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text', (c) => c.notNull())
      .addColumn('locked_by', 'text')
      .addColumn('locked_until', 'text')
      // Set just before the message goes to the provider: a row left 'sending' with it may have been sent.
      .addColumn('handed_at', 'text')
      .addColumn('last_error', 'text')
      .addColumn('sent_at', 'text')
      .addColumn('delivered_at', 'text')
      .addColumn('read_at', 'text')
      .addColumn('is_active', 'integer', flag(1)),
  ).execute();
  // The claim: queued rows whose time has come, oldest first.
  await db.schema
    .createIndex('notifications_claim_idx')
    .on('notifications')
    .columns(['status', 'next_attempt_at', 'id'])
    .execute();
  // Rows of a crashed process: still 'sending' after their lock ran out.
  await db.schema
    .createIndex('notifications_lock_idx')
    .on('notifications')
    .columns(['status', 'locked_until'])
    .execute();
  // A batch's progress counts and its cancellation.
  await db.schema.createIndex('notifications_batch_idx').on('notifications').columns(['batch_id', 'status']).execute();
  await db.schema
    .createIndex('notifications_cluster_idx')
    .on('notifications')
    .columns(['cluster_id', 'created_at'])
    .execute();
  await db.schema.createIndex('notifications_resident_idx').on('notifications').column('resident_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('notifications').execute();
  await db.schema.dropTable('notification_batches').execute();
}
