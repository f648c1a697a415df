import { friendlyFormatIBAN, isValidIBAN } from 'ibantools';

/** IBAN length in Turkey: 'TR' + 2 check digits + 22 (spec: 26 characters). */
export const TR_IBAN_LENGTH = 26;

/** Removes all whitespace and uppercases ('tr33 0006 …' → 'TR330006…'). */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Country format and mod-97 checksum (ibantools), after normalising. */
export function isValidIban(value: string): boolean {
  return isValidIBAN(normalizeIban(value));
}

/** Groups by 4: 'TR33 0006 1005 1978 6457 8413 26'. */
export function formatIban(value: string): string {
  const iban = normalizeIban(value);
  // ibantools returns null only for empty input; grouping is the same for any text.
  return friendlyFormatIBAN(iban) ?? iban;
}
