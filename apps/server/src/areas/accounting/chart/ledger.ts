import { type SqlBool, sql } from 'kysely';
import type { Period } from '../../../accounting/period';
import type { Db } from '../../../db/connection';
import { transactionKindLabel } from '../../activities';

export const documentOf = (kind: string, transactionId: number): string =>
  `${transactionKindLabel(kind)} #${transactionId}`;

/** The journal lines of one account key (see chart.ts): receivables by resident, the rest by kind and id. */
function accountFilter(kind: string, id: number | null) {
  if (kind === 'resident') return sql<SqlBool>`e.account_kind in ('house', 'resident') and e.resident_id = ${id}`;
  if (kind === 'receivable') return sql<SqlBool>`e.account_kind in ('house', 'resident') and e.resident_id is null`;
  return id === null
    ? sql<SqlBool>`e.account_kind = ${kind} and e.account_id is null`
    : sql<SqlBool>`e.account_kind = ${kind} and e.account_id = ${id}`;
}

/**
 * One account's sums over the period (kuruş): the balance before it, debits and credits within it. Read by
 * the account's own index range, not by grouping the whole journal.
 */
export async function accountSums(
  db: Db,
  clusterId: number,
  account: { kind: string; id: number | null },
  period: Period,
): Promise<{ opening: number; debit: number; credit: number }> {
  const before = period.from ? sql<SqlBool>`e.occurred_on < ${period.from}` : sql<SqlBool>`1 = 0`;
  const row = await db
    .selectFrom('journal_entries as e')
    .select([
      sql<string | number>`coalesce(sum(case when ${before} then e.amount else 0 end), 0)`.as('opening'),
      sql<string | number>`coalesce(sum(case when not (${before}) and e.amount > 0 then e.amount else 0 end), 0)`.as(
        'debit',
      ),
      sql<string | number>`coalesce(sum(case when not (${before}) and e.amount < 0 then -e.amount else 0 end), 0)`.as(
        'credit',
      ),
    ])
    .where('e.cluster_id', '=', clusterId)
    .where(accountFilter(account.kind, account.id))
    .where('e.occurred_on', '<=', period.to)
    .executeTakeFirstOrThrow();
  return { opening: Number(row.opening), debit: Number(row.debit), credit: Number(row.credit) };
}

export type LedgerLine = {
  id: number;
  transaction_id: number;
  occurred_on: string;
  kind: string;
  description: string | null;
  amount: number;
  /** The period's running sum up to this line, in kuruş (add the opening for the balance). */
  running: number;
};

/**
 * The account's lines of the period in journal order (date, then id), each with the running sum of the period
 * up to it, so a page far into the period still carries the right balance: the sum of the lines before the page
 * is one aggregate over them, and the page's own lines are added on in order (no window over the whole period).
 */
export async function ledgerLines(
  db: Db,
  clusterId: number,
  account: { kind: string; id: number | null },
  period: Period,
  page?: { limit: number; offset: number },
): Promise<{ total: number; lines: LedgerLine[] }> {
  const within = db
    .selectFrom('journal_entries as e')
    .where('e.cluster_id', '=', clusterId)
    .where(accountFilter(account.kind, account.id))
    .where('e.occurred_on', '<=', period.to)
    .$if(period.from !== null, (q) => q.where('e.occurred_on', '>=', period.from as string));
  const counted = await within.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  let running = 0;
  if (page && page.offset > 0) {
    const earlier = within.select('e.amount').orderBy('e.occurred_on').orderBy('e.id').limit(page.offset);
    const sum = await db
      .selectFrom(earlier.as('b'))
      .select(sql<string | number>`coalesce(sum(b.amount), 0)`.as('s'))
      .executeTakeFirstOrThrow();
    running = Number(sum.s);
  }
  const rows = await within
    .innerJoin('journal_transactions as t', 't.id', 'e.transaction_id')
    .select((eb) => [
      'e.id',
      'e.transaction_id',
      'e.occurred_on',
      't.kind',
      eb.fn.coalesce('e.description', 't.description').as('description'),
      'e.amount',
    ])
    .orderBy('e.occurred_on')
    .orderBy('e.id')
    .$if(page !== undefined, (q) => q.limit(page?.limit ?? 0).offset(page?.offset ?? 0))
    .execute();
  return {
    total: Number(counted.n),
    lines: rows.map((r) => {
      running += Number(r.amount);
      return { ...r, amount: Number(r.amount), running };
    }),
  };
}
