import type { Db } from '../../../db/connection';
import { todayInTurkey } from '../../../http/clock';
import { issueMonth } from './customerInvoices.issue';

type Logger = { info: (o: object, m: string) => void; error: (o: object, m: string) => void };

/**
 * The monthly customer invoices: issues the current month (in Türkiye) at start and then every `everyMs`
 * (a day by default). Idempotent, so a restart, a second server or a super administrator's run of the same
 * month makes no second invoice. Returns the stop function.
 */
export function startCustomerInvoiceJob(db: Db, log: Logger, everyMs = 86_400_000): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const month = todayInTurkey().slice(0, 7);
      const result = await issueMonth(db, month);
      if (result.created) log.info({ month, ...result }, 'customer invoices issued');
    } catch (error) {
      log.error({ err: error }, 'customer invoice issue failed');
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
