import { exactWeights } from './exact';

/**
 * Spreading an amount over houses (DESIGN.md §6). Every function returns integer kuruş lines that sum
 * exactly to the total: shares are floored, and the kuruş left over go to the largest remainders
 * (ties to the earlier line), so the same input always gives the same lines.
 */

/** `no_rounding`: lines to the kuruş; `round`: lines to whole lira, the last kuruş to the defined house. */
export type Rounding = 'no_rounding' | 'round';

/** Splits `total` kuruş in proportion to `weights` (all ≥ 0, not all 0 unless total is 0). */
export function splitByWeights(total: number, weights: number[], rounding: Rounding = 'no_rounding'): number[] {
  if (!Number.isSafeInteger(total)) throw new RangeError(`Not kuruş: ${total}`);
  if (weights.length === 0) {
    if (total !== 0) throw new RangeError('No lines to split over');
    return [];
  }
  if (weights.some((w) => !(w >= 0) || !Number.isFinite(w))) throw new RangeError('Weights must be ≥ 0');
  const weightSum = weights.reduce((a, b) => a + b, 0);
  if (weightSum <= 0) {
    if (total !== 0) throw new RangeError('Weights sum to zero');
    return weights.map(() => 0);
  }
  if (rounding === 'round') {
    // Whole lira by largest remainder, then the sub-lira rest to the defined house (the largest weight).
    const sign = total < 0 ? -1 : 1;
    const abs = Math.abs(total);
    const lira = Math.floor(abs / 100);
    const rest = abs - lira * 100;
    const lines = largestRemainder(lira, weights).map((l) => l * 100);
    lines[definedLine(weights)] += rest;
    return lines.map((l) => l * sign);
  }
  const sign = total < 0 ? -1 : 1;
  return largestRemainder(Math.abs(total), weights).map((l) => l * sign);
}

/** Equal shares: the same as weights of 1. */
export function splitEqually(total: number, count: number, rounding: Rounding = 'no_rounding'): number[] {
  return splitByWeights(total, new Array(count).fill(1), rounding);
}

/** The line that takes the rounding rest: the largest weight, the earliest on ties. */
export function definedLine(weights: number[]): number {
  let best = 0;
  for (let i = 1; i < weights.length; i++) if (weights[i] > weights[best]) best = i;
  return best;
}

function largestRemainder(units: number, weights: number[]): number[] {
  // On exact integers: each line's share is floored, and the units left go to the largest remainders.
  const exact = exactWeights(weights);
  const weightSum = exact.reduce((a, b) => a + b, 0n);
  const total = BigInt(units);
  const lines = exact.map((w) => (total * w) / weightSum);
  const remainders = exact.map((w) => (total * w) % weightSum);
  let left = units - Number(lines.reduce((a, b) => a + b, 0n));
  const order = remainders
    .map((r, i) => ({ i, r }))
    .sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1))
    .map((o) => o.i);
  // Floored shares leave fewer units than lines, so one pass hands them all out.
  for (let k = 0; left > 0; k++, left--) lines[order[k]] += 1n;
  return lines.map(Number);
}
