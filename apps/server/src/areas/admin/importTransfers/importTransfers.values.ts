import { isValidPhone, isValidTckn } from '@site/shared';

// Forgiving readers of one cell each: what a customer's spreadsheet holds, as the database stores it. Each
// answers { value } or { error } (the Turkish message without the row, which the checker adds).

/** A cell as the file reader gives it: text, a number (Excel dates are day numbers), or nothing. */
export type Cell = string | number | boolean | null | undefined;
export type Read<T> = { value: T; error?: undefined } | { value?: undefined; error: string };

const ok = <T>(value: T): Read<T> => ({ value });
const fail = <T>(error: string): Read<T> => ({ error });

/** The cell as trimmed text ('' when empty). */
export function textOf(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isInteger(cell) ? String(cell) : String(cell);
  return String(cell).replace(/\s+/g, ' ').trim();
}

/** Lower case the Turkish way, without accents and without anything but letters and digits. */
export function foldKey(value: string): string {
  return value
    .toLocaleLowerCase('tr')
    .replace(/ç/g, 'c')
    .replace(/ğ/g, 'g')
    .replace(/ı/g, 'i')
    .replace(/ö/g, 'o')
    .replace(/ş/g, 's')
    .replace(/ü/g, 'u')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]/g, '');
}

const pad = (n: number) => String(n).padStart(2, '0');

function isoDate(y: number, m: number, d: number): string | null {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  if (y < 1900 || y > 2100) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** An Excel day number (days since 1899-12-30) as YYYY-MM-DD. */
function fromSerial(serial: number): string | null {
  if (serial < 1 || serial > 80_000) return null;
  const date = new Date(Date.UTC(1899, 11, 30) + Math.floor(serial) * 86_400_000);
  return isoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

export const DATE_MESSAGE = 'Tarih GG.AA.YYYY biçiminde olmalıdır (ör. 31.12.2025).';

/** dd.MM.yyyy (also with / or -, one-digit day and month), yyyy-mm-dd, or an Excel date. Empty: null. */
export function parseDate(cell: Cell): Read<string | null> {
  if (typeof cell === 'number') return fromSerial(cell) ? ok(fromSerial(cell)) : fail(DATE_MESSAGE);
  const text = textOf(cell);
  if (!text) return ok(null);
  let match = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})(?:\s.*)?$/.exec(text);
  if (match) {
    const date = isoDate(Number(match[3]), Number(match[2]), Number(match[1]));
    return date ? ok(date) : fail(DATE_MESSAGE);
  }
  match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T\s].*)?$/.exec(text);
  if (match) {
    const date = isoDate(Number(match[1]), Number(match[2]), Number(match[3]));
    return date ? ok(date) : fail(DATE_MESSAGE);
  }
  if (/^\d{5}(\.\d+)?$/.test(text)) {
    const date = fromSerial(Number(text));
    if (date) return ok(date);
  }
  return fail(DATE_MESSAGE);
}

/**
 * A decimal number written the Turkish way or the English way: '1.234,56', '1234,56', '1234.56', '1,234.56',
 * '1.234' (thousands), with '₺' or 'TL' and spaces ignored, '-' or brackets for a negative. Null when empty.
 */
export function parseDecimal(cell: Cell): number | null | undefined {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : undefined;
  let text = textOf(cell)
    .replace(/₺|TL|TRY/gi, '')
    .replace(/\s/g, '');
  if (!text) return null;
  let sign = 1;
  if (/^\(.*\)$/.test(text)) {
    sign = -1;
    text = text.slice(1, -1);
  }
  if (text.startsWith('-')) {
    sign = -sign;
    text = text.slice(1);
  } else if (text.startsWith('+')) text = text.slice(1);
  if (!/^[\d.,]+$/.test(text) || !/\d/.test(text)) return undefined;
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  let normal: string;
  if (lastComma >= 0 && lastDot >= 0) {
    // Both: the later one is the decimal separator, the other groups thousands.
    normal = lastComma > lastDot ? text.replace(/\./g, '').replace(',', '.') : text.replace(/,/g, '');
  } else if (lastComma >= 0) {
    if ((text.match(/,/g) ?? []).length > 1) normal = /^\d{1,3}(,\d{3})+$/.test(text) ? text.replace(/,/g, '') : '';
    else normal = text.replace(',', '.');
  } else if (lastDot >= 0) {
    // '1.234' and '1.234.567' group thousands (Turkish); '1234.56' and '12.5' are decimals.
    normal = /^\d{1,3}(\.\d{3})+$/.test(text)
      ? text.replace(/\./g, '')
      : (text.match(/\./g) ?? []).length > 1
        ? ''
        : text;
  } else normal = text;
  if (!/^\d+(\.\d+)?$/.test(normal)) return undefined;
  return sign * Number(normal);
}

/** The most an opening balance may be (99.999.999,99 ₺), in kuruş. */
const MAX_KURUS = 9_999_999_999;

/** Money in kuruş; empty is an error when `required`. */
export function parseAmount(cell: Cell): Read<number | null> {
  const value = parseDecimal(cell);
  if (value === undefined) return fail('Tutar geçersiz (ör. 1.234,56).');
  if (value === null) return ok(null);
  const kurus = Math.round(value * 100);
  if (Math.abs(value * 100 - kurus) > 1e-6) return fail('Tutarda en fazla iki ondalık basamak olabilir.');
  if (Math.abs(kurus) > MAX_KURUS) return fail('Tutar en fazla 99.999.999,99 olabilir.');
  return ok(kurus);
}

/** An area or land share: a non-negative number, empty is null. */
export function parseArea(cell: Cell, label: string): Read<number | null> {
  const value = parseDecimal(cell);
  if (value === undefined) return fail(`${label} sayı olmalıdır.`);
  if (value === null) return ok(null);
  if (value < 0) return fail(`${label} negatif olamaz.`);
  if (value > 1_000_000) return fail(`${label} en fazla 1.000.000 olabilir.`);
  return ok(Math.round(value * 10_000) / 10_000);
}

/**
 * A phone in any common form ('0532 111 22 33', '(532) 111-22-33', '5321112233', '90 532…', '0090 532…',
 * '+90 532…') as +90… ; a foreign number starting with + or 00 keeps its country. Empty is null.
 */
export function parsePhone(cell: Cell): Read<string | null> {
  const text = textOf(cell);
  if (!text) return ok(null);
  if (!/^\+?[\d\s().\-/]+$/.test(text)) return fail('Telefon numarası geçersiz.');
  let digits = text.replace(/\D/g, '');
  const international = text.startsWith('+') || digits.startsWith('00');
  if (digits.startsWith('00')) digits = digits.slice(2);
  let phone: string;
  if (!international && digits.length === 11 && digits.startsWith('0')) phone = `+90${digits.slice(1)}`;
  else if (!international && digits.length === 10) phone = `+90${digits}`;
  else if (!international && digits.length === 12 && digits.startsWith('90')) phone = `+${digits}`;
  else phone = `+${digits}`;
  return isValidPhone(phone) ? ok(phone) : fail('Telefon numarası geçersiz.');
}

/** A T.C. kimlik no: 11 digits passing the check digits. Empty is null. */
export function parseTckn(cell: Cell): Read<string | null> {
  const text = textOf(cell).replace(/[\s.-]/g, '');
  if (!text) return ok(null);
  if (!/^\d{11}$/.test(text)) return fail('TCKN 11 haneli olmalıdır.');
  return isValidTckn(text) ? ok(text) : fail('TCKN geçersiz.');
}

export function parseEmail(cell: Cell): Read<string | null> {
  const text = textOf(cell).toLocaleLowerCase('en');
  if (!text) return ok(null);
  if (text.length > 100 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) return fail('E-posta adresi geçersiz.');
  return ok(text);
}

const HOUSE_KIND_WORDS: Record<string, 'house' | 'workplace' | 'member' | 'management_office'> = {
  konut: 'house',
  daire: 'house',
  mesken: 'house',
  villa: 'house',
  isyeri: 'workplace',
  dukkan: 'workplace',
  ofis: 'workplace',
  magaza: 'workplace',
  uye: 'member',
  yonetimofisi: 'management_office',
};

/** Tip: Konut (default), İşyeri, Üye, Yönetim Ofisi. */
export function parseHouseKind(cell: Cell): Read<'house' | 'workplace' | 'member' | 'management_office'> {
  const key = foldKey(textOf(cell));
  if (!key) return ok('house');
  const kind = HOUSE_KIND_WORDS[key];
  return kind ? ok(kind) : fail("Tip 'Konut', 'İşyeri', 'Üye' veya 'Yönetim Ofisi' olmalıdır.");
}

const OWNER_WORDS = new Set(['malik', 'katmaliki', 'evsahibi', 'sahip', 'sahibi', 'mulksahibi', 'm']);
const RENTER_WORDS = new Set(['kiraci', 'oturan', 'k']);

/** Tür: Malik (1) or Kiracı (2). */
export function parseHouseUserType(cell: Cell): Read<1 | 2> {
  const key = foldKey(textOf(cell));
  if (OWNER_WORDS.has(key)) return ok(1);
  if (RENTER_WORDS.has(key)) return ok(2);
  return fail(key ? "Tür 'Malik' veya 'Kiracı' olmalıdır." : "Tür zorunludur ('Malik' veya 'Kiracı').");
}
