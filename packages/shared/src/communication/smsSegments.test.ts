import { describe, expect, it } from 'vitest';
import { countSms } from './smsSegments';

describe('countSms', () => {
  it('counts plain text in the GSM default alphabet: 160 alone, 153 a part', () => {
    expect(countSms('')).toEqual({ encoding: 'gsm7', characters: 0, segments: 0, perSegment: 160 });
    expect(countSms('Aidat hatirlatmasi')).toEqual({ encoding: 'gsm7', characters: 18, segments: 1, perSegment: 160 });
    expect(countSms('a'.repeat(160))).toMatchObject({ encoding: 'gsm7', segments: 1, perSegment: 160 });
    expect(countSms('a'.repeat(161))).toMatchObject({ encoding: 'gsm7', segments: 2, perSegment: 153 });
    expect(countSms('a'.repeat(306))).toMatchObject({ segments: 2 });
    expect(countSms('a'.repeat(307))).toMatchObject({ segments: 3 });
  });

  it('keeps Ç Ö ö Ü ü é of the default alphabet at one septet', () => {
    expect(countSms('ÇÖöÜüé')).toEqual({ encoding: 'gsm7', characters: 6, segments: 1, perSegment: 160 });
  });

  it('counts the extension table characters { } [ ] ~ \\ | ^ € as two septets without leaving GSM 7-bit', () => {
    expect(countSms('{}[]~\\|^€')).toEqual({ encoding: 'gsm7', characters: 18, segments: 1, perSegment: 160 });
    expect(countSms('€'.repeat(80))).toMatchObject({ characters: 160, segments: 1 });
    // 306 septets would fill two parts of 153, but an escape pair is never split: the one septet left after
    // 152 letters stays empty and the pairs need a third part.
    expect(countSms(`${'a'.repeat(152)}${'€'.repeat(77)}`)).toMatchObject({ characters: 306, segments: 3 });
    expect(countSms(`${'a'.repeat(153)}${'€'.repeat(76)}a`)).toMatchObject({ characters: 306, segments: 2 });
  });

  it('sends Turkish letters through the Turkish single shift table: ğ ı ş İ Ğ Ş ç are two septets each', () => {
    expect(countSms('ğışİĞŞç')).toEqual({ encoding: 'gsm7-turkish', characters: 14, segments: 1, perSegment: 155 });
    const text = 'Sayın Ayşe Yılmaz, Ağustos aidatınız ödenmemiştir.';
    // ı ş ı ğ ı ı ş = 7 shift characters over 50 letters.
    expect(countSms(text)).toMatchObject({ encoding: 'gsm7-turkish', characters: text.length + 7, segments: 1 });
  });

  it('fits 155 septets with Turkish letters in one SMS and splits the 156th into parts of 152', () => {
    expect(countSms(`ş${'a'.repeat(153)}`)).toMatchObject({ characters: 155, segments: 1, perSegment: 155 });
    expect(countSms(`ş${'a'.repeat(154)}`)).toMatchObject({ characters: 156, segments: 2, perSegment: 152 });
    expect(countSms(`ş${'a'.repeat(302)}`)).toMatchObject({ characters: 304, segments: 2 });
    expect(countSms(`ş${'a'.repeat(303)}`)).toMatchObject({ characters: 305, segments: 3 });
    expect(countSms(`ş${'a'.repeat(152 * 4 - 2)}`)).toMatchObject({ segments: 4 });
  });

  it('falls back to UCS-2 for other characters: 70 alone, 67 a part, an emoji two units', () => {
    expect(countSms('Merhaba 👋')).toEqual({ encoding: 'ucs2', characters: 10, segments: 1, perSegment: 70 });
    expect(countSms('Ж'.repeat(70))).toMatchObject({ encoding: 'ucs2', segments: 1 });
    expect(countSms('Ж'.repeat(71))).toMatchObject({ encoding: 'ucs2', segments: 2, perSegment: 67 });
    expect(countSms('â ile şapka')).toMatchObject({ encoding: 'ucs2', characters: 11 });
    // The lira sign is in no GSM table: money in an SMS is written 'TL'.
    expect(countSms('100,00 ₺').encoding).toBe('ucs2');
    expect(countSms('100,00 TL').encoding).toBe('gsm7');
    // 66 units and an emoji: the pair moves whole into the second part.
    expect(countSms(`${'Ж'.repeat(66)}👋${'Ж'.repeat(5)}`)).toMatchObject({ characters: 73, segments: 2 });
  });
});
