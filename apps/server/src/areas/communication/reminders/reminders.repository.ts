import { genericTypes } from '@site/shared';
import { type Insertable, type SqlBool, sql, type Updateable } from 'kysely';
import type { Db } from '../../../db/connection';
import { isPostgres } from '../../../db/schemaHelpers';
import type { NotificationsTable, RemindersTable } from '../../../db/types';
import { nowIso } from '../../../http/clock';

// The SQL of due reminders: the reminders of a complex, what they sent, and the debts due a reminder.

type Row = Record<string, unknown>;

const PERIOD_IDS = genericTypes.reminder_periods.map((p) => p.id);
// Periods after the last payment day send system template 2 by default, the others 1.
const AFTER_IDS = genericTypes.reminder_periods.filter((p) => p.days > 0).map((p) => p.id);

/**
 * A complex's reminders, one per reminder period, switched off; the ones it has are kept. Called where a
 * complex is created, and by the job for periods added to types/generic later.
 */
export async function createClusterReminders(trx: Db, clusterId: number): Promise<void> {
  const now = nowIso();
  await trx
    .insertInto('reminders')
    .values(
      PERIOD_IDS.map((id) => ({ cluster_id: clusterId, reminder_period_id: id, created_at: now, updated_at: now })),
    )
    .onConflict((oc) => oc.columns(['cluster_id', 'reminder_period_id']).doNothing())
    .execute();
}

/** Complexes that lack a reminder of some period. */
export async function clustersMissingReminders(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('clusters')
    .select('clusters.id')
    .where(
      sql<SqlBool>`(select count(*) from reminders r where r.cluster_id = clusters.id and r.reminder_period_id in (${sql.join(PERIOD_IDS)})) < ${PERIOD_IDS.length}`,
    )
    .execute();
  return rows.map((r) => r.id);
}

const sendCount = (sent: boolean) =>
  sql<number>`(select count(*) from reminder_sends s where s.reminder_id = reminders.id and s.skipped_reason is ${sql.raw(sent ? 'null' : 'not null')})`;

/** Reminders with their complex, their template's name (the system one's without their own) and send counts. */
export function selectReminders(db: Db) {
  const systemId = sql`case when reminders.reminder_period_id in (${sql.join(AFTER_IDS)}) then 2 else 1 end`;
  return db
    .selectFrom('reminders')
    .innerJoin('clusters', 'clusters.id', 'reminders.cluster_id')
    .leftJoin('notification_templates as own', 'own.id', 'reminders.template_id')
    .selectAll('reminders')
    .select([
      'clusters.name as cluster_name',
      sql<
        string | null
      >`coalesce(own.name, (select s.name from notification_templates s where s.system_id = ${systemId}))`.as(
        'template_name',
      ),
      sendCount(true).as('sent_count'),
      sendCount(false).as('skipped_count'),
    ]);
}

export type ReminderRow = Awaited<ReturnType<ReturnType<typeof selectReminders>['executeTakeFirstOrThrow']>>;

export const findReminder = (db: Db, id: number) =>
  selectReminders(db).where('reminders.id', '=', id).executeTakeFirst();

/** The raw row, as the action log records it. */
export const reminderRowOf = (db: Db, id: number): Promise<Row> =>
  db.selectFrom('reminders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

export async function updateReminder(trx: Db, id: number, values: Updateable<RemindersTable>) {
  await trx.updateTable('reminders').set(values).where('id', '=', id).execute();
}

/** A reminder's latest sends, newest first: the debt, its debtor and house, and the message's state. */
export function recentSends(db: Db, reminderId: number, limit = 100) {
  return db
    .selectFrom('reminder_sends as s')
    .innerJoin('debts as d', 'd.id', 's.debt_id')
    .leftJoin('residents as r', 'r.id', 'd.resident_id')
    .leftJoin('houses as h', 'h.id', 'd.house_id')
    .leftJoin('blocks as b', 'b.id', 'h.block_id')
    .leftJoin('notifications as n', 'n.id', 's.notification_id')
    .select([
      's.id',
      's.debt_id',
      'd.resident_id',
      'r.name as resident_name',
      'd.house_id',
      'h.door_number',
      'b.name as block_name',
      'd.period',
      'd.description',
      'd.amount',
      'd.due_on',
      's.notification_id',
      'n.status as notification_status',
      'n.to_address',
      's.skipped_reason',
      's.created_at',
    ])
    .where('s.reminder_id', '=', reminderId)
    .orderBy('s.id', 'desc')
    .limit(limit)
    .execute();
}

/** What a template the reminder may send is like; null for a template the complex may not use. */
export async function templateForReminder(db: Db, templateId: number, clusterId: number) {
  return db
    .selectFrom('notification_templates')
    .select(['id', 'name', 'subject', 'body', 'channels', 'is_active', 'is_commercial'])
    .where('id', '=', templateId)
    .where((eb) =>
      eb.or([
        eb('system_id', 'is not', null),
        eb('cluster_id', '=', clusterId),
        eb.and([
          eb('cluster_id', 'is', null),
          eb('company_id', '=', eb.selectFrom('clusters').select('company_id').where('id', '=', clusterId)),
        ]),
      ]),
    )
    .executeTakeFirst();
}

export type ReminderTemplate = NonNullable<Awaited<ReturnType<typeof templateForReminder>>>;

/** A system template by its system id (1: before and on the last payment day, 2: after it). */
export const systemTemplate = (db: Db, systemId: number): Promise<ReminderTemplate | undefined> =>
  db
    .selectFrom('notification_templates')
    .select(['id', 'name', 'subject', 'body', 'channels', 'is_active', 'is_commercial'])
    .where('system_id', '=', systemId)
    .executeTakeFirst();

/** The active reminders of active complexes, in the order their periods go out. */
export function activeReminders(db: Db) {
  return db
    .selectFrom('reminders')
    .innerJoin('clusters', 'clusters.id', 'reminders.cluster_id')
    .select([
      'reminders.id',
      'reminders.cluster_id',
      'reminders.reminder_period_id',
      'reminders.channel_id',
      'reminders.template_id',
    ])
    .where('reminders.is_active', '=', 1)
    .where('clusters.is_active', '=', 1)
    .orderBy('reminders.cluster_id')
    .orderBy('reminders.reminder_period_id')
    .execute();
}

/** On PostgreSQL, a second server running the same reminder waits here until the first is done. */
export async function lockReminder(trx: Db, id: number): Promise<void> {
  if (isPostgres(trx)) await sql`select id from reminders where id = ${id} for update`.execute(trx);
}

/**
 * Open debts of active residents whose last payment day is in [from, to] and that this reminder has not gone
 * out for yet. Refunds (payback) are no dues, and late fees follow dues that were reminded already.
 */
export function dueDebts(trx: Db, reminderId: number, clusterId: number, from: string, to: string) {
  return trx
    .selectFrom('debts')
    .innerJoin('residents', 'residents.id', 'debts.resident_id')
    .select(['debts.id', 'debts.resident_id', 'debts.house_id', 'debts.due_on'])
    .where('debts.cluster_id', '=', clusterId)
    .where('debts.due_on', '>=', from)
    .where('debts.due_on', '<=', to)
    .where('debts.kind', 'not in', ['payback', 'late_fee'])
    .where('residents.is_active', '=', 1)
    .where(
      sql<SqlBool>`debts.amount > coalesce((select sum(a.amount) from allocations a where a.debt_id = debts.id), 0)`,
    )
    .where(
      sql<SqlBool>`not exists (select 1 from reminder_sends s where s.reminder_id = ${reminderId} and s.debt_id = debts.id)`,
    )
    .orderBy('debts.resident_id')
    .orderBy('debts.house_id')
    .orderBy('debts.due_on')
    .orderBy('debts.id')
    .execute();
}

/** The houses of debts, with their block, for the message text. */
export async function housesByIds(db: Db, ids: number[]) {
  const houses = new Map<number, { house_id: number; door_number: string | null; block_name: string | null }>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('houses')
      .leftJoin('blocks', 'blocks.id', 'houses.block_id')
      .select(['houses.id as house_id', 'houses.door_number', 'blocks.name as block_name'])
      .where('houses.id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const row of rows) houses.set(row.house_id, row);
  }
  return houses;
}

export async function insertSends(
  trx: Db,
  rows: { reminder_id: number; debt_id: number; notification_id: number | null; skipped_reason: string | null }[],
  now: string,
): Promise<void> {
  for (let i = 0; i < rows.length; i += 500)
    await trx
      .insertInto('reminder_sends')
      .values(rows.slice(i, i + 500).map((row) => ({ ...row, created_at: now })))
      .execute();
}

export async function markRun(trx: Db, id: number, now: string): Promise<void> {
  await trx.updateTable('reminders').set({ last_run_at: now }).where('id', '=', id).execute();
}

/** One message to the queue the sender works through; answers its id. */
export async function insertNotification(trx: Db, values: Insertable<NotificationsTable>): Promise<number> {
  const row = await trx.insertInto('notifications').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
