import { toKurus } from '@site/shared';
import { addMonths, periodOf } from './dates';
import { multiplyKurus } from './exact';
import { type Rounding, splitByWeights, splitEqually } from './split';

/** A house as the splitting sees it: its measures and who pays. */
export type SplitHouse = {
  id: number;
  label: string;
  houseTypeId: number | null;
  netArea: number | null;
  grossArea: number | null;
  landShare: number | null;
  shareMeter: number | null;
  debtorId: number | null;
  debtorName: string | null;
};

/** What to charge: the assessment's own fields, money in lira as the API sends it. */
export type LineSpec = {
  assessmentType: 'general' | 'free' | 'house_type' | 'parametric';
  splitMethod?: string | null;
  parameter?: string | null;
  amountTypeId: number;
  amount?: number | null;
  houseAmounts?: { house_id: number; amount: number }[] | null;
  typeAmounts?: { house_type_id: number; amount: number }[] | null;
  startsOn: string;
  months: number;
};

export type Line = { houseId: number; residentId: number | null; dueOn: string; period: string; amount: number };

export class SplitError extends Error {}

const MEASURES: Record<string, (h: SplitHouse) => number | null> = {
  land_share: (h) => h.landShare,
  net_area: (h) => h.netArea,
  gross_area: (h) => h.grossArea,
  share_meter: (h) => h.shareMeter,
};

/**
 * The debts of an assessment: one line per house and month, in kuruş. A monthly amount (Aylık) is
 * charged each month; a total (Toplam) is first spread over the months, so the lines of every method
 * sum exactly to what was asked.
 */
export function buildLines(spec: LineSpec, houses: SplitHouse[], rounding: Rounding): Line[] {
  const dueDates = Array.from({ length: spec.months }, (_, m) => addMonths(spec.startsOn, m));
  const monthly = spec.amountTypeId === 1;
  /** A house's amount for every month: the same each month, or its total spread over the months. */
  const perMonth = (kurus: number): number[] =>
    monthly ? dueDates.map(() => kurus) : splitEqually(kurus, spec.months);
  const lines: Line[] = [];
  const push = (house: SplitHouse, m: number, amount: number): void => {
    if (amount > 0)
      lines.push({
        houseId: house.id,
        residentId: house.debtorId,
        dueOn: dueDates[m],
        period: periodOf(dueDates[m]),
        amount,
      });
  };

  switch (spec.assessmentType) {
    case 'general': {
      const total = toKurus(spec.amount ?? 0);
      const measure = spec.splitMethod === 'equal' ? () => 1 : MEASURES[spec.splitMethod ?? ''];
      if (!measure) throw new SplitError('Geçerli bir dağıtım yöntemi seçin.');
      const weights = houses.map((h) => Math.max(0, measure(h) ?? 0));
      if (!houses.length) throw new SplitError('Borçlandırılacak bağımsız bölüm yok.');
      if (weights.every((w) => w === 0)) throw new SplitError('Seçilen dağıtım için bağımsız bölümlerde değer yok.');
      const months = perMonth(total);
      months.forEach((monthTotal, m) => {
        for (const [i, amount] of splitByWeights(monthTotal, weights, rounding).entries()) push(houses[i], m, amount);
      });
      break;
    }
    case 'parametric': {
      const unit = toKurus(spec.amount ?? 0);
      const measure = MEASURES[spec.parameter ?? ''];
      if (!measure) throw new SplitError('Geçerli bir parametre seçin.');
      for (const house of houses) {
        const amount = multiplyKurus(unit, measure(house) ?? 0);
        for (const [m, a] of perMonth(amount).entries()) push(house, m, a);
      }
      break;
    }
    case 'house_type': {
      const byType = new Map((spec.typeAmounts ?? []).map((t) => [t.house_type_id, toKurus(t.amount)]));
      for (const house of houses) {
        const amount = house.houseTypeId === null ? undefined : byType.get(house.houseTypeId);
        if (amount) for (const [m, a] of perMonth(amount).entries()) push(house, m, a);
      }
      break;
    }
    case 'free': {
      const byHouse = new Map((spec.houseAmounts ?? []).map((h) => [h.house_id, toKurus(h.amount)]));
      for (const house of houses) {
        const amount = byHouse.get(house.id);
        if (amount) for (const [m, a] of perMonth(amount).entries()) push(house, m, a);
      }
      break;
    }
  }
  return lines;
}
