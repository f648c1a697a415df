import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaOf as areaIn, importsOf, STATIC_IMPORT, sourceFiles } from '../../../../scripts/importGraph';

/**
 * The layout rule of STYLE.md on the web: a file of an area imports the shared places (ui, api, session,
 * locales, the app's `area.ts`), `packages/shared` and its own area; another area only through that area's
 * `public.ts`. An area's `index.ts` (its menu and routes, loaded before any screen) names its screens only
 * through `import()`, so no screen code reaches the first download.
 */
const src = path.resolve(import.meta.dirname, '..');
const areasDir = path.join(src, 'areas');
const SHARED = ['ui', 'api', 'session', 'locales', path.join('app', 'area.ts')];
const areaOf = (file: string) => areaIn(areasDir, file);

const where = (file: string, target: string) => `${path.relative(src, file)} → ${path.relative(src, target)}`;

describe('the layout of the web areas', () => {
  it('an area imports the shared places, its own files, and another area only through its public.ts', () => {
    const wrong: string[] = [];
    for (const file of sourceFiles(areasDir, false)) {
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
    for (const file of sourceFiles(src, false)) {
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

  it("an area's screens reach the API through its typed client: no HTTP call and no hand-built query key", () => {
    const wrong: string[] = [];
    const client = path.join(src, 'api', 'client.ts');
    for (const file of sourceFiles(areasDir, false)) {
      if (path.basename(file) === 'api.ts') continue;
      const text = fs.readFileSync(file, 'utf8');
      const imports = [...text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)];
      for (const [, typeOnly, names, from] of imports) {
        if (typeOnly || `${path.resolve(path.dirname(file), from)}.ts` !== client) continue;
        // The error class is for reading a failure's status; requests are the client's.
        const calls = names
          .split(',')
          .map((n) => n.trim())
          .filter((n) => n && n !== 'ApiError' && !n.startsWith('type '));
        if (calls.length) wrong.push(`${path.relative(src, file)} imports ${calls.join(', ')} from api/client`);
      }
      if (/queryKey:\s*\[/.test(text)) wrong.push(`${path.relative(src, file)} builds a query key by hand`);
    }
    expect(wrong).toEqual([]);
  });
});
