import { type CountryCode, isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';

export const DEFAULT_PHONE_COUNTRY: CountryCode = 'TR';

/** Keeps digits and a leading '+' only (spec: phone is stripped to digits and + before sending). */
export function normalizePhone(value: string): string {
  const plus = value.trim().startsWith('+') ? '+' : '';
  return plus + value.replace(/\D/g, '');
}

/** Valid number for the country (national input) or any country (input starting with + or 00). */
export function isValidPhone(value: string, defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY): boolean {
  // libphonenumber skips letters and other noise; a typed phone must not contain them.
  if (!/^\s*\+?[\d\s().-]+$/.test(value)) return false;
  return isValidPhoneNumber(normalizePhone(value), defaultCountry);
}

/** '+90 532 123 45 67' style; an unparseable value comes back normalised. */
export function formatPhoneInternational(value: string, defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY): string {
  const normalized = normalizePhone(value);
  return parsePhoneNumberFromString(normalized, defaultCountry)?.formatInternational() ?? normalized;
}
