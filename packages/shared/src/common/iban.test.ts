import { describe, expect, it } from 'vitest';
import { formatIban, isValidIban, normalizeIban, TR_IBAN_LENGTH } from './iban';

describe('normalizeIban', () => {
  it('removes spaces and uppercases', () => {
    expect(normalizeIban(' tr33 0006 1005 1978 6457 8413 26 ')).toBe('TR330006100519786457841326');
  });
  it('removes tabs and non-breaking spaces', () => {
    expect(normalizeIban('TR33\t0006\u00a01005 1978 6457 8413 26')).toBe('TR330006100519786457841326');
  });
});

describe('isValidIban', () => {
  it.each([
    'TR330006100519786457841326',
    'TR320010009999901234567890',
    'TR33 0006 1005 1978 6457 8413 26',
    'tr330006100519786457841326',
  ])('accepts valid Turkish IBAN %s', (v) => {
    expect(isValidIban(v)).toBe(true);
    expect(normalizeIban(v)).toHaveLength(TR_IBAN_LENGTH);
  });

  it('accepts valid IBANs of other countries', () => {
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('GB82WEST12345698765432')).toBe(true);
  });

  it.each([
    ['TR330006100519786457841327', 'last digit changed'],
    ['TR340006100519786457841326', 'check digits changed'],
    ['TR33000610051978645784132', '25 characters'],
    ['TR3300061005197864578413261', '27 characters'],
    ['XX330006100519786457841326', 'unknown country'],
    ['', 'empty'],
  ])('rejects %s (%s)', (v) => {
    expect(isValidIban(v)).toBe(false);
  });
});

describe('formatIban', () => {
  it('groups by four', () => {
    expect(formatIban('TR330006100519786457841326')).toBe('TR33 0006 1005 1978 6457 8413 26');
  });
  it('normalises before grouping', () => {
    expect(formatIban('tr3300 0610 05197864578413 26')).toBe('TR33 0006 1005 1978 6457 8413 26');
  });
});
