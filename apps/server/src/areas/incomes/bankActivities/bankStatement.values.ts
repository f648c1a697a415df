import { isValidIsoDate, toKurus } from '@site/shared';

// The values of statement cells: dates and Turkish amounts as the banks write them.

/** A statement cell as read from CSV (text) or XLSX (text, number or date). */
export type Cell = string | number | Date | null;

export const isBlank = (cell: Cell) => cell === null || (typeof cell === 'string' && cell.trim() === '');

/** 'YYYY-MM-DD' as a Turkish reader writes it: 'dd.MM.yyyy'. */
export const turkishDate = (iso: string) => iso.split('-').reverse().join('.');

/** An Excel serial day number (1900 date system) as 'YYYY-MM-DD'. */
function excelSerialToIso(serial: number): string | null {
  if (serial < 20_000 || serial > 80_000) return null;
  const date = new Date(Date.UTC(1899, 11, 30) + Math.floor(serial) * 86_400_000);
  return date.toISOString().slice(0, 10);
}

/**
 * 'dd.MM.yyyy' (also with `/` or `-`, a two-digit year or a time after it), 'yyyy-MM-dd', an XLSX date
 * or serial → 'YYYY-MM-DD'; anything else → null.
 */
export function parseStatementDate(cell: Cell): string | null {
  if (cell === null) return null;
  if (cell instanceof Date) {
    // exceljs gives a date cell as that wall-clock day at UTC midnight.
    return Number.isNaN(cell.getTime()) ? null : cell.toISOString().slice(0, 10);
  }
  if (typeof cell === 'number') return excelSerialToIso(cell);
  const text = cell.trim();
  let y: number;
  let m: number;
  let d: number;
  let match = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4}|\d{2})(?:[ T]\d{1,2}[:.]\d{2}(?:[:.]\d{2})?)?$/.exec(text);
  if (match) {
    d = Number(match[1]);
    m = Number(match[2]);
    y = Number(match[3]);
    if (match[3].length === 2) y += 2000;
  } else {
    match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T].*)?$/.exec(text);
    if (!match) return null;
    y = Number(match[1]);
    m = Number(match[2]);
    d = Number(match[3]);
  }
  const iso = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return isValidIsoDate(iso) ? iso : null;
}

/**
 * A Turkish statement amount → signed kuruş: '1.234,56', '-1.234,56', '1234,56', '12.500' (twelve
 * thousand five hundred), '1,234.56', '(250,00)', '250,00-', with ₺/TL/TRY; an XLSX number as it is.
 */
export function parseStatementAmount(cell: Cell): number | null {
  if (cell === null || cell instanceof Date) return null;
  if (typeof cell === 'number') return Number.isFinite(cell) ? toKurus(cell) : null;
  let text = cell
    .replace(/[\s\u00a0]/g, '')
    .replace(/₺|TL|TRY/gi, '')
    .trim();
  if (!text) return null;
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  }
  if (text.endsWith('-')) {
    negative = !negative;
    text = text.slice(0, -1);
  } else if (text.startsWith('-')) {
    negative = !negative;
    text = text.slice(1);
  } else if (text.startsWith('+')) text = text.slice(1);
  if (!/^\d[\d.,]*$/.test(text) || /[.,]$/.test(text)) return null;

  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  let decimalMark: string | null = null;
  let groupMark: string | null = null;
  if (lastComma >= 0 && lastDot >= 0) {
    decimalMark = lastComma > lastDot ? ',' : '.';
    groupMark = decimalMark === ',' ? '.' : ',';
  } else if (lastComma >= 0) {
    if (text.indexOf(',') === lastComma) decimalMark = ',';
    else groupMark = ',';
  } else if (lastDot >= 0) {
    // Turkish statements group thousands with dots: '12.500' is 12500, '12.50' is 12,50.
    if (text.indexOf('.') !== lastDot || text.length - lastDot - 1 === 3) groupMark = '.';
    else decimalMark = '.';
  }
  let int = text;
  let frac = '';
  if (decimalMark) {
    int = text.slice(0, text.lastIndexOf(decimalMark));
    frac = text.slice(text.lastIndexOf(decimalMark) + 1);
  }
  if (groupMark) {
    const groups = int.split(groupMark);
    if (!/^\d{1,3}$/.test(groups[0]) || !groups.slice(1).every((g) => /^\d{3}$/.test(g))) return null;
    int = groups.join('');
  }
  if (!/^\d+$/.test(int) || !/^\d*$/.test(frac)) return null;
  const kurus = toKurus(`${int}${frac ? `.${frac}` : ''}`);
  return negative ? -kurus : kurus;
}

/** Text of a cell as a person reads it (dates dd.MM.yyyy, numbers with a decimal comma). */
export function cellText(cell: Cell): string {
  if (cell === null) return '';
  if (cell instanceof Date) {
    const iso = parseStatementDate(cell);
    return iso ? turkishDate(iso) : '';
  }
  if (typeof cell === 'number') return String(cell).replace('.', ',');
  return cell.trim();
}
