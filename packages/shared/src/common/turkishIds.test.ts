import { describe, expect, it } from 'vitest';
import { isValidTckn, isValidVkn } from './turkishIds';

// Independent formulations (python-stdnum tr.tckimlik / tr.vkn) to cross-check ours.
function referenceTcknCheck(first9: string): string {
  const d = Array.from(first9, Number);
  const c1 = (((10 - d.reduce((s, n, i) => s + (i % 2 === 0 ? 3 : 1) * n, 0)) % 10) + 10) % 10;
  const c2 = (c1 + d.reduce((s, n) => s + n, 0)) % 10;
  return `${c1}${c2}`;
}
function referenceVknCheck(first9: string): string {
  let s = 0;
  Array.from(first9)
    .reverse()
    .forEach((ch, idx) => {
      const i = idx + 1;
      const c1 = (Number(ch) + i) % 10;
      if (c1) s += (c1 * 2 ** i) % 9 || 9;
    });
  return String((10 - (s % 10)) % 10);
}
// Deterministic pseudo-random digits so a failure is reproducible.
function* digitStrings(length: number, count: number, firstNonZero: boolean) {
  let seed = 12345;
  for (let k = 0; k < count; k++) {
    let out = '';
    for (let i = 0; i < length; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      const digit = (seed >> 16) % 10;
      out += i === 0 && firstNonZero ? String((digit % 9) + 1) : String(digit);
    }
    yield out;
  }
}

describe('isValidTckn', () => {
  it.each(['10000000146', '17291716060', '12345678950', '11111111110'])('accepts published valid %s', (v) => {
    expect(isValidTckn(v)).toBe(true);
  });

  it.each([
    ['17291716050', 'wrong 10th digit'],
    ['10000000147', 'wrong 11th digit'],
    ['10000000156', 'wrong 10th digit, 11th matching it'],
    ['07291716092', 'first digit 0'],
    ['1729171606', '10 digits'],
    ['172917160600', '12 digits'],
    ['1729171606a', 'letter'],
    [' 17291716060', 'leading space'],
    ['', 'empty'],
  ])('rejects %s (%s)', (v) => {
    expect(isValidTckn(v)).toBe(false);
  });

  it('handles a negative 7*odd - even before mod 10', () => {
    // odd sum 1 → 7, even sum 36 → 7-36 = -29 → 10th digit 1 (not -9); 11th = (1+36+1) % 10.
    const first9 = '190909090';
    expect(referenceTcknCheck(first9)).toBe('18');
    expect(isValidTckn(`${first9}18`)).toBe(true);
    expect(isValidTckn(`${first9}98`)).toBe(false);
  });

  it('agrees with the reference check digits on 2000 generated numbers', () => {
    for (const first9 of digitStrings(9, 2000, true)) {
      const check = referenceTcknCheck(first9);
      expect(isValidTckn(first9 + check)).toBe(true);
      const wrong = `${(Number(check[0]) + 1) % 10}${check[1]}`;
      expect(isValidTckn(first9 + wrong)).toBe(false);
    }
  });
});

describe('isValidVkn', () => {
  it.each(['4540536920', '1234567890', '9876543217', '9029589240', '3721052062'])('accepts published valid %s', (v) => {
    expect(isValidVkn(v)).toBe(true);
  });

  it.each([
    ['4540536921', 'wrong check digit'],
    ['1234567891', 'wrong check digit'],
    ['1111111111', 'checksum fails'],
    ['454053692', '9 digits'],
    ['45405369200', '11 digits'],
    ['454053692x', 'letter'],
    ['', 'empty'],
  ])('rejects %s (%s)', (v) => {
    expect(isValidVkn(v)).toBe(false);
  });

  it('agrees with the reference check digit on 2000 generated numbers', () => {
    for (const first9 of digitStrings(9, 2000, false)) {
      const check = referenceVknCheck(first9);
      expect(isValidVkn(first9 + check)).toBe(true);
      expect(isValidVkn(first9 + String((Number(check) + 1) % 10))).toBe(false);
    }
  });
});
