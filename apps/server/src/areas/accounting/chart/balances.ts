import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { todayInTurkey } from '../../../http/clock';
import { HttpError } from '../../../http/errors';
import { entryKey } from './chart';

/** A period; `from` null is from the first line of the journal. */
export type Period = { from: string | null; to: string };

/** pg returns sums of bigint as text. */
const num = (value: unknown): number => Number(value ?? 0);

const monthsBack = (today: string, months: number): string => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - months);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/**
 * The period asked for, or the company's accounting view (Muhasebe Görünümü): 1 Varsayılan and 2 Bu yıl are
 * this year up to today, 3/4/5 the last 3/6/12 months, 6 Tümü the whole journal.
 */
export async function periodOf(
  db: Db,
  clusterId: number,
  dateFrom: string | undefined,
  dateTo: string | undefined,
): Promise<Period> {
  if (dateFrom && dateTo && dateFrom > dateTo)
    throw new HttpError(422, 'Başlangıç tarihi bitiş tarihinden sonra olamaz.', {
      date_from: ['Başlangıç tarihi bitiş tarihinden sonra olamaz.'],
    });
  const today = todayInTurkey();
  const to = dateTo ?? (dateFrom && dateFrom > today ? dateFrom : today);
  if (dateFrom) return { from: dateFrom, to };
  if (dateTo) return { from: null, to };
  const company = await db
    .selectFrom('clusters')
    .innerJoin('companies', 'companies.id', 'clusters.company_id')
    .select('companies.accounting_view_type_id')
    .where('clusters.id', '=', clusterId)
    .executeTakeFirst();
  const view = company?.accounting_view_type_id ?? 1;
  const months: Record<number, number> = { 3: 3, 4: 6, 5: 12 };
  if (view === 6) return { from: null, to };
  const back = months[view];
  return { from: back ? monthsBack(today, back) : `${today.slice(0, 4)}-01-01`, to };
}

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
