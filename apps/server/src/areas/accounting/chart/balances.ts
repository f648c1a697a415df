import { sql } from 'kysely';
import type { Period } from '../../../accounting/period';
import type { Db } from '../../../db/connection';
import { entryKey } from './chart';

/** pg returns sums of bigint as text. */
const num = (value: unknown): number => Number(value ?? 0);

/** An account's sums in kuruş: balance before the period, debits and credits within it (both positive). */
export type Sums = { opening: number; debit: number; credit: number };

/** Every account's sums over the period, by account key, in one grouped pass over the journal. */
export async function sumsByAccount(db: Db, clusterId: number, period: Period): Promise<Map<string, Sums>> {
  const before = period.from ? sql`e.occurred_on < ${period.from}` : sql`1 = 0`;
  const rows = await db
    .selectFrom('journal_entries as e')
    .select([
      'e.account_kind',
      'e.account_id',
      'e.resident_id',
      sql<string | number>`coalesce(sum(case when ${before} then e.amount else 0 end), 0)`.as('opening'),
      sql<string | number>`coalesce(sum(case when not (${before}) and e.amount > 0 then e.amount else 0 end), 0)`.as(
        'debit',
      ),
      sql<string | number>`coalesce(sum(case when not (${before}) and e.amount < 0 then -e.amount else 0 end), 0)`.as(
        'credit',
      ),
    ])
    .where('e.cluster_id', '=', clusterId)
    .where('e.occurred_on', '<=', period.to)
    .groupBy(['e.account_kind', 'e.account_id', 'e.resident_id'])
    .execute();
  const sums = new Map<string, Sums>();
  for (const r of rows) {
    const key = entryKey(r.account_kind, r.account_id, r.resident_id);
    const s = sums.get(key) ?? { opening: 0, debit: 0, credit: 0 };
    s.opening += num(r.opening);
    s.debit += num(r.debit);
    s.credit += num(r.credit);
    sums.set(key, s);
  }
  return sums;
}

/** A balance split to its debit or credit column (kuruş, both positive). */
export const sides = (balance: number): { debit: number; credit: number } =>
  balance >= 0 ? { debit: balance, credit: 0 } : { debit: 0, credit: -balance };
