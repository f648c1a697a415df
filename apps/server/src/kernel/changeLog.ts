import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connection';
import { authOf, pageUrlOf } from '../http/auth';
import { type ActionLogEntry, writeActionLog } from './actionLog';

/**
 * Who makes a change and from which screen: what every action-log entry of the change records. Under an
 * impersonation token, `impersonatorId` is the super administrator signed in as the user.
 */
export type Actor = { userId: number; pageUrl: string | null; impersonatorId: number | null };

/** The signed-in caller of a request as the author of its changes. */
export function actorOf(request: FastifyRequest): Actor {
  const auth = authOf(request);
  return { userId: auth.user.id, pageUrl: pageUrlOf(request), impersonatorId: auth.impersonatorId };
}

/**
 * Writes the action-log entry of a change made by `actor`, or by no user (`null`: a scheduled job); call it
 * inside the change's transaction.
 */
export function logChange(
  trx: Db,
  actor: Actor | null,
  entry: Omit<ActionLogEntry, 'userId' | 'pageUrl' | 'impersonatorId'>,
): Promise<void> {
  return writeActionLog(trx, {
    ...entry,
    userId: actor?.userId ?? null,
    pageUrl: actor?.pageUrl ?? null,
    impersonatorId: actor?.impersonatorId ?? null,
  });
}
