import type { Db } from '../../../db/connection';
import type { ActionType } from '../../../kernel/actionLog';
import { type Actor, logChange } from '../../../kernel/changeLog';
import type { Row } from './invoices.repository';

/** One action-log entry for a change to an invoice or one of its parts, by the actor. */
export const log = async (
  trx: Db,
  actor: Actor,
  entity: string,
  entityId: number,
  clusterId: number,
  action: ActionType,
  before: Row | null,
  after: Row | null,
) => logChange(trx, actor, { clusterId, entityType: entity, entityId, action, before, after });
