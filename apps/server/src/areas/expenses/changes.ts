import type { Db } from '../../db/connection';
import { ACTION, type ActionType } from '../../kernel/actionLog';
import { type Actor, logChange } from '../../kernel/changeLog';

/** One action-log entry for a change to an expense record (an invoice, one of its parts, an other expense). */
export const log = async (
  trx: Db,
  actor: Actor,
  entity: string,
  entityId: number,
  clusterId: number,
  action: ActionType,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) => logChange(trx, actor, { clusterId, entityType: entity, entityId, action, before, after });

/** Deletes an expense record and logs it as it was, in one transaction. */
export async function deleteLogged(
  db: Db,
  actor: Actor,
  entity: string,
  before: { id: number; cluster_id: number } & Record<string, unknown>,
  remove: (trx: Db, id: number) => Promise<void>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await remove(trx, before.id);
    await log(trx, actor, entity, before.id, before.cluster_id, ACTION.delete, before, null);
  });
}
