import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Config } from '../../../config';
import type { Db } from '../../../db/connection';
import { createMailer } from '../../../kernel/mailer';
import { providerFor } from '../providers/providerFor';
import { startDeliveryPoller } from './deliveryReports';
import { startNotificationSender } from './sender';

type Logger = Parameters<typeof startNotificationSender>[2];

/**
 * The sender of this server process (the complexes' SMS adapters, the SMTP mailer) and the reader of the SMS
 * delivery reports (every 30 s); returns a stop function.
 */
export function startSender(db: Db, config: Config, log: Logger): () => void {
  const deps = { smsProviderFor: (id: number) => providerFor(id, config), mailer: createMailer(config) };
  // Names the process in `locked_by`, so a row shows who holds it.
  const processId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const stopSending = startNotificationSender(db, deps, log, { processId });
  const stopReports = startDeliveryPoller(db, deps, log, { everyMs: 30_000 });
  return () => {
    stopSending();
    stopReports();
  };
}
