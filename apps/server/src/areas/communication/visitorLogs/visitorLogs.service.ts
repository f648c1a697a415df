import { ALREADY_LEFT } from '@site/shared';
import type { Db } from '../../../db/connection';
import { nowIso } from '../../../http/clock';
import { invalid } from '../../../http/errors';
import { ACTION } from '../../../kernel/actionLog';
import { type Actor, logChange } from '../../../kernel/changeLog';
import { setLeftAt, type VisitorLogRecord } from './visitorLogs.repository';

/**
 * The security desk's 'Çıkış': the visitor leaves now. A visitor who already left is a 422 and nothing changes;
 * the exit and its action log are written in one transaction.
 */
export async function leaveVisitorLog(db: Db, log: VisitorLogRecord, actor: Actor): Promise<void> {
  if (log.left_at !== null) throw invalid('left_at', ALREADY_LEFT);
  await db.transaction().execute(async (trx) => {
    const at = nowIso();
    if (!(await setLeftAt(trx, log.id, at))) throw invalid('left_at', ALREADY_LEFT);
    await logChange(trx, actor, {
      clusterId: log.cluster_id,
      entityType: 'visitor_log',
      entityId: log.id,
      action: ACTION.update,
      before: log,
      after: { ...log, left_at: at, updated_at: at },
    });
  });
}
