import { describe, expect, it } from 'vitest';
import { guessMapping } from './guessMapping';

describe('guessMapping', () => {
  it('maps the usual Turkish statement headers', () => {
    expect(
      guessMapping(['İşlem Tarihi', 'Açıklama', 'Gönderen', 'TCKN', 'Tutar', 'Bakiye', 'Referans No', 'IBAN']),
    ).toEqual({
      activity_on: 'İşlem Tarihi',
      description: 'Açıklama',
      sender_name: 'Gönderen',
      identity_number: 'TCKN',
      amount: 'Tutar',
      balance_after: 'Bakiye',
      reference_no: 'Referans No',
      iban: 'IBAN',
    });
  });

  it('uses debit and credit columns when there is no amount column', () => {
    expect(guessMapping(['Tarih', 'Borç', 'Alacak', 'Dekont No'])).toEqual({
      activity_on: 'Tarih',
      debit: 'Borç',
      credit: 'Alacak',
      reference_no: 'Dekont No',
    });
  });

  it('leaves unknown headers unmapped', () => {
    expect(guessMapping(['Sütun 1', 'Kanal'])).toEqual({});
  });
});
