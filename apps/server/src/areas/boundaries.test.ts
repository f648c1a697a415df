import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layout rule of STYLE.md: an area's code imports the shared layers (http, db, accounting, kernel,
 * storage, security), `packages/shared` and its own files; another area only through that area's
 * index.ts. The shared layers import no area, so an area can move or grow without touching them.
 */
const src = path.resolve(import.meta.dirname, '..');
const areasDir = path.join(src, 'areas');
const IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return base;
}

/** The area a file belongs to, or null outside `areas/<area>/`. */
function areaOf(file: string): string | null {
  const relative = path.relative(areasDir, file);
  if (relative.startsWith('..')) return null;
  const [first, ...rest] = relative.split(path.sep);
  return rest.length ? first : null;
}

function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((match) => resolveImport(file, match[1]));
}

describe('the layout of areas', () => {
  it('an area reaches another area only through its index', () => {
    const wrong: string[] = [];
    for (const file of sourceFiles(areasDir)) {
      const own = areaOf(file);
      if (!own) continue;
      for (const target of importsOf(file)) {
        const other = areaOf(target);
        if (other && other !== own && target !== path.join(areasDir, other, 'index.ts'))
          wrong.push(`${path.relative(src, file)} → ${path.relative(src, target)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('the shared layers import no area', () => {
    const wrong: string[] = [];
    // The demo seed builds its data through the areas' services, as a client of them: it is not a layer.
    const seed = path.join(src, 'db', 'seed');
    for (const layer of ['http', 'db', 'accounting', 'kernel', 'storage', 'security']) {
      for (const file of sourceFiles(path.join(src, layer))) {
        if (file.endsWith('.test.ts') || file.startsWith(seed)) continue;
        for (const target of importsOf(file)) {
          if (target.startsWith(areasDir + path.sep))
            wrong.push(`${path.relative(src, file)} → ${path.relative(src, target)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('code outside the areas reaches an area only through its index', () => {
    const wrong: string[] = [];
    for (const file of sourceFiles(src)) {
      if (file.startsWith(areasDir + path.sep)) continue;
      for (const target of importsOf(file)) {
        const area = areaOf(target);
        if (area && target !== path.join(areasDir, area, 'index.ts'))
          wrong.push(`${path.relative(src, file)} → ${path.relative(src, target)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
