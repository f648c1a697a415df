import { formatMoney } from '@site/shared';
import { addDays, daysBetween, maxDate, minDate } from './dates';
import { divideHalfUp } from './exact';

/** Spec §3 delay calculation: Aylık 1, Günlük 2. */
export const DELAY_MONTHLY = 1;
export const DELAY_DAILY = 2;

export type LateFeeSettings = {
  /** 1 monthly, 2 daily. */
  method: number;
  /** Rate per month in basis points (500 = 5 %). */
  rateBp: number;
  /** Days after the due date before a debt counts as late. */
  graceDays: number;
};

/** A payment allocated to the debt: from its date on, the principal is smaller. */
export type DebtPayment = { on: string; amount: number };

export type FeeLine = { from: string; to: string; days: number; principal: number; amount: number; text: string };

export type LateFee = { amount: number; lines: FeeLine[]; text: string };

const percent = (rateBp: number) => `%${(rateBp / 100).toLocaleString('tr-TR')}`;

/** The first day a debt is late: the day after its due date and the grace days. */
export const firstLateDay = (dueOn: string, graceDays: number): string => addDays(dueOn, graceDays + 1);

/** The principal still open at the start of `day` (payments made on that day count). */
function openOn(amount: number, payments: DebtPayment[], day: string): number {
  return amount - payments.filter((p) => p.on <= day).reduce((sum, p) => sum + p.amount, 0);
}

/**
 * The late fee of one debt for the days from `from` to `to` (inclusive), on its principal only (never on
 * fees). Daily: principal × rate × days / 30 for each stretch of unchanged principal. Monthly: rate ×
 * the principal open on the window's first late day, once for the window (one calendar month).
 * Every line says how it was computed, in Turkish, as the screens show it.
 */
export function computeLateFee(
  debt: { amount: number; dueOn: string },
  payments: DebtPayment[],
  settings: LateFeeSettings,
  from: string,
  to: string,
): LateFee {
  const start = maxDate(from, firstLateDay(debt.dueOn, settings.graceDays));
  if (start > to || settings.rateBp <= 0) return { amount: 0, lines: [], text: '' };
  // principal × rate (basis points / 10 000) × days / 30, on integers, rounded half up.
  const bp = BigInt(settings.rateBp);

  if (settings.method === DELAY_MONTHLY) {
    const principal = openOn(debt.amount, payments, start);
    if (principal <= 0) return { amount: 0, lines: [], text: '' };
    const amount = Number(divideHalfUp(BigInt(principal) * bp, 10_000n));
    const text = `${formatMoney(principal)} × ${percent(settings.rateBp)} (aylık) = ${formatMoney(amount)}`;
    const days = daysBetween(start, to) + 1;
    return { amount, lines: [{ from: start, to, days, principal, amount, text }], text };
  }

  // Daily: cut the window where a payment changes the principal.
  const cuts = [...new Set(payments.map((p) => p.on).filter((d) => d > start && d <= to))].sort();
  const bounds = [start, ...cuts, addDays(to, 1)];
  const lines: FeeLine[] = [];
  const daily = 300_000n; // 10 000 basis points × 30 days
  let exact = 0n;
  for (let i = 0; i < bounds.length - 1; i++) {
    const segFrom = bounds[i];
    const segTo = addDays(bounds[i + 1], -1);
    const principal = openOn(debt.amount, payments, segFrom);
    const days = daysBetween(segFrom, segTo) + 1;
    if (principal <= 0 || days <= 0) continue;
    const raw = BigInt(principal) * bp * BigInt(days);
    exact += raw;
    const amount = Number(divideHalfUp(raw, daily));
    lines.push({
      from: segFrom,
      to: minDate(segTo, to),
      days,
      principal,
      amount,
      text: `${formatMoney(principal)} × ${percent(settings.rateBp)} × ${days}/30 gün = ${formatMoney(amount)}`,
    });
  }
  // Rounded once over the window, so the stretches never add up to a kuruş more or less than the whole.
  const amount = Number(divideHalfUp(exact, daily));
  return { amount, lines, text: lines.map((l) => l.text).join('; ') };
}
