import { describe, expect, it } from 'vitest';
import { renderTemplate, unknownPlaceholders } from './templatePlaceholders';

describe('renderTemplate', () => {
  it('fills in the known placeholders, with or without spaces inside the braces', () => {
    const text = 'Sayın {{ad_soyad}}, {{ bagimsiz_bolum }} borcunuz {{bakiye}}. IBAN: {{iban}}';
    expect(
      renderTemplate(text, {
        ad_soyad: 'Ayşe Yılmaz',
        bagimsiz_bolum: 'A Blok 12',
        bakiye: '1.250,00 TL',
        iban: 'TR33 0006 1005 1978 6457 8413 26',
      }),
    ).toBe('Sayın Ayşe Yılmaz, A Blok 12 borcunuz 1.250,00 TL. IBAN: TR33 0006 1005 1978 6457 8413 26');
  });

  it('leaves a known placeholder without a value empty and an unknown one as written', () => {
    expect(renderTemplate('{{blok}}-{{kapi_no}} {{bilinmeyen}}', { kapi_no: '5' })).toBe('-5 {{bilinmeyen}}');
  });

  it('does not treat a value as a placeholder again', () => {
    expect(renderTemplate('{{ad_soyad}}', { ad_soyad: '{{iban}}' })).toBe('{{iban}}');
  });
});

describe('unknownPlaceholders', () => {
  it('names each unknown placeholder once, in the order written', () => {
    expect(unknownPlaceholders('{{ad}} {{ad_soyad}} {{x}} {{ad}} {{Bakiye}}')).toEqual(['ad', 'x', 'Bakiye']);
    expect(unknownPlaceholders('Tek parantez {ad_soyad} ve {{bakiye}}')).toEqual([]);
  });
});
