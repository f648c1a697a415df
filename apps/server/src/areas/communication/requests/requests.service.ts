import {
  canMoveRequest,
  httpMessages,
  REQUEST_EVENT_KINDS,
  REQUEST_STATUS,
  type RequestAssignInput,
  type RequestCommentInput,
  type RequestStatusInput,
  requestMessages,
} from '@site/shared';
import type { Db } from '../../../db/connection';
import { assertClusterAccess } from '../../../http/auth';
import type { AuthContext } from '../../../http/authContext';
import { nowIso } from '../../../http/clock';
import { forbidden, invalid, notFound } from '../../../http/errors';
import { ACTION } from '../../../kernel/actionLog';
import { type Actor, logChange } from '../../../kernel/changeLog';
import { assertLinked } from '../../../kernel/definitionRules';
import { queueStatusNotice } from './requestNotice';
import * as repo from './requests.repository';
import { entityTypeOfKind } from './requests.resource';
import { mayActOnRequest, type RequestAction } from './techAuthorization';

type Request = NonNullable<Awaited<ReturnType<typeof repo.findRequest>>>;

const FINAL: readonly number[] = [REQUEST_STATUS.closed, REQUEST_STATUS.rejected];

/** The technical staff's authorization, as a 403 (see techAuthorization.ts). */
export function assertTechAuthorization(auth: AuthContext, action: RequestAction): void {
  const caller = { roles: auth.roles, techAuthorizationId: auth.user.tech_authorization_id };
  if (!mayActOnRequest(caller, action)) throw forbidden();
}

/** A request the caller may see (another company's is a 404) and, in a write, act on in its complex. */
export async function visibleRequest(db: Db, auth: AuthContext, id: number): Promise<Request> {
  const row = await repo.findRequest(db, id);
  if (!row) throw notFound();
  assertClusterAccess(auth, row.cluster_id);
  return row;
}

/** A line of the request's history, written by the caller. */
function addEvent(trx: Db, auth: AuthContext, id: number, event: repo.EventDetails): Promise<void> {
  return repo.insertEvent(trx, { request_id: id, user_id: auth.user.id, ...event });
}

/** Writes the change and its action-log entry in the caller's transaction. */
async function logRequestChange(trx: Db, actor: Actor, before: Request, after: Request): Promise<void> {
  await logChange(trx, actor, {
    clusterId: before.cluster_id,
    entityType: entityTypeOfKind(before.kind),
    entityId: before.id,
    action: ACTION.update,
    before,
    after,
  });
}

/**
 * Moves a request along its workflow (new → assigned → in progress → resolved → closed, or rejected); its resident
 * is told through system template 4 (`requestNotice.ts`).
 */
export async function changeRequestStatus(
  db: Db,
  auth: AuthContext,
  actor: Actor,
  id: number,
  input: RequestStatusInput,
): Promise<void> {
  assertTechAuthorization(auth, { kind: 'status', to: input.status });
  const request = await visibleRequest(db, auth, id);
  const from = request.status;
  const to = input.status;
  if (!canMoveRequest(from, to)) throw invalid('status', requestMessages.transition);
  if (to === REQUEST_STATUS.assigned && !request.assigned_user_id && !request.assigned_provider_id) {
    throw invalid('status', requestMessages.needsAssignee);
  }
  const now = nowIso();
  const values: repo.RequestChange = { status: to };
  if (to === REQUEST_STATUS.resolved) values.resolved_at = now;
  if (from === REQUEST_STATUS.resolved && to === REQUEST_STATUS.inProgress) values.resolved_at = null;
  if (FINAL.includes(to)) values.closed_at = now;
  await db.transaction().execute(async (trx) => {
    await repo.updateRequest(trx, id, values);
    await addEvent(trx, auth, id, {
      kind: REQUEST_EVENT_KINDS.status,
      from_status: from,
      to_status: to,
      comment: input.comment || null,
    });
    await logRequestChange(trx, actor, request, { ...request, ...values });
    await queueStatusNotice(trx, request, now);
  });
}

/** A comment on a request's history. */
export async function addRequestComment(
  db: Db,
  auth: AuthContext,
  actor: Actor,
  id: number,
  input: RequestCommentInput,
): Promise<void> {
  assertTechAuthorization(auth, { kind: 'comment' });
  const request = await visibleRequest(db, auth, id);
  await db.transaction().execute(async (trx) => {
    await repo.updateRequest(trx, id, {});
    await addEvent(trx, auth, id, {
      kind: REQUEST_EVENT_KINDS.comment,
      comment: input.comment,
    });
    await logChange(trx, actor, {
      clusterId: request.cluster_id,
      entityType: entityTypeOfKind(request.kind),
      entityId: id,
      action: ACTION.update,
      before: null,
      after: { comment: input.comment },
    });
  });
}

/**
 * Assigns a request to a worker of the complex's company who may act in it and/or one of the complex's
 * providers (null takes the assignee off). A new request with someone assigned becomes 'assigned'.
 */
export async function assignRequest(
  db: Db,
  auth: AuthContext,
  actor: Actor,
  id: number,
  input: RequestAssignInput,
): Promise<void> {
  assertTechAuthorization(auth, { kind: 'assign' });
  const request = await visibleRequest(db, auth, id);
  if (FINAL.includes(request.status)) throw invalid('status', requestMessages.finalStatus);
  const values: repo.RequestChange = {};
  if (input.assigned_user_id !== undefined) {
    const userId = input.assigned_user_id;
    if (userId !== null && !(await repo.isWorkerOfCluster(db, userId, request.cluster_id))) {
      throw invalid('assigned_user_id', httpMessages.notFound);
    }
    values.assigned_user_id = userId;
  }
  if (input.assigned_provider_id !== undefined) {
    const providerId = input.assigned_provider_id;
    if (providerId !== null) {
      await assertLinked(db, 'cluster_providers', 'assigned_provider_id', providerId, request.cluster_id);
    }
    values.assigned_provider_id = providerId;
  }
  const after = { ...request, ...values };
  const someone = after.assigned_user_id !== null || after.assigned_provider_id !== null;
  if (request.status === REQUEST_STATUS.new && someone) values.status = REQUEST_STATUS.assigned;
  await db.transaction().execute(async (trx) => {
    await repo.updateRequest(trx, id, values);
    await addEvent(trx, auth, id, {
      kind: REQUEST_EVENT_KINDS.assignment,
      assigned_user_id: after.assigned_user_id,
      assigned_provider_id: after.assigned_provider_id,
    });
    if (values.status !== undefined) {
      await addEvent(trx, auth, id, {
        kind: REQUEST_EVENT_KINDS.status,
        from_status: request.status,
        to_status: values.status,
      });
    }
    await logRequestChange(trx, actor, request, { ...request, ...values });
  });
}

/** A request's dated history and comments, oldest first. */
export async function requestEvents(db: Db, auth: AuthContext, id: number) {
  await visibleRequest(db, auth, id);
  return repo.listEvents(db, id);
}
