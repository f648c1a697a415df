import type { ParseKeys } from 'i18next';
import type { Messages } from './messages';

/** A key of the Turkish message set as `t()` takes it: 'invoices.fields.bill_no' (a plural without its _one/_other). */
export type MessageKey = ParseKeys;

type Groups<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? never : `${Prefix}${K}` | Groups<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** The dotted path of a group of messages: 'invoices.fields', 'houseUsers.types'. */
export type MessageGroup = Groups<Messages>;

/** The keys below a group, without its prefix: `KeyIn<'invoices.fields'>` is 'bill_no' | 'billed_on' | … */
export type KeyIn<Group extends MessageGroup> = MessageKey extends infer Key
  ? Key extends `${Group}.${infer Rest}`
    ? Rest
    : never
  : never;

/** The groups below a group, without its prefix: `GroupIn<'invoices'>` is 'fields' | 'invoiceTypes' | … */
export type GroupIn<Group extends MessageGroup> = MessageGroup extends infer Inner
  ? Inner extends `${Group}.${infer Rest}`
    ? Rest
    : never
  : never;

/**
 * A key built at run time below a checked group: an enum's label, `keyUnder('houseUsers.types', row.type_id)`,
 * or a menu entry, `keyUnder('menu', area.key + '.title')`. The rest comes from the server or a list the type
 * system does not follow, so this is the one place such a key is taken on trust; the browser walk reaches them.
 */
export function keyUnder(group: MessageGroup, rest: string | number): MessageKey {
  return `${group}.${rest}` as MessageKey;
}
