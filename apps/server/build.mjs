// Builds the server once into dist/ as plain JavaScript, so production starts with `node` and compiles nothing.
// npm packages stay outside the bundle (they are installed beside it); the workspace's TypeScript, including
// @site/shared, is bundled.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const read = (file) => JSON.parse(fs.readFileSync(path.join(here, file), 'utf8'));
const external = [
  ...Object.keys(read('package.json').dependencies ?? {}),
  ...Object.keys(read('../../packages/shared/package.json').dependencies ?? {}),
  // A JSON file imported with `with { type: 'json' }` loses its attribute when left outside; it is bundled instead.
].filter((name) => !name.startsWith('@site/') && name !== 'i18n-iso-countries');

await build({
  entryPoints: ['src/server.ts', 'src/cli/seedDemo.ts', 'src/cli/createAdmin.ts'].map((f) => path.join(here, f)),
  outdir: path.join(here, 'dist'),
  outbase: path.join(here, 'src'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  // Bundled CommonJS helpers may call require(); ESM output gets one made from import.meta.url.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
// The PDF worker is plain JavaScript loaded by URL beside the module that starts it: beside the bundle here.
fs.copyFileSync(path.join(here, 'src/http/export/pdfWorker.mjs'), path.join(here, 'dist/pdfWorker.mjs'));
console.log('server built into apps/server/dist');
