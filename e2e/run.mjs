import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './browser.mjs';

// Runs the Playwright suite against the built app; without a browser it skips loudly, except in CI.
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const chromium = await findChromium();
if (!chromium) {
  const banner = '#'.repeat(78);
  console.error(
    `\n${banner}\n# BROWSER TESTS SKIPPED: no Chromium found (CHROMIUM_PATH, /usr/bin/chromium, Playwright's own).\n# Install Debian's chromium (apt-get install chromium) to run them.\n${banner}\n`,
  );
  process.exit(process.env.CI === 'true' ? 1 : 0);
}
// WEB_DIST points the servers at another build (e.g. `vite build --outDir`); the default build is made when missing.
if (!process.env.WEB_DIST && !fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: here,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);
