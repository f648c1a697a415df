import { configDefaults, defineConfig } from 'vitest/config';

// API test files that need a module state of their own: one replaces a module (vi.mock), one counts the
// statements its module has marked for preparing (at most 500 a process). They run isolated, the rest share
// the modules of their worker: importing the app once a worker instead of once a file cuts the API tests'
// time by more than half.
const ISOLATED_API_TESTS = ['src/areas/system/auth/auth.timing.test.ts', 'src/db/compiledQueries.test.ts'];
const apiTests = { root: 'apps/server', env: { NODE_ENV: 'test' }, testTimeout: 30_000, hookTimeout: 60_000 };

// One runner for every workspace: `shared` and `web` are unit tests, `server` and `server-isolated` the API
// tests (SQLite, and PostgreSQL when TEST_DATABASE_URL is set).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      {
        test: {
          ...apiTests,
          name: 'server',
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...ISOLATED_API_TESTS],
          isolate: false,
        },
      },
      { test: { ...apiTests, name: 'server-isolated', include: ISOLATED_API_TESTS } },
      { test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.ts'], passWithNoTests: true } },
    ],
  },
});
