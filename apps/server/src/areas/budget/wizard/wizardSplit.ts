import type { WizardSplit } from '@site/shared';
import type { SplitHouse } from '../../../accounting/lines';
import { type Rounding, splitByWeights } from '../../../accounting/split';

/** A house's weight under a split, as the monthly charging (`accounting/lines.ts`) weighs it. */
export function weightOf(house: SplitHouse, split: WizardSplit, typeWeights: Map<number, number>): number {
  const measure =
    split === 'equal'
      ? 1
      : split === 'land_share'
        ? house.landShare
        : split === 'net_area'
          ? house.netArea
          : split === 'gross_area'
            ? house.grossArea
            : house.houseTypeId === null
              ? 0
              : (typeWeights.get(house.houseTypeId) ?? 0);
  return Math.max(0, measure ?? 0);
}

/** Each month's total (kuruş) split over the houses by `weights`: `[month][house]`, every month summing exactly. */
export function splitMonths(monthTotals: number[], weights: number[], rounding: Rounding): number[][] {
  return monthTotals.map((total) => splitByWeights(total, weights, rounding));
}

export type Pattern = {
  starts_on: string;
  ends_on: string;
  /** The months' total, for a split by measure. */
  amount: number | null;
  /** Each house type's amount per house, for a split by house type. */
  type_amounts: { house_type_id: number; amount: number }[] | null;
};

/**
 * For a split by house type, each type's amount per house in one month, or null when a type's houses got
 * different amounts (the kuruş a largest-remainder split hands out unevenly): a periodical assessment by house
 * type charges one amount per type.
 */
export function typeAmountsOf(
  houses: SplitHouse[],
  amounts: number[],
): { house_type_id: number; amount: number }[] | null {
  const byType = new Map<number, number>();
  for (const [i, house] of houses.entries()) {
    if (house.houseTypeId === null) {
      if (amounts[i] !== 0) return null;
      continue;
    }
    const seen = byType.get(house.houseTypeId);
    if (seen !== undefined && seen !== amounts[i]) return null;
    byType.set(house.houseTypeId, amounts[i]);
  }
  return [...byType.entries()]
    .filter(([, amount]) => amount > 0)
    .map(([house_type_id, amount]) => ({ house_type_id, amount }))
    .sort((a, b) => a.house_type_id - b.house_type_id);
}

/**
 * The periodical assessments that charge `months` exactly: consecutive months with the same total (by measure)
 * or the same amounts per house type are one, from its first month to its last; months with nothing to charge
 * get none. Returns null when a month cannot be written (see `typeAmountsOf`), with that month.
 */
export function patternsOf(
  months: string[],
  monthTotals: number[],
  split: WizardSplit,
  houses: SplitHouse[],
  perMonth: number[][],
): { patterns: Pattern[]; unevenMonth: string | null } {
  const patterns: Pattern[] = [];
  let key: string | null = null;
  for (const [m, month] of months.entries()) {
    if (monthTotals[m] === 0) {
      key = null;
      continue;
    }
    let next: Pattern;
    if (split === 'house_type') {
      const type_amounts = typeAmountsOf(houses, perMonth[m]);
      if (!type_amounts) return { patterns: [], unevenMonth: month };
      next = { starts_on: month, ends_on: month, amount: null, type_amounts };
    } else next = { starts_on: month, ends_on: month, amount: monthTotals[m], type_amounts: null };
    const nextKey = JSON.stringify([next.amount, next.type_amounts]);
    const last = patterns[patterns.length - 1];
    if (last && key === nextKey) last.ends_on = month;
    else patterns.push(next);
    key = nextKey;
  }
  return { patterns, unevenMonth: null };
}
