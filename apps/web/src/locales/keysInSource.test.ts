import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasMessage, quotedKeys } from './sourceKeys';
import { tr } from './tr';

// A key that is missing from the messages reaches the screen as itself ('invoices.payments.fields.bank_account_id').
// Every quoted key in the web source (t('…'), a column title, a field label, an enum prefix) must name a
// message or a group of messages of the Turkish set. Keys built at run time are checked by the browser walk.

const src = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('translation keys in the web source', () => {
  const files = sourceFiles(src);

  it('finds the source', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('names only keys the Turkish messages have', () => {
    const missing: string[] = [];
    let seen = 0;
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      for (const key of quotedKeys(text)) {
        seen++;
        if (!hasMessage(tr, key)) missing.push(`${path.relative(src, file)}: ${key}`);
      }
      // A file's key helper, `const field = (name: KeyIn<'invoices.payments.fields'>) => \`invoices.payments.fields.${name}\``,
      // called with a quoted name: field('bank_account_id'). The type check covers these too; this keeps the count honest.
      for (const [, helper, prefix] of text.matchAll(
        /const (\w+) = \(\w+: (?:string|KeyIn<'[\w.]+'>)\) => (?:t\()?`([\w.]+)\.\$\{\w+\}`/g,
      )) {
        for (const [, name] of text.matchAll(new RegExp(`\\b${helper}\\('(\\w+)'\\)`, 'g'))) {
          seen++;
          const key = `${prefix}.${name}`;
          if (!hasMessage(tr, key)) missing.push(`${path.relative(src, file)}: ${key}`);
        }
      }
    }
    expect(seen).toBeGreaterThan(500);
    expect(missing).toEqual([]);
  });
});
