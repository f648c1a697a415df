import { describe, expect, it } from 'vitest';
import { asciiFold, type BankLine, type ExpectedPayout, matchPayouts, nextBusinessDay } from './payoutCheck.match';

const payout = (key: string, paidOn: string, amount: number, commission: number): ExpectedPayout => ({
  key,
  cluster_id: 1,
  cluster_name: 'Lale Sitesi',
  cluster_payment_provider_id: 1,
  payment_provider_name: 'iyzico',
  accounts: [10, 11],
  bank_account_id: 10,
  bank_account_name: 'Ziraat',
  paid_on: paidOn,
  payout_on: nextBusinessDay(paidOn),
  payment_count: 1,
  amount,
  commission,
});
const line = (id: number, on: string, amount: number, text = '', account = 10): BankLine => ({
  id,
  bank_account_id: account,
  activity_on: on,
  amount,
  text,
});

describe('the payout check rule', () => {
  it('expects a payout on the next weekday', () => {
    expect(nextBusinessDay('2026-03-02')).toBe('2026-03-03'); // Monday → Tuesday
    expect(nextBusinessDay('2026-03-06')).toBe('2026-03-09'); // Friday → Monday
    expect(nextBusinessDay('2026-03-07')).toBe('2026-03-09'); // Saturday → Monday
    expect(nextBusinessDay('2026-12-31')).toBe('2027-01-01');
  });

  it('reads a provider name however the statement writes it', () => {
    expect(asciiFold('IYZICO ODEME')).toContain('iyzico');
    expect(asciiFold('İYZİCO ÖDEME')).toContain('iyzico');
  });

  it('uses each bank line once, an exact amount first, and never a line of another account', () => {
    const results = matchPayouts(
      [payout('a', '2026-03-02', 10000, 200), payout('b', '2026-03-02', 5000, 100)],
      [line(1, '2026-03-03', 9800, 'x', 99), line(2, '2026-03-03', 4900), line(3, '2026-03-04', 9800)],
      '2026-11-27',
    );
    expect(results.map((r) => [r.key, r.status, r.bank_activity_ids])).toEqual([
      ['a', 'matched', [3]],
      ['b', 'matched', [2]],
    ]);
  });

  it('takes a late line within three days, then a provider line of another amount as over or short', () => {
    const [late] = matchPayouts([payout('a', '2026-03-02', 10000, 200)], [line(1, '2026-03-06', 9800)], '2026-11-27');
    expect(late.status).toBe('matched');
    const [tooLate] = matchPayouts(
      [payout('a', '2026-03-02', 10000, 200)],
      [line(1, '2026-03-07', 9800)],
      '2026-11-27',
    );
    expect(tooLate).toMatchObject({ status: 'short', paid_out: 0, difference: -9800 });
    const [over] = matchPayouts(
      [payout('a', '2026-03-02', 10000, 200)],
      [line(1, '2026-03-03', 9900, 'IYZICO')],
      '2026-11-27',
    );
    expect(over).toMatchObject({ status: 'over', difference: 100 });
    const [resident] = matchPayouts(
      [payout('a', '2026-03-02', 10000, 200)],
      [line(1, '2026-03-03', 9900, 'Ahmet')],
      '2026-03-03',
    );
    expect(resident).toMatchObject({ status: 'pending', paid_out: 0 });
  });
});
