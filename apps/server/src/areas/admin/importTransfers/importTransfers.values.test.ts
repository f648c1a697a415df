import { describe, expect, it } from 'vitest';
import { COMBINED, matchHeader, SHEETS, sheetByName } from './importTransfers.sheets';
import { parseAmount, parseArea, parseDate, parseHouseUserType, parsePhone, parseTckn } from './importTransfers.values';

describe('import transfers › forgiving values', () => {
  it('reads Turkish and English amounts into kuruş', () => {
    expect(parseAmount('1.234,56')).toEqual({ value: 123456 });
    expect(parseAmount('1234,56')).toEqual({ value: 123456 });
    expect(parseAmount('1234.56')).toEqual({ value: 123456 });
    expect(parseAmount('1,234.56')).toEqual({ value: 123456 });
    expect(parseAmount('1.234')).toEqual({ value: 123400 });
    expect(parseAmount('12.5')).toEqual({ value: 1250 });
    expect(parseAmount('₺ 2.500,00')).toEqual({ value: 250000 });
    expect(parseAmount('-250,00 TL')).toEqual({ value: -25000 });
    expect(parseAmount('(75,50)')).toEqual({ value: -7550 });
    expect(parseAmount(99.99)).toEqual({ value: 9999 });
    expect(parseAmount('')).toEqual({ value: null });
    expect(parseAmount('on lira').error).toBe('Tutar geçersiz (ör. 1.234,56).');
    expect(parseAmount('1,5')).toEqual({ value: 150 });
    // A Turkish comma is a decimal comma: three decimals are a mistake, not thousands.
    expect(parseAmount('1,234').error).toBe('Tutarda en fazla iki ondalık basamak olabilir.');
    expect(parseAmount('1,2345').error).toBe('Tutarda en fazla iki ondalık basamak olabilir.');
    expect(parseAmount('100.000.000,00').error).toBe('Tutar en fazla 99.999.999,99 olabilir.');
  });

  it('reads dd.MM.yyyy, yyyy-mm-dd and Excel dates, and refuses impossible ones', () => {
    expect(parseDate('31.12.2025')).toEqual({ value: '2025-12-31' });
    expect(parseDate('5.1.2023')).toEqual({ value: '2023-01-05' });
    expect(parseDate('05/01/2023')).toEqual({ value: '2023-01-05' });
    expect(parseDate('2024-02-29')).toEqual({ value: '2024-02-29' });
    expect(parseDate(46022)).toEqual({ value: '2025-12-31' });
    expect(parseDate('')).toEqual({ value: null });
    expect(parseDate('31.13.2025').error).toBe('Tarih GG.AA.YYYY biçiminde olmalıdır (ör. 31.12.2025).');
    expect(parseDate('29.02.2023').error).toBeDefined();
  });

  it('normalises phones to +90… and checks TCKN by its algorithm', () => {
    for (const phone of [
      '0532 111 22 33',
      '(532) 111-22-33',
      '5321112233',
      '90 532 111 22 33',
      '+90 532 111 2233',
      '0090 532 111 22 33',
    ])
      expect(parsePhone(phone)).toEqual({ value: '+905321112233' });
    expect(parsePhone(5321112233)).toEqual({ value: '+905321112233' });
    expect(parsePhone('123').error).toBe('Telefon numarası geçersiz.');
    expect(parsePhone('0532 abc').error).toBe('Telefon numarası geçersiz.');
    expect(parseTckn('10000000146')).toEqual({ value: '10000000146' });
    expect(parseTckn(10000000146)).toEqual({ value: '10000000146' });
    expect(parseTckn('12345').error).toBe('TCKN 11 haneli olmalıdır.');
    expect(parseTckn('12345678901').error).toBe('TCKN geçersiz.');
  });

  it('reads areas and the resident type in their common spellings', () => {
    expect(parseArea('1.120,50', 'Brüt m²')).toEqual({ value: 1120.5 });
    expect(parseArea('-1', 'Net m²').error).toBe('Net m² negatif olamaz.');
    expect(parseHouseUserType('MALİK')).toEqual({ value: 1 });
    expect(parseHouseUserType('Ev sahibi')).toEqual({ value: 1 });
    expect(parseHouseUserType('kiracı')).toEqual({ value: 2 });
    expect(parseHouseUserType('KIRACI')).toEqual({ value: 2 });
    expect(parseHouseUserType('').error).toBe("Tür zorunludur ('Malik' veya 'Kiracı').");
  });

  it('knows the sheets and the headers by their folded names and aliases', () => {
    expect(sheetByName('DAİRELER')?.kind).toBe('houses');
    expect(sheetByName('Açılış Bakiyeleri')?.kind).toBe('balances');
    expect(sheetByName('devir')?.kind).toBe('balances');
    const residents = SHEETS.find((s) => s.kind === 'residents');
    if (!residents) throw new Error('no residents sheet');
    const found = matchHeader(residents, [
      'BLOK',
      'Daire No',
      'Adı Soyadı',
      'T.C. Kimlik No',
      'Cep Tel',
      'E-Mail',
      'TÜRÜ',
    ]);
    expect(Object.fromEntries(found)).toEqual({ block: 0, door: 1, name: 2, tckn: 3, phone: 4, email: 5, type: 6 });
    const combined = matchHeader(COMBINED, ['Blok', 'Kapı No', 'Tip', 'Tür', 'Brüt m²']);
    expect(Object.fromEntries(combined)).toEqual({ block: 0, door: 1, kind: 2, type: 3, gross: 4 });
  });
});
