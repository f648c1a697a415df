import type { Db } from '../../../db/connection';
import { authOf, pageUrlOf } from '../../../http/auth';
import { type ActionType, writeActionLog } from '../../../kernel/actionLog';
import type { Request, Row } from './invoices.repository';

/** One action-log entry for a change to an invoice or one of its parts, by the request's user and page. */
export const log = async (
  trx: Db,
  request: Request,
  entity: string,
  entityId: number,
  clusterId: number,
  action: ActionType,
  before: Row | null,
  after: Row | null,
) =>
  writeActionLog(trx, {
    userId: authOf(request).user.id,
    clusterId,
    entityType: entity,
    entityId,
    action,
    before,
    after,
    pageUrl: pageUrlOf(request),
  });
