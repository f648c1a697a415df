import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SQLite, sqliteDriverPackage } from './sqliteDriver';

// A worker thread and a process that leave thousands of prepared statements to the garbage collector and exit,
// as a test runner's workers and a stopped server do, with a collection on the way out. With better-sqlite3 12
// on Node 24 the statements' destructors abort the process ('Assertion failed: (env) != nullptr').
const CHILD = `
const { Worker, isMainThread } = require('node:worker_threads');
const SQLite = require(process.env.SQLITE_DRIVER);
const db = new SQLite(':memory:');
db.exec('create table t (id integer primary key, name text)');
for (let i = 0; i < 5000; i++) db.prepare('select count(*) + ' + i + ' as n from t').get();
if (isMainThread) {
  new Worker(__filename).on('exit', (code) => {
    console.log('worker exited with ' + code);
    setTimeout(() => {
      global.gc();
      process.exit(0);
    });
  });
} else process.exit(0);
`;

describe('SQLite driver', () => {
  it('is better-sqlite3 13 on Node 22 and later, 12 on Node 20', () => {
    const major = Number(process.versions.node.split('.')[0]);
    const version = createRequire(import.meta.url)(`${sqliteDriverPackage}/package.json`).version as string;
    expect(version.split('.')[0]).toBe(major >= 22 ? '13' : '12');
    expect(new SQLite(':memory:').prepare('select 1 as one').get()).toEqual({ one: 1 });
  });

  it('lets a worker thread and a process with uncollected statements exit cleanly', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-exit-'));
    try {
      const script = path.join(dir, 'child.cjs');
      fs.writeFileSync(script, CHILD);
      const driver = createRequire(import.meta.url).resolve(sqliteDriverPackage);
      const child = spawnSync(process.execPath, ['--expose-gc', script], {
        env: { ...process.env, SQLITE_DRIVER: driver },
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect({ status: child.status, signal: child.signal, stdout: child.stdout.trim() }).toEqual({
        status: 0,
        signal: null,
        stdout: 'worker exited with 0',
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
