import { formatBalance, formatMoney } from '@site/shared';
import type { ExportColumn, ExportRow } from './exportTypes';

// A list value becomes one typed cell that every writer (XLSX, ODS, PDF) shows the same way.

/** Timestamps are stored in UTC and shown on Turkish wall-clock time. */
const TIME_ZONE = 'Europe/Istanbul';

export type Cell =
  | { t: 'empty' }
  | { t: 'text'; text: string }
  | { t: 'money'; kurus: number }
  | { t: 'balance'; kurus: number }
  | { t: 'number'; value: number }
  /** `at` holds the wall-clock time as if it were UTC, which is what spreadsheet date cells store. */
  | { t: 'date'; text: string; at: Date; withTime: boolean };

const EMPTY: Cell = { t: 'empty' };
const wallClockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
export const numberFormat = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 10 });
export const pad = (n: number) => String(n).padStart(2, '0');

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  // pg returns bigint and numeric columns as text.
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return Number.NaN;
}

export function wallClock(instant: Date): { y: number; m: number; d: number; h: number; min: number } {
  const parts: Record<string, number> = {};
  for (const part of wallClockFormat.formatToParts(instant)) parts[part.type] = Number(part.value);
  return { y: parts.year, m: parts.month, d: parts.day, h: parts.hour, min: parts.minute };
}

function dateCell(y: number, m: number, d: number, h: number, min: number, withTime: boolean): Cell {
  const text = `${pad(d)}.${pad(m)}.${y}${withTime ? ` ${pad(h)}:${pad(min)}` : ''}`;
  return { t: 'date', text, at: new Date(Date.UTC(y, m - 1, d, h, min)), withTime };
}

function toInstant(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string') return null;
  let text = value.trim();
  // SQLite's own `datetime('now')` text has no zone; everything stored is UTC.
  if (/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text)) text = `${text.replace(' ', 'T')}Z`;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return null;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

function toCell(value: unknown, kind: ExportColumn['kind']): Cell {
  if (value === null || value === undefined || value === '') return EMPTY;
  switch (kind) {
    case 'money':
    case 'balance': {
      const kurus = toNumber(value);
      if (Number.isSafeInteger(kurus)) return { t: kind, kurus };
      break;
    }
    case 'number': {
      const n = toNumber(value);
      if (Number.isFinite(n)) return { t: 'number', value: n };
      break;
    }
    case 'date': {
      const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim()) : null;
      if (match) return dateCell(Number(match[1]), Number(match[2]), Number(match[3]), 0, 0, false);
      const instant = toInstant(value);
      if (instant) {
        const w = wallClock(instant);
        return dateCell(w.y, w.m, w.d, 0, 0, false);
      }
      break;
    }
    case 'datetime': {
      const instant = toInstant(value);
      if (instant) {
        const w = wallClock(instant);
        return dateCell(w.y, w.m, w.d, w.h, w.min, true);
      }
      break;
    }
    case 'boolean':
      if (value === true || value === 1 || value === '1' || value === 'true') return { t: 'text', text: 'Evet' };
      if (value === false || value === 0 || value === '0' || value === 'false') return { t: 'text', text: 'Hayır' };
      break;
  }
  // Text columns, and anything a typed column could not read, are shown as text.
  return { t: 'text', text: value instanceof Date ? value.toISOString() : String(value) };
}

/** The cell as a person reads it (PDF, column widths). */
export function displayText(cell: Cell): string {
  switch (cell.t) {
    case 'empty':
      return '';
    case 'text':
    case 'date':
      return cell.text;
    case 'money':
      return formatMoney(cell.kurus);
    case 'balance':
      return formatBalance(cell.kurus);
    case 'number':
      return numberFormat.format(cell.value);
  }
}

export function toCells(row: ExportRow, columns: ExportColumn[]): Cell[] {
  return columns.map((column) => toCell(row[column.key], column.kind));
}

/** Sheet names: at most 31 characters, none of []:*?/\ (Excel and ODS alike). */
export function sheetName(title: string): string {
  return (
    title
      .replace(/[[\]:*?/\\]/g, ' ')
      .replace(/^'+|'+$/g, '')
      .trim()
      .slice(0, 31)
      .trim() || 'Liste'
  );
}

export class ColumnWidths {
  readonly widths: number[];
  constructor(columns: ExportColumn[]) {
    this.widths = columns.map((c) => c.header.length);
  }
  add(cells: Cell[]): void {
    cells.forEach((cell, i) => {
      const length = displayText(cell).length;
      if (length > this.widths[i]) this.widths[i] = length;
    });
  }
  /** Character widths with a little padding, kept between 8 and 60. */
  characters(): number[] {
    return this.widths.map((w) => Math.min(60, Math.max(8, w + 2)));
  }
}
