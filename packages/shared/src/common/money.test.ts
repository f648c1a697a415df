import { describe, expect, it } from 'vitest';
import {
  formatBalance,
  formatMoney,
  formatMoneyAmount,
  fromKurus,
  hasAtMostTwoDecimals,
  parseMoneyInput,
  toKurus,
} from './money';

describe('toKurus', () => {
  it.each([
    [1234.56, 123456],
    ['1234.56', 123456],
    ['1.234,56', 123456],
    ['1234,56', 123456],
    ['1,234.56', 123456],
    ['1.234.567', 123456700],
    ['1.234.567,8', 123456780],
    [' 1.234,56 ₺', 123456],
    [0, 0],
    ['0', 0],
    [',5', 50],
    [9999999.99, 999999999],
    ['9.999.999,99', 999999999],
    [0.01, 1],
    [-1234.56, -123456],
    ['-1.234,56', -123456],
  ])('%j → %i kuruş', (value, expected) => {
    expect(toKurus(value)).toBe(expected);
  });

  it('adds decimals without float drift', () => {
    expect(toKurus('0.1') + toKurus('0.2')).toBe(30);
    expect(toKurus(0.1 + 0.2)).toBe(30);
    expect(toKurus(1.1) * 3).toBe(330);
    // Naive Math.round(x * 100) gives 114 / 1001 here.
    expect(toKurus(1.15)).toBe(115);
    expect(toKurus(10.005)).toBe(1001);
  });

  it('rounds half away from zero on the third decimal', () => {
    expect(toKurus(1.005)).toBe(101); // 1.005 * 100 = 100.49999… as floats
    expect(toKurus('1,005')).toBe(101);
    expect(toKurus('1.0049999')).toBe(100);
    expect(toKurus(-1.005)).toBe(-101);
    expect(toKurus('-0,125')).toBe(-13);
    expect(toKurus(0.994)).toBe(99);
    expect(toKurus(0.995)).toBe(100);
  });

  it('reads exponent notation of small and large numbers', () => {
    expect(toKurus(1e-7)).toBe(0);
    expect(toKurus(0.005)).toBe(1);
    expect(toKurus(5e-3)).toBe(1);
    expect(toKurus(1.5e-2)).toBe(2);
  });

  it('does not return negative zero', () => {
    expect(Object.is(toKurus('-0,001'), 0)).toBe(true);
    expect(Object.is(toKurus(-0), 0)).toBe(true);
  });

  it.each([
    '',
    ' ',
    'abc',
    '12a',
    '1.2.3,4',
    '12.34,5',
    '1,2,3.4',
    '--1',
    '1-',
    '.',
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ])('throws on %j', (value) => {
    expect(() => toKurus(value)).toThrow(TypeError);
  });

  it('throws beyond the safe integer range', () => {
    expect(() => toKurus('900719925474099,92')).toThrow(RangeError);
    expect(() => toKurus(1e21)).toThrow(RangeError);
    expect(toKurus('90071992547409,91')).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('fromKurus', () => {
  it('returns the two-decimal number', () => {
    expect(fromKurus(123456)).toBe(1234.56);
    expect(fromKurus(999999999)).toBe(9999999.99);
    expect(fromKurus(1)).toBe(0.01);
    expect(fromKurus(-5)).toBe(-0.05);
    expect(fromKurus(0)).toBe(0);
  });

  it('round-trips every kuruş value of a range exactly', () => {
    // Up to 15 significant digits a double keeps the two decimals exactly.
    const large = [999999999, 123456789012, 999999999999999, -999999999999999];
    for (let k = -1000; k <= 20000; k++) large.push(k);
    for (const k of large) {
      const lira = fromKurus(k);
      expect(toKurus(lira)).toBe(k);
      expect(hasAtMostTwoDecimals(lira)).toBe(true);
    }
  });

  it('rejects non-integer kuruş', () => {
    expect(() => fromKurus(1.5)).toThrow(TypeError);
  });
});

describe('formatMoney', () => {
  it.each([
    [123456, '1.234,56 ₺'],
    [-123456, '-1.234,56 ₺'],
    [0, '0,00 ₺'],
    [5, '0,05 ₺'],
    [-5, '-0,05 ₺'],
    [100, '1,00 ₺'],
    [100000, '1.000,00 ₺'],
    [99999, '999,99 ₺'],
    [999999999, '9.999.999,99 ₺'],
    [123456789012, '1.234.567.890,12 ₺'],
  ])('%i → %s', (kurus, expected) => {
    expect(formatMoney(kurus)).toBe(expected);
  });

  it('formats the amount without symbol', () => {
    expect(formatMoneyAmount(999999999)).toBe('9.999.999,99');
  });

  it('rejects non-integer kuruş', () => {
    expect(() => formatMoney(12.5)).toThrow(TypeError);
  });
});

describe('formatBalance', () => {
  it('marks positive with (B) and negative with (A), absolute amount', () => {
    expect(formatBalance(123456)).toBe('1.234,56 ₺ (B)');
    expect(formatBalance(-123456)).toBe('1.234,56 ₺ (A)');
  });
  it('shows zero without letter', () => {
    expect(formatBalance(0)).toBe('0,00 ₺');
    expect(formatBalance(0, true)).toBe('0,00 ₺');
  });
  it('swaps letters when reversed', () => {
    expect(formatBalance(123456, true)).toBe('1.234,56 ₺ (A)');
    expect(formatBalance(-123456, true)).toBe('1.234,56 ₺ (B)');
  });
});

describe('hasAtMostTwoDecimals', () => {
  it.each([0, 1, 1.5, 1.25, 9999999.99, 0.01, -0.01, 1e21])('true for %d', (v) => {
    expect(hasAtMostTwoDecimals(v)).toBe(true);
  });
  it.each([0.1 + 0.2, 1.005, 0.001, 1e-7, Number.NaN, Number.POSITIVE_INFINITY])('false for %d', (v) => {
    expect(hasAtMostTwoDecimals(v)).toBe(false);
  });
});

describe('parseMoneyInput (what a Turkish user types)', () => {
  it.each([
    ['60.000', 60000],
    ['60.000,00', 60000],
    ['1.500', 1500],
    ['1.234,56', 1234.56],
    ['1234,56', 1234.56],
    ['1234.56', 1234.56],
    ['1234.5', 1234.5],
    ['1.234.567', 1234567],
    ['1,5', 1.5],
    ['0.500', 0.5],
    ['₺ 1.234,56', 1234.56],
    ['1000', 1000],
    ['-250,75', -250.75],
    ['100.000', 100000],
    ['1.000.000,00', 1000000],
    ['1.234.567,89', 1234567.89],
    ['1.5', 1.5],
    ['12.50', 12.5],
    [' 60.000 ', 60000],
    ['60 000,00', 60000],
    ['60.000 ₺', 60000],
    ['0,5', 0.5],
    [',75', 0.75],
    ['1.234,560', 1234.56],
  ])('%s → %d', (text, expected) => {
    expect(parseMoneyInput(text)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'abc',
    '12a',
    '1,234,5',
    '1.23.4',
    '12,345',
    '1,2,3',
    '--5',
    '1,2345',
    '0,001',
    '1.2345',
    '₺',
    '1e3',
    '12.34.56',
  ])('%j is not an amount', (text) => {
    expect(parseMoneyInput(text)).toBeNull();
  });

  it('reads a three-digit dot group as thousands on the server side too', () => {
    expect(toKurus('60.000')).toBe(6_000_000);
    expect(toKurus('1.500')).toBe(150_000);
  });
});
