/**
 * Fields checked by their own algorithms: TC identity and tax numbers (check digits), IBAN (mod-97) and
 * phone numbers (libphonenumber). Apart from zodRules so that a screen without them (sign-in) does not
 * download the phone metadata.
 */
import { isValidIban, normalizeIban, TR_IBAN_LENGTH } from './iban';
import * as messages from './messages';
import { isValidPhone, normalizePhone } from './phone';
import { isValidTckn, isValidVkn } from './turkishIds';
import { DIGITS, requiredBase, TCKN_LENGTH, VKN_LENGTH } from './zodRules';

export function tcknField() {
  return requiredBase()
    .regex(DIGITS, { error: messages.digitsOnly, abort: true })
    .length(TCKN_LENGTH, { error: messages.exactLength(TCKN_LENGTH), abort: true })
    .refine(isValidTckn, { error: messages.tckn });
}

export function vknField() {
  return requiredBase()
    .regex(DIGITS, { error: messages.digitsOnly, abort: true })
    .length(VKN_LENGTH, { error: messages.exactLength(VKN_LENGTH), abort: true })
    .refine(isValidVkn, { error: messages.vkn });
}

/** 26 characters after removing spaces, then mod-97; outputs the compact uppercase IBAN. */
export function ibanField() {
  return requiredBase()
    .overwrite(normalizeIban)
    .length(TR_IBAN_LENGTH, { error: messages.exactLength(TR_IBAN_LENGTH), abort: true })
    .refine(isValidIban, { error: messages.iban });
}

/** Digits, + and spaces; outputs digits and a leading + only (what is sent to the API). */
export function phoneField() {
  return requiredBase()
    .regex(/^[\d+ ]+$/, { error: messages.digitsOnly, abort: true })
    .overwrite(normalizePhone)
    .refine((value) => isValidPhone(value), { error: messages.phone });
}

/**
 * A tax number that may be either kind: a company's VKN (10 digits) or a sole trader's TCKN (11 digits),
 * digits only and checked by the check digits of its kind.
 */
export function taxNumberField() {
  return requiredBase()
    .regex(DIGITS, { error: messages.digitsOnly, abort: true })
    .min(VKN_LENGTH, { error: messages.minLength(VKN_LENGTH), abort: true })
    .max(TCKN_LENGTH, { error: messages.maxLength(TCKN_LENGTH), abort: true })
    .refine((value) => (value.length === VKN_LENGTH ? isValidVkn(value) : isValidTckn(value)), {
      error: (issue) => (String(issue.input).length === VKN_LENGTH ? messages.vkn : messages.tckn),
    });
}
