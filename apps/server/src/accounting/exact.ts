/**
 * Exact money arithmetic. Areas, land shares and rates are decimals that binary floating point cannot hold
 * (80.1 m² is 80.0999…), so a product like 0,45 ₺ × 80,1 m² = 36,045 would round down to 36,04. Money is
 * multiplied and divided here on integers instead, and rounded half up once, at the end.
 */

/**
 * A finite number as `digits / 10^scale`, read from its shortest decimal form, the one it was typed as
 * (80.1 → 801 / 10; 5e-7 → 5 / 10^7).
 */
export function toDecimal(value: number): { digits: bigint; scale: number } {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const [mantissa, exponentText] = String(value).split('e');
  const exponent = Number(exponentText ?? 0);
  const point = mantissa.indexOf('.');
  const decimals = point < 0 ? 0 : mantissa.length - point - 1;
  const digits = BigInt(mantissa.replace('.', ''));
  const scale = decimals - exponent;
  return scale >= 0 ? { digits, scale } : { digits: digits * 10n ** BigInt(-scale), scale: 0 };
}

/** `a / b` rounded half up (a half goes away from zero), for `b > 0`. */
export function divideHalfUp(a: bigint, b: bigint): bigint {
  if (b <= 0n) throw new RangeError('Divide by a positive number');
  const sign = a < 0n ? -1n : 1n;
  const abs = a * sign;
  return ((abs * 2n + b) / (2n * b)) * sign;
}

/** `kurus × factor`, exactly, rounded half up to the kuruş. */
export function multiplyKurus(kurus: number, factor: number): number {
  const { digits, scale } = toDecimal(factor);
  return Number(divideHalfUp(BigInt(kurus) * digits, 10n ** BigInt(scale)));
}

/** Weights (decimals ≥ 0) as integers on one common scale, so their ratios are exact. */
export function exactWeights(weights: number[]): bigint[] {
  const decimals = weights.map(toDecimal);
  const scale = Math.max(0, ...decimals.map((d) => d.scale));
  return decimals.map((d) => d.digits * 10n ** BigInt(scale - d.scale));
}
