import { describe, expect, it } from 'vitest';
import { formatPhoneInternational, isValidPhone, normalizePhone } from './phone';

describe('normalizePhone', () => {
  it('keeps digits and a leading +', () => {
    expect(normalizePhone('+90 (532) 123-45 67')).toBe('+905321234567');
  });
  it('drops a + that is not leading', () => {
    expect(normalizePhone('90+532 123 45 67')).toBe('905321234567');
  });
  it('keeps a leading + after spaces', () => {
    expect(normalizePhone('  +90 532')).toBe('+90532');
  });
  it('returns national input without +', () => {
    expect(normalizePhone('0532 123 45 67')).toBe('05321234567');
  });
});

describe('isValidPhone', () => {
  it.each(['+90 532 123 45 67', '+905321234567', '05321234567', '5321234567', '0212 123 45 67', '0090 532 123 45 67'])(
    'accepts Turkish number %s',
    (v) => {
      expect(isValidPhone(v)).toBe(true);
    },
  );

  it('accepts a foreign number in international form', () => {
    expect(isValidPhone('+1 415 555 2671')).toBe(true);
  });

  it('uses the given default country for national input', () => {
    expect(isValidPhone('6502530000', 'US')).toBe(true);
    expect(isValidPhone('6502530000')).toBe(false);
  });

  it.each([
    ['+90 532 123 45', 'too short'],
    ['+90 532 123 45 67 8', 'too long'],
    ['1234567890', 'not a Turkish prefix'],
    ['+90 532 ABC 45 67', 'letters'],
    ['0532 123 45 67a', 'valid digits plus a letter'],
    ['tel: 0532 123 45 67', 'valid digits after text'],
    ['', 'empty'],
  ])('rejects %s (%s)', (v) => {
    expect(isValidPhone(v)).toBe(false);
  });
});

describe('formatPhoneInternational', () => {
  it('formats national Turkish input', () => {
    expect(formatPhoneInternational('05321234567')).toBe('+90 532 123 45 67');
  });
  it('formats international input', () => {
    expect(formatPhoneInternational('+902121234567')).toBe('+90 212 123 45 67');
  });
  it('returns the normalised value when it cannot be parsed', () => {
    expect(formatPhoneInternational('+')).toBe('+');
  });
});
