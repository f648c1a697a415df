/**
 * Money is held as integer kuruş (1 ₺ = 100 kuruş) everywhere; the API carries
 * two-decimal numbers. Conversions work on decimal text, never on float products,
 * so values like 1.005 or 0.1 + 0.2 round the way they read.
 */

export const MONEY_SYMBOL = '₺';

type Decimal = { negative: boolean; int: string; frac: string };

function invalid(value: unknown): TypeError {
  return new TypeError(`Invalid money value: ${String(value)}`);
}

/** Exact decimal digits of a finite number, from its shortest round-trip text. */
function numberToDecimal(value: number): Decimal {
  if (!Number.isFinite(value)) throw invalid(value);
  const match = /^(-)?(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value));
  if (!match) throw invalid(value);
  const [, sign, intDigits = '', fracDigits = '', exponent = '0'] = match;
  // Move the decimal point to undo exponent notation (1e-7, 1e+21).
  let digits = intDigits + fracDigits;
  let point = intDigits.length + Number(exponent);
  if (point <= 0) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  }
  if (point > digits.length) digits += '0'.repeat(point - digits.length);
  return { negative: sign === '-', int: digits.slice(0, point), frac: digits.slice(point) };
}

/**
 * Reads '1234.56', '1234,56', '1.234,56', '1,234.56', '1.234.567', '60.000' (optionally with
 * spaces and ₺), as a Turkish user means them. When both separators occur the later one is the
 * decimal mark; a repeated one groups thousands; a single comma is the decimal mark; a single dot
 * is the decimal mark unless exactly three digits follow it ('1.500' is fifteen hundred).
 */
function stringToDecimal(value: string): Decimal {
  let body = value.replace(/[\s\u00a0₺]/g, '');
  const negative = body.startsWith('-');
  if (/^[+-]/.test(body)) body = body.slice(1);
  if (!/^[\d.,]*\d[\d.,]*$/.test(body)) throw invalid(value);

  const lastComma = body.lastIndexOf(',');
  const lastDot = body.lastIndexOf('.');
  let decimalMark: string | undefined;
  let groupMark: string | undefined;
  if (lastComma >= 0 && lastDot >= 0) {
    decimalMark = lastComma > lastDot ? ',' : '.';
    groupMark = decimalMark === ',' ? '.' : ',';
  } else if (lastComma >= 0 || lastDot >= 0) {
    const mark = lastComma >= 0 ? ',' : '.';
    // In Turkish a single dot before exactly three digits groups thousands ('60.000', '1.500');
    // before one or two digits it can only be a decimal point ('1234.56').
    const thousandsDot = mark === '.' && /^[1-9]\d{0,2}\.\d{3}$/.test(body);
    if (body.indexOf(mark) === body.lastIndexOf(mark) && !thousandsDot) decimalMark = mark;
    else groupMark = mark;
  }

  let int = body;
  let frac = '';
  if (decimalMark) {
    const at = body.lastIndexOf(decimalMark);
    int = body.slice(0, at);
    frac = body.slice(at + 1);
  }
  if (groupMark) {
    const groups = int.split(groupMark);
    const wellGrouped = /^\d{1,3}$/.test(groups[0] ?? '') && groups.slice(1).every((g) => /^\d{3}$/.test(g));
    if (!wellGrouped) throw invalid(value);
    int = groups.join('');
  }
  if (!/^\d*$/.test(int) || !/^\d*$/.test(frac)) throw invalid(value);
  return { negative, int: int || '0', frac };
}

function decimalToKurus({ negative, int, frac }: Decimal, original: unknown): number {
  const digits = `${frac}000`.slice(0, 3);
  let kurus = Number(int) * 100 + Number(digits.slice(0, 2));
  // Half away from zero: only the third decimal decides (>= 5 means >= half a kuruş).
  if (Number(digits[2]) >= 5) kurus += 1;
  if (!Number.isSafeInteger(kurus)) throw new RangeError(`Money value out of range: ${String(original)}`);
  return negative && kurus !== 0 ? -kurus : kurus;
}

function assertKurus(kurus: number): void {
  if (!Number.isSafeInteger(kurus)) throw new TypeError(`Kuruş must be an integer: ${String(kurus)}`);
}

/**
 * Lira amount (number or text, Turkish or API format) → integer kuruş, rounded half
 * away from zero. Throws TypeError on unreadable input.
 */
export function toKurus(value: number | string): number {
  const decimal = typeof value === 'number' ? numberToDecimal(value) : stringToDecimal(value);
  return decimalToKurus(decimal, value);
}

/**
 * Integer kuruş → lira number with at most two decimals, as the API expects.
 * Exact while |kurus| < 10^15 (15 significant digits, beyond any real amount).
 */
export function fromKurus(kurus: number): number {
  assertKurus(kurus);
  // Division is correctly rounded, so 123456 / 100 is exactly the double of 1234.56.
  return kurus / 100;
}

/** True when the number needs no more than two decimals (0.1 + 0.2 does not qualify). */
export function hasAtMostTwoDecimals(value: number): boolean {
  if (!Number.isFinite(value)) return false;
  return numberToDecimal(value).frac.replace(/0+$/, '').length <= 2;
}

/** Turkish number format without symbol: 123456 → '1.234,56', -5 → '-0,05'. */
export function formatMoneyAmount(kurus: number): string {
  assertKurus(kurus);
  const abs = Math.abs(kurus);
  const lira = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const cents = String(abs % 100).padStart(2, '0');
  return `${kurus < 0 ? '-' : ''}${lira},${cents}`;
}

/** 123456 → '1.234,56 ₺'; -123456 → '-1.234,56 ₺'. */
export function formatMoney(kurus: number): string {
  return `${formatMoneyAmount(kurus)} ${MONEY_SYMBOL}`;
}

/**
 * Account balance: absolute amount with (B) for positive and (A) for negative,
 * swapped when reversed; zero has no letter.
 */
export function formatBalance(kurus: number, reversed = false): string {
  assertKurus(kurus);
  if (kurus === 0) return formatMoney(0);
  const positiveLetter = reversed ? 'A' : 'B';
  const negativeLetter = reversed ? 'B' : 'A';
  return `${formatMoney(Math.abs(kurus))} (${kurus > 0 ? positiveLetter : negativeLetter})`;
}

/**
 * What a person typed into a money field, read as a Turkish user means it ('60.000' = 60000,
 * '1.234,56', '1234,56', '1234.56'): the lira amount, or null when the text is empty or is not an
 * amount with at most two decimals.
 */
export function parseMoneyInput(text: string): number | null {
  if (!text.trim()) return null;
  let decimal: Decimal;
  try {
    decimal = stringToDecimal(text);
  } catch {
    return null;
  }
  if (decimal.frac.replace(/0+$/, '').length > 2) return null;
  const kurus = decimalToKurus(decimal, text);
  return fromKurus(kurus);
}
