import { type Expression, type SqlBool, sql } from 'kysely';
import { addDays, addMonths, daysBetween, periodEnd } from '../../../accounting/dates';
import type { Period } from '../../../accounting/period';

/**
 * The figures of an operating report: kuruş per line and month ('YYYY-MM'). A line is an income or expense
 * account ('income_type:3', 'expense_type:7', 'other_income:2') or one no account stands for (`FIXED_LINES`).
 */
export type Figures = Map<string, Map<string, number>>;

/** Lines of the cash basis that are no type: collections not paying a typed debt, and refunds paid out. */
export const FIXED_LINES = {
  advance: { section: 'income', name: 'Avans / Fazla Tahsilat' },
  opening_debts: { section: 'income', name: 'Devir Borç Tahsilatı' },
  refunds: { section: 'expense', name: 'İadeler (Diğer Gider)' },
} as const;

export type Section = 'income' | 'expense';

export const sectionOf = (key: string): Section =>
  key.startsWith('expense_type:') || key === 'refunds' ? 'expense' : 'income';

export function addFigure(figures: Figures, key: string, month: string, amount: number): void {
  if (amount === 0) return;
  let months = figures.get(key);
  if (!months) {
    months = new Map();
    figures.set(key, months);
  }
  months.set(month, (months.get(month) ?? 0) + amount);
}

/** The kuruş of one line over every month. */
export const lineTotal = (months: Map<string, number> | undefined): number =>
  months ? [...months.values()].reduce((a, b) => a + b, 0) : 0;

/** The total of a section's lines. */
export const sectionTotal = (figures: Figures, section: Section): number =>
  [...figures].filter(([key]) => sectionOf(key) === section).reduce((sum, [, months]) => sum + lineTotal(months), 0);

/** 'YYYY-MM' of a date column, on both dialects. */
export const monthOf = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 7)`;

/** `column` within the period (a period from the first line has no lower bound). */
export const withinPeriod = (column: string, period: Period): Expression<SqlBool> =>
  period.from === null
    ? sql<SqlBool>`${sql.ref(column)} <= ${period.to}`
    : sql<SqlBool>`${sql.ref(column)} >= ${period.from} and ${sql.ref(column)} <= ${period.to}`;

/** `column` outside the period. */
export const outsidePeriod = (column: string, period: Period): Expression<SqlBool> =>
  period.from === null
    ? sql<SqlBool>`${sql.ref(column)} > ${period.to}`
    : sql<SqlBool>`(${sql.ref(column)} < ${period.from} or ${sql.ref(column)} > ${period.to})`;

/**
 * The previous period of the same length: whole months move back by their number of months (January–June
 * 2026 → July–December 2025), any other period by its number of days. None for a period from the first line.
 */
export function previousPeriod(period: Period): { from: string; to: string } | null {
  if (period.from === null) return null;
  const wholeMonths = period.from.endsWith('-01') && period.to === periodEnd(period.to.slice(0, 7));
  if (wholeMonths) {
    const months =
      (Number(period.to.slice(0, 4)) - Number(period.from.slice(0, 4))) * 12 +
      Number(period.to.slice(5, 7)) -
      Number(period.from.slice(5, 7)) +
      1;
    const from = addMonths(period.from, -months);
    return { from, to: addDays(period.from, -1) };
  }
  const to = addDays(period.from, -1);
  return { from: addDays(to, -daysBetween(period.from, period.to)), to };
}
