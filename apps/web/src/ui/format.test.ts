import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatLira, formatNumber, formatPeriod } from './format';

describe('the formats every screen shares', () => {
  it('writes dates as dd.MM.yyyy, timestamps in local time, and nothing for none or nonsense', () => {
    expect(formatDate('2026-06-30')).toBe('30.06.2026');
    expect(formatDate('2026-01-05T10:20:00')).toBe('05.01.2026');
    expect(formatDateTime('2026-01-05T10:20:00')).toBe('05.01.2026 10:20');
    expect(formatDateTime('2026-06-30')).toBe('30.06.2026 00:00');
    const utc = new Date(Date.UTC(2026, 0, 5, 21, 30));
    expect(formatDateTime(utc.toISOString())).toBe(
      `${String(utc.getDate()).padStart(2, '0')}.01.2026 ${String(utc.getHours()).padStart(2, '0')}:30`,
    );
    expect(formatDate(null)).toBe('');
    expect(formatDate('yarın')).toBe('');
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
