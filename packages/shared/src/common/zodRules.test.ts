import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ibanField, phoneField, tcknField, vknField } from './checkedFields';
import * as messages from './messages';
import {
  dateField,
  digitsField,
  dueDateOf,
  emailField,
  integerField,
  isValidIsoDate,
  moneyDateField,
  moneyField,
  optionalString,
  requiredArray,
  requiredString,
} from './zodRules';

/** Messages of a failed parse, [] when it passes. */
function errorsOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}
function output(schema: z.ZodType, value: unknown): unknown {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`expected success, got ${JSON.stringify(result.error.issues)}`);
  return result.data;
}

describe('messages', () => {
  it('have the exact wording of spec §5', () => {
    expect(messages.required).toBe('Zorunlu alan');
    expect(messages.email).toBe('Geçerli bir e-posta girin');
    expect(messages.maxLength(100)).toBe('En fazla 100 karakter yazabilirsiniz.');
    expect(messages.minLength(8)).toBe('En az 8 karakter yazmalısınız.');
    expect(messages.exactLength(26)).toBe('Tam 26 karakter yazmalısınız.');
    expect(messages.digitsOnly).toBe('Sadece rakam girmelisiniz.');
    expect(messages.formInvalid).toBe('Lütfen tüm gerekli alanları doldurunuz');
    expect(messages.notSameAsPos).toBe('POS hesabıyla aynı olmamalı');
    expect(messages.dateBefore('Bitiş')).toBe('Bitiş tarihinden önce olmalıdır');
    expect(messages.dateAfter('Başlangıç')).toBe('Başlangıç tarihinden sonra olmalıdır');
  });

  it('show money limits with two decimals in Turkish format', () => {
    expect(messages.maxValue(9999999.99, true)).toBe('En fazla 9.999.999,99 değerini girebilirsiniz.');
    expect(messages.minValue(0.01, true)).toBe('En az 0,01 değerini girebilirsiniz.');
    expect(messages.minValue(0, true)).toBe('En az 0,00 değerini girebilirsiniz.');
  });

  it('show plain limits as they are', () => {
    expect(messages.maxValue(100)).toBe('En fazla 100 değerini girebilirsiniz.');
    expect(messages.minValue(1)).toBe('En az 1 değerini girebilirsiniz.');
  });

  it('are also grouped in one object', () => {
    expect(messages.messages.required).toBe(messages.required);
    expect(messages.messages.maxLength(5)).toBe(messages.maxLength(5));
  });
});

describe('requiredString', () => {
  it('reports Zorunlu alan for missing, null, empty and blank values', () => {
    const schema = z.object({ name: requiredString(100) });
    expect(errorsOf(schema, {})).toEqual(['Zorunlu alan']);
    expect(errorsOf(schema, { name: null })).toEqual(['Zorunlu alan']);
    expect(errorsOf(schema, { name: '' })).toEqual(['Zorunlu alan']);
    expect(errorsOf(schema, { name: '   ' })).toEqual(['Zorunlu alan']);
  });

  it('applies the max length after trimming', () => {
    expect(errorsOf(requiredString(3), 'abcd')).toEqual(['En fazla 3 karakter yazabilirsiniz.']);
    expect(output(requiredString(3), '  abc  ')).toBe('abc');
  });

  it('has no max when none is given', () => {
    expect(errorsOf(requiredString(), 'x'.repeat(10000))).toEqual([]);
  });
});

describe('optionalString', () => {
  it('accepts absent and empty values', () => {
    const schema = z.object({ note: optionalString(5) });
    expect(errorsOf(schema, {})).toEqual([]);
    expect(output(schema, { note: '' })).toEqual({ note: '' });
  });
  it('limits length', () => {
    expect(errorsOf(optionalString(5), 'abcdef')).toEqual(['En fazla 5 karakter yazabilirsiniz.']);
    expect(output(optionalString(5), ' abcde ')).toBe('abcde');
  });
});

describe('emailField', () => {
  it('accepts a valid address, trimmed', () => {
    expect(output(emailField(), ' ali@example.com ')).toBe('ali@example.com');
  });
  it('reports required before format', () => {
    expect(errorsOf(emailField(), '')).toEqual(['Zorunlu alan']);
    expect(errorsOf(emailField(), undefined)).toEqual(['Zorunlu alan']);
  });
  it.each(['ali', 'ali@', 'ali@example', 'a li@example.com'])('rejects %s', (v) => {
    expect(errorsOf(emailField(), v)).toEqual(['Geçerli bir e-posta girin']);
  });
});

describe('digitsField', () => {
  it('accepts digits and checks exact length', () => {
    expect(errorsOf(digitsField(4), '0123')).toEqual([]);
    expect(errorsOf(digitsField(4), '012')).toEqual(['Tam 4 karakter yazmalısınız.']);
    expect(errorsOf(digitsField(), '012345678')).toEqual([]);
  });
  it('rejects other characters with one message', () => {
    expect(errorsOf(digitsField(4), '12a')).toEqual(['Sadece rakam girmelisiniz.']);
    expect(errorsOf(digitsField(), '-1')).toEqual(['Sadece rakam girmelisiniz.']);
  });
});

describe('tcknField', () => {
  it('accepts a valid TCKN', () => {
    expect(output(tcknField(), ' 10000000146 ')).toBe('10000000146');
  });
  it.each([
    ['', 'Zorunlu alan'],
    ['1000000014a', 'Sadece rakam girmelisiniz.'],
    ['1000000014', 'Tam 11 karakter yazmalısınız.'],
    ['10000000147', 'Geçerli bir T.C. kimlik numarası girin'],
    ['00000000000', 'Geçerli bir T.C. kimlik numarası girin'],
  ])('%j → %s', (value, message) => {
    expect(errorsOf(tcknField(), value)).toEqual([message]);
  });
});

describe('vknField', () => {
  it('accepts a valid VKN', () => {
    expect(errorsOf(vknField(), '4540536920')).toEqual([]);
  });
  it.each([
    ['', 'Zorunlu alan'],
    ['454053692', 'Tam 10 karakter yazmalısınız.'],
    ['45405 36920', 'Sadece rakam girmelisiniz.'],
    ['4540536921', 'Geçerli bir vergi numarası girin'],
  ])('%j → %s', (value, message) => {
    expect(errorsOf(vknField(), value)).toEqual([message]);
  });
});

describe('ibanField', () => {
  it('accepts a spaced lowercase IBAN and outputs it compact', () => {
    expect(output(ibanField(), 'tr33 0006 1005 1978 6457 8413 26')).toBe('TR330006100519786457841326');
  });
  it.each([
    ['', 'Zorunlu alan'],
    ['TR33 0006 1005 1978 6457 8413 2', 'Tam 26 karakter yazmalısınız.'],
    ['TR3300061005197864578413261', 'Tam 26 karakter yazmalısınız.'],
    ['DE89370400440532013000', 'Tam 26 karakter yazmalısınız.'],
    ['TR330006100519786457841327', 'Geçerli bir IBAN girin'],
    ['TR33000610051978645784132!', 'Geçerli bir IBAN girin'],
  ])('%j → %s', (value, message) => {
    expect(errorsOf(ibanField(), value)).toEqual([message]);
  });
});

describe('phoneField', () => {
  it('accepts digits, + and spaces and outputs digits and +', () => {
    expect(output(phoneField(), '+90 532 123 45 67')).toBe('+905321234567');
    expect(output(phoneField(), '0532 123 45 67')).toBe('05321234567');
  });
  it.each([
    ['', 'Zorunlu alan'],
    ['+90 (532) 123 45 67', 'Sadece rakam girmelisiniz.'],
    ['0532-123-45-67', 'Sadece rakam girmelisiniz.'],
    ['+90 532 12', 'Geçerli bir telefon numarası girin'],
  ])('%j → %s', (value, message) => {
    expect(errorsOf(phoneField(), value)).toEqual([message]);
  });
});

describe('moneyField', () => {
  const installment = moneyField({ min: 0.01, max: 9999999.99 });

  it('accepts amounts within range with at most two decimals', () => {
    expect(errorsOf(installment, 0.01)).toEqual([]);
    expect(errorsOf(installment, 9999999.99)).toEqual([]);
    expect(errorsOf(installment, 1234.5)).toEqual([]);
  });
  it('reports money limits', () => {
    expect(errorsOf(installment, 10000000)).toEqual(['En fazla 9.999.999,99 değerini girebilirsiniz.']);
    expect(errorsOf(installment, 0)).toEqual(['En az 0,01 değerini girebilirsiniz.']);
    expect(errorsOf(moneyField({ min: 0, max: 999999.99 }), -1)).toEqual(['En az 0,00 değerini girebilirsiniz.']);
  });
  it('rejects more than two decimals', () => {
    expect(errorsOf(installment, 1.005)).toEqual([messages.moneyDecimals]);
    expect(errorsOf(installment, 0.1 + 0.2)).toEqual([messages.moneyDecimals]);
  });
  it('reports required for a missing value and the numeric message for text or NaN', () => {
    expect(errorsOf(z.object({ amount: installment }), {})).toEqual(['Zorunlu alan']);
    expect(errorsOf(installment, '1.234,56')).toEqual(['Geçerli bir sayı girin.']);
    expect(errorsOf(installment, Number.NaN)).toEqual(['Geçerli bir sayı girin.']);
  });
  it('has no bounds when none are given', () => {
    expect(errorsOf(moneyField(), -5)).toEqual([]);
  });
});

describe('integerField', () => {
  const copies = integerField({ min: 1, max: 100 });
  it('checks integer and bounds', () => {
    expect(errorsOf(copies, 2)).toEqual([]);
    expect(errorsOf(copies, 0)).toEqual(['En az 1 değerini girebilirsiniz.']);
    expect(errorsOf(copies, 101)).toEqual(['En fazla 100 değerini girebilirsiniz.']);
    expect(errorsOf(copies, 1.5)).toEqual(['Sadece rakam girmelisiniz.']);
    expect(errorsOf(copies, undefined)).toEqual(['Zorunlu alan']);
  });
});

describe('requiredArray', () => {
  it('requires at least one item', () => {
    const schema = z.object({ ids: requiredArray(z.number()) });
    expect(errorsOf(schema, { ids: [] })).toEqual(['Zorunlu alan']);
    expect(errorsOf(schema, {})).toEqual(['Zorunlu alan']);
    expect(errorsOf(schema, { ids: [1] })).toEqual([]);
  });
});

describe('dateField', () => {
  it('accepts real dates up to 2099-12-12', () => {
    expect(errorsOf(dateField(), '2024-02-29')).toEqual([]);
    expect(errorsOf(dateField(), '2099-12-12')).toEqual([]);
  });
  it('rejects dates after the maximum, naming it', () => {
    expect(errorsOf(dateField(), '2099-12-13')).toEqual(['12.12.2099 tarihinden önce olmalıdır']);
  });
  it.each(['2023-02-29', '2024-13-01', '2024-04-31', '24-01-01', '2024/01/01', '01.01.2024', '2024-1-1'])(
    'rejects %s as not a date',
    (v) => {
      expect(errorsOf(dateField(), v)).toEqual([messages.date]);
    },
  );
  it('reports required for missing value', () => {
    expect(errorsOf(dateField(), '')).toEqual(['Zorunlu alan']);
  });
});

describe('isValidIsoDate', () => {
  it('handles leap years and years below 100', () => {
    expect(isValidIsoDate('2000-02-29')).toBe(true);
    expect(isValidIsoDate('1900-02-29')).toBe(false);
    expect(isValidIsoDate('0099-12-31')).toBe(true);
  });
});

describe('the Turkish error map', () => {
  it('words the errors no schema words itself in Turkish', () => {
    expect(errorsOf(z.object({ flag: z.boolean() }), { flag: 'evet' })).toEqual(['Evet ya da hayır seçin.']);
    expect(errorsOf(z.enum(['a', 'b']), 'c')).toEqual(['Geçersiz seçim.']);
    expect(errorsOf(z.object({ o: z.object({ x: z.number() }) }), { o: null })).toEqual(['Zorunlu alan']);
    expect(errorsOf(z.number().max(5), 9)).toEqual(['En fazla 5 değerini girebilirsiniz.']);
    expect(errorsOf(z.string().max(3), 'abcd')).toEqual(['En fazla 3 karakter yazabilirsiniz.']);
    expect(errorsOf(z.array(z.number()), 'x')).toEqual(['Geçerli bir liste girin.']);
    expect(errorsOf(z.strictObject({}), { extra: 1 })).toEqual(['Bu alan tanınmıyor.']);
  });
});

describe('dates of money', () => {
  it('runs from 01.01.2000 to 12.12.2099', () => {
    expect(errorsOf(moneyDateField(), '2000-01-01')).toEqual([]);
    expect(errorsOf(moneyDateField(), '2099-12-12')).toEqual([]);
    expect(errorsOf(moneyDateField(), '1999-12-31')).toEqual(['01.01.2000 tarihinden sonra olmalıdır']);
    expect(errorsOf(moneyDateField(), '0000-01-01')).toEqual(['01.01.2000 tarihinden sonra olmalıdır']);
    expect(errorsOf(moneyDateField(), '2099-12-13')).toEqual(['12.12.2099 tarihinden önce olmalıdır']);
    // A birth date is not a date of money.
    expect(errorsOf(dateField(), '1950-05-01')).toEqual([]);
  });

  it('puts a due day in its month, on the last day of a shorter month', () => {
    expect(dueDateOf('2026-01', 31)).toBe('2026-01-31');
    expect(dueDateOf('2026-02', 31)).toBe('2026-02-28');
    expect(dueDateOf('2024-02', 30)).toBe('2024-02-29');
    expect(dueDateOf('2000-02', 31)).toBe('2000-02-29');
    expect(dueDateOf('2099-12', 12)).toBe('2099-12-12');
    expect(dueDateOf('2026-04', 5)).toBe('2026-04-05');
  });
});
