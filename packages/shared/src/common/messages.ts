/** Turkish validation messages of spec §5, shared by server and web. */
import { formatMoneyAmount, toKurus } from './money';

export const required = 'Zorunlu alan';
export const email = 'Geçerli bir e-posta girin';
export const digitsOnly = 'Sadece rakam girmelisiniz.';
export const formInvalid = 'Lütfen tüm gerekli alanları doldurunuz';
export const tckn = 'Geçerli bir T.C. kimlik numarası girin';
export const vkn = 'Geçerli bir vergi numarası girin';
export const iban = 'Geçerli bir IBAN girin';
export const phone = 'Geçerli bir telefon numarası girin';
export const notSameAsPos = 'POS hesabıyla aynı olmamalı';
// Not worded by the spec; used by dateField and moneyField for malformed input.
export const date = 'Geçerli bir tarih girin';
export const moneyDecimals = 'En fazla 2 ondalık basamak girebilirsiniz.';

export const maxLength = (n: number): string => `En fazla ${n} karakter yazabilirsiniz.`;
export const minLength = (n: number): string => `En az ${n} karakter yazmalısınız.`;
export const exactLength = (n: number): string => `Tam ${n} karakter yazmalısınız.`;

/** Money limits show two decimals in Turkish format (9.999.999,99); others use a decimal comma. */
const formatLimit = (n: number, money: boolean): string =>
  money ? formatMoneyAmount(toKurus(n)) : String(n).replace('.', ',');

export const maxValue = (n: number, money = false): string =>
  `En fazla ${formatLimit(n, money)} değerini girebilirsiniz.`;
export const minValue = (n: number, money = false): string => `En az ${formatLimit(n, money)} değerini girebilirsiniz.`;

/** The label names the bound date, e.g. "Başlangıç tarihi" or "12.12.2099". */
export const dateBefore = (label: string): string => `${label} tarihinden önce olmalıdır`;
export const dateAfter = (label: string): string => `${label} tarihinden sonra olmalıdır`;

/** All messages in one object, for `messages.required` style use. */
export const messages = {
  required,
  email,
  digitsOnly,
  formInvalid,
  tckn,
  vkn,
  iban,
  phone,
  notSameAsPos,
  date,
  moneyDecimals,
  maxLength,
  minLength,
  exactLength,
  maxValue,
  minValue,
  dateBefore,
  dateAfter,
} as const;

/**
 * A referenced record that does not exist or belongs to another complex: the same words as a missing record
 * (spec §8), so the answer names nothing of the other complex and does not confirm the record exists.
 */
export const foreignReferenceMessage = 'Öğe bulunamadı.';
