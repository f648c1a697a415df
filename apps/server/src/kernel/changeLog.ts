import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connection';
import { authOf, pageUrlOf } from '../http/auth';
import { type ActionLogEntry, writeActionLog } from './actionLog';

/** Who makes a change and from which screen: what every action-log entry of the change records. */
export type Actor = { userId: number; pageUrl: string | null };

/** The signed-in caller of a request as the author of its changes. */
export function actorOf(request: FastifyRequest): Actor {
  return { userId: authOf(request).user.id, pageUrl: pageUrlOf(request) };
}

/** Writes the action-log entry of a change made by `actor`; call it inside the change's transaction. */
export function logChange(trx: Db, actor: Actor, entry: Omit<ActionLogEntry, 'userId' | 'pageUrl'>): Promise<void> {
  return writeActionLog(trx, { ...entry, userId: actor.userId, pageUrl: actor.pageUrl });
}
