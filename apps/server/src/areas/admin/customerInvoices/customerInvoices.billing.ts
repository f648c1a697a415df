// The arithmetic of customer billing: periods, days of overlap, proration and KDV, all in integer kuruş.
// No database here: customerInvoices.issue.ts reads the rows and writes the invoices.

const DAY_MS = 86_400_000;
const MONTHS = [
  'Ocak',
  'Şubat',
  'Mart',
  'Nisan',
  'Mayıs',
  'Haziran',
  'Temmuz',
  'Ağustos',
  'Eylül',
  'Ekim',
  'Kasım',
  'Aralık',
];

/** A billing period: a calendar month ('2026-11') or a calendar year ('2026'), both ends included. */
export type Period = { key: string; isYearly: boolean; start: string; end: string; days: number; label: string };

/** 'YYYY-MM-DD' as a day number (days since 1970-01-01, UTC). */
export const dayNumber = (iso: string): number => {
  const [y, m, d] = iso.split('-').map(Number);
  return Date.UTC(y, m - 1, d) / DAY_MS;
};

const isoOfDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

export const addDays = (iso: string, days: number): string => isoOfDay(dayNumber(iso) + days);

export function monthPeriod(month: string): Period {
  const [y, m] = month.split('-').map(Number);
  const start = `${month}-01`;
  const end = isoOfDay(Date.UTC(y, m, 0) / DAY_MS);
  return {
    key: month,
    isYearly: false,
    start,
    end,
    days: dayNumber(end) - dayNumber(start) + 1,
    label: `${MONTHS[m - 1]} ${y}`,
  };
}

export function yearPeriod(year: number): Period {
  const start = `${year}-01-01`;
  const end = `${year}-12-31`;
  return {
    key: String(year),
    isYearly: true,
    start,
    end,
    days: dayNumber(end) - dayNumber(start) + 1,
    label: `${year} yılı`,
  };
}

/** Days (both ends included) that every range shares; an open end (null) runs for ever. 0 when they do not meet. */
export function overlapDays(...ranges: { start: string; end: string | null }[]): number {
  let from = Number.NEGATIVE_INFINITY;
  let to = Number.POSITIVE_INFINITY;
  for (const range of ranges) {
    from = Math.max(from, dayNumber(range.start));
    if (range.end !== null) to = Math.min(to, dayNumber(range.end));
  }
  return to >= from ? to - from + 1 : 0;
}

/**
 * `total × days / periodDays`, rounded half up to a kuruş, in integers only. Each line is rounded once; the
 * invoice's amount is the sum of its rounded lines, so the lines always add up to it exactly.
 */
export function prorate(total: number, days: number, periodDays: number): number {
  if (days >= periodDays) return total;
  return Math.floor((2 * total * days + periodDays) / (2 * periodDays));
}

/** KDV of an amount at `rate` percent, rounded half up to a kuruş. */
export function taxOf(amount: number, rate: number): number {
  return Math.floor((2 * amount * rate + 100) / 200);
}

/** A product a customer holds (`amount` kuruş per house). */
export type Holding = {
  customer_product_id: number;
  product_id: number;
  product_description: string;
  amount: number;
  starts_on: string;
  ends_on: string | null;
};

/** A complex a customer runs, with its house count. */
export type Complex = {
  cluster_id: number;
  cluster_name: string;
  starts_on: string;
  ends_on: string | null;
  house_count: number;
};

export type BilledLine = {
  customer_product_id: number;
  product_id: number;
  cluster_id: number;
  description: string;
  house_count: number;
  days: number;
  period_days: number;
  unit_amount: number;
  amount: number;
};

/**
 * One line per product and complex that meet within the period: the product's amount per house × the complex's
 * houses × the days both run in the period / the period's days. A line that comes to nothing is left out.
 */
export function billLines(period: Period, holdings: Holding[], complexes: Complex[]): BilledLine[] {
  const lines: BilledLine[] = [];
  const range = { start: period.start, end: period.end };
  for (const holding of holdings) {
    for (const complex of complexes) {
      const days = overlapDays(
        range,
        { start: holding.starts_on, end: holding.ends_on },
        { start: complex.starts_on, end: complex.ends_on },
      );
      if (days === 0 || complex.house_count === 0) continue;
      const amount = prorate(holding.amount * complex.house_count, days, period.days);
      if (amount <= 0) continue;
      const share = days === period.days ? '' : `, ${days}/${period.days} gün`;
      lines.push({
        customer_product_id: holding.customer_product_id,
        product_id: holding.product_id,
        cluster_id: complex.cluster_id,
        description: `${holding.product_description} - ${complex.cluster_name} (${period.label}, ${complex.house_count} konut${share})`,
        house_count: complex.house_count,
        days,
        period_days: period.days,
        unit_amount: holding.amount,
        amount,
      });
    }
  }
  return lines;
}

/** The invoice's money: the lines' sum, its KDV and the two together. */
export function totalsOf(lineAmounts: number[], taxRate: number) {
  const amount = lineAmounts.reduce((sum, a) => sum + a, 0);
  const tax_amount = taxOf(amount, taxRate);
  return { amount, tax_rate: taxRate, tax_amount, amount_tax_included: amount + tax_amount };
}
