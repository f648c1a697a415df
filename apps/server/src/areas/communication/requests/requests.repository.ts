import { REQUEST_EVENT_KINDS, REQUEST_STATUS } from '@site/shared';
import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../../db/connection';
import type { RequestEventsTable } from '../../../db/types';
import { nowIso, todayInTurkey } from '../../../http/clock';

// Every query of the requests' workflow (status, comments, assignment, history).

type NewEvent = Omit<RequestEventsTable, 'id' | 'created_at'>;

/** What a history line says, beyond its request and author. */
export type EventDetails = Partial<Omit<NewEvent, 'request_id' | 'user_id'>> & Pick<NewEvent, 'kind'>;

export async function insertEvent(trx: Db, event: Partial<NewEvent> & Pick<NewEvent, 'request_id' | 'kind'>) {
  await trx
    .insertInto('request_events')
    .values({
      user_id: null,
      from_status: null,
      to_status: null,
      comment: null,
      assigned_user_id: null,
      assigned_provider_id: null,
      ...event,
      created_at: nowIso(),
    })
    .execute();
}

/** A new request's author, its day and the first line of its history ('Yeni'); inside its create transaction. */
export async function recordCreation(trx: Db, id: number, userId: number): Promise<void> {
  await trx
    .updateTable('requests')
    .set({ created_by: userId, created_on: todayInTurkey() })
    .where('id', '=', id)
    .execute();
  await insertEvent(trx, {
    request_id: id,
    user_id: userId,
    kind: REQUEST_EVENT_KINDS.status,
    to_status: REQUEST_STATUS.new,
  });
}

export function findRequest(db: Db, id: number) {
  return db.selectFrom('requests').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The workflow's columns of a request. */
export type RequestChange = Partial<{
  status: number;
  assigned_user_id: number | null;
  assigned_provider_id: number | null;
  resolved_at: string | null;
  closed_at: string | null;
}>;

export async function updateRequest(trx: Db, id: number, values: RequestChange): Promise<void> {
  await trx
    .updateTable('requests')
    .set({ ...values, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

/** A request's history, oldest first, with the names of who did it and who was assigned. */
export function listEvents(db: Db, requestId: number) {
  return db
    .selectFrom('request_events as e')
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .leftJoin('users as a', 'a.id', 'e.assigned_user_id')
    .leftJoin('cluster_providers as p', 'p.id', 'e.assigned_provider_id')
    .select([
      'e.id',
      'e.request_id',
      'e.kind',
      'e.user_id',
      'u.name as user_name',
      'e.from_status',
      'e.to_status',
      'e.comment',
      'e.assigned_user_id',
      'a.name as assigned_user_name',
      'e.assigned_provider_id',
      'p.name as assigned_provider_name',
      'e.created_at',
    ])
    .where('e.request_id', '=', requestId)
    .orderBy('e.created_at')
    .orderBy('e.id')
    .execute();
}

/**
 * Whether a user is an active worker of the complex's company who may act in it: listed for it, or listed for
 * no complex (then they act in every complex of their company).
 */
export async function isWorkerOfCluster(db: Db, userId: number, clusterId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .innerJoin('clusters', 'clusters.company_id', 'users.company_id')
    .select('users.id')
    .where('users.id', '=', userId)
    .where('clusters.id', '=', clusterId)
    .where('users.is_active', '=', 1)
    .where(
      sql<SqlBool>`(exists (select 1 from cluster_users cu where cu.user_id = users.id and cu.cluster_id = ${clusterId})
        or not exists (select 1 from cluster_users cn where cn.user_id = users.id))`,
    )
    .executeTakeFirst();
  return row !== undefined;
}
