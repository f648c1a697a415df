import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaOf as areaIn, importsOf, sourceFiles } from '../../../../scripts/importGraph';

/**
 * The layout rule of STYLE.md: an area's code imports the shared layers (http, db, accounting, kernel,
 * storage, security), `packages/shared` and its own files; another area only through that area's
 * index.ts. The shared layers import no area, so an area can move or grow without touching them.
 */
const src = path.resolve(import.meta.dirname, '..');
const areasDir = path.join(src, 'areas');
const areaOf = (file: string) => areaIn(areasDir, file);

describe('the layout of areas', () => {
  it('an area reaches another area only through its index', () => {
    const wrong: string[] = [];
    for (const file of sourceFiles(areasDir, true)) {
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
      for (const file of sourceFiles(path.join(src, layer), false)) {
        if (file.startsWith(seed)) continue;
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
    for (const file of sourceFiles(src, true)) {
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
