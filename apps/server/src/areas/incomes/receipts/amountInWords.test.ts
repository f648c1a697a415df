import { toKurus } from '@site/shared';
import { describe, expect, it } from 'vitest';
import { amountInWords, integerInWords } from './amountInWords';

describe('amountInWords', () => {
  it.each([
    [0, 'Sıfır Türk lirası'],
    [1, 'Bir Türk lirası'],
    [10, 'On Türk lirası'],
    [1000, 'Bin Türk lirası'],
    [1250.5, 'Bin iki yüz elli Türk lirası elli kuruş'],
    [1_000_000, 'Bir milyon Türk lirası'],
    [9_999_999.99, 'Dokuz milyon dokuz yüz doksan dokuz bin dokuz yüz doksan dokuz Türk lirası doksan dokuz kuruş'],
    [0.05, 'Sıfır Türk lirası beş kuruş'],
    [100, 'Yüz Türk lirası'],
    [111, 'Yüz on bir Türk lirası'],
    [2001, 'İki bin bir Türk lirası'],
    [1_001_000, 'Bir milyon bin Türk lirası'],
    [1_000_000_000, 'Bir milyar Türk lirası'],
    [-3.01, 'Eksi üç Türk lirası bir kuruş'],
  ])('%s ₺ reads "%s"', (lira, words) => {
    expect(amountInWords(toKurus(lira))).toBe(words);
  });

  it('capitalises the Turkish way (İ, not I) and refuses fractions of a kuruş', () => {
    expect(amountInWords(200)).toBe('İki Türk lirası');
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(integerInWords(80_090)).toBe('seksen bin doksan');
  });
});
