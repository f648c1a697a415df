import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildLines, type SplitHouse } from './lines';
import { splitByWeights, splitEqually } from './split';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('splitting an amount over houses', () => {
  it('splits 1.000,00 ₺ over three equal houses to the kuruş, the extra kuruş to the first', () => {
    expect(splitEqually(100_000, 3)).toEqual([33_334, 33_333, 33_333]);
  });

  it('rounds to whole lira and gives the rest to the house with the largest share', () => {
    const lines = splitByWeights(100_050, [1, 2, 3], 'round');
    expect(lines.every((l, i) => i === 2 || l % 100 === 0)).toBe(true);
    expect(sum(lines)).toBe(100_050);
    expect(lines[2] % 100).toBe(50);
  });

  it('every method and rounding sums exactly to the total (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.array(fc.double({ min: 0, max: 10_000, noNaN: true }), { minLength: 1, maxLength: 300 }),
        fc.constantFrom('no_rounding' as const, 'round' as const),
        (total, rawWeights, rounding) => {
          const weights = rawWeights.some((w) => w > 0) ? rawWeights : rawWeights.map(() => 1);
          const lines = splitByWeights(total, weights, rounding);
          expect(sum(lines)).toBe(total);
          expect(lines.every((l) => Number.isSafeInteger(l) && l >= 0)).toBe(true);
          // A house with no share pays nothing unless it is the one taking the rounding rest.
          weights.forEach((w, i) => {
            if (w === 0 && rounding === 'no_rounding') expect(lines[i]).toBe(0);
          });
        },
      ),
    );
  });

  it('the lines of an assessment sum to the asked total for every method, over months (property)', () => {
    const house = fc.record({
      netArea: fc.option(fc.double({ min: 1, max: 500, noNaN: true }), { nil: null }),
      grossArea: fc.double({ min: 1, max: 600, noNaN: true }),
      landShare: fc.double({ min: 0.5, max: 100, noNaN: true }),
      shareMeter: fc.double({ min: 0.1, max: 10, noNaN: true }),
    });
    fc.assert(
      fc.property(
        fc.array(house, { minLength: 1, maxLength: 120 }),
        fc.constantFrom('equal', 'land_share', 'gross_area', 'share_meter'),
        fc.integer({ min: 1, max: 9_999_999_99 }),
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom(1, 2),
        fc.constantFrom('no_rounding' as const, 'round' as const),
        (measures, splitMethod, kurus, months, amountTypeId, rounding) => {
          const houses: SplitHouse[] = measures.map((m, i) => ({
            id: i + 1,
            label: `A Blok ${i + 1}`,
            houseTypeId: null,
            debtorId: null,
            debtorName: null,
            ...m,
          }));
          const lines = buildLines(
            {
              assessmentType: 'general',
              splitMethod,
              amountTypeId,
              amount: kurus / 100,
              startsOn: '2026-01-31',
              months,
            },
            houses,
            rounding,
          );
          expect(sum(lines.map((l) => l.amount))).toBe(amountTypeId === 1 ? kurus * months : kurus);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('spreads a total over months with due dates on the same day, clamped to short months', () => {
    const houses: SplitHouse[] = [
      {
        id: 1,
        label: 'A 1',
        houseTypeId: 7,
        netArea: 100,
        grossArea: 120,
        landShare: 10,
        shareMeter: 1,
        debtorId: 5,
        debtorName: 'Ayşe',
      },
    ];
    const lines = buildLines(
      {
        assessmentType: 'house_type',
        amountTypeId: 2,
        typeAmounts: [{ house_type_id: 7, amount: 1000 }],
        startsOn: '2026-01-31',
        months: 3,
      },
      houses,
      'no_rounding',
    );
    expect(lines.map((l) => [l.dueOn, l.amount])).toEqual([
      ['2026-01-31', 33_334],
      ['2026-02-28', 33_333],
      ['2026-03-31', 33_333],
    ]);
  });
});
