/** Turkish identity numbers: T.C. kimlik no (TCKN) and vergi kimlik no (VKN). */

/** Digits of an all-digit string, without index access that may be undefined. */
const digitsOf = (value: string): number[] => Array.from(value, Number);
const sum = (digits: number[]): number => digits.reduce((total, n) => total + n, 0);

/**
 * T.C. kimlik no: 11 digits, first not 0; the 10th digit is
 * (7 * (d1+d3+d5+d7+d9) - (d2+d4+d6+d8)) mod 10 and the 11th is (d1+…+d10) mod 10.
 */
export function isValidTckn(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const first9 = digitsOf(value.slice(0, 9));
  const odd = sum(first9.filter((_, i) => i % 2 === 0)); // positions 1,3,5,7,9
  const even = sum(first9.filter((_, i) => i % 2 === 1)); // positions 2,4,6,8
  // JS % keeps the sign of the dividend, so bring a negative result back into 0..9.
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (sum(first9) + tenth) % 10;
  return value.slice(9) === `${tenth}${eleventh}`;
}

/**
 * Vergi kimlik no: 10 digits, the last one a check digit (GIB algorithm).
 * For each of the first 9 digits (index i): t = (d + 9 - i) mod 10;
 * t = 0 adds 0, otherwise adds (t * 2^(9-i)) mod 9, with 0 read as 9.
 * Check digit = (10 - sum mod 10) mod 10.
 */
export function isValidVkn(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  let total = 0;
  digitsOf(value.slice(0, 9)).forEach((digit, i) => {
    const t = (digit + 9 - i) % 10;
    if (t !== 0) total += (t * 2 ** (9 - i)) % 9 || 9;
  });
  return value.slice(9) === String((10 - (total % 10)) % 10);
}
