/** Turkish lower case (İ → i, I → ı): the form names are stored and searched in. */
export const foldTurkish = (value: string): string => value.trim().toLocaleLowerCase('tr');

const TURKISH_ALPHABET = 'abcçdefgğhıijklmnoöprsştuüvyzqwx';

/**
 * A key whose plain byte order is Turkish alphabetical order (Ç after C, Ş after S, ı before i),
 * so both SQLite and PostgreSQL sort it correctly without a collation of their own.
 */
export function turkishSortKey(value: string): string {
  let key = '';
  for (const ch of foldTurkish(value)) {
    const i = TURKISH_ALPHABET.indexOf(ch);
    key += i >= 0 ? String.fromCharCode(0x100 + i) : ch;
  }
  return key;
}
