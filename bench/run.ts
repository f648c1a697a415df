/**
 * `npm run bench`: generates a large complex, starts the real app on loopback and measures the
 * resident list (L1 plain, L2 with a search term) against two in-run baselines, (a) the same SQL
 * through the driver and (b) a bare Fastify route serving the same rows from memory, and the XLSX
 * export of all residents. Budgets (issue 3): list latency ≤ 2 × ((a) + (b)); export < 3 s, < 300 MB.
 * SQLite always; PostgreSQL too when BENCH_DATABASE_URL=postgres://… names a server to create a
 * scratch database on. Results: the table on stdout and bench/results/latest.json.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createDb, dialectOf } from '../apps/server/src/db/connection';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { foldTurkish } from '../apps/server/src/db/turkish';
import { compileListQueries, openDriver, timeCalls } from './baseline';
import { generateComplex, SEARCH_TERM } from './generate';
import type { LoadJob, LoadResult } from './loadClient';
import { MemorySampler, mib } from './memSampler';
import { type DatabaseResult, type HttpMeasure, renderDatabase, type Verdict } from './report';
import { median, summarize } from './stats';

const here = import.meta.dirname;
/** Seconds of each measured autocannon phase (one connection, then CONNECTIONS). */
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const EXPORT_RUNS = 3;
const BUDGET = { listRatio: 2, exportSeconds: 3, exportMiB: 300 };

type Json = Record<string, unknown>;
type ListBody = { data: { id: number }[]; meta: { total: number } };

const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

// ---- the load generator (a child process) ---------------------------------

class LoadGenerator {
  private readonly child: ChildProcess;
  private nextId = 1;
  private readonly pending = new Map<number, (result: LoadResult) => void>();

  constructor() {
    // Inherits tsx's loader through execArgv, so the child runs TypeScript too.
    this.child = fork(path.join(here, 'loadClient.ts'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    this.child.on('message', (message: LoadResult) => {
      this.pending.get(message.id)?.(message);
      this.pending.delete(message.id);
    });
  }

  async run(job: Omit<LoadJob, 'id'>): Promise<LoadResult> {
    const id = this.nextId++;
    const result = await new Promise<LoadResult>((resolve) => {
      this.pending.set(id, resolve);
      this.child.send({ ...job, id });
    });
    if (result.error) throw new Error(`autocannon failed on ${job.url}: ${result.error}`);
    if (result.non2xx || result.errors || result.timeouts)
      throw new Error(
        `${job.url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts — not a valid run`,
      );
    return result;
  }

  close(): void {
    if (this.child.connected) this.child.disconnect();
  }
}

/** Warm-up (1 s), then one connection for latency, then CONNECTIONS for throughput; RSS sampled throughout. */
async function measureHttp(
  load: LoadGenerator,
  sampler: MemorySampler,
  url: string,
  headers: Record<string, string>,
): Promise<HttpMeasure> {
  await load.run({ url, headers, connections: 1, duration: 1 });
  await sampler.start();
  const single = await load.run({ url, headers, connections: 1, duration: DURATION });
  const loaded = await load.run({ url, headers, connections: CONNECTIONS, duration: DURATION });
  const memory = await sampler.stop();
  const phase = (r: LoadResult) => ({
    latency: r.latency,
    requestsPerSecond: r.requestsPerSecond,
    ok: r.ok,
    seconds: r.seconds,
  });
  return { single: phase(single), loaded: phase(loaded), peakRssMiB: mib(memory.peakBytes) };
}

async function getJson(url: string, init?: RequestInit): Promise<Json> {
  const response = await fetch(url, init);
  const body = (await response.json()) as Json;
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

const sameIds = (a: { id: unknown }[], b: { id: unknown }[]) =>
  a.length === b.length && a.every((row, i) => Number(row.id) === Number(b[i].id));

// ---- one database ---------------------------------------------------------

async function benchDatabase(
  dialect: 'sqlite' | 'postgres',
  label: string,
  url: string,
  tmp: string,
  load: LoadGenerator,
  sampler: MemorySampler,
): Promise<DatabaseResult> {
  log(`${label}: generating the complex…`);
  const genDb = createDb(url);
  await migrateToLatest(genDb);
  const generated = await generateComplex(genDb);
  // Production PostgreSQL has statistics (autovacuum analyses new tables); give the planner the same.
  if (dialect === 'postgres') await sql`analyze`.execute(genDb);
  await genDb.destroy();
  log(`${label}: ${generated.counts.residents} residents in ${generated.seconds.toFixed(1)} s`);

  const db = createDb(url);
  const filesDir = path.join(tmp, `files-${dialect}`);
  const config = {
    ...loadConfig({ NODE_ENV: 'test' }),
    logLevel: 'silent',
    filesDir,
    databaseUrl: url,
    // API only, as in the API tests: the built web app plays no part in these measurements.
    webDist: path.join(tmp, 'no-web-dist'),
  };
  const app = await buildApp({ db, config });
  const bare = Fastify({ logger: false });
  const driver = await openDriver(url);
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const base = `http://127.0.0.1:${address.port}`;

    const signIn = await getJson(`${base}/api/sanctum/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: generated.adminEmail, password: generated.adminPassword, device_name: 'bench' }),
    });
    const token = (signIn.data as { token: string }).token;
    const headers = { authorization: `Bearer ${token}` };

    const clusterId = generated.clusterId;
    const l1Query = { page: '1', per_page: '20', order_by: 'name', order: 'asc' };
    const searchTerm = foldTurkish(SEARCH_TERM);
    const l2Query = { ...l1Query, query: searchTerm };
    const listUrl = (q: Record<string, string>) =>
      `${base}/api/clusters/${clusterId}/residents?${new URLSearchParams(q).toString()}`;
    const l1Url = listUrl(l1Query);
    const l2Url = listUrl(l2Query);

    // The app's answers, checked against the driver's, so (a) is the very SQL the app runs.
    const l1Body = (await getJson(l1Url, { headers })) as unknown as ListBody;
    const l2Body = (await getJson(l2Url, { headers })) as unknown as ListBody;
    const l1Sql = compileListQueries(db, clusterId, l1Query);
    const l2Sql = compileListQueries(db, clusterId, l2Query);
    const l1Call = driver.prepare(l1Sql);
    const l2Call = driver.prepare(l2Sql);
    const l1Direct = await l1Call();
    const l2Direct = await l2Call();
    if (l1Body.data.length !== 20 || l1Body.meta.total !== generated.counts.residents)
      throw new Error(`L1 returned ${l1Body.data.length} rows of ${l1Body.meta.total}`);
    if (l2Body.data.length !== 20) throw new Error(`L2 ('${searchTerm}') returned only ${l2Body.data.length} rows`);
    if (!sameIds(l1Body.data, l1Direct.rows) || l1Direct.total !== l1Body.meta.total)
      throw new Error('L1: the driver baseline does not return what the app returns');
    if (!sameIds(l2Body.data, l2Direct.rows) || l2Direct.total !== l2Body.meta.total)
      throw new Error('L2: the driver baseline does not return what the app returns');

    log(`${label}: (a) driver baseline…`);
    const driverL1 = summarize(await timeCalls(l1Call));
    const driverL2 = summarize(await timeCalls(l2Call));

    // (b): a separate, bare Fastify instance serving the very same bodies from memory.
    bare.get('/l1', async () => l1Body);
    bare.get('/l2', async () => l2Body);
    await bare.listen({ host: '127.0.0.1', port: 0 });
    const bareAddress = bare.server.address();
    if (!bareAddress || typeof bareAddress === 'string') throw new Error('no port');
    const bareBase = `http://127.0.0.1:${bareAddress.port}`;

    log(`${label}: (b) bare Fastify…`);
    const bareL1 = await measureHttp(load, sampler, `${bareBase}/l1`, {});
    const bareL2 = await measureHttp(load, sampler, `${bareBase}/l2`, {});
    log(`${label}: L1 and L2 through the app…`);
    const listL1 = await measureHttp(load, sampler, l1Url, headers);
    const listL2 = await measureHttp(load, sampler, l2Url, headers);

    log(`${label}: XLSX export ×${EXPORT_RUNS}…`);
    const exportUrl = `${base}/api/clusters/${clusterId}/residents?export=1&export_type=xlsx&order_by=name&order=asc`;
    const runs: DatabaseResult['export']['runs'] = [];
    for (let i = 0; i < EXPORT_RUNS; i++) {
      await sampler.start();
      const t0 = performance.now();
      const body = await getJson(exportUrl, { headers });
      const seconds = (performance.now() - t0) / 1000;
      const memory = await sampler.stop();
      const fileUrl = (body.data as { url: string }).url;
      const file = path.join(filesDir, path.basename(fileUrl));
      const head = Buffer.alloc(2);
      const fd = fs.openSync(file, 'r');
      fs.readSync(fd, head, 0, 2, 0);
      fs.closeSync(fd);
      if (head.toString('latin1') !== 'PK') throw new Error(`${file} is not an XLSX (zip) file`);
      runs.push({
        seconds,
        rssBeforeMiB: mib(memory.beforeBytes),
        rssPeakMiB: mib(memory.peakBytes),
        fileBytes: fs.statSync(file).size,
      });
    }

    const plans = {
      l1Count: await driver.explain(l1Sql.count),
      l1Page: await driver.explain(l1Sql.page),
      l2Count: await driver.explain(l2Sql.count),
      l2Page: await driver.explain(l2Sql.page),
    };

    const ratio = (list: HttpMeasure, a: number, b: number, pick: 'median' | 'p95') =>
      list.single.latency[pick] / (a + b);
    const ratios = {
      l1Median: ratio(listL1, driverL1.median, bareL1.single.latency.median, 'median'),
      l2Median: ratio(listL2, driverL2.median, bareL2.single.latency.median, 'median'),
      l1P95: ratio(listL1, driverL1.p95, bareL1.single.latency.p95, 'p95'),
      l2P95: ratio(listL2, driverL2.p95, bareL2.single.latency.p95, 'p95'),
    };
    const exportMedian = median(runs.map((r) => r.seconds));
    const exportMiB = Math.max(...runs.map((r) => r.rssPeakMiB - r.rssBeforeMiB));
    const within = (measured: number, limit: number, inclusive: boolean) =>
      (inclusive ? measured <= limit : measured < limit) ? 'PASS' : 'OVER';
    const verdicts: Verdict[] = [
      {
        name: 'L1 median / ((a)+(b)) median',
        measured: ratios.l1Median,
        limit: BUDGET.listRatio,
        unit: '×',
        verdict: within(ratios.l1Median, BUDGET.listRatio, true),
      },
      {
        name: 'L2 median / ((a)+(b)) median',
        measured: ratios.l2Median,
        limit: BUDGET.listRatio,
        unit: '×',
        verdict: within(ratios.l2Median, BUDGET.listRatio, true),
      },
      { name: 'L1 p95 / ((a)+(b)) p95', measured: ratios.l1P95, limit: null, unit: '×', verdict: '' },
      { name: 'L2 p95 / ((a)+(b)) p95', measured: ratios.l2P95, limit: null, unit: '×', verdict: '' },
      {
        name: `XLSX export, ${generated.counts.residents} rows (median of ${EXPORT_RUNS})`,
        measured: exportMedian,
        limit: BUDGET.exportSeconds,
        unit: 's',
        verdict: within(exportMedian, BUDGET.exportSeconds, false),
      },
      {
        name: 'XLSX export, peak RSS over RSS before',
        measured: exportMiB,
        limit: BUDGET.exportMiB,
        unit: 'MB',
        verdict: within(exportMiB, BUDGET.exportMiB, false),
      },
    ];

    return {
      dialect,
      label,
      generation: { seconds: generated.seconds, ...generated.counts },
      searchTerm,
      searchMatches: l2Body.meta.total,
      driver: { l1: driverL1, l2: driverL2 },
      bare: { l1: bareL1, l2: bareL2 },
      list: { l1: listL1, l2: listL2 },
      export: { runs, medianSeconds: exportMedian, peakOverBeforeMiB: exportMiB },
      ratios,
      verdicts,
      plans,
    };
  } finally {
    await driver.close();
    await bare.close();
    await app.close();
    await db.destroy();
  }
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
  const load = new LoadGenerator();
  const sampler = new MemorySampler();
  const results: DatabaseResult[] = [];
  try {
    results.push(await benchDatabase('sqlite', 'SQLite', `sqlite:${path.join(tmp, 'bench.db')}`, tmp, load, sampler));
    if (pgServer) {
      results.push(
        await withScratchPostgres(pgServer, (url) =>
          benchDatabase('postgres', 'PostgreSQL', url, tmp, load, sampler),
        ),
      );
    } else {
      log('BENCH_DATABASE_URL is not set: SQLite only.');
    }
  } finally {
    load.close();
    await sampler.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }

  const info = machine();
  const totalSeconds = (performance.now() - started) / 1000;
  const output = [
    '',
    `npm run bench — ${new Date().toISOString()} — ${info.cpus} cores (${info.cpuModel}), ${info.memoryGiB} GiB, Node ${info.node}, ${info.system}`,
    `HTTP over loopback with autocannon in a separate process: latency with 1 connection, throughput with ${CONNECTIONS}; ${DURATION} s each.`,
    `(a) = the list's SQL (count + page) through the driver; (b) = bare Fastify serving the same 20 rows from memory.`,
    '',
    ...results.flatMap((r) => [renderDatabase(r, CONNECTIONS), '']),
    `total ${totalSeconds.toFixed(0)} s`,
  ].join('\n');
  process.stdout.write(`${output}\n`);

  const resultsDir = path.join(here, 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(
    path.join(resultsDir, 'latest.json'),
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: info,
        settings: { durationSeconds: DURATION, connections: CONNECTIONS, exportRuns: EXPORT_RUNS, budget: BUDGET },
        totalSeconds,
        databases: results,
      },
      null,
      2,
    )}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
