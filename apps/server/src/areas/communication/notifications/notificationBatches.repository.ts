import type { RecipientFilter } from '@site/shared';
import type { Insertable, Updateable } from 'kysely';
import { type SqlBool, sql } from 'kysely';
import { residentBalanceSql } from '../../../accounting/journal';
import type { Db } from '../../../db/connection';
import type { NotificationBatchesTable, NotificationsTable } from '../../../db/types';

// The SQL of batch notifications: who a filter chooses, and writing a batch with its messages.

export type RecipientRow = {
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
  balance: number;
  /** Consent to commercial messages (İYS): 1 given. */
  commercial_consent: number;
};

/** The current links of a house user: no end, or an end not passed yet. */
const current = (today: string) => sql<SqlBool>`(hu.ends_on is null or hu.ends_on >= ${today})`;

/** The complex's active residents the filter chooses, in Turkish name order. */
export async function findRecipients(
  db: Db,
  clusterId: number,
  filter: RecipientFilter,
  today: string,
): Promise<RecipientRow[]> {
  let query = db
    .selectFrom('residents')
    .select([
      'residents.id',
      'residents.name',
      'residents.phone',
      'residents.email',
      'residents.commercial_consent',
      residentBalanceSql.as('balance'),
    ])
    .where('residents.cluster_id', '=', clusterId)
    .where('residents.is_active', '=', 1);
  const linkConditions = [current(today)];
  if (filter.audience === 'owners') linkConditions.push(sql<SqlBool>`hu.house_user_type_id = 1`);
  // Occupants: renters and guests, and owners who live in the house.
  if (filter.audience === 'occupants')
    linkConditions.push(
      sql<SqlBool>`(hu.house_user_type_id in (2, 3) or (hu.house_user_type_id = 1 and hu.is_staying = 1))`,
    );
  if (filter.block_ids?.length) linkConditions.push(sql<SqlBool>`h.block_id in (${sql.join(filter.block_ids)})`);
  if (filter.audience !== 'all' || filter.block_ids?.length) {
    query = query.where(
      sql<SqlBool>`exists (select 1 from house_users hu join houses h on h.id = hu.house_id where hu.resident_id = residents.id and ${sql.join(linkConditions, sql` and `)})`,
    );
  }
  if (filter.min_debt != null) query = query.where(residentBalanceSql, '>', Math.round(filter.min_debt * 100));
  if (filter.late_days != null) {
    const cutoff = new Date(Date.parse(`${today}T00:00:00Z`) - filter.late_days * 86_400_000)
      .toISOString()
      .slice(0, 10);
    query = query.where(
      sql<SqlBool>`exists (select 1 from debts d where d.resident_id = residents.id and d.due_on <= ${cutoff} and d.amount > coalesce((select sum(a.amount) from allocations a where a.debt_id = d.id), 0))`,
    );
  }
  if (filter.enforcement) {
    const open = sql<SqlBool>`exists (select 1 from enforcements e where e.resident_id = residents.id and e.is_closed = 0)`;
    query = query.where(filter.enforcement === 'with' ? open : sql<SqlBool>`not ${open}`);
  }
  if (filter.resident_ids)
    query = query.where('residents.id', 'in', filter.resident_ids.length ? filter.resident_ids : [-1]);
  const rows = await query.orderBy('residents.name_sort').orderBy('residents.id').execute();
  return rows.map((row) => ({ ...row, balance: Number(row.balance ?? 0) }));
}

/** Each resident's house now (the one they own first, then the one they live in), for the text. */
export async function currentHouses(db: Db, residentIds: number[], today: string) {
  const houses = new Map<number, { house_id: number; door_number: string | null; block_name: string | null }>();
  for (let i = 0; i < residentIds.length; i += 500) {
    const rows = await db
      .selectFrom('house_users as hu')
      .innerJoin('houses', 'houses.id', 'hu.house_id')
      .leftJoin('blocks', 'blocks.id', 'houses.block_id')
      .select(['hu.resident_id', 'hu.house_id', 'houses.door_number', 'blocks.name as block_name'])
      .where('hu.resident_id', 'in', residentIds.slice(i, i + 500))
      .where(current(today))
      .orderBy('hu.resident_id')
      .orderBy('hu.house_user_type_id')
      .orderBy('hu.is_staying', 'desc')
      .orderBy('hu.id')
      .execute();
    for (const row of rows) if (!houses.has(row.resident_id)) houses.set(row.resident_id, row);
  }
  return houses;
}

/** The complex, its company's SMS balance and minimum, and its collecting bank account. */
export async function clusterForSending(db: Db, clusterId: number) {
  const cluster = await db
    .selectFrom('clusters')
    .innerJoin('companies', 'companies.id', 'clusters.company_id')
    .select([
      'clusters.id',
      'clusters.name',
      'clusters.due_day',
      'companies.sms_balance',
      'companies.notification_min_balance',
    ])
    .where('clusters.id', '=', clusterId)
    .executeTakeFirst();
  const account = await db
    .selectFrom('bank_accounts')
    .select(['name', 'iban'])
    .where('cluster_id', '=', clusterId)
    .where('can_collect_money', '=', 1)
    .where('is_active', '=', 1)
    .where('iban', 'is not', null)
    .orderBy('id')
    .executeTakeFirst();
  return cluster ? { ...cluster, account } : undefined;
}

/** A template the complex may send: its own or its company's (not another complex's, not a system one). */
export async function templateForCluster(db: Db, templateId: number, clusterId: number) {
  return db
    .selectFrom('notification_templates')
    .select(['id', 'subject', 'body', 'channels', 'is_commercial', 'is_active'])
    .where('id', '=', templateId)
    .where((eb) =>
      eb.or([
        eb('cluster_id', '=', clusterId),
        eb.and([
          eb('cluster_id', 'is', null),
          eb('company_id', '=', eb.selectFrom('clusters').select('company_id').where('id', '=', clusterId)),
        ]),
      ]),
    )
    .executeTakeFirst();
}

/** Residents of the complex by id, active or not, with their balance: the recipients a batch already has. */
export async function recipientsByIds(db: Db, clusterId: number, ids: number[]): Promise<RecipientRow[]> {
  const rows: RecipientRow[] = [];
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = await db
      .selectFrom('residents')
      .select([
        'residents.id',
        'residents.name',
        'residents.phone',
        'residents.email',
        'residents.commercial_consent',
        residentBalanceSql.as('balance'),
      ])
      .where('residents.cluster_id', '=', clusterId)
      .where('residents.id', 'in', ids.slice(i, i + 500))
      .execute();
    rows.push(...chunk.map((row) => ({ ...row, balance: Number(row.balance ?? 0) })));
  }
  return rows;
}

/** A batch's messages: to whom, and how far each has gone. */
export function batchMessages(db: Db, batchId: number) {
  return db
    .selectFrom('notifications')
    .select(['id', 'resident_id', 'house_id', 'to_address', 'status', 'handed_at'])
    .where('batch_id', '=', batchId)
    .orderBy('id')
    .execute();
}

/**
 * Removes a batch's messages that never went anywhere (queued or cancelled, never handed to a provider);
 * answers how many.
 */
export async function deleteUntouchedMessages(db: Db, batchId: number): Promise<number> {
  const result = await db
    .deleteFrom('notifications')
    .where('batch_id', '=', batchId)
    .where('status', 'in', ['queued', 'cancelled'])
    .where('handed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** How many of a batch's messages may have reached a provider: in flight, sent, or handed over at some time. */
export async function countHandedMessages(db: Db, batchId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('batch_id', '=', batchId)
    .where((eb) => eb.or([eb('status', 'in', ['sending', 'sent', 'delivered']), eb('handed_at', 'is not', null)]))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Changes a batch that has not started: only while it is still scheduled for later, in the same statement
 * that checks it, so the sender cannot start it in between. Answers whether it changed.
 */
export async function updateWaitingBatch(
  db: Db,
  id: number,
  now: string,
  values: Updateable<NotificationBatchesTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('notification_batches')
    .set(values)
    .where('id', '=', id)
    .where('status', '=', 'scheduled')
    .where('scheduled_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteBatchRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('notifications').where('batch_id', '=', id).execute();
  await db.deleteFrom('notification_batches').where('id', '=', id).execute();
}

export async function insertNotifications(trx: Db, rows: Insertable<NotificationsTable>[]): Promise<void> {
  // PostgreSQL takes at most 65,535 parameters in one statement.
  for (let i = 0; i < rows.length; i += 500)
    await trx
      .insertInto('notifications')
      .values(rows.slice(i, i + 500))
      .execute();
}

const countOf = (status: string) =>
  sql<number>`(select count(*) from notifications n where n.batch_id = notification_batches.id and n.status = ${status})`;

/** Batches with their complex's, template's and author's names and their messages counted by status. */
export function selectBatches(db: Db) {
  return db
    .selectFrom('notification_batches')
    .innerJoin('clusters', 'clusters.id', 'notification_batches.cluster_id')
    .leftJoin('notification_templates', 'notification_templates.id', 'notification_batches.template_id')
    .leftJoin('users', 'users.id', 'notification_batches.created_by')
    .selectAll('notification_batches')
    .select([
      'clusters.name as cluster_name',
      'notification_templates.name as template_name',
      'users.name as created_by_name',
      countOf('queued').as('queued_count'),
      countOf('sending').as('sending_count'),
      countOf('sent').as('sent_count'),
      countOf('delivered').as('delivered_count'),
      countOf('failed').as('failed_count'),
      countOf('cancelled').as('cancelled_count'),
    ]);
}

export type BatchRow = Awaited<ReturnType<ReturnType<typeof selectBatches>['executeTakeFirstOrThrow']>>;

export const findBatch = (db: Db, id: number) =>
  selectBatches(db).where('notification_batches.id', '=', id).executeTakeFirst();
