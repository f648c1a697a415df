import type { Db } from '../db/connection';
import { todayInTurkey } from '../http/clock';
import { HttpError } from '../http/errors';

/** A period of the journal, both ends included; `from` null is from the first line. */
export type Period = { from: string | null; to: string };

const monthsBack = (today: string, months: number): string => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - months);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

const BACK_MONTHS: Record<number, number> = { 3: 3, 4: 6, 5: 12 };

/**
 * The period asked for, or the company's accounting view (Muhasebe Görünümü, spec §3): 1 Varsayılan and
 * 2 Bu yıl are this year up to today, 3/4/5 the last 3/6/12 months, 6 Tümü the whole journal. Only `dateTo` is
 * from the first line; only `dateFrom` is to today (or that day, when it is later). `dateFrom` after `dateTo`
 * is a 422.
 */
export async function companyPeriod(
  db: Db,
  companyId: number | null,
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
  const company =
    companyId === null
      ? undefined
      : await db
          .selectFrom('companies')
          .select('accounting_view_type_id')
          .where('id', '=', companyId)
          .executeTakeFirst();
  const view = company?.accounting_view_type_id ?? 1;
  if (view === 6) return { from: null, to };
  const back = BACK_MONTHS[view];
  return { from: back ? monthsBack(today, back) : `${today.slice(0, 4)}-01-01`, to };
}

/** `companyPeriod` for a complex: its company's accounting view. */
export async function clusterPeriod(
  db: Db,
  clusterId: number,
  dateFrom: string | undefined,
  dateTo: string | undefined,
): Promise<Period> {
  if (dateFrom && dateTo) return companyPeriod(db, null, dateFrom, dateTo);
  const row = await db.selectFrom('clusters').select('company_id').where('id', '=', clusterId).executeTakeFirst();
  return companyPeriod(db, row?.company_id ?? null, dateFrom, dateTo);
}

const turkishDate = (iso: string | null) => (iso ? iso.split('-').reverse().join('.') : 'Başlangıç');

/** '01.01.2026 - 27.11.2026', as reports print their period. */
export const periodLabel = (p: Period): string => `${turkishDate(p.from)} - ${turkishDate(p.to)}`;

/** The 'YYYY-MM' months a period touches (from its first month; a period from the start begins at `firstMonth`). */
export function monthsOf(p: Period, firstMonth?: string): string[] {
  const start = (p.from ?? `${firstMonth ?? p.to.slice(0, 7)}-01`).slice(0, 7);
  const end = p.to.slice(0, 7);
  const months: string[] = [];
  let [y, m] = start.split('-').map(Number) as [number, number];
  while (`${y}-${String(m).padStart(2, '0')}` <= end) {
    months.push(`${y}-${String(m).padStart(2, '0')}`);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return months;
}
