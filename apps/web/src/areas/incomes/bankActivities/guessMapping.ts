import type { BankColumnMapping, BankMappingField } from '@site/shared';

const fold = (text: string) =>
  text
    .toLocaleLowerCase('tr')
    .replace(/[çğıöşü]/g, (ch) => ({ ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u' })[ch] ?? ch)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

// Header words Turkish banks use for each value, most specific first.
const HINTS: [BankMappingField, RegExp][] = [
  ['balance_after', /\bbakiye\b/],
  ['activity_on', /\b(islem )?tarih(i)?\b|\bvaluta\b|\bdate\b/],
  ['debit', /\bborc\b|\bcikan\b/],
  ['credit', /\balacak\b|\bgiren\b/],
  ['amount', /\btutar(i)?\b|\bmiktar\b|\bamount\b/],
  ['reference_no', /\b(referans|dekont|fis|islem) ?(no|numarasi)?\b|\bref\b/],
  ['sender_name', /\bgonderen\b|\bkarsi (taraf|hesap) (adi|unvan)|\bad(i)? soyad(i)?\b|\bunvan\b/],
  ['iban', /\biban\b/],
  ['identity_number', /\btckn\b|\bvkn\b|\bkimlik\b|\bvergi no\b|\btc\b/],
  ['description', /\baciklama\b|\bdetay\b|\bdescription\b/],
];

/**
 * A first guess of the column mapping from the header names ('İşlem Tarihi', 'Tutar', 'Borç', 'Alacak',
 * 'Açıklama' …), for the user to check. Each header goes to at most one field.
 */
export function guessMapping(headers: string[]): Partial<BankColumnMapping> {
  const mapping: Partial<Record<BankMappingField, string>> = {};
  const used = new Set<string>();
  for (const [field, pattern] of HINTS) {
    const header = headers.find((h) => !used.has(h) && pattern.test(fold(h)));
    if (header) {
      mapping[field] = header;
      used.add(header);
    }
  }
  // One signed amount column is simpler than a debit/credit pair when the file has it.
  if (mapping.amount) {
    delete mapping.debit;
    delete mapping.credit;
  }
  return mapping;
}
