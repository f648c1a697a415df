import { tr } from './tr';

/**
 * The message keys the web source quotes, and their lookup in a message tree: what the tests that keep raw keys
 * off the screen (`keysInSource.test.ts`, `app/areaTexts.test.ts`) read the source with. Not part of the app.
 */
const namespaces = Object.keys(tr).join('|');
const quotedKey = new RegExp(
  `(?:(['"])((?:${namespaces})(?:\\.[A-Za-z_]\\w*)+)\\1|\`((?:${namespaces})(?:\\.[A-Za-z_]\\w*)+)\\.\\$\\{)`,
  'g',
);

/** The keys and groups quoted in `text` ('invoices.fields.bill_no'), and the quoted prefixes of keys built in a template (`invoices.fields.${name}`). */
export function quotedKeys(text: string): string[] {
  return [...text.matchAll(quotedKey)].map((match) => match[2] ?? match[3]);
}

/** Whether `messages` holds `key`, a message or a group; a plural key is looked up with its _other form. */
export function hasMessage(messages: object, key: string): boolean {
  const find = (dotted: string) => {
    let node: unknown = messages;
    for (const part of dotted.split('.')) {
      if (node === null || typeof node !== 'object' || !(part in node)) return false;
      node = (node as Record<string, unknown>)[part];
    }
    return true;
  };
  return find(key) || find(`${key}_other`);
}
