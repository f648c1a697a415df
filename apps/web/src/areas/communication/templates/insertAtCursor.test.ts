import { describe, expect, it } from 'vitest';
import { insertAtCursor } from './insertAtCursor';

describe('insertAtCursor', () => {
  it('puts the placeholder where the cursor is and moves the cursor after it', () => {
    expect(insertAtCursor('Sayın , borcunuz', { start: 6, end: 6 }, '{{ad_soyad}}')).toEqual({
      text: 'Sayın {{ad_soyad}}, borcunuz',
      cursor: 18,
    });
  });

  it('replaces a selection', () => {
    expect(insertAtCursor('Sayın XX,', { start: 6, end: 8 }, '{{ad_soyad}}').text).toBe('Sayın {{ad_soyad}},');
  });

  it('appends when the text was never focused or the selection is past its end', () => {
    expect(insertAtCursor('Merhaba ', { start: null, end: null }, '{{blok}}')).toEqual({
      text: 'Merhaba {{blok}}',
      cursor: 16,
    });
    expect(insertAtCursor('ab', { start: 9, end: 12 }, 'x').text).toBe('abx');
  });
});
