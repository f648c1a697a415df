import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, sourceFiles } from '../../../../scripts/importGraph';
import { hasMessage, quotedKeys } from '../locales/sourceKeys';
import { tr } from '../locales/tr';
import { coreTexts } from '../locales/tr/core';
import { AREAS } from './areas';

/**
 * The Turkish texts load in parts: the core (common words, the frame, the menu) with the app, and each area's
 * texts with its screens (`Area.texts`). A key whose part is not loaded reaches the screen as itself, so every
 * quoted key of the code a screen can reach must be in the core or in its area's texts. What a file reaches is
 * read from the import graph: its own imports, static or lazy, and theirs, into other areas' public.ts too.
 */
const src = path.resolve(import.meta.dirname, '..');
const areasDir = path.join(src, 'areas');

const isAreaFile = (file: string) => file.startsWith(areasDir + path.sep);
const isAreaIndex = (file: string) =>
  isAreaFile(file) && path.relative(areasDir, file).split(path.sep)[1] === 'index.ts';

/** The source files reachable from `starts` through any relative import, not entering what `stop` names. */
function reachable(starts: string[], stop: (file: string) => boolean): string[] {
  const seen = new Set<string>();
  const todo = [...starts];
  while (todo.length) {
    const file = todo.pop() as string;
    if (seen.has(file) || !/\.tsx?$/.test(file) || !fs.existsSync(file)) continue;
    seen.add(file);
    for (const target of importsOf(file)) if (!stop(target)) todo.push(target);
  }
  return [...seen].filter((file) => !file.includes(`${path.sep}locales${path.sep}`));
}

/** The keys quoted in `files`, each with the first file that names it. */
function keysIn(files: string[]): Map<string, string> {
  const keys = new Map<string, string>();
  for (const file of files) {
    for (const key of quotedKeys(fs.readFileSync(file, 'utf8'))) {
      if (!keys.has(key)) keys.set(key, path.relative(src, file));
    }
  }
  return keys;
}

/** Two message trees as one, deeply (as i18next adds a bundle to the loaded ones). */
function merge(a: object, b: object): object {
  const out: Record<string, unknown> = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const mine = out[key];
    out[key] = mine && typeof mine === 'object' && value && typeof value === 'object' ? merge(mine, value) : value;
  }
  return out;
}

const missingFrom = (messages: object, keys: Map<string, string>) =>
  [...keys].filter(([key]) => !hasMessage(messages, key)).map(([key, file]) => `${file}: ${key}`);

describe('the Turkish texts in parts', () => {
  it('the app outside the areas names only keys of the core texts', () => {
    // The app's entry points and what they reach, into the areas' index files (menus, routes) but not their screens.
    const files = reachable(
      [path.join(src, 'main.tsx'), path.join(src, 'boot.ts')],
      (t) => isAreaFile(t) && !isAreaIndex(t),
    );
    expect(files.length).toBeGreaterThan(50);
    expect(missingFrom(coreTexts, keysIn(files))).toEqual([]);
  });

  for (const area of AREAS) {
    it(`the ${area.key} screens name only keys of the core and the area's texts`, async () => {
      const folder = path.join(areasDir, area.key);
      const files = reachable(sourceFiles(folder, false), isAreaIndex);
      const keys = keysIn(files);
      expect(keys.size).toBeGreaterThan(0);
      expect(area.texts, `${area.key} has screens but no texts`).toBeDefined();
      const texts = (await area.texts?.())?.default ?? {};
      expect(missingFrom(merge(coreTexts, texts), keys)).toEqual([]);
    });
  }

  it('the core and the areas together hold every Turkish text', async () => {
    let all: object = coreTexts;
    for (const area of AREAS) all = merge(all, (await area.texts?.())?.default ?? {});
    expect(all).toEqual(tr);
  });
});
