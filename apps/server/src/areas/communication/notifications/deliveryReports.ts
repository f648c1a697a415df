import type { Db } from '../../../db/connection';
import { type SmsProviderFor, smsAccountOf } from '../providers/smsAccount';
import { parseMessageId } from '../providers/smsHttp';
import type { SmsDelivery } from '../providers/smsProvider';
import {
  claimDeliveryChecks,
  type DeliveryCheck,
  type DeliveryOutcome,
  recordDeliveries,
} from './deliveryReports.repository';

export type DeliveryDeps = {
  smsProviderFor: SmsProviderFor;
  now?: () => Date;
  /** A message is asked about at most this often, the first time this long after it was sent (2 minutes). */
  checkEveryMs?: number;
  /** After this long a message that is still not reported stays 'sent' and is asked about no more (3 days). */
  maxAgeMs?: number;
};

export type DeliveryRun = {
  checked: number;
  delivered: number;
  failed: number;
  pending: number;
  /** Messages whose provider could not be asked (no provider, a refused or failed report): asked again later. */
  unanswered: number;
  errors: string[];
};

export const DEFAULT_CHECK_EVERY_MS = 2 * 60_000;
export const DEFAULT_MAX_AGE_MS = 3 * 24 * 60 * 60_000;
const DEFAULT_LIMIT = 1000;

/** The provider's reason, as the sent list shows it. */
export const undelivered = (reason: string | null) =>
  reason ? `Alıcıya iletilemedi (sağlayıcı: ${reason})` : 'Alıcıya iletilemedi (sağlayıcı sebep bildirmedi)';

const TURKEY_OFFSET = '+03:00';

/**
 * When the provider says a message arrived: an ISO time, or a zoneless one ('2026-03-01 12:00:05',
 * '01.03.2026 12:00:05') read as Türkiye's; `now` when it says none or something unreadable or in the future.
 */
export function deliveredAtOf(at: string | null, now: Date): string {
  const text = (at ?? '').trim();
  let iso: string | null = null;
  const turkish = /^(\d{2})\.(\d{2})\.(\d{4})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(text);
  if (turkish) iso = `${turkish[3]}-${turkish[2]}-${turkish[1]}T${turkish[4]}${TURKEY_OFFSET}`;
  else if (/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text)) {
    iso = `${text.replace(' ', 'T')}${TURKEY_OFFSET}`;
  } else if (/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(text)) iso = text;
  const time = iso ? new Date(iso).getTime() : Number.NaN;
  if (!Number.isFinite(time) || time > now.getTime()) return now.toISOString();
  return new Date(time).toISOString();
}

function outcomeOf(row: DeliveryCheck, report: SmsDelivery | undefined, now: Date): DeliveryOutcome {
  if (!report) return { id: row.id, status: 'pending', report: null };
  if (report.status === 'delivered') {
    return { id: row.id, status: 'delivered', at: deliveredAtOf(report.at, now), report: report.report };
  }
  if (report.status === 'failed') {
    return { id: row.id, status: 'failed', error: undelivered(report.error ?? report.report), report: report.report };
  }
  return { id: row.id, status: 'pending', report: report.report };
}

/** A complex's messages asked of its provider, one request per send of the provider. */
async function askCluster(
  db: Db,
  deps: DeliveryDeps,
  clusterId: number,
  rows: DeliveryCheck[],
  now: Date,
  run: DeliveryRun,
) {
  const account = await smsAccountOf(db, deps.smsProviderFor, clusterId);
  if ('error' in account) {
    run.unanswered += rows.length;
    return [];
  }
  const bySend = new Map<string, DeliveryCheck[]>();
  for (const row of rows) {
    const id = row.provider_message_id ?? '';
    const send = parseMessageId(id)?.sendId ?? id;
    bySend.set(send, [...(bySend.get(send) ?? []), row]);
  }
  const outcomes: DeliveryOutcome[] = [];
  for (const sendRows of bySend.values()) {
    try {
      const ids = sendRows.map((row) => row.provider_message_id ?? '');
      const reports = new Map(
        (await account.provider.deliveries(account.credentials, ids)).map((r) => [r.messageId, r]),
      );
      outcomes.push(...sendRows.map((row) => outcomeOf(row, reports.get(row.provider_message_id ?? ''), now)));
    } catch (error) {
      // Asked again after the wait, as a pending one is; nothing is ever sent again from here.
      run.unanswered += sendRows.length;
      run.errors.push(error instanceof Error ? error.message : String(error));
    }
  }
  return outcomes;
}

/**
 * One pass of the delivery reports: up to `limit` sent SMS of the last three days that were not asked about
 * in the last few minutes are asked of their complex's active provider, grouped per complex and per send.
 * Delivered ones become 'delivered' (with the time), undeliverable ones 'failed' with the reason; the
 * provider's word is kept in `delivery_report`. It only reads reports: nothing is sent or sent again.
 */
export async function pollDeliveriesOnce(
  db: Db,
  deps: DeliveryDeps,
  options: { limit?: number; now?: Date } = {},
): Promise<DeliveryRun> {
  const now = options.now ?? deps.now?.() ?? new Date();
  const rows = await claimDeliveryChecks(db, {
    now: now.toISOString(),
    sentSince: new Date(now.getTime() - (deps.maxAgeMs ?? DEFAULT_MAX_AGE_MS)).toISOString(),
    askedBefore: new Date(now.getTime() - (deps.checkEveryMs ?? DEFAULT_CHECK_EVERY_MS)).toISOString(),
    limit: options.limit ?? DEFAULT_LIMIT,
  });
  const run: DeliveryRun = { checked: rows.length, delivered: 0, failed: 0, pending: 0, unanswered: 0, errors: [] };
  const byCluster = new Map<number, DeliveryCheck[]>();
  for (const row of rows) byCluster.set(row.cluster_id, [...(byCluster.get(row.cluster_id) ?? []), row]);
  const outcomes: DeliveryOutcome[] = [];
  for (const [clusterId, clusterRows] of byCluster) {
    outcomes.push(...(await askCluster(db, deps, clusterId, clusterRows, now, run)));
  }
  await recordDeliveries(db, (options.now ?? deps.now?.() ?? new Date()).toISOString(), outcomes);
  for (const outcome of outcomes) run[outcome.status] += 1;
  return run;
}

type Logger = { info: (o: object, m: string) => void; error: (o: object, m: string) => void };

/** Runs `pollDeliveriesOnce` every `everyMs` (30 s); returns a stop function. */
export function startDeliveryPoller(
  db: Db,
  deps: DeliveryDeps,
  log: Logger,
  options: { everyMs?: number; limit?: number } = {},
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const run = await pollDeliveriesOnce(db, deps, { limit: options.limit });
      if (run.checked) log.info(run, 'notification delivery reports read');
    } catch (error) {
      log.error({ err: error }, 'reading notification delivery reports failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, options.everyMs ?? 30_000);
  timer.unref();
  return () => clearInterval(timer);
}
