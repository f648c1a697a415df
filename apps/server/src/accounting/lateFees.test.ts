import { describe, expect, it } from 'vitest';
import { computeLateFee, DELAY_DAILY, DELAY_MONTHLY } from './lateFees';

const daily = { method: DELAY_DAILY, rateBp: 500, graceDays: 0 };

describe('late fees (gecikme tazminatı)', () => {
  it('charges 1.000,00 ₺ × 5 % × 45/30 = 75,00 ₺ for 45 days late, and says how', () => {
    // Due 31 January; 1 February to 17 March is 45 days.
    const fee = computeLateFee({ amount: 100_000, dueOn: '2026-01-31' }, [], daily, '2026-01-01', '2026-03-17');
    expect(fee.amount).toBe(7_500);
    expect(fee.lines).toHaveLength(1);
    expect(fee.lines[0].days).toBe(45);
    expect(fee.text).toBe('1.000,00 ₺ × %5 × 45/30 gün = 75,00 ₺');
  });

  it('counts only the open principal after a partial payment', () => {
    const fee = computeLateFee(
      { amount: 100_000, dueOn: '2026-01-31' },
      [{ on: '2026-02-16', amount: 40_000 }],
      daily,
      '2026-02-01',
      '2026-03-02',
    );
    // 15 days on 1.000,00 then 15 days on 600,00.
    expect(fee.lines.map((l) => [l.days, l.principal, l.amount])).toEqual([
      [15, 100_000, 2_500],
      [15, 60_000, 1_500],
    ]);
    expect(fee.amount).toBe(4_000);
  });

  it('waits out the grace days and charges nothing on a paid debt', () => {
    const graced = { ...daily, graceDays: 10 };
    expect(
      computeLateFee({ amount: 100_000, dueOn: '2026-01-31' }, [], graced, '2026-02-01', '2026-02-10').amount,
    ).toBe(0);
    expect(
      computeLateFee({ amount: 100_000, dueOn: '2026-01-31' }, [], graced, '2026-02-01', '2026-02-13').lines[0].days,
    ).toBe(3);
    const paid = [{ on: '2026-01-20', amount: 100_000 }];
    expect(
      computeLateFee({ amount: 100_000, dueOn: '2026-01-31' }, paid, daily, '2026-02-01', '2026-02-28').amount,
    ).toBe(0);
  });

  it('monthly: the rate once on the principal open at the start of the late month', () => {
    const fee = computeLateFee(
      { amount: 100_000, dueOn: '2026-01-31' },
      [],
      { method: DELAY_MONTHLY, rateBp: 500, graceDays: 0 },
      '2026-02-01',
      '2026-02-28',
    );
    expect(fee.amount).toBe(5_000);
    expect(fee.text).toBe('1.000,00 ₺ × %5 (aylık) = 50,00 ₺');
  });
});
