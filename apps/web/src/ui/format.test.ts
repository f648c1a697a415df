import dayjs from 'dayjs';
import 'dayjs/locale/tr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLira, formatNumber, formatPeriod } from './format';

describe('the formats every screen shares', () => {
  beforeAll(() => {
    dayjs.locale('tr');
  });
  afterAll(() => {
    dayjs.locale('en');
  });

  it("reads a period as 'Haziran 2026', never '2026-06'", () => {
    expect(formatPeriod('2026-06')).toBe('Haziran 2026');
    expect(formatPeriod('2025-12')).toBe('Aralık 2025');
    expect(formatPeriod('not a period')).toBe('');
    expect(formatPeriod(null)).toBe('');
  });

  it("writes decimals with a comma ('8,5') and leaves years and whole numbers as typed", () => {
    expect(formatNumber(8.5)).toBe('8,5');
    expect(formatNumber(110.25)).toBe('110,25');
    expect(formatNumber(2026)).toBe('2026');
  });

  it('writes lira with grouped thousands and two decimals, and nothing for no amount', () => {
    expect(formatLira(60000)).toBe('60.000,00 ₺');
    expect(formatLira(1234.5)).toBe('1.234,50 ₺');
    expect(formatLira(null)).toBe('');
  });
});
