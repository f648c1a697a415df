import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideHalfUp, exactWeights, multiplyKurus, toDecimal } from './exact';
import { splitByWeights } from './split';

describe('exact money arithmetic', () => {
  it('reads a measure as the decimal it was typed as', () => {
    expect(toDecimal(80.1)).toEqual({ digits: 801n, scale: 1 });
    expect(toDecimal(0.00123)).toEqual({ digits: 123n, scale: 5 });
    expect(toDecimal(120)).toEqual({ digits: 120n, scale: 0 });
    expect(toDecimal(-2.5)).toEqual({ digits: -25n, scale: 1 });
    expect(toDecimal(5e-7)).toEqual({ digits: 5n, scale: 7 });
    expect(toDecimal(1.5e21)).toEqual({ digits: 1_500_000_000_000_000_000_000n, scale: 0 });
  });

  it('rounds a half up, away from zero', () => {
    expect(divideHalfUp(36045n, 10n)).toBe(3605n);
    expect(divideHalfUp(36044n, 10n)).toBe(3604n);
    expect(divideHalfUp(-36045n, 10n)).toBe(-3605n);
    expect(divideHalfUp(5n, 10n)).toBe(1n);
    expect(divideHalfUp(4n, 10n)).toBe(0n);
  });

  it('multiplies 0,45 ₺ by 80,1 m² to 36,05 ₺, where floating point gives 36,04', () => {
    expect(Math.round(45 * 80.1)).toBe(3604);
    expect(multiplyKurus(45, 80.1)).toBe(3605);
    expect(multiplyKurus(1999, 0.5)).toBe(1000);
    expect(multiplyKurus(100_000, 0)).toBe(0);
  });

  it('agrees with exact rational arithmetic for any price and measure of two decimals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999_999 }),
        fc.integer({ min: 0, max: 10_000_00 }),
        (kurus, hundredths) => {
          // kurus × hundredths / 100, rounded half up, on integers only.
          const expected = Math.floor((kurus * hundredths * 2 + 100) / 200);
          expect(multiplyKurus(kurus, hundredths / 100)).toBe(expected);
        },
      ),
    );
  });

  it('splits by decimal weights exactly: land shares of 0,1, 0,2 and 0,3 take 1/6, 2/6 and 3/6', () => {
    expect(exactWeights([0.1, 0.2, 0.3])).toEqual([1n, 2n, 3n]);
    expect(splitByWeights(600, [0.1, 0.2, 0.3])).toEqual([100, 200, 300]);
    // Three equal shares of 1,00 ₺: the odd kuruş goes to the first line, always.
    expect(splitByWeights(100, [0.7, 0.7, 0.7])).toEqual([34, 33, 33]);
  });
});
