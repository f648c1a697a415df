import type { Db } from '../../../db/connection';
import { assertClusterAccess } from '../../../http/auth';
import type { AuthContext } from '../../../http/authContext';
import { HttpError, notFound } from '../../../http/errors';
import { type SmsProviderFor, smsAccountOf } from '../providers/smsAccount';
import { SmsProviderError, withoutSecret } from '../providers/smsHttp';
import { companyCreditOf, storeCompanyCredit } from './smsCredit.repository';

export type SmsCreditDeps = { smsProviderFor: SmsProviderFor; now?: () => Date };
export type SmsCredit = { sms_balance: number; sms_checked_at: string };

export const CREDIT_UNREADABLE = 'SMS bakiyesi sağlayıcıdan okunamadı';
/** After a send, a company's credit is read again at most this often. */
export const CREDIT_REFRESH_AFTER_SEND_MS = 60_000;

/**
 * Reads the credit of the complex's active SMS provider and stores it on the complex's company
 * (`sms_balance`, `sms_checked_at`). No complex is a 404; no provider, or a provider that cannot answer, a 422
 * in Turkish (never the password).
 */
export async function refreshSmsCredit(db: Db, deps: SmsCreditDeps, clusterId: number): Promise<SmsCredit> {
  const company = await companyCreditOf(db, clusterId);
  if (!company) throw notFound();
  const account = await smsAccountOf(db, deps.smsProviderFor, clusterId);
  if ('error' in account) throw new HttpError(422, account.error, { cluster_id: [account.error] });
  let credit: number;
  try {
    credit = await account.provider.balance(account.credentials);
  } catch (error) {
    const reason =
      error instanceof SmsProviderError
        ? error.reason
        : withoutSecret(String((error as Error)?.message ?? error), account.credentials.password);
    const message = `${CREDIT_UNREADABLE}: ${reason}`;
    throw new HttpError(422, message, { cluster_id: [message] });
  }
  // The column holds whole SMS; a provider that counts in fractions is rounded down.
  const balance = Math.trunc(credit);
  const at = (deps.now?.() ?? new Date()).toISOString();
  await storeCompanyCredit(db, company.company_id, balance, at);
  return { sms_balance: balance, sms_checked_at: at };
}

/** The route's refresh: only in a complex the caller may write in (another company's is a 404). */
export async function refreshClusterSmsCredit(
  db: Db,
  deps: SmsCreditDeps,
  auth: AuthContext,
  clusterId: number,
): Promise<SmsCredit> {
  assertClusterAccess(auth, clusterId);
  return refreshSmsCredit(db, deps, clusterId);
}

/**
 * After the sender sent SMS for these complexes: their companies' credit is read again, unless it was read in
 * the last minute. A failure here is not the send's: it is left for the next time.
 */
export async function refreshCreditAfterSend(db: Db, deps: SmsCreditDeps, clusterIds: number[]): Promise<void> {
  const done = new Set<number>();
  for (const clusterId of clusterIds) {
    const company = await companyCreditOf(db, clusterId);
    if (!company || done.has(company.company_id)) continue;
    const now = (deps.now?.() ?? new Date()).getTime();
    const checked = company.sms_checked_at ? new Date(company.sms_checked_at).getTime() : Number.NaN;
    if (now - checked < CREDIT_REFRESH_AFTER_SEND_MS) continue;
    done.add(company.company_id);
    await refreshSmsCredit(db, deps, clusterId).catch(() => undefined);
  }
}
