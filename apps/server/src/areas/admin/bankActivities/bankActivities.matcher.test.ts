import { describe, expect, it } from 'vitest';
import { IBAN, TCKN, VKN } from './bankActivities.fixtures';
import { guessMapping } from './bankActivities.guess';
import { asciiFold, createMatcher, ibanInText, numbersInText } from './bankActivities.matcher';

const customers = [
  { id: 1, name: 'Mavi Yapı', title: 'Mavi Yapı Yönetim Hizmetleri A.Ş.', tax_number: VKN, iban: null },
  { id: 2, name: 'Ayşe Çağlar', title: null, tax_number: TCKN, iban: `${IBAN.slice(0, 4)} ${IBAN.slice(4)}` },
  { id: 3, name: 'Mavi', title: null, tax_number: null, iban: null },
];
const suggest = createMatcher(customers);
const line = (values: Partial<Parameters<typeof suggest>[0]>) =>
  suggest({ amount: 100, identity_number: null, tax_number: null, iban: null, description: null, ...values });

describe('the customer suggestion of a statement line', () => {
  it('ranks the tax number and TCKN high, the IBAN medium and a name in the description low', () => {
    expect(line({ tax_number: VKN })).toEqual({ customer_id: 1, confidence: 'high' });
    expect(line({ identity_number: TCKN, iban: IBAN })).toEqual({ customer_id: 2, confidence: 'high' });
    expect(line({ iban: IBAN })).toEqual({ customer_id: 2, confidence: 'medium' });
    expect(line({ description: 'AYSE CAGLAR EFT' })).toEqual({ customer_id: 2, confidence: 'low' });
    // The longest name wins; a name shorter than five letters is never looked for.
    expect(line({ description: 'MAVI YAPI YONETIM HIZMETLERI A S odeme' })).toEqual({
      customer_id: 1,
      confidence: 'low',
    });
    expect(line({ description: 'mavi kalem' })).toBeNull();
  });

  it('suggests nothing for an outgoing line or an unknown payer', () => {
    expect(line({ amount: -100, tax_number: VKN })).toBeNull();
    expect(line({ amount: 0, tax_number: VKN })).toBeNull();
    expect(line({ tax_number: '1234567000', description: 'Bilinmeyen' })).toBeNull();
  });

  it('reads a VKN, a TCKN and an IBAN written in a description only when their check digits hold', () => {
    expect(numbersInText(`VKN:${VKN} TC ${TCKN}`)).toEqual({ tax_number: VKN, identity_number: TCKN });
    // A phone number and a wrong VKN are not identity numbers; digits inside a longer number are not either.
    expect(numbersInText('Tel 05321112233 vkn 1234567019 hesap 123456701800')).toEqual({
      tax_number: null,
      identity_number: null,
    });
    expect(ibanInText(`gönderen ${IBAN.replace(/(.{4})/g, '$1 ')} havale`)).toBe(IBAN);
    expect(ibanInText('TR000006200000000006295001')).toBeNull();
  });

  it('folds Turkish letters so a bank’s capitals find the name', () => {
    expect(asciiFold('İSMAİL IŞIK Çağ-Öz')).toBe('ismail isik cag oz');
  });

  it('guesses the columns from Turkish header names, or asks when the date or amount is not named', () => {
    expect(
      guessMapping(['İşlem Tarihi', 'Açıklama', 'Vergi No', 'TCKN', 'IBAN', 'Tutar', 'Bakiye', 'Dekont No']),
    ).toEqual({
      activity_on: 'İşlem Tarihi',
      description: 'Açıklama',
      tax_number: 'Vergi No',
      identity_number: 'TCKN',
      iban: 'IBAN',
      amount: 'Tutar',
      reference_no: 'Dekont No',
    });
    expect(guessMapping(['Tarih', 'Borç', 'Alacak'])).toMatchObject({ debit: 'Borç', credit: 'Alacak' });
    expect(guessMapping(['Gün', 'Para'])).toBeNull();
  });
});
