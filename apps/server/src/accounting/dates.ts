/** Calendar arithmetic on 'YYYY-MM-DD' strings, in UTC so no time zone shifts a day. */

const DAY_MS = 86_400_000;

const toUtc = (iso: string): number => Date.parse(`${iso}T00:00:00Z`);
const fromUtc = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export const addDays = (iso: string, days: number): string => fromUtc(toUtc(iso) + days * DAY_MS);

/** Whole days from `a` to `b` (b − a). */
export const daysBetween = (a: string, b: string): number => Math.round((toUtc(b) - toUtc(a)) / DAY_MS);

export const periodOf = (iso: string): string => iso.slice(0, 7);

export const lastDayOfMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The same day `months` later; a day the month lacks becomes its last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(d, lastDayOfMonth(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export const periodStart = (period: string): string => `${period}-01`;

export function periodEnd(period: string): string {
  const [y, m] = period.split('-').map(Number);
  return `${period}-${String(lastDayOfMonth(y, m)).padStart(2, '0')}`;
}

/** 'YYYY-MM' of the month after. */
export const nextPeriod = (period: string): string => periodOf(addMonths(`${period}-01`, 1));

export const today = (): string => new Date().toISOString().slice(0, 10);

export const minDate = (a: string, b: string): string => (a < b ? a : b);
export const maxDate = (a: string, b: string): string => (a > b ? a : b);

/** 'YYYY-MM-DD' → 'dd.MM.yyyy', as Turkish text shows a date. */
export const turkishDate = (iso: string): string => iso.split('-').reverse().join('.');
