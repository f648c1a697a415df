import fs from 'node:fs';

/** Chromium for the browser tests: CHROMIUM_PATH, Debian's /usr/bin/chromium, or Playwright's own. */
export async function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const path of candidates) if (path && fs.existsSync(path)) return path;
  try {
    const { chromium } = await import('@playwright/test');
    const own = chromium.executablePath();
    if (own && fs.existsSync(own)) return own;
  } catch {
    // Playwright has no browser of its own here.
  }
  return null;
}
