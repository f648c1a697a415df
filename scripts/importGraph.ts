import fs from 'node:fs';
import path from 'node:path';

/**
 * The relative imports of a source tree, read as text: what the layout tests of the server and the web
 * (`areas/boundaries.test.ts`) check against the rule of STYLE.md that areas meet only through their index.
 */

/** Any relative import: `from './x'`, `import './x'`, `import('./x')`. */
export const ANY_IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;
/** A relative import loaded up front: `import … from './x'` or `export … from './x'`, not `import('./x')`. */
export const STATIC_IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** The .ts and .tsx files under `dir`; without `*.test.ts` unless `withTests`. */
export function sourceFiles(dir: string, withTests: boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full, withTests);
    return /\.tsx?$/.test(entry.name) && (withTests || !entry.name.endsWith('.test.ts')) ? [full] : [];
  });
}

/** The file a relative import names, as the bundler finds it (`x`, `x.ts`, `x.tsx`, `x/index.ts`). */
function resolveImport(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return base;
}

/** The files `file` imports, by `pattern`. */
export function importsOf(file: string, pattern = ANY_IMPORT): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(pattern)].map((match) => resolveImport(file, match[1]));
}

/** The area a file belongs to, or null outside `<areasDir>/<area>/`. */
export function areaOf(areasDir: string, file: string): string | null {
  const relative = path.relative(areasDir, file);
  if (relative.startsWith('..')) return null;
  const [first, ...rest] = relative.split(path.sep);
  return rest.length ? first : null;
}
