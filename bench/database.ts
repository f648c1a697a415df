/**
 * The measurements on one database that run.ts has filled, in a process of its own (forked with
 * --expose-gc) that holds nothing but the app, the two baselines and their bookkeeping: like a server
 * that has just started, so the export's memory figure is the export's, not the data generator's
 * or the other database's. It answers run.ts with a DatabaseResult, or an error.
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import type { CompiledQuery } from 'kysely';
import { buildApp } from '../apps/server/src/app';
import { createDb } from '../apps/server/src/db/connection';
import { foldTurkish } from '../apps/server/src/db/turkish';
import { compileListQueries, type DriverCall, openDriver, timeCalls } from './baseline';
import { SEARCH_TERM } from './generate';
import type { LoadResult } from './loadClient';
import { LoadGenerator } from './loadGenerator';
import { MemorySampler, mib } from './memSampler';
import type { DatabaseResult, HttpMeasure, LoadPhase, Verdict } from './report';
import { benchServerConfig, type DatabaseAnswer, type DatabaseJob, SETTINGS } from './settings';
import { median, type Summary, summarize } from './stats';

const SLICE_SECONDS = 1;
const DRIVER_SLICE_SECONDS = 0.5;

type Json = Record<string, unknown>;
type ListBody = { data: Json[]; meta: { total: number } };

const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

async function getJson(url: string, init?: RequestInit): Promise<Json> {
  const response = await fetch(url, init);
  const body = (await response.json()) as Json;
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

const sameIds = (a: Json[], b: Json[]) =>
  a.length === b.length && a.every((row, i) => Number(row.id) === Number(b[i].id));

const phase = (r: LoadResult): LoadPhase => ({
  latency: r.latency,
  requestsPerSecond: r.requestsPerSecond,
  ok: r.ok,
  seconds: r.seconds,
});

type Target = { url: string; headers: Record<string, string> };
type Measured = { driver: Summary; bare: HttpMeasure; list: HttpMeasure; floor?: LoadPhase };

const pooled = (latencies: number[], seconds: number): LoadPhase => ({
  latency: summarize(latencies),
  requestsPerSecond: latencies.length / seconds,
  ok: latencies.length,
  seconds,
});

/**
 * (a), (b) and the list (and the auth floor, when given) interleaved in short slices (a, b, list, a, b,
 * list …) so that a slow moment of the machine falls on all of them alike; then (b) and the list under
 * SETTINGS.connections for throughput, with the app process's RSS sampled.
 */
async function measureList(
  load: LoadGenerator,
  sampler: MemorySampler,
  call: DriverCall,
  targets: { bare: Target; list: Target; floor?: Target },
): Promise<Measured> {
  const http = Object.entries(targets).filter((e): e is [string, Target] => e[1] !== undefined);
  await timeCalls(call, 10_000, DRIVER_SLICE_SECONDS);
  for (const [, t] of http) await load.run({ ...t, connections: 1, duration: 1 });

  const driver: number[] = [];
  const single = new Map(http.map(([name]) => [name, { latencies: [] as number[], seconds: 0 }]));
  const slices = Math.max(1, Math.round(SETTINGS.duration / SLICE_SECONDS));
  for (let i = 0; i < slices; i++) {
    driver.push(...(await timeCalls(call, 100_000, DRIVER_SLICE_SECONDS, 0)));
    for (const [name, t] of http) {
      const result = await load.run({ ...t, connections: 1, duration: SLICE_SECONDS, raw: true });
      const pool = single.get(name)!;
      pool.latencies.push(...(result.latencies ?? []));
      pool.seconds += result.seconds;
    }
  }
  const singlePhase = (name: string) => {
    const pool = single.get(name)!;
    return pooled(pool.latencies, pool.seconds);
  };

  const loaded = async (t: Target) => {
    await sampler.start();
    const result = await load.run({ ...t, connections: SETTINGS.connections, duration: SETTINGS.duration });
    const memory = await sampler.stop();
    return { loaded: phase(result), peakRssMiB: mib(memory.peakBytes) };
  };
  return {
    driver: summarize(driver),
    bare: { single: singlePhase('bare'), ...(await loaded(targets.bare)) },
    list: { single: singlePhase('list'), ...(await loaded(targets.list)) },
    floor: targets.floor ? singlePhase('floor') : undefined,
  };
}

async function benchDatabase({ dialect, label, url, tmp, generated, listsOnly }: DatabaseJob): Promise<DatabaseResult> {
  const db = createDb(url);
  const filesDir = path.join(tmp, `files-${dialect}`);
  // API only, as in the API tests: the built web app plays no part in these measurements.
  const config = benchServerConfig(url, filesDir);
  const app = await buildApp({ db, config });
  const bare = Fastify({ logger: false });
  const driver = await openDriver(url);
  const load = new LoadGenerator();
  const sampler = new MemorySampler();
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
    const headers = { authorization: `Bearer ${(signIn.data as { token: string }).token}` };

    const clusterId = generated.clusterId;
    const l1Query = { page: '1', per_page: '20', order_by: 'name', order: 'asc' };
    const searchTerm = foldTurkish(SEARCH_TERM);
    const l2Query = { ...l1Query, query: searchTerm };
    const listUrl = (q: Record<string, string>) =>
      `${base}/api/clusters/${clusterId}/residents?${new URLSearchParams(q).toString()}`;
    const l1Url = listUrl(l1Query);
    const l2Url = listUrl(l2Query);

    // The app's answers, checked against the driver's, so that (a) is the very SQL the app runs.
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

    // The export first, on a collected heap, before the load runs have grown it.
    if (!listsOnly) log(`${label}: XLSX export ×${SETTINGS.exportRuns}…`);
    const exportUrl = `${base}/api/clusters/${clusterId}/residents?export=1&export_type=xlsx&order_by=name&order=asc`;
    const runs: DatabaseResult['export']['runs'] = [];
    for (let i = 0; i < (listsOnly ? 0 : SETTINGS.exportRuns); i++) {
      globalThis.gc?.();
      // RSS growth hides what fits in heap pages the process already holds, so the JS heap (+ external
      // buffers) is sampled too, on this thread: it can only be read here.
      const heapNow = () => {
        const m = process.memoryUsage();
        return m.heapUsed + m.external;
      };
      const heapBefore = heapNow();
      let heapPeak = heapBefore;
      const heapTimer = setInterval(() => {
        heapPeak = Math.max(heapPeak, heapNow());
      }, 20);
      await sampler.start();
      const t0 = performance.now();
      const body = await getJson(exportUrl, { headers });
      const seconds = (performance.now() - t0) / 1000;
      const memory = await sampler.stop();
      clearInterval(heapTimer);
      heapPeak = Math.max(heapPeak, heapNow());
      const file = path.join(filesDir, path.basename((body.data as { url: string }).url));
      const head = Buffer.alloc(2);
      const fd = fs.openSync(file, 'r');
      fs.readSync(fd, head, 0, 2, 0);
      fs.closeSync(fd);
      if (head.toString('latin1') !== 'PK') throw new Error(`${file} is not an XLSX (zip) file`);
      runs.push({
        seconds,
        rssBeforeMiB: mib(memory.beforeBytes),
        rssPeakMiB: mib(memory.peakBytes),
        heapGrowthMiB: mib(heapPeak - heapBefore),
        fileBytes: fs.statSync(file).size,
      });
    }

    // (b): a separate, bare Fastify instance serving the very same bodies from memory.
    bare.get('/l1', async () => l1Body);
    bare.get('/l2', async () => l2Body);
    await bare.listen({ host: '127.0.0.1', port: 0 });
    const bareAddress = bare.server.address();
    if (!bareAddress || typeof bareAddress === 'string') throw new Error('no port');
    const bareBase = `http://127.0.0.1:${bareAddress.port}`;

    log(`${label}: L1 with (a) and (b)…`);
    const l1 = await measureList(load, sampler, l1Call, {
      bare: { url: `${bareBase}/l1`, headers: {} },
      list: { url: l1Url, headers },
      // The cost of any signed-in request: the token check's queries, hooks, a small JSON body.
      floor: { url: `${base}/api/types/generic`, headers },
    });
    log(`${label}: L2 with (a) and (b)…`);
    const l2 = await measureList(load, sampler, l2Call, {
      bare: { url: `${bareBase}/l2`, headers: {} },
      list: { url: l2Url, headers },
    });

    const split = async (query: CompiledQuery) =>
      summarize(await timeCalls(driver.prepareOne(query), 10_000, DRIVER_SLICE_SECONDS)).median;
    const driverSplit = {
      l1: { count: await split(l1Sql.count), page: await split(l1Sql.page) },
      l2: { count: await split(l2Sql.count), page: await split(l2Sql.page) },
    };

    const plans = {
      l1Count: await driver.explain(l1Sql.count),
      l1Page: await driver.explain(l1Sql.page),
      l2Count: await driver.explain(l2Sql.count),
      l2Page: await driver.explain(l2Sql.page),
    };

    const ratio = (m: Measured, pick: 'median' | 'p95') =>
      m.list.single.latency[pick] / (m.driver[pick] + m.bare.single.latency[pick]);
    const ratios = {
      l1Median: ratio(l1, 'median'),
      l2Median: ratio(l2, 'median'),
      l1P95: ratio(l1, 'p95'),
      l2P95: ratio(l2, 'p95'),
    };
    const { budget } = SETTINGS;
    const exportMedian = runs.length ? median(runs.map((r) => r.seconds)) : Number.NaN;
    const exportMiB = runs.length ? Math.max(...runs.map((r) => r.rssPeakMiB - r.rssBeforeMiB)) : Number.NaN;
    const searchOverList = l2.list.single.latency.median / l1.list.single.latency.median;
    const within = (measured: number, limit: number, inclusive: boolean) =>
      (inclusive ? measured <= limit : measured < limit) ? 'PASS' : 'OVER';
    const verdicts: Verdict[] = [
      {
        name: 'L1 median / ((a)+(b)) median',
        measured: ratios.l1Median,
        limit: budget.listRatio,
        unit: '×',
        verdict: within(ratios.l1Median, budget.listRatio, true),
      },
      {
        name: 'L2 median / ((a)+(b)) median',
        measured: ratios.l2Median,
        limit: budget.listRatio,
        unit: '×',
        verdict: within(ratios.l2Median, budget.listRatio, true),
      },
      {
        name: 'L2 median / L1 median',
        measured: searchOverList,
        limit: budget.searchOverList,
        unit: '×',
        verdict: within(searchOverList, budget.searchOverList, true),
      },
      { name: 'L1 p95 / ((a)+(b)) p95', measured: ratios.l1P95, limit: null, unit: '×', verdict: '' },
      { name: 'L2 p95 / ((a)+(b)) p95', measured: ratios.l2P95, limit: null, unit: '×', verdict: '' },
    ];
    if (runs.length)
      verdicts.push(
        {
          name: `XLSX export, ${generated.counts.residents.toLocaleString('en-US')} rows (median of ${SETTINGS.exportRuns})`,
          measured: exportMedian,
          limit: budget.exportSeconds,
          unit: 's',
          verdict: within(exportMedian, budget.exportSeconds, false),
        },
        {
          name: 'XLSX export, peak RSS over RSS before',
          measured: exportMiB,
          limit: budget.exportMiB,
          unit: 'MB',
          verdict: within(exportMiB, budget.exportMiB, false),
        },
      );

    return {
      dialect,
      label,
      generation: { seconds: generated.seconds, ...generated.counts },
      searchTerm,
      searchMatches: l2Body.meta.total,
      driver: { l1: l1.driver, l2: l2.driver },
      driverSplit,
      bare: { l1: l1.bare, l2: l2.bare },
      list: { l1: l1.list, l2: l2.list },
      authFloor: l1.floor!,
      export: { runs, medianSeconds: exportMedian, peakOverBeforeMiB: exportMiB },
      ratios,
      verdicts,
      plans,
    };
  } finally {
    load.close();
    await sampler.close();
    await driver.close();
    await bare.close();
    await app.close();
    await db.destroy();
  }
}

process.once('message', (job: DatabaseJob) => {
  benchDatabase(job).then(
    (result) => process.send?.({ result } satisfies DatabaseAnswer, () => process.exit(0)),
    (error: unknown) =>
      process.send?.({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }, () =>
        process.exit(1),
      ),
  );
});
