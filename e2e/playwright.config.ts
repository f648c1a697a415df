import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Each database gets its own server on a fresh database: SQLite always, PostgreSQL when TEST_DATABASE_URL is set.
const root = path.resolve(import.meta.dirname, '..');
const run = `${Date.now().toString(36)}`;
// E2E_PORT moves the servers (3211 and 3212 by default) when those ports are taken.
const basePort = Number(process.env.E2E_PORT ?? 3211);
const all = [{ name: 'sqlite', port: basePort, url: `sqlite:${path.join(os.tmpdir(), `site-e2e-${run}.db`)}` }];
if (process.env.TEST_DATABASE_URL) {
  const pgUrl = new URL(process.env.TEST_DATABASE_URL);
  pgUrl.pathname = `/site_e2e_${run}`;
  all.push({ name: 'postgres', port: basePort + 1, url: pgUrl.toString() });
}
// E2E_DATABASES narrows the run to some of them (`E2E_DATABASES=postgres`); CI runs the browser tests on
// PostgreSQL only, the API tests covering both databases.
const wanted = process.env.E2E_DATABASES?.split(',').map((name) => name.trim());
const servers = wanted ? all.filter((s) => wanted.includes(s.name)) : all;
if (servers.length === 0) throw new Error(`E2E_DATABASES=${process.env.E2E_DATABASES} names no database of this run`);
// The fake SMS provider on loopback (GoldSMS and MasGSM protocols, any account, delivered after two seconds):
// the servers send the complexes' SMS to it, never to a real provider.
const fakeSmsPort = basePort + 10;
const fakeSmsUrl = `http://127.0.0.1:${fakeSmsPort}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  // No retry: a test that passes only on a second try is a defect to fix.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    // The app honours the system's reduced-motion setting: dialogs and menus open at once, so no click can
    // land on a button that is still moving into place on a busy machine.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
    // An action that cannot happen (a covered or detached element) fails with its locator instead of
    // waiting out the whole test.
    actionTimeout: 15_000,
  },
  projects: servers.map((s) => ({ name: s.name, use: { baseURL: `http://localhost:${s.port}` } })),
  webServer: [
    {
      command: 'npx tsx apps/server/src/areas/communication/providers/fakeSmsServer.ts',
      cwd: root,
      port: fakeSmsPort,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { FAKE_SMS_PORT: String(fakeSmsPort) },
    },
    ...servers.map((s) => ({
      command: `node e2e/startServer.mjs`,
      cwd: root,
      url: `http://localhost:${s.port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        DATABASE_URL: s.url,
        PORT: String(s.port),
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
        GOLDSMS_URL: fakeSmsUrl,
        MASGSM_URL: fakeSmsUrl,
      },
    })),
  ],
});
