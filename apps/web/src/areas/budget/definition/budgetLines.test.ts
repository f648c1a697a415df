import { describe, expect, it } from 'vitest';
import { equalMonths, lineFromRecord, linesPayload, newLine, yearlyOf } from './budgetLines';

describe('budget lines grid', () => {
  it('shows the equal split as the server stores it: exact to the kuruş, the rest in the last months', () => {
    const months = equalMonths(1000);
    expect(months.slice(0, 8)).toEqual(new Array(8).fill(83.33));
    expect(months.slice(8)).toEqual([83.34, 83.34, 83.34, 83.34]);
    expect(Math.round(months.reduce((a, b) => a + b * 100, 0))).toBe(100_000);
  });

  it('reads a saved equal line back as equal, any other as by hand, and sends what the API takes', () => {
    const equal = lineFromRecord({
      expense_type_id: 4,
      expense_type_name: 'Temizlik',
      total: 1000,
      months: equalMonths(1000),
    });
    expect(equal).toMatchObject({ distribution_type_id: 1, amount: 1000 });
    const uneven = [100, 100, 100, 100, 100, 100, 50, 50, 50, 50, 50, 50.5];
    const byHand = lineFromRecord({ expense_type_id: 5, expense_type_name: 'Elektrik', total: 900.5, months: uneven });
    expect(byHand.distribution_type_id).toBe(3);
    expect(yearlyOf(byHand)).toBe(900.5);
    expect(linesPayload([equal, byHand, newLine(1)])).toEqual([
      { expense_type_id: 4, distribution_type_id: 1, amount: 1000 },
      { expense_type_id: 5, distribution_type_id: 3, months: uneven },
    ]);
  });
});
