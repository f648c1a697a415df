import { isValidIban, isValidTckn, isValidVkn, normalizeIban, type SaasMatchConfidence } from '@site/shared';
import type { Db } from '../../../db/connection';

// Which customer an incoming statement line is from: by VKN or TCKN (high), by IBAN (medium), or by the
// customer's name or title written in the description (low).

export type MatchCustomer = {
  id: number;
  name: string;
  title: string | null;
  tax_number: string | null;
  iban: string | null;
};

export type MatchableLine = {
  amount: number;
  identity_number: string | null;
  tax_number: string | null;
  iban: string | null;
  description: string | null;
};

export type Suggestion = { customer_id: number; confidence: SaasMatchConfidence };

/** Turkish lower case, then without Turkish letters and punctuation: 'GULSUM CAGLAR' finds 'Gülsüm Çağlar'. */
export function asciiFold(text: string): string {
  return text
    .toLocaleLowerCase('tr')
    .replace(
      /[çğıöşüâîû]/g,
      (ch) => ({ ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u' })[ch] ?? ch,
    )
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

// Company-name words that say nothing of who the customer is.
const NOISE = new Set(['ltd', 'sti', 'as', 'a s', 'anonim', 'limited', 'sirketi', 've', 'tic', 'san']);
/** Shorter names would be found inside every other description. */
const NAME_MIN_LENGTH = 5;

/** A 10-digit VKN or an 11-digit TCKN written in a description, when its check digits hold. */
export function numbersInText(text: string | null): { tax_number: string | null; identity_number: string | null } {
  const found = { tax_number: null as string | null, identity_number: null as string | null };
  if (!text) return found;
  for (const match of text.matchAll(/(?<![\d])(\d{10,11})(?![\d])/g)) {
    const digits = match[1];
    if (digits.length === 10 && !found.tax_number && isValidVkn(digits)) found.tax_number = digits;
    if (digits.length === 11 && !found.identity_number && isValidTckn(digits)) found.identity_number = digits;
  }
  return found;
}

/** A TR IBAN written in a description (with or without spaces), when its checksum holds. */
export function ibanInText(text: string | null): string | null {
  if (!text) return null;
  for (const match of text.matchAll(/TR\s?\d{2}(?:\s?[0-9A-Z]){22}/gi)) {
    const iban = normalizeIban(match[0]);
    if (isValidIban(iban)) return iban;
  }
  return null;
}

/** Every customer, the active ones first, as the matcher reads them. */
export function loadCustomers(db: Db): Promise<MatchCustomer[]> {
  return db
    .selectFrom('customers')
    .select(['id', 'name', 'title', 'tax_number', 'iban'])
    .orderBy('is_active', 'desc')
    .orderBy('id')
    .execute();
}

/** The suggester over the customers: an incoming line → the customer and how sure; an outgoing line → null. */
export function createMatcher(customers: MatchCustomer[]) {
  const byNumber = new Map<string, number>();
  const byIban = new Map<string, number>();
  const names: { folded: string; id: number }[] = [];
  for (const customer of customers) {
    const number = customer.tax_number?.replace(/\D/g, '');
    if (number && !byNumber.has(number)) byNumber.set(number, customer.id);
    const iban = customer.iban ? normalizeIban(customer.iban) : '';
    if (iban && !byIban.has(iban)) byIban.set(iban, customer.id);
    for (const name of [customer.name, customer.title]) {
      const folded = name ? asciiFold(name) : '';
      if (folded.length >= NAME_MIN_LENGTH && !NOISE.has(folded)) names.push({ folded, id: customer.id });
    }
  }
  // The longest name first: 'Mavi Yapı Yönetim' before 'Mavi Yapı'.
  names.sort((a, b) => b.folded.length - a.folded.length);

  return (line: MatchableLine): Suggestion | null => {
    if (line.amount <= 0) return null;
    const taxId = line.tax_number ? byNumber.get(line.tax_number) : undefined;
    if (taxId) return { customer_id: taxId, confidence: 'high' };
    const identityId = line.identity_number ? byNumber.get(line.identity_number) : undefined;
    if (identityId) return { customer_id: identityId, confidence: 'high' };
    const ibanId = line.iban ? byIban.get(line.iban) : undefined;
    if (ibanId) return { customer_id: ibanId, confidence: 'medium' };
    if (line.description) {
      const text = ` ${asciiFold(line.description)} `;
      const named = names.find((n) => text.includes(` ${n.folded} `));
      if (named) return { customer_id: named.id, confidence: 'low' };
    }
    return null;
  };
}
