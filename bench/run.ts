/**
 * `npm run bench`: generates a large complex, starts the real app on loopback and measures the
 * resident list (L1 plain, L2 with a search term) against two in-run baselines, (a) the same SQL
 * through the driver and (b) a bare Fastify route serving the same rows from memory, and the XLSX
 * export of all residents. Budgets: list latency ≤ 1.5 × ((a) + (b)); export < 3 s, < 300 MB.
 * SQLite always; PostgreSQL too when BENCH_DATABASE_URL=postgres://… names a server to create a
 * scratch database on. Each database is measured in a process of its own (database.ts); the load
 * comes from a third (loadClient.ts). Results: the table on stdout and bench/results/latest.json.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { generatePeriodicalAssessments } from '../apps/server/src/areas/definitions/periodicalAssessments/periodicalAssessments.service';
import { createDb, dialectOf } from '../apps/server/src/db/connection';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { measureReports } from './accountingReports';
import { type FirstLoadResult, measureFirstLoad, renderFirstLoad } from './firstLoad';
import { generateComplex } from './generate';
import { measureNotifications } from './notifications';
import { type DatabaseResult, renderDatabase } from './report';
import { type DatabaseAnswer, type DatabaseJob, SETTINGS } from './settings';

const here = import.meta.dirname;

// Ctrl-C reaches the children too (one process group); this process stays to drop the scratch
// PostgreSQL database and the temp folder through the `finally` blocks.
let interrupted = false;
process.on('SIGINT', () => {
  interrupted = true;
  process.stderr.write('[bench] interrupted, cleaning up…\n');
});

/** Migrates and fills the database here, then measures it in a fresh process. */
async function measure(job: Omit<DatabaseJob, 'generated'>, residents: number): Promise<DatabaseResult> {
  process.stderr.write(`[bench] ${job.label}: generating the complex…\n`);
  const db = createDb(job.url);
  let generated: DatabaseJob['generated'];
  try {
    await migrateToLatest(db);
    generated = await generateComplex(db, residents);
    // A settled production PostgreSQL has been through autovacuum (statistics, visibility map); so is this one.
    if (job.dialect === 'postgres') await sql`vacuum analyze`.execute(db);
  } finally {
    await db.destroy();
  }
  process.stderr.write(
    `[bench] ${job.label}: ${generated.counts.residents} residents in ${generated.seconds.toFixed(1)} s\n`,
  );
  const result = await measureIn({ ...job, generated });
  if (job.listsOnly) return result;
  const periodical = await measurePeriodical(job.url, generated.clusterId);
  process.stderr.write(`[bench] ${job.label}: an SMS batch of 5,000…\n`);
  const notifications = await measureNotifications(job.url, generated, job.tmp);
  process.stderr.write(`[bench] ${job.label}: three years of books and the reports…\n`);
  return { ...result, periodical, notifications, reports: await measureReports(job.url, generated, job.tmp) };
}

/**
 * Times one month of a periodical assessment split equally over every house of the complex (the
 * scheduler's work), then the same run again, which must charge nothing.
 */
async function measurePeriodical(url: string, clusterId: number): Promise<DatabaseResult['periodical']> {
  const db = createDb(url);
  try {
    const aidat = await db
      .selectFrom('income_types')
      .select('id')
      .where('name', '=', 'Aidat')
      .where('cluster_id', 'is', null)
      .executeTakeFirstOrThrow();
    const period = new Date().toISOString().slice(0, 7);
    const now = new Date().toISOString();
    await db
      .insertInto('periodical_assessments')
      .values({
        cluster_id: clusterId,
        name: 'Aylık Aidat',
        income_type_id: aidat.id,
        split_method: 'equal',
        amount: 250_000_000,
        starts_on: period,
        ends_on: period,
        due_day: 10,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const asOf = `${period}-15`;
    let started = performance.now();
    const first = await generatePeriodicalAssessments(db, asOf, clusterId);
    const seconds = (performance.now() - started) / 1000;
    started = performance.now();
    const repeat = await generatePeriodicalAssessments(db, asOf, clusterId);
    const repeatSeconds = (performance.now() - started) / 1000;
    if (first.created !== 1) throw new Error(`periodical run created ${first.created} assessments`);
    const debts = await db.selectFrom('debts').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    const houses = await db
      .selectFrom('houses')
      .select(sql<number>`count(*)`.as('n'))
      .where('cluster_id', '=', clusterId)
      .executeTakeFirstOrThrow();
    return { houses: Number(houses.n), debts: Number(debts.n), seconds, repeatSeconds, repeatCreated: repeat.created };
  } finally {
    await db.destroy();
  }
}

function measureIn(job: DatabaseJob): Promise<DatabaseResult> {
  if (interrupted) return Promise.reject(new Error('interrupted'));
  return new Promise((resolve, reject) => {
    const child = fork(path.join(here, 'database.ts'), [], {
      execArgv: [...process.execArgv, '--expose-gc'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let answer: DatabaseAnswer | undefined;
    child.on('message', (message: DatabaseAnswer) => {
      answer = message;
    });
    child.on('exit', (code, signal) => {
      if (answer?.result) resolve(answer.result);
      else reject(new Error(`${job.label}: ${answer?.error ?? `the measuring process ended (${signal ?? code})`}`));
    });
    child.send(job);
  });
}

/** A scratch database on the BENCH_DATABASE_URL server, dropped afterwards whatever happens. */
async function withScratchPostgres<T>(serverUrl: string, body: (url: string) => Promise<T>): Promise<T> {
  const name = `site_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await body(url.toString());
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}

function machine() {
  let system = `${os.type()} ${os.release()}`;
  try {
    const release = fs.readFileSync('/etc/os-release', 'utf8');
    system = /^PRETTY_NAME="?([^"\n]*)"?/m.exec(release)?.[1] ?? system;
  } catch {}
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    system,
  };
}

async function main(): Promise<void> {
  const started = performance.now();
  const pgServer = process.env.BENCH_DATABASE_URL;
  if (pgServer && dialectOf(pgServer) !== 'postgres') throw new Error('BENCH_DATABASE_URL must be postgres://…');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
  const results: DatabaseResult[] = [];
  let firstLoad: FirstLoadResult | null = null;
  const parts = (process.env.BENCH_PARTS ?? 'api,web').split(',');
  try {
    if (parts.includes('web')) firstLoad = await measureFirstLoad(tmp);
    // The first size is measured in full (lists, export, periodical dues); larger ones for the lists.
    // `lists` measures the lists alone at every size.
    const api = parts.includes('api') || parts.includes('lists');
    for (const [n, residents] of (api ? SETTINGS.sizes : []).entries()) {
      const listsOnly = n > 0 || !parts.includes('api');
      const size = `${residents.toLocaleString('en-US')} residents`;
      results.push(
        await measure(
          {
            dialect: 'sqlite',
            label: `SQLite, ${size}`,
            url: `sqlite:${path.join(tmp, `bench-${n}.db`)}`,
            tmp,
            listsOnly,
          },
          residents,
        ),
      );
      if (pgServer)
        results.push(
          await withScratchPostgres(pgServer, (url) =>
            measure({ dialect: 'postgres', label: `PostgreSQL, ${size}`, url, tmp, listsOnly }, residents),
          ),
        );
    }
    if (!pgServer && api) {
      process.stderr.write('[bench] BENCH_DATABASE_URL is not set: SQLite only.\n');
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }

  const info = machine();
  const date = new Date().toISOString();
  const totalSeconds = (performance.now() - started) / 1000;
  const { connections, duration } = SETTINGS;
  const output = [
    '',
    `npm run bench, ${date}: ${info.cpus} cores (${info.cpuModel}), ${info.memoryGiB} GiB, Node ${info.node}, ${info.system}`,
    `HTTP on loopback, autocannon in its own process. Latency: 1 connection, ${duration} × 1 s slices interleaved with (a) and (b).`,
    `Throughput (@${connections}): ${connections} connections for ${duration} s. (a) = the list's SQL (count, page, totals) through the driver,`,
    `in process, calls/s shown as req/s; (b) = a bare Fastify route serving the same 20 rows from memory.`,
    '',
    ...(firstLoad ? [renderFirstLoad(firstLoad), ''] : []),
    ...results.flatMap((r) => [renderDatabase(r, connections), '']),
    `total ${totalSeconds.toFixed(0)} s`,
  ].join('\n');
  process.stdout.write(`${output}\n`);

  const resultsDir = path.join(here, 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const json = { date, machine: info, settings: SETTINGS, totalSeconds, firstLoad, databases: results };
  fs.writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(json, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
