import { spawnSync } from 'node:child_process';

// `npm test`: unit and API tests (Vitest; PostgreSQL too when TEST_DATABASE_URL is set), then the browser tests.
const steps = [
  ['npx', ['vitest', 'run']],
  ['node', ['e2e/run.mjs']],
];
for (const [command, args] of steps) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
