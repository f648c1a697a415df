import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layout rule of STYLE.md on the web: a file of an area imports the shared places (ui, api, session,
 * locales, the app's `area.ts`), `packages/shared` and its own area; another area only through that area's
 * `public.ts`. An area's `index.ts` (its menu and routes, loaded before any screen) names its screens only
 * through `import()`, so no screen code reaches the first download.
 */
const src = path.resolve(import.meta.dirname, '..');
const areasDir = path.join(src, 'areas');
const STATIC_IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const ANY_IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const SHARED = ['ui', 'api', 'session', 'locales', path.join('app', 'area.ts')];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
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

function importsOf(file: string, pattern = ANY_IMPORT): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(pattern)].map((match) => resolveImport(file, match[1]));
}

const where = (file: string, target: string) => `${path.relative(src, file)} → ${path.relative(src, target)}`;

describe('the layout of the web areas', () => {
  it('an area imports the shared places, its own files, and another area only through its public.ts', () => {
    const wrong: string[] = [];
    for (const file of sourceFiles(areasDir)) {
      const own = areaOf(file);
      if (!own) continue;
      for (const target of importsOf(file)) {
        const other = areaOf(target);
        if (other === own) continue;
        if (other) {
          if (target !== path.join(areasDir, other, 'public.ts')) wrong.push(where(file, target));
        } else if (!SHARED.some((place) => target.startsWith(path.join(src, place)))) {
          wrong.push(where(file, target));
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("an area's index loads no screen code up front", () => {
    const wrong: string[] = [];
    for (const area of fs.readdirSync(areasDir)) {
      const index = path.join(areasDir, area, 'index.ts');
      if (!fs.existsSync(index)) continue;
      for (const target of importsOf(index, STATIC_IMPORT)) {
        if (target !== path.join(src, 'app', 'area.ts')) wrong.push(where(index, target));
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
        if (area && target !== path.join(areasDir, area, 'index.ts')) wrong.push(where(file, target));
      }
    }
    expect(wrong).toEqual([]);
  });

  it('every area of the side menu has an index and a README', () => {
    const missing = fs
      .readdirSync(areasDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) =>
        ['index.ts', 'README.md']
          .filter((name) => !fs.existsSync(path.join(areasDir, entry.name, name)))
          .map((name) => `${entry.name}/${name}`),
      );
    expect(missing).toEqual([]);
  });
});
