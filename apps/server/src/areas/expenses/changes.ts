import type { Db } from '../../db/connection';
import type { ActionType } from '../../kernel/actionLog';
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
