/**
 * One Turkish error map for every zod schema of server and web, in the spec's wording where it has
 * one (§5). A schema's own message still wins; this covers what no schema words itself: wrong types,
 * unknown choices, malformed values.
 */
import { z } from 'zod';
import * as messages from './messages';

export const typeMessages = {
  number: 'Geçerli bir sayı girin.',
  text: 'Geçerli bir metin girin.',
  boolean: 'Evet ya da hayır seçin.',
  list: 'Geçerli bir liste girin.',
  choice: 'Geçersiz seçim.',
  value: 'Geçersiz değer.',
  format: 'Geçersiz biçim.',
  unknownField: 'Bu alan tanınmıyor.',
} as const;

const isMissing = (input: unknown): boolean => input === undefined || input === null;

/**
 * A schema's type error that says 'Zorunlu alan' only when nothing was given; a value of the wrong
 * type (an amount sent as '1.234,56') gets the message of its type.
 */
export function requiredOr(wrongType: string) {
  return (issue: { input?: unknown }) => (isMissing(issue.input) ? messages.required : wrongType);
}

type Issue = z.core.$ZodRawIssue;

function sizeMessage(issue: Issue & { code: 'too_big' | 'too_small' }): string {
  const big = issue.code === 'too_big';
  const limit = Number(big ? (issue as { maximum: unknown }).maximum : (issue as { minimum: unknown }).minimum);
  switch (issue.origin) {
    case 'string':
      if (!big && limit === 1) return messages.required;
      return big ? messages.maxLength(limit) : messages.minLength(limit);
    case 'array':
    case 'set':
      if (!big && limit === 1) return messages.required;
      return big ? `En fazla ${limit} öğe seçebilirsiniz.` : `En az ${limit} öğe seçmelisiniz.`;
    case 'number':
    case 'int':
    case 'bigint':
      return Number.isFinite(limit) ? (big ? messages.maxValue(limit) : messages.minValue(limit)) : typeMessages.number;
    case 'date':
      return messages.date;
    default:
      return big ? 'Değer çok büyük.' : 'Değer çok küçük.';
  }
}

function typeMessage(expected: string, input: unknown): string {
  if (isMissing(input)) return messages.required;
  switch (expected) {
    case 'number':
    case 'int':
    case 'bigint':
    case 'nan':
      return typeMessages.number;
    case 'string':
      return typeMessages.text;
    case 'boolean':
      return typeMessages.boolean;
    case 'array':
    case 'set':
    case 'tuple':
      return typeMessages.list;
    case 'date':
      return messages.date;
    default:
      return typeMessages.value;
  }
}

/** The Turkish message of one zod issue. */
export function turkishIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return typeMessage(String(issue.expected), issue.input);
    case 'too_big':
    case 'too_small':
      return sizeMessage(issue);
    case 'invalid_format':
      if (issue.format === 'email') return messages.email;
      if (issue.format === 'date' || issue.format === 'datetime' || issue.format === 'time') return messages.date;
      return typeMessages.format;
    case 'invalid_value':
      return typeMessages.choice;
    case 'unrecognized_keys':
      return typeMessages.unknownField;
    default:
      return typeMessages.value;
  }
}

z.config({
  customError: (issue) => turkishIssueMessage(issue as Issue),
  // In the browser zod would probe `new Function` as schemas are built (to parse faster), which the app's
  // Content-Security-Policy (script-src 'self') refuses; the server keeps the faster parsers.
  jitless: 'document' in globalThis,
});
