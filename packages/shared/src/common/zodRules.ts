/**
 * Zod 4 field builders carrying the Turkish messages of spec §5, so the server's
 * 422 errors and the web forms say the same thing. Each field reports one message:
 * checks abort in order (missing → format → length → checksum).
 */
import { z } from 'zod';
import * as messages from './messages';
import { hasAtMostTwoDecimals } from './money';
import { requiredOr, typeMessages } from './zodErrors';

/** Default upper bound of date inputs (spec §5). */
export const DATE_MAX = '2099-12-12';
export const TCKN_LENGTH = 11;
export const VKN_LENGTH = 10;

export const DIGITS = /^\d+$/;

/** 'YYYY-MM-DD' naming a real calendar day (no 2024-02-30). */
export function isValidIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0..99 to 1900..1999; setUTCFullYear keeps the typed year.
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** 'YYYY-MM-DD' → 'DD.MM.YYYY', the Turkish display form used in date messages. */
const toTurkishDate = (iso: string): string => iso.split('-').reverse().join('.');

/** Trimmed string; missing, non-string or blank → 'Zorunlu alan'. */
export function requiredBase() {
  return z
    .string({ error: requiredOr(typeMessages.text) })
    .trim()
    .min(1, { error: messages.required, abort: true });
}

export function requiredString(max?: number) {
  const schema = requiredBase();
  return max === undefined ? schema : schema.max(max, { error: messages.maxLength(max) });
}

/** Absent or any string (empty allowed), trimmed, with an optional max length. */
export function optionalString(max?: number) {
  const schema = z.string().trim();
  return (max === undefined ? schema : schema.max(max, { error: messages.maxLength(max) })).optional();
}

export function emailField(max?: number) {
  const schema = requiredBase().regex(z.regexes.email, { error: messages.email, abort: true });
  return max === undefined ? schema : schema.max(max, { error: messages.maxLength(max) });
}

/** Digits only, optionally of an exact length. */
export function digitsField(length?: number) {
  const schema = requiredBase().regex(DIGITS, { error: messages.digitsOnly, abort: true });
  return length === undefined ? schema : schema.length(length, { error: messages.exactLength(length) });
}

export type NumberBounds = { min?: number; max?: number };

/** Lira amount with at most two decimals; limits are shown as money (9.999.999,99). */
export function moneyField({ min, max }: NumberBounds = {}) {
  let schema = z
    .number({ error: requiredOr(typeMessages.number) })
    .refine(hasAtMostTwoDecimals, { error: messages.moneyDecimals, abort: true });
  if (min !== undefined) schema = schema.min(min, { error: messages.minValue(min, true) });
  if (max !== undefined) schema = schema.max(max, { error: messages.maxValue(max, true) });
  return schema;
}

/** The largest id or count a column holds (a 4-byte integer on PostgreSQL). */
export const INT_MAX = 2_147_483_647;

/**
 * Whole number (e.g. receipt copies 1 to 100); a fraction reads as 'Sadece rakam girmelisiniz.'.
 * Without a max it stops at INT_MAX, so no id or count reaches the database out of range.
 */
export function integerField({ min, max = INT_MAX }: NumberBounds = {}) {
  let schema = z.number({ error: requiredOr(typeMessages.number) }).int({ error: messages.digitsOnly, abort: true });
  if (min !== undefined) schema = schema.min(min, { error: messages.minValue(min) });
  return schema.max(max, { error: messages.maxValue(max) });
}

/** An id in a path or query string (text, coerced): 1 to INT_MAX. */
export const idParam = z.coerce
  .number({ error: requiredOr(typeMessages.number) })
  .int({ error: messages.digitsOnly })
  .min(1, { error: messages.minValue(1) })
  .max(INT_MAX, { error: messages.maxValue(INT_MAX) });

/** Spec §5: required arrays must be non-empty. */
export function requiredArray<T extends z.ZodType>(item: T) {
  return z.array(item, { error: requiredOr(typeMessages.list) }).min(1, { error: messages.required });
}

/** 'YYYY-MM-DD' real date, not after 2099-12-12. */
export function dateField() {
  return requiredBase()
    .refine(isValidIsoDate, { error: messages.date, abort: true })
    .refine((value) => value <= DATE_MAX, { error: messages.dateBefore(toTurkishDate(DATE_MAX)) });
}

/** The earliest date of money: a collection, an invoice, a due date (a birth date or a move-in may be older). */
export const MONEY_DATE_MIN = '2000-01-01';

/** A date on which money moves: a real day from 01.01.2000 to 12.12.2099. */
export function moneyDateField() {
  return dateField().refine((value) => value >= MONEY_DATE_MIN, {
    error: messages.dateAfter(toTurkishDate(MONEY_DATE_MIN)),
  });
}

/** The due date of `day` in month `period` (YYYY-MM), the month's last day when it is shorter. */
export function dueDateOf(period: string, day: number): string {
  const [year, month] = period.split('-').map(Number);
  const lastDay = new Date(0);
  // Day 0 of the next month is this month's last day; setUTCFullYear keeps years below 100 as typed.
  lastDay.setUTCFullYear(year, month, 0);
  return `${period}-${String(Math.min(day, lastDay.getUTCDate())).padStart(2, '0')}`;
}
