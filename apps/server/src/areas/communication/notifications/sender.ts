import { NOTIFICATION_CHANNEL } from '@site/shared';
import type { Db } from '../../../db/connection';
import type { Mailer } from '../../../kernel/mailer';
import { type SmsProviderFor, smsAccountOf } from '../providers/smsAccount';
import type { SmsProvider } from '../providers/smsProvider';
import {
  advanceBatches,
  type ClaimedNotification,
  claimQueued,
  markHanded,
  type Outcome,
  recordOutcomes,
  requeueExpired,
} from './queue.repository';
import { refreshCreditAfterSend } from './smsCredit.service';

export { NO_SMS_ADAPTER, NO_SMS_PROVIDER } from '../providers/smsAccount';
export const NO_MAILER = 'E-posta sunucusu tanımlı değil.';

export type SenderDeps = {
  /** The adapter of a notification provider of types/generic (1 GoldSMS, 2 MasGSM); null when there is none. */
  smsProviderFor: SmsProviderFor;
  mailer: Mailer | null;
  now?: () => Date;
  /** Tries of one message before it fails for good (default 5). */
  maxAttempts?: number;
  /** The wait before try `attempt + 1` after a retryable error (default 30 s doubling, at most an hour). */
  backoffMs?: (attempt: number) => number;
  /** How long a claimed row stays this process's before another may take it again (default 5 minutes). */
  lockMs?: number;
};

export type SenderRun = { claimed: number; sent: number; retried: number; failed: number; requeued: number };

const DEFAULT_MAX_ATTEMPTS = 5;
export const defaultBackoffMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 3_600_000);

type Ctx = {
  db: Db;
  deps: SenderDeps;
  now: Date;
  processId: string;
  maxAttempts: number;
  backoffMs: (attempt: number) => number;
};

/** Records that these rows go to the provider now: from here on a stop leaves them uncertain, never resent. */
const handOver = (ctx: Ctx, rows: ClaimedNotification[]) =>
  markHanded(
    ctx.db,
    ctx.processId,
    rows.map((row) => row.id),
    (ctx.deps.now?.() ?? new Date()).toISOString(),
  );

/** A refusal: tried again later while tries remain and it may succeed then, failed otherwise. */
function refusal(ctx: Ctx, row: ClaimedNotification, error: string, retryable: boolean): Outcome {
  if (!retryable || row.attempts >= ctx.maxAttempts) return { id: row.id, status: 'failed', error };
  const nextAttemptAt = new Date(ctx.now.getTime() + ctx.backoffMs(row.attempts)).toISOString();
  return { id: row.id, status: 'queued', nextAttemptAt, error };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One complex's SMS through its provider (our notification id goes along as `ref`). A message is sent at most
 * once: rows are marked handed over first, a stop after that leaves them failed as uncertain, and a failure the
 * provider may have sent despite (a timeout) is final; only refusals before sending are tried again.
 */
async function sendSms(ctx: Ctx, clusterId: number, rows: ClaimedNotification[]): Promise<Outcome[]> {
  const account = await smsAccountOf(ctx.db, ctx.deps.smsProviderFor, clusterId);
  if ('error' in account) return rows.map((row) => refusal(ctx, row, account.error, false));
  const { provider, credentials } = account;
  let results: Awaited<ReturnType<SmsProvider['send']>>;
  await handOver(ctx, rows);
  try {
    results = await provider.send(
      credentials,
      rows.map((row) => ({ ref: String(row.id), to: row.to_address, text: row.body })),
    );
  } catch (error) {
    // An adapter that threw after the request went out: the messages may have been sent, so none goes again.
    return rows.map((row) => refusal(ctx, row, messageOf(error), false));
  }
  const byRef = new Map(results.map((result) => [result.ref, result]));
  return rows.map((row) => {
    const result = byRef.get(String(row.id));
    if (!result)
      return refusal(ctx, row, 'Sağlayıcı bu mesaj için yanıt vermedi; gitmiş olabilir, yeniden gönderilmedi.', false);
    if (result.ok) return { id: row.id, status: 'sent', providerMessageId: result.messageId };
    return refusal(ctx, row, result.error, result.retryable);
  });
}

async function sendEmail(ctx: Ctx, row: ClaimedNotification): Promise<Outcome> {
  const mailer = ctx.deps.mailer;
  if (!mailer) return refusal(ctx, row, NO_MAILER, false);
  await handOver(ctx, [row]);
  try {
    await mailer.send({ to: row.to_address, subject: row.subject ?? '', text: row.body });
    return { id: row.id, status: 'sent', providerMessageId: null };
  } catch (error) {
    return refusal(ctx, row, messageOf(error), true);
  }
}

async function outcomesOf(ctx: Ctx, rows: ClaimedNotification[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const smsByCluster = new Map<number, ClaimedNotification[]>();
  for (const row of rows) {
    if (row.channel_id === NOTIFICATION_CHANNEL.sms) {
      smsByCluster.set(row.cluster_id, [...(smsByCluster.get(row.cluster_id) ?? []), row]);
    } else if (row.channel_id === NOTIFICATION_CHANNEL.email) {
      outcomes.push(await sendEmail(ctx, row));
    } else {
      // An in-app notification is delivered by being stored: the resident's app reads it from the table.
      outcomes.push({ id: row.id, status: 'sent', providerMessageId: null });
    }
  }
  for (const [clusterId, sms] of smsByCluster) outcomes.push(...(await sendSms(ctx, clusterId, sms)));
  return outcomes;
}

/**
 * One pass of the sender: rows of stopped processes go back to the queue, up to `limit` due rows are claimed
 * and sent, each outcome is recorded, and batches move on (scheduled → sending → done). Safe to run in any
 * number of processes at once.
 */
export async function runSenderOnce(
  db: Db,
  deps: SenderDeps,
  options: { processId: string; limit?: number },
): Promise<SenderRun> {
  const now = deps.now?.() ?? new Date();
  const nowIso = now.toISOString();
  const ctx: Ctx = {
    db,
    deps,
    now,
    processId: options.processId,
    maxAttempts: deps.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    backoffMs: deps.backoffMs ?? defaultBackoffMs,
  };
  const requeued = await requeueExpired(db, nowIso);
  const lockedUntil = new Date(now.getTime() + (deps.lockMs ?? 300_000)).toISOString();
  const rows = await claimQueued(db, {
    processId: options.processId,
    now: nowIso,
    lockedUntil,
    limit: options.limit ?? 200,
  });
  const outcomes = await outcomesOf(ctx, rows);
  // Outcomes are written at the time they happened, not the time of the claim.
  const doneAt = (deps.now?.() ?? new Date()).toISOString();
  await recordOutcomes(db, options.processId, doneAt, outcomes);
  await advanceBatches(db, doneAt);
  // The companies whose complexes just sent SMS read their credit again (at most once a minute each).
  const sentIds = new Set(outcomes.filter((o) => o.status === 'sent').map((o) => o.id));
  const smsClusters = rows.filter((r) => r.channel_id === NOTIFICATION_CHANNEL.sms && sentIds.has(r.id));
  await refreshCreditAfterSend(db, deps, [...new Set(smsClusters.map((r) => r.cluster_id))]);
  const count = (status: Outcome['status']) => outcomes.filter((o) => o.status === status).length;
  return { claimed: rows.length, sent: count('sent'), retried: count('queued'), failed: count('failed'), requeued };
}

type Logger = { info: (o: object, m: string) => void; error: (o: object, m: string) => void };

/**
 * Runs the sender every `everyMs` (and again at once while a pass found a full page); returns a stop function.
 */
export function startNotificationSender(
  db: Db,
  deps: SenderDeps,
  log: Logger,
  options: { processId: string; everyMs?: number; limit?: number },
): () => void {
  const limit = options.limit ?? 200;
  let running = false;
  let stopped = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      for (;;) {
        const run = await runSenderOnce(db, deps, { processId: options.processId, limit });
        if (run.claimed || run.requeued) log.info(run, 'notifications sent');
        if (stopped || run.claimed < limit) break;
      }
    } catch (error) {
      log.error({ err: error }, 'sending notifications failed');
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(tick, options.everyMs ?? 5_000);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
