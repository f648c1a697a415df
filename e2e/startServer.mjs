import { spawn } from 'node:child_process';
import pg from 'pg';

// Creates the fresh PostgreSQL database of a browser-test run, then starts the app on it.
const url = process.env.DATABASE_URL ?? '';
if (url.startsWith('postgres')) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
}
const child = spawn('npx', ['tsx', 'apps/server/src/server.ts'], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
