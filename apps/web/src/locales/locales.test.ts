import { describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { ja } from './ja';
import { tr } from './tr';
import { zh } from './zh';

type Tree = { [key: string]: string | Tree };

/** Every leaf of a message tree as a dotted path with its value. */
function leaves(tree: object, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [p, v] of leaves(value, path)) out.set(p, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^{}]+?)\s*\}\}/g)].map((m) => m[1]).sort();
}

const trLeaves = leaves(tr);
const enLeaves = leaves(en);
const partials: Record<string, Tree> = { de, fr, es, zh, ja } as Record<string, Tree>;

describe('locales', () => {
  it('en has exactly the key paths of tr', () => {
    const missing = [...trLeaves.keys()].filter((p) => !enLeaves.has(p));
    const extra = [...enLeaves.keys()].filter((p) => !trLeaves.has(p));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('en has no empty or non-string leaves', () => {
    const empty = [...enLeaves].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([p]) => p);
    expect(empty).toEqual([]);
  });

  it('en keeps every interpolation placeholder of tr', () => {
    const mismatched: string[] = [];
    for (const [path, trText] of trLeaves) {
      const enText = enLeaves.get(path);
      if (typeof trText !== 'string' || typeof enText !== 'string') continue;
      const wanted = placeholders(trText);
      const got = placeholders(enText);
      const lost = wanted.filter((name) => !got.includes(name));
      if (lost.length) mismatched.push(`${path}: missing {{${lost.join('}}, {{')}}}`);
    }
    expect(mismatched).toEqual([]);
  });

  describe.each(Object.entries(partials))('%s', (_lang, messages) => {
    const partialLeaves = leaves(messages);

    it('only uses key paths that exist in tr', () => {
      const unknown = [...partialLeaves.keys()].filter((p) => !trLeaves.has(p));
      expect(unknown).toEqual([]);
    });

    it('has no empty leaves and keeps the placeholders of tr', () => {
      const problems: string[] = [];
      for (const [path, text] of partialLeaves) {
        if (typeof text !== 'string' || text.trim() === '') {
          problems.push(`${path}: empty`);
          continue;
        }
        const trText = trLeaves.get(path);
        if (typeof trText !== 'string') continue;
        const lost = placeholders(trText).filter((name) => !placeholders(text).includes(name));
        if (lost.length) problems.push(`${path}: missing {{${lost.join('}}, {{')}}}`);
      }
      expect(problems).toEqual([]);
    });
  });
});
