import { addMonths, periodOf, today } from '../../../accounting/dates';
import { chargeLateFees } from '../../../accounting/lateFeeCharges';
import type { Db } from '../../../db/connection';
import { nowIso } from '../../../http/clock';
import { generatePeriodicalAssessments } from './periodicalAssessments.service';

type Logger = { info: (o: object, m: string) => void; error: (o: object, m: string) => void };

/**
 * The server's recurring work: this month's periodical dues and last month's late fees. Both are
 * idempotent by their unique keys; `scheduled_runs` only spares the work of recomputing a finished
 * month's late fees on every tick.
 */
export async function runScheduledWork(db: Db, log: Logger, asOf = today()): Promise<void> {
  const dues = await generatePeriodicalAssessments(db, asOf);
  if (dues.created || dues.failed.length) log.info(dues, 'periodical assessments generated');
  const lastMonth = periodOf(addMonths(`${periodOf(asOf)}-01`, -1));
  const clusters = await db.selectFrom('clusters').select('id').where('is_active', '=', 1).execute();
  for (const { id } of clusters) {
    const done = await db
      .selectFrom('scheduled_runs')
      .select('id')
      .where('job', '=', 'late_fees')
      .where('cluster_id', '=', id)
      .where('period', '=', lastMonth)
      .executeTakeFirst();
    if (done) continue;
    const fees = await chargeLateFees(db, id, lastMonth, asOf, null);
    if (fees.count) log.info({ clusterId: id, ...fees }, 'late fees charged');
    await db
      .insertInto('scheduled_runs')
      .values({ job: 'late_fees', cluster_id: id, period: lastMonth, created_at: nowIso() })
      .onConflict((oc) => oc.columns(['job', 'cluster_id', 'period']).doNothing())
      .execute();
  }
}

/** Runs the scheduled work now and then every hour; returns a stop function. */
export function startScheduler(db: Db, log: Logger, everyMs = 3_600_000): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await runScheduledWork(db, log);
    } catch (error) {
      log.error({ err: error }, 'scheduled work failed');
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
