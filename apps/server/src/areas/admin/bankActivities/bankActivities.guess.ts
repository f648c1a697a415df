import type { SaasBankColumnMapping, SaasBankMappingField } from '@site/shared';
import { asciiFold } from './bankActivities.matcher';

// The column mapping guessed from a statement's header names ('İşlem Tarihi', 'Tutar', 'Açıklama', 'VKN' …).

// Header words Turkish banks use for each value, most specific first.
const HINTS: [SaasBankMappingField, RegExp][] = [
  ['activity_on', /\b(islem )?tarih(i)?\b|\bvaluta\b|\bdate\b/],
  ['debit', /\bborc\b|\bcikan\b/],
  ['credit', /\balacak\b|\bgiren\b/],
  ['amount', /\btutar(i)?\b|\bmiktar\b|\bamount\b/],
  ['reference_no', /\b(referans|dekont|fis|islem) ?(no|numarasi)?\b|\bref\b/],
  ['sender_name', /\bgonderen\b|\bkarsi (taraf|hesap) (adi|unvan)|\bad(i)? soyad(i)?\b|\bunvan\b/],
  ['iban', /\biban\b/],
  ['tax_number', /\bvkn\b|\bvergi (kimlik )?no\b|\bvergi numarasi\b/],
  ['identity_number', /\btckn\b|\bkimlik\b|\btc\b/],
  ['description', /\baciklama\b|\bdetay\b|\bdescription\b/],
];

/** The guessed columns, each header used at most once; balance columns are never an amount. */
function guessed(headers: string[]): Partial<Record<SaasBankMappingField, string>> {
  const mapping: Partial<Record<SaasBankMappingField, string>> = {};
  const used = new Set(headers.filter((h) => /\bbakiye\b/.test(asciiFold(h))));
  for (const [field, pattern] of HINTS) {
    const header = headers.find((h) => !used.has(h) && pattern.test(asciiFold(h)));
    if (header) {
      mapping[field] = header;
      used.add(header);
    }
  }
  if (mapping.amount) {
    delete mapping.debit;
    delete mapping.credit;
  }
  return mapping;
}

/**
 * The mapping of a statement whose headers name a date and an amount (or debit and credit); null when they do
 * not, and the user maps the columns. `partial` answers whatever was recognised, for the mapping dialog.
 */
export function guessMapping(headers: string[]): SaasBankColumnMapping | null;
export function guessMapping(headers: string[], partial: true): Record<string, string>;
export function guessMapping(headers: string[], partial = false) {
  const mapping = guessed(headers);
  if (partial) return mapping;
  if (!mapping.activity_on || !(mapping.amount || (mapping.debit && mapping.credit))) return null;
  return { ...mapping, activity_on: mapping.activity_on } as SaasBankColumnMapping;
}
