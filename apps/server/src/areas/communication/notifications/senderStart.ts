import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Config } from '../../../config';
import type { Db } from '../../../db/connection';
import { createMailer } from '../../../kernel/mailer';
import { providerFor } from '../providers/providerFor';
import { startNotificationSender } from './sender';

type Logger = Parameters<typeof startNotificationSender>[2];

/** The sender of this server process: the complexes' SMS adapters, the SMTP mailer; returns a stop function. */
export function startSender(db: Db, config: Config, log: Logger): () => void {
  const deps = { smsProviderFor: (id: number) => providerFor(id, config), mailer: createMailer(config) };
  // Names the process in `locked_by`, so a row shows who holds it.
  const processId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  return startNotificationSender(db, deps, log, { processId });
}
