/**
 * The load generator, in a process of its own (forked by run.ts) so that it never competes with the
 * measured server for the server's event loop. It runs one autocannon job per message and answers with
 * a summary. Latencies are taken from autocannon's per-response timer (sub-millisecond), not from its
 * histogram, which rounds to whole milliseconds.
 */
import autocannon from 'autocannon';
import { type Summary, summarize } from './stats';

export type LoadJob = {
  id: number;
  url: string;
  headers: Record<string, string>;
  connections: number;
  /** Seconds; the run always stops by itself. */
  duration: number;
  /** Send every latency back, so that interleaved slices can be pooled. */
  raw?: boolean;
};

export type LoadResult = {
  id: number;
  error?: string;
  latency: Summary;
  requestsPerSecond: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  seconds: number;
  latencies?: number[];
};

async function run(job: LoadJob): Promise<LoadResult> {
  const latencies: number[] = [];
  const started = performance.now();
  const instance = autocannon({
    url: job.url,
    headers: job.headers,
    connections: job.connections,
    duration: job.duration,
    timeout: 30,
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  const result = await instance;
  const seconds = (performance.now() - started) / 1000;
  return {
    id: job.id,
    latency: summarize(latencies),
    requestsPerSecond: latencies.length / seconds,
    ok: latencies.length,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    seconds,
    latencies: job.raw ? latencies : undefined,
  };
}

process.on('message', (job: LoadJob) => {
  run(job).then(
    (result) => process.send?.(result),
    (error: unknown) =>
      process.send?.({ id: job.id, error: String(error), latency: summarize([]), requestsPerSecond: 0 }),
  );
});
// The parent closes the channel when it is done; nothing else keeps this process alive.
process.on('disconnect', () => process.exit(0));
